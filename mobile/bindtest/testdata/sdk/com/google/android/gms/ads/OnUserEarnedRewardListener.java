package com.google.android.gms.ads;

import com.google.android.gms.ads.rewarded.RewardItem;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public interface OnUserEarnedRewardListener {
    void onUserEarnedReward(RewardItem reward);
}
