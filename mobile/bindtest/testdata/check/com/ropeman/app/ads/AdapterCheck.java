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
import com.google.android.gms.ads.AdError;
import com.google.android.gms.ads.LoadAdError;
import com.google.android.gms.ads.MobileAds;
import com.google.android.gms.ads.rewarded.RewardItem;
import com.google.android.gms.ads.rewarded.RewardedAd;
import com.google.android.ump.UserMessagingPlatform;
import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Runs the real MaxRewardedAdapter and AdMobRewardedAdapter behind the real
 * bridge on the JVM (the checks play Go's calls), against stubs of the SDK classes they use (written
 * from the SDKs' documented APIs: mobile/bindtest/testdata/sdk), playing
 * the SDKs' callbacks by hand: consent before loads, placement ownership,
 * the unit that must not wedge after a cancelled show, an activity
 * recreated mid-show, the error tables, the user id and nonce handed to
 * the SDK, and AdMob's one-hour expiry. Called by AdBridgeCheck.main.
 */
final class AdapterCheck {
    private AdapterCheck() {}

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
        ad.listener.onAdHidden(AD);
        ad.listener.onUserRewarded(AD, maxReward()); // after the hide, as on iOS mediation
        r.main.runFor(0);
        check("MAX: close and late reward reach Go", r.count("adClosed " + id) == 1 && r.count("adRewarded " + id) == 1, Mobile.calls);
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

    static RewardItem admobReward() {
        return new RewardItem() {
            @Override
            public String getType() {
                return "coins";
            }

            @Override
            public int getAmount() {
                return 1;
            }
        };
    }

    static AdBridgeCheck.Rig admobRig(Activity activity) {
        return new AdBridgeCheck.Rig(main -> new AdMobRewardedAdapter(activity, main, "ca-app-pub-test/unit"));
    }

    /** The last RewardedAd request answered with a loaded ad. */
    static RewardedAd admobFill() {
        RewardedAd ad = new RewardedAd();
        RewardedAd.requests.get(RewardedAd.requests.size() - 1).onAdLoaded(ad);
        return ad;
    }

    static void admobConsent() {
        UserMessagingPlatform.online = true;
        UserMessagingPlatform.canRequestAds = true;
        UserMessagingPlatform.privacyRequired = true;
        int inits = MobileAds.initialized;
        AdBridgeCheck.Rig r = admobRig(new Activity("a"));
        check("AdMob: UMP's form before anything", UserMessagingPlatform.formsShown == 1, UserMessagingPlatform.formsShown);
        check("AdMob: the SDK starts once ads may be requested", MobileAds.initialized == inits + 1, MobileAds.initialized - inits);
        check("AdMob: the SDK starts off the main thread", r.main.backgroundThreads.contains(MobileAds.initThread)
                && MobileAds.initThread != Thread.currentThread(), MobileAds.initThread);
        check("AdMob: consent reported once the SDK was started, privacy options required", r.count("adConsent true true") == 1, Mobile.calls);
        r.bridge.showPrivacyOptions();
        r.main.runFor(0);
        check("AdMob: privacy options form, consent reported again, SDK not started twice",
                UserMessagingPlatform.privacyFormsShown == 1 && r.count("adConsent true true") == 2 && MobileAds.initialized == inits + 1, Mobile.calls);

        UserMessagingPlatform.canRequestAds = false;
        UserMessagingPlatform.privacyRequired = false;
        r = admobRig(new Activity("b"));
        check("AdMob: no consent: no ads may be requested, SDK not started", r.count("adConsent false false") == 1 && MobileAds.initialized == inits + 1, Mobile.calls);

        UserMessagingPlatform.online = false; // offline, with an answer stored earlier
        UserMessagingPlatform.canRequestAds = true;
        r = admobRig(new Activity("c"));
        check("AdMob: offline, an earlier answer holds", r.count("adConsent true false") == 1, Mobile.calls);
        UserMessagingPlatform.online = true;
    }

    static void admobShows() {
        RewardedAd.requests.clear();
        Activity activity = new Activity("main");
        AdBridgeCheck.Rig r = admobRig(activity);
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        RewardedAd ad = admobFill();
        r.bridge.showAd("revive", ID, "user-3", "nonce-3");
        r.main.runFor(0);
        check("AdMob: user id and nonce in the SSV options", ad.ssv != null && "user-3".equals(ad.ssv.userId) && "nonce-3".equals(ad.ssv.customData),
                ad.ssv == null ? "none" : ad.ssv.userId + " " + ad.ssv.customData);
        check("AdMob: shown in the activity", ad.shows == 1 && ad.shownIn == activity, ad.shows);
        ad.callback.onAdShowedFullScreenContent();
        ad.rewardListener.onUserEarnedReward(admobReward());
        ad.callback.onAdDismissedFullScreenContent();
        r.main.runFor(0);
        checkEnded("AdMob: a watched ad", r, "adClosed " + ID);
        check("AdMob: opened and rewarded", r.count("adOpened " + ID) == 1 && r.count("adRewarded " + ID) == 1, Mobile.calls);

        r.bridge.loadAd("triple_coins");
        r.main.runFor(0);
        RewardedAd.requests.get(RewardedAd.requests.size() - 1).onAdFailedToLoad(new LoadAdError(3, "no fill", "com.google.android.gms.ads"));
        check("AdMob: no fill (3 on Android) is code 1", r.count("adLoadFailed triple_coins " + Mobile.ReasonNoFill) == 1, Mobile.calls);

        r.bridge.loadAd("skin_unlock");
        r.main.runFor(0);
        RewardedAd failing = admobFill();
        r.bridge.showAd("skin_unlock", ID + 1, "user-3", "nonce-4");
        r.main.runFor(0);
        failing.callback.onAdFailedToShowFullScreenContent(new AdError(3, "app not in the foreground", "com.google.android.gms.ads"));
        r.main.runFor(0);
        check("AdMob: show failure 3 is not ready", r.count("adShowFailed " + (ID + 1) + " " + Mobile.ReasonNotReady) == 1, Mobile.calls);
    }

    /** An ad not shown within the hour is dropped, reported, and refused. */
    static void admobExpiry() {
        RewardedAd.requests.clear();
        AdBridgeCheck.Rig r = admobRig(new Activity("x"));
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        admobFill();
        r.main.runFor(AdMobRewardedAdapter.EXPIRY_MS - 1_000);
        check("AdMob: not expired within the hour", r.count("adExpired revive") == 0, Mobile.calls);
        r.main.runFor(1_000);
        check("AdMob: expired after an hour, and the game told", r.count("adExpired revive") == 1, Mobile.calls);
        r.bridge.showAd("revive", ID, "user-1", "nonce");
        r.main.runFor(0);
        checkEnded("AdMob: showing an expired ad", r, "adShowFailed " + ID + " " + Mobile.ReasonNotReady);
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        RewardedAd fresh = admobFill();
        r.bridge.showAd("revive", ID + 1, "user-1", "nonce");
        r.main.runFor(0);
        check("AdMob: a fresh ad shows", fresh.shows == 1, fresh.shows);
    }

    /** AdMob's show callbacks hold the bridge, which outlives the activity. */
    static void admobRecreation() {
        RewardedAd.requests.clear();
        AdBridgeCheck.Rig r = admobRig(new Activity("old"));
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        RewardedAd ad = admobFill();
        r.bridge.showAd("revive", ID, "user-1", "nonce");
        r.main.runFor(0);
        ad.callback.onAdShowedFullScreenContent();
        r.bridge.attach(new AdMobRewardedAdapter(new Activity("new"), r.main, "ca-app-pub-test/unit"), new EbitenView(null));
        r.bridge.startSDK();
        r.main.runFor(0);
        ad.rewardListener.onUserEarnedReward(admobReward());
        ad.callback.onAdDismissedFullScreenContent();
        r.main.runFor(0);
        check("AdMob recreated mid-show: reward and close reach Go", r.count("adRewarded " + ID) == 1 && r.count("adClosed " + ID) == 1, Mobile.calls);
    }

    /** Every code each table names, and one it does not. */
    static void errorTables() {
        long[][] max = {{204, Mobile.ReasonNoFill}, {-1000, Mobile.ReasonNetwork}, {-1001, Mobile.ReasonNetwork}, {-1009, Mobile.ReasonNetwork},
                {-24, Mobile.ReasonNotReady}, {-23, Mobile.ReasonNotReady}, {-5001, Mobile.ReasonInternal}, {12345, Mobile.ReasonInternal}};
        for (long[] c : max) {
            check("AdErrors.fromMax(" + c[0] + ")", AdErrors.fromMax((int) c[0]) == c[1], AdErrors.fromMax((int) c[0]));
        }
        long[][] load = {{3, Mobile.ReasonNoFill}, {9, Mobile.ReasonNoFill}, {2, Mobile.ReasonNetwork}, {0, Mobile.ReasonInternal},
                {1, Mobile.ReasonInternal}, {8, Mobile.ReasonInternal}, {99, Mobile.ReasonInternal}};
        for (long[] c : load) {
            check("AdErrors.fromAdMobLoad(" + c[0] + ")", AdErrors.fromAdMobLoad((int) c[0]) == c[1], AdErrors.fromAdMobLoad((int) c[0]));
        }
        long[][] show = {{1, Mobile.ReasonNotReady}, {2, Mobile.ReasonNotReady}, {3, Mobile.ReasonNotReady}, {0, Mobile.ReasonInternal},
                {4, Mobile.ReasonInternal}, {99, Mobile.ReasonInternal}};
        for (long[] c : show) {
            check("AdErrors.fromAdMobShow(" + c[0] + ")", AdErrors.fromAdMobShow((int) c[0]) == c[1], AdErrors.fromAdMobShow((int) c[0]));
        }
    }

    static void all() {
        maxConsentAndOwnership();
        maxWedge();
        maxRecreation();
        admobConsent();
        admobShows();
        admobExpiry();
        admobRecreation();
        errorTables();
    }
}
