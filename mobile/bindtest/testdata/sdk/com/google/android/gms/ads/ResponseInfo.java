package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 ResponseInfo: which ad source filled the ad (null when none is known). */
public final class ResponseInfo {
    private final AdapterResponseInfo loaded;

    public ResponseInfo(AdapterResponseInfo loaded) {
        this.loaded = loaded;
    }

    public AdapterResponseInfo getLoadedAdapterResponseInfo() {
        return loaded;
    }
}
