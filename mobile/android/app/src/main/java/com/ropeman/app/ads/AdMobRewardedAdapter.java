package com.ropeman.app.ads;

import java.util.HashMap;
import java.util.Map;

import android.app.Activity;

import com.google.android.gms.ads.AdError;
import com.google.android.gms.ads.AdRequest;
import com.google.android.gms.ads.FullScreenContentCallback;
import com.google.android.gms.ads.LoadAdError;
import com.google.android.gms.ads.MobileAds;
import com.google.android.gms.ads.rewarded.RewardedAd;
import com.google.android.gms.ads.rewarded.RewardedAdLoadCallback;
import com.google.android.gms.ads.rewarded.ServerSideVerificationOptions;
import com.ropeman.game.mobile.Mobile;

/**
 * Google AdMob rewarded ads. A RewardedAd is good for one show, so each
 * placement keeps its own; the game loads a fresh one after every show and
 * retries failed loads with its own backoff. Every callback of a show ends
 * in exactly one of showFailed or closed; the bridge covers the game.
 */
public final class AdMobRewardedAdapter implements RewardedAdapter {
    private final Activity activity;
    private final String adUnitId;
    private final Map<String, RewardedAd> loaded = new HashMap<>();
    private AdEvents events;

    public AdMobRewardedAdapter(Activity activity, String adUnitId) {
        this.activity = activity;
        this.adUnitId = adUnitId;
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        MobileAds.initialize(activity, status -> {});
    }

    @Override
    public void load(final String placement) {
        RewardedAd.load(activity, adUnitId, new AdRequest.Builder().build(), new RewardedAdLoadCallback() {
            @Override
            public void onAdLoaded(RewardedAd ad) {
                loaded.put(placement, ad);
                events.loaded(placement);
            }

            @Override
            public void onAdFailedToLoad(LoadAdError error) {
                events.loadFailed(placement, AdErrors.fromAdMobLoad(error.getCode()), error.getMessage());
            }
        });
    }

    @Override
    public void show(String placement, final long requestId, String userId, String customData) {
        RewardedAd ad = loaded.remove(placement);
        if (ad == null) {
            events.showFailed(requestId, Mobile.ReasonNotReady, "AdMob ad not loaded");
            return;
        }
        ad.setServerSideVerificationOptions(new ServerSideVerificationOptions.Builder()
                .setUserId(userId)
                .setCustomData(customData)
                .build());
        ad.setFullScreenContentCallback(new FullScreenContentCallback() {
            @Override
            public void onAdShowedFullScreenContent() {
                events.opened(requestId);
            }

            @Override
            public void onAdFailedToShowFullScreenContent(AdError error) {
                events.showFailed(requestId, AdErrors.fromAdMobShow(error.getCode()), error.getMessage());
            }

            @Override
            public void onAdDismissedFullScreenContent() {
                events.closed(requestId);
            }
        });
        ad.show(activity, reward -> events.rewarded(requestId, reward.getType(), reward.getAmount()));
    }
}
