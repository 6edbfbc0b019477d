package com.ropeman.app.ads;

import java.util.LinkedHashSet;
import java.util.Set;

import android.app.Activity;

import com.applovin.mediation.MaxAd;
import com.applovin.mediation.MaxError;
import com.applovin.mediation.MaxReward;
import com.applovin.mediation.MaxRewardedAdListener;
import com.applovin.mediation.ads.MaxRewardedAd;
import com.applovin.sdk.AppLovinMediationProvider;
import com.applovin.sdk.AppLovinSdk;
import com.applovin.sdk.AppLovinSdkInitializationConfiguration;

/**
 * AppLovin MAX rewarded ads. Every placement shares one ad unit (MAX's
 * MaxRewardedAd is one instance per unit); the placement name goes to MAX
 * as its placement for reporting. The game retries failed loads with MAX's
 * documented backoff (2^n s up to 64 s) and asks for the next ad after each
 * show, so this class never retries by itself.
 */
public final class MaxRewardedAdapter implements RewardedAdapter, MaxRewardedAdListener {
    private final Activity activity;
    private final String sdkKey;
    private final String adUnitId;
    private AdEvents events;
    private MaxRewardedAd ad;
    private boolean sdkReady;
    private boolean loading;
    private final Set<String> waiting = new LinkedHashSet<>(); // placements waiting for the next load
    private long showing = -1; // request id of the show on screen

    public MaxRewardedAdapter(Activity activity, String sdkKey, String adUnitId) {
        this.activity = activity;
        this.sdkKey = sdkKey;
        this.adUnitId = adUnitId;
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        AppLovinSdkInitializationConfiguration config = AppLovinSdkInitializationConfiguration.builder(sdkKey)
                .setMediationProvider(AppLovinMediationProvider.MAX)
                .build();
        AppLovinSdk.getInstance(activity).initialize(config, sdkConfig -> {
            sdkReady = true;
            ad = MaxRewardedAd.getInstance(adUnitId);
            ad.setListener(this);
            if (!waiting.isEmpty()) {
                startLoad();
            }
        });
    }

    @Override
    public void load(String placement) {
        if (ad != null && ad.isReady()) {
            events.loaded(placement);
            return;
        }
        waiting.add(placement);
        if (sdkReady) {
            startLoad();
        }
    }

    private void startLoad() {
        if (!loading) {
            loading = true;
            ad.loadAd();
        }
    }

    @Override
    public void show(String placement, long requestId, String userId, String customData) {
        if (ad == null || !ad.isReady()) {
            events.showFailed(requestId, com.ropeman.game.mobile.Mobile.ReasonNotReady, "MAX ad not ready");
            return;
        }
        showing = requestId;
        // MAX forwards the user id and the custom data to the publisher's
        // server-to-server reward callback (USER_ID, CUSTOM_DATA).
        AppLovinSdk.getInstance(activity).getSettings().setUserIdentifier(userId);
        ad.showAd(placement, customData, activity);
    }

    @Override
    public void onAdLoaded(MaxAd maxAd) {
        loading = false;
        for (String p : waiting) {
            events.loaded(p);
        }
        waiting.clear();
    }

    @Override
    public void onAdLoadFailed(String adUnit, MaxError error) {
        loading = false;
        for (String p : waiting) {
            events.loadFailed(p, AdErrors.fromMax(error.getCode()), error.getMessage());
        }
        waiting.clear();
    }

    @Override
    public void onAdDisplayed(MaxAd maxAd) {
        events.opened(showing);
    }

    @Override
    public void onAdDisplayFailed(MaxAd maxAd, MaxError error) {
        events.showFailed(showing, AdErrors.fromMax(error.getCode()), error.getMessage());
    }

    @Override
    public void onUserRewarded(MaxAd maxAd, MaxReward reward) {
        events.rewarded(showing, reward.getLabel(), reward.getAmount());
    }

    @Override
    public void onAdHidden(MaxAd maxAd) {
        events.closed(showing);
    }

    @Override
    public void onAdClicked(MaxAd maxAd) {
    }
}
