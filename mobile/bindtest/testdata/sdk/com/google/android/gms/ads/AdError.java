package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 type of that name (what the adapter uses). */
public class AdError {
    private final int code;
    private final String message;

    public AdError(int code, String message, String domain) {
        this.code = code;
        this.message = message;
    }

    public int getCode() {
        return code;
    }

    public String getMessage() {
        return message;
    }
}
