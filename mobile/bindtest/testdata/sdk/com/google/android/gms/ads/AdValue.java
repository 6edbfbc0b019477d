package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 AdValue: what an impression earned. */
public final class AdValue {
    /** AdValue.PrecisionType's values. */
    public @interface PrecisionType {
        int UNKNOWN = 0;
        int ESTIMATED = 1;
        int PUBLISHER_PROVIDED = 2;
        int PRECISE = 3;
    }

    private final int precision;
    private final String currency;
    private final long micros;

    /** The SDK makes these; the check makes them as it would. */
    public AdValue(int precision, String currency, long micros) {
        this.precision = precision;
        this.currency = currency;
        this.micros = micros;
    }

    public int getPrecisionType() {
        return precision;
    }

    public String getCurrencyCode() {
        return currency;
    }

    public long getValueMicros() {
        return micros;
    }
}
