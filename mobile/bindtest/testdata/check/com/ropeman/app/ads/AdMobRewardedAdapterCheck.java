package com.ropeman.app.ads;

import static com.ropeman.app.ads.AdBridgeCheck.ID;
import static com.ropeman.app.ads.AdBridgeCheck.check;
import static com.ropeman.app.ads.AdBridgeCheck.checkEnded;


import android.app.Activity;

import com.google.android.gms.ads.AdError;
import com.google.android.gms.ads.AdValue;
import com.google.android.gms.ads.AdapterResponseInfo;
import com.google.android.gms.ads.LoadAdError;
import com.google.android.gms.ads.MobileAds;
import com.google.android.gms.ads.ResponseInfo;
import com.google.android.gms.ads.rewarded.RewardItem;
import com.google.android.gms.ads.rewarded.RewardedAd;
import com.google.android.ump.UserMessagingPlatform;

import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;

/**
 * Runs the real AdMobRewardedAdapter behind the real bridge on the JVM,
 * against stubs of Google Mobile Ads and UMP written from their documented
 * APIs (testdata/sdk/com/google), playing the SDKs' callbacks by hand: UMP
 * before the SDK, the SDK started once off the main thread, the user id
 * and nonce in the SSV options, the hour's expiry, an activity recreated
 * mid-show, the error tables, the revenue of a show. It goes with the
 * adapter: bindtest runs it when the adapter is there.
 */
final class AdMobRewardedAdapterCheck {
    private AdMobRewardedAdapterCheck() {}
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
        ad.responseInfo = new ResponseInfo(new AdapterResponseInfo("Meta Audience Network"));
        r.bridge.showAd("revive", ID, "user-3", "nonce-3");
        r.main.runFor(0);
        check("AdMob: the paid listener is set before the show", ad.paidListener != null, "none");
        ad.paidListener.onPaidEvent(new AdValue(AdValue.PrecisionType.PRECISE, "EUR", 8_250));
        check("AdMob: the impression's value reaches Go as AdMob gives it: micros, currency, precision, ad source",
                r.count("adRevenue " + ID + " revive admob Meta Audience Network 8250 EUR PRECISE") == 1, Mobile.calls);
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

    /** Every code AdMob's tables name, and one they do not. */
    static void errorTables() {
        long[][] load = {{3, Mobile.ReasonNoFill}, {9, Mobile.ReasonNoFill}, {2, Mobile.ReasonNetwork}, {0, Mobile.ReasonInternal},
                {1, Mobile.ReasonInternal}, {8, Mobile.ReasonInternal}, {99, Mobile.ReasonInternal}};
        for (long[] c : load) {
            check("AdMobRewardedAdapter.loadReason(" + c[0] + ")", AdMobRewardedAdapter.loadReason((int) c[0]) == c[1], AdMobRewardedAdapter.loadReason((int) c[0]));
        }
        long[][] show = {{1, Mobile.ReasonNotReady}, {2, Mobile.ReasonNotReady}, {3, Mobile.ReasonNotReady}, {0, Mobile.ReasonInternal},
                {4, Mobile.ReasonInternal}, {99, Mobile.ReasonInternal}};
        for (long[] c : show) {
            check("AdMobRewardedAdapter.showReason(" + c[0] + ")", AdMobRewardedAdapter.showReason((int) c[0]) == c[1], AdMobRewardedAdapter.showReason((int) c[0]));
        }
    }

    public static void main(String[] args) {
        admobConsent();
        admobShows();
        admobExpiry();
        admobRecreation();
        errorTables();
        AdBridgeCheck.report("AdMobRewardedAdapterCheck");
    }
}
