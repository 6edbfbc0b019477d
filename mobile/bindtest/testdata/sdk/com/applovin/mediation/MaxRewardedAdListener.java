package com.applovin.mediation;

/** Stub of the AppLovin MAX SDK 13.6 listener (MaxAdListener's and its own callbacks). */
public interface MaxRewardedAdListener {
    void onAdLoaded(MaxAd ad);

    void onAdLoadFailed(String adUnitId, MaxError error);

    void onAdDisplayed(MaxAd ad);

    void onAdDisplayFailed(MaxAd ad, MaxError error);

    void onAdHidden(MaxAd ad);

    void onAdClicked(MaxAd ad);

    void onUserRewarded(MaxAd ad, MaxReward reward);
}
