package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public abstract class FullScreenContentCallback {
    public void onAdShowedFullScreenContent() {
    }

    public void onAdFailedToShowFullScreenContent(AdError error) {
    }

    public void onAdDismissedFullScreenContent() {
    }
}
