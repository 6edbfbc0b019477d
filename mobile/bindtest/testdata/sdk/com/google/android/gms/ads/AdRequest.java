package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public class AdRequest {
    public static class Builder {
        public AdRequest build() {
            return new AdRequest();
        }
    }
}
