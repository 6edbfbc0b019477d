package com.unity3d.mediation.rewarded;

import com.unity3d.mediation.LevelPlayAdError;
import com.unity3d.mediation.LevelPlayAdInfo;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public interface LevelPlayRewardedAdListener {
    void onAdLoaded(LevelPlayAdInfo adInfo);

    void onAdLoadFailed(LevelPlayAdError error);

    void onAdDisplayed(LevelPlayAdInfo adInfo);

    void onAdDisplayFailed(LevelPlayAdError error, LevelPlayAdInfo adInfo);

    void onAdRewarded(LevelPlayReward reward, LevelPlayAdInfo adInfo);

    void onAdClosed(LevelPlayAdInfo adInfo);

    default void onAdClicked(LevelPlayAdInfo adInfo) {
    }

    default void onAdInfoChanged(LevelPlayAdInfo adInfo) {
    }
}
