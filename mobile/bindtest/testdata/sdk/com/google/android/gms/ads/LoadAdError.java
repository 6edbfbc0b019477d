package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public class LoadAdError extends AdError {
    public LoadAdError(int code, String message, String domain) {
        super(code, message, domain);
    }
}
