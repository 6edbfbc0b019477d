package com.google.android.gms.ads.rewarded;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public interface RewardItem {
    String getType();

    int getAmount();
}
