package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 AdapterResponseInfo: one ad source's answer. */
public final class AdapterResponseInfo {
    private final String adSourceName;

    public AdapterResponseInfo(String adSourceName) {
        this.adSourceName = adSourceName;
    }

    public String getAdSourceName() {
        return adSourceName;
    }
}
