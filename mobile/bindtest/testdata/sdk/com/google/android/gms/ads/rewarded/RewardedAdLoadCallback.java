package com.google.android.gms.ads.rewarded;

import com.google.android.gms.ads.LoadAdError;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public abstract class RewardedAdLoadCallback {
    public void onAdLoaded(RewardedAd ad) {
    }

    public void onAdFailedToLoad(LoadAdError error) {
    }
}
