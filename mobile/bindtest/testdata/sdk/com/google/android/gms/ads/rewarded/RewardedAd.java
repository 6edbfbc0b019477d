package com.google.android.gms.ads.rewarded;

import java.util.ArrayList;
import java.util.List;

import android.app.Activity;
import android.content.Context;

import com.google.android.gms.ads.AdRequest;
import com.google.android.gms.ads.FullScreenContentCallback;
import com.google.android.gms.ads.OnPaidEventListener;
import com.google.android.gms.ads.OnUserEarnedRewardListener;
import com.google.android.gms.ads.ResponseInfo;

/**
 * Stub of the Google Mobile Ads SDK 25 RewardedAd: load keeps each request's
 * callback in {@link #requests} for the check to answer; a shown ad keeps
 * its callbacks and options for the check to play and read.
 */
public class RewardedAd {
    public static final List<RewardedAdLoadCallback> requests = new ArrayList<>();

    public ServerSideVerificationOptions ssv;
    public FullScreenContentCallback callback;
    public OnUserEarnedRewardListener rewardListener;
    public OnPaidEventListener paidListener;
    /** What the check says filled the ad. */
    public ResponseInfo responseInfo = new ResponseInfo(null);
    public Activity shownIn;
    public int shows;

    public static void load(Context context, String adUnitId, AdRequest request, RewardedAdLoadCallback callback) {
        requests.add(callback);
    }

    public void setServerSideVerificationOptions(ServerSideVerificationOptions options) {
        ssv = options;
    }

    public void setFullScreenContentCallback(FullScreenContentCallback callback) {
        this.callback = callback;
    }

    public void setOnPaidEventListener(OnPaidEventListener listener) {
        paidListener = listener;
    }

    public ResponseInfo getResponseInfo() {
        return responseInfo;
    }

    public void show(Activity activity, OnUserEarnedRewardListener listener) {
        shows++;
        shownIn = activity;
        rewardListener = listener;
    }
}
