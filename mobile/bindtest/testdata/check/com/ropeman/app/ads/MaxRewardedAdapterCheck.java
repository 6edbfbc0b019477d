package com.ropeman.app.ads;

import static com.ropeman.app.ads.AdBridgeCheck.ID;
import static com.ropeman.app.ads.AdBridgeCheck.check;
import static com.ropeman.app.ads.AdBridgeCheck.checkEnded;

import java.util.Arrays;

import android.app.Activity;

import com.applovin.mediation.MaxAd;
import com.applovin.mediation.MaxError;
import com.applovin.mediation.MaxReward;
import com.applovin.mediation.ads.MaxRewardedAd;
import com.applovin.sdk.AppLovinSdk;
import com.applovin.sdk.AppLovinSdkConfiguration.ConsentFlowUserGeography;
import com.google.android.ump.UserMessagingPlatform;

import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Runs the real MaxRewardedAdapter behind the real bridge on the JVM (the
 * checks play Go's calls), against stubs of MAX's classes written from its
 * documented API (testdata/sdk/com/applovin), playing the SDK's callbacks by
 * hand: consent before loads, placement ownership, the unit that must not
 * wedge after a cancelled show, an activity recreated mid-show, the error
 * table, the user id and nonce handed to the SDK, the revenue of a show.
 * It goes with the adapter: bindtest runs it when the adapter is there.
 */
final class MaxRewardedAdapterCheck {
    private MaxRewardedAdapterCheck() {}
    static final MaxAd AD = new MaxAd() {};

    static MaxError maxError(int code) {
        return new MaxError() {
            @Override
            public int getCode() {
                return code;
            }

            @Override
            public String getMessage() {
                return "MAX error " + code;
            }
        };
    }

    /** An ad MAX paid usd for, filled by network. */
    static MaxAd paid(double usd, String network, String precision) {
        return new MaxAd() {
            @Override
            public double getRevenue() {
                return usd;
            }

            @Override
            public String getNetworkName() {
                return network;
            }

            @Override
            public String getRevenuePrecision() {
                return precision;
            }
        };
    }

    static MaxReward maxReward() {
        return new MaxReward() {
            @Override
            public String getLabel() {
                return "coins";
            }

            @Override
            public int getAmount() {
                return 1;
            }
        };
    }

    /** A MAX adapter on a rig, its SDK initialised for a user in geography. */
    static AdBridgeCheck.Rig maxRig(String unit, Activity activity, ConsentFlowUserGeography geography) {
        AppLovinSdk.INSTANCE.newProcess();
        UserMessagingPlatform.newProcess();
        AdBridgeCheck.Rig r = new AdBridgeCheck.Rig(main -> new MaxRewardedAdapter(activity, main, "sdk-key", unit, "https://example.com/privacy")
                .useUnit("skin_unlock", unit + "-skins"));
        AppLovinSdk.INSTANCE.finishInit(geography);
        r.main.runFor(0);
        return r;
    }

    static void maxConsentAndOwnership() {
        MaxRewardedAd.INSTANCES.clear();
        AppLovinSdk.INSTANCE.newProcess();
        Activity activity = new Activity("first");
        AdBridgeCheck.Rig r = new AdBridgeCheck.Rig(main -> new MaxRewardedAdapter(activity, main, "sdk-key", "unit-a", "https://example.com/privacy"));
        check("MAX: the consent flow is on, with the privacy policy", AppLovinSdk.INSTANCE.settings.flowEnabled
                && "https://example.com/privacy".equals(AppLovinSdk.INSTANCE.settings.privacyPolicy), AppLovinSdk.INSTANCE.settings.privacyPolicy);
        check("MAX: no consent before the SDK has initialised", r.count("adConsent true true") + r.count("adConsent true false") == 0, Mobile.calls);
        AppLovinSdk.INSTANCE.finishInit(ConsentFlowUserGeography.GDPR);
        check("MAX: GDPR user: consent known, privacy options required", r.count("adConsent true true") == 1, Mobile.calls);
        check("MAX: initialised with its key for MAX", "sdk-key".equals(AppLovinSdk.INSTANCE.config.sdkKey) && "max".equals(AppLovinSdk.INSTANCE.config.mediationProvider), AppLovinSdk.INSTANCE.config.sdkKey);
        r.bridge.showPrivacyOptions();
        r.main.runFor(0);
        check("MAX: privacy options show AppLovin's CMP and report again", AppLovinSdk.INSTANCE.cmpShown == 1 && r.count("adConsent true true") == 2, Mobile.calls);

        // Two placements share a unit: one load, and the loaded ad is the first one's.
        r.bridge.loadAd("revive");
        r.bridge.loadAd("triple_coins");
        r.main.runFor(0);
        MaxRewardedAd ad = MaxRewardedAd.INSTANCES.get("unit-a");
        check("MAX: one load for two placements on a unit", ad != null && ad.loads == 1, ad == null ? "no ad" : ad.loads);
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.main.runFor(0);
        check("MAX: the loaded ad is one placement's", r.count("adLoaded revive") == 1 && r.count("adLoaded triple_coins") == 0, Mobile.calls);
        r.bridge.showAd("triple_coins", ID, "user-1", "nonce-1");
        r.main.runFor(0);
        checkEnded("MAX: showing another placement's ad", r, "adShowFailed " + ID + " " + Mobile.ReasonNotReady);
        check("MAX: nothing shown for it", ad.shows.isEmpty(), ad.shows);

        long id = ID + 1;
        r.bridge.showAd("revive", id, "user-7", "nonce-7");
        r.main.runFor(0);
        check("MAX: user id handed to the SDK", "user-7".equals(AppLovinSdk.INSTANCE.settings.userIdentifier), AppLovinSdk.INSTANCE.settings.userIdentifier);
        check("MAX: placement and nonce handed to the SDK", ad.shows.equals(Arrays.asList("revive nonce-7 first")), ad.shows);
        ad.listener.onAdDisplayed(AD);
        ad.revenueListener.onAdRevenuePaid(AD); // a test ad: revenue -1, unknown
        check("MAX: an unknown revenue (-1) is not reported", Mobile.calls.stream().noneMatch(c -> c.startsWith("adRevenue")), Mobile.calls);
        ad.listener.onAdHidden(AD);
        ad.listener.onUserRewarded(AD, maxReward()); // after the hide, as on iOS mediation
        ad.revenueListener.onAdRevenuePaid(paid(0.0125, "APPLOVIN_EXCHANGE", "exact")); // after the hide too
        r.main.runFor(0);
        check("MAX: close and late reward reach Go", r.count("adClosed " + id) == 1 && r.count("adRewarded " + id) == 1, Mobile.calls);
        check("MAX: the show's revenue reaches Go in micros of USD, with its network and placement",
                r.count("adRevenue " + id + " revive max APPLOVIN_EXCHANGE 12500 USD exact") == 1, Mobile.calls);
        check("MAX: the next ad loads after the show", ad.loads == 2, ad.loads);
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.main.runFor(0);
        check("MAX: the waiting placement gets the next ad", r.count("adLoaded triple_coins") == 1, Mobile.calls);

        ad.listener.onAdLoadFailed("unit-a", maxError(204));
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        ad.listener.onAdLoadFailed("unit-a", maxError(204));
        check("MAX: no fill is code 1", r.count("adLoadFailed revive " + Mobile.ReasonNoFill) == 1, Mobile.calls);
    }

    /** A show Go's watchdog gives up on must not leave the unit unable to load. */
    static void maxWedge() {
        MaxRewardedAd.INSTANCES.clear();
        AdBridgeCheck.Rig r = maxRig("unit-w", new Activity("w"), ConsentFlowUserGeography.OTHER);
        check("MAX: other regions need no privacy options", r.count("adConsent true false") == 1, Mobile.calls);
        UserMessagingPlatform.privacyRequired = true; // a US state whose law UMP's form covers
        AdBridgeCheck.Rig us = maxRig("unit-us", new Activity("us"), ConsentFlowUserGeography.OTHER);
        UserMessagingPlatform.privacyRequired = false;
        check("MAX: privacy options where UMP says they are owed, outside GDPR too", us.count("adConsent true true") == 1, Mobile.calls);
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        MaxRewardedAd ad = MaxRewardedAd.INSTANCES.get("unit-w");
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.bridge.showAd("revive", ID, "user-1", "nonce");
        r.main.runFor(15_000); // MAX never answers
        check("MAX: a show MAX never answers reports nothing", r.terminal().isEmpty(), Mobile.calls);
        r.bridge.cancelAd(ID); // Go's watchdog gives up on it
        int loads = ad.loads;
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        check("MAX: the unit loads again after the cancelled show", ad.loads == loads + 1, ad.loads - loads);
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.main.runFor(0);
        check("MAX: and its placement hears of the new ad", r.count("adLoaded revive") == 2, Mobile.calls);
        ad.listener.onAdHidden(AD); // the cancelled show's hide, late: no second terminal event
        r.main.runFor(0);
        check("MAX: a late hide of the cancelled show is not a second close", r.count("adClosed " + ID) == 0, Mobile.calls);

        ad.listener.onAdDisplayFailed(AD, maxError(-23));
        r.bridge.showAd("revive", ID + 5, "user-1", "nonce");
        r.main.runFor(0);
        ad.listener.onAdDisplayFailed(AD, maxError(-24));
        r.main.runFor(0);
        check("MAX: a display failure is mapped (not ready)", r.count("adShowFailed " + (ID + 5) + " " + Mobile.ReasonNotReady) == 1, Mobile.calls);
    }

    /**
     * The activity is recreated mid-show: a new adapter for the new activity
     * takes the unit over, the ad's listener is never replaced, and the
     * show's reward and close reach Go under its id.
     */
    static void maxRecreation() {
        MaxRewardedAd.INSTANCES.clear();
        AdBridgeCheck.Rig r = maxRig("unit-r", new Activity("old"), ConsentFlowUserGeography.OTHER);
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        MaxRewardedAd ad = MaxRewardedAd.INSTANCES.get("unit-r");
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.bridge.showAd("revive", ID, "user-1", "nonce");
        r.main.runFor(0);
        ad.listener.onAdDisplayed(AD);
        r.main.runFor(20_000);

        Activity fresh = new Activity("new");
        r.bridge.attach(new MaxRewardedAdapter(fresh, r.main, "sdk-key", "unit-r", "https://example.com/privacy"), new EbitenView(null));
        r.bridge.startSDK(); // Go's RegisterAdProvider again
        r.main.runFor(0);
        // The process's SDK is up: no second initialisation, whose callback
        // would never come; consent is known at once.
        check("MAX recreated: the SDK is not initialised again", AppLovinSdk.INSTANCE.initializeCalls == 1, AppLovinSdk.INSTANCE.initializeCalls);
        check("MAX recreated: consent known without a second callback", r.count("adConsent true false") == 2, Mobile.calls);
        r.bridge.loadAd("revive"); // the game loads again from the new provider
        r.main.runFor(0);
        ad.listener.onUserRewarded(AD, maxReward());
        ad.listener.onAdHidden(AD);
        r.main.runFor(0);
        check("MAX recreated mid-show: the listener set once", ad.listenersSet == 1, ad.listenersSet);
        check("MAX recreated mid-show: reward and close reach Go", r.count("adRewarded " + ID) == 1 && r.count("adClosed " + ID) == 1, Mobile.calls);
        ad.ready = true;
        ad.listener.onAdLoaded(AD);
        r.bridge.showAd("revive", ID + 1, "user-1", "nonce-2");
        r.main.runFor(0);
        check("MAX recreated: the next show is in the new activity", ad.shows.get(ad.shows.size() - 1).equals("revive nonce-2 new"), ad.shows);
    }

    /** Every code MAX's table names, and one it does not. */
    static void errorTable() {
        long[][] max = {{204, Mobile.ReasonNoFill}, {-1000, Mobile.ReasonNetwork}, {-1001, Mobile.ReasonNetwork}, {-1009, Mobile.ReasonNetwork},
                {-24, Mobile.ReasonNotReady}, {-23, Mobile.ReasonNotReady}, {-5001, Mobile.ReasonInternal}, {12345, Mobile.ReasonInternal}};
        for (long[] c : max) {
            check("MaxRewardedAdapter.reason(" + c[0] + ")", MaxRewardedAdapter.reason((int) c[0]) == c[1], MaxRewardedAdapter.reason((int) c[0]));
        }
    }

    public static void main(String[] args) {
        maxConsentAndOwnership();
        maxWedge();
        maxRecreation();
        errorTable();
        AdBridgeCheck.report("MaxRewardedAdapterCheck");
    }
}
