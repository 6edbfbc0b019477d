package com.ropeman.app.ads;

import static com.ropeman.app.ads.AdBridgeCheck.ID;
import static com.ropeman.app.ads.AdBridgeCheck.check;
import static com.ropeman.app.ads.AdBridgeCheck.checkEnded;

import java.util.Arrays;

import android.app.Activity;

import com.google.android.ump.UserMessagingPlatform;
import com.ropeman.game.mobile.EbitenView;
import com.ropeman.game.mobile.Mobile;
import com.unity3d.mediation.LevelPlay;
import com.unity3d.mediation.LevelPlayAdError;
import com.unity3d.mediation.LevelPlayAdInfo;
import com.unity3d.mediation.LevelPlayConfiguration;
import com.unity3d.mediation.LevelPlayInitError;
import com.unity3d.mediation.impression.LevelPlayImpressionData;
import com.unity3d.mediation.rewarded.LevelPlayReward;
import com.unity3d.mediation.rewarded.LevelPlayRewardedAd;

/**
 * Runs the real LevelPlayRewardedAdapter behind the real bridge on the JVM,
 * against stubs of LevelPlay 9 and UMP written from their documented APIs
 * (testdata/sdk/com/unity3d, com/google/android/ump), playing the SDKs'
 * callbacks by hand: UMP before the SDK, which starts once and again after
 * a failed start, an ad per placement, the nonce as the reward callback's
 * dynamic user id, a reward after the close, an activity recreated
 * mid-show, the revenue of a show, the error table. It goes with the
 * adapter: bindtest runs it when the adapter is there.
 */
final class LevelPlayRewardedAdapterCheck {
    private LevelPlayRewardedAdapterCheck() {}

    static final LevelPlayAdInfo INFO = new LevelPlayAdInfo();

    static LevelPlayImpressionData impression(String placement, Double usd, String network, String precision) {
        return new LevelPlayImpressionData() {
            @Override
            public Double getRevenue() {
                return usd;
            }

            @Override
            public String getAdNetwork() {
                return network;
            }

            @Override
            public String getPlacement() {
                return placement;
            }

            @Override
            public String getPrecision() {
                return precision;
            }
        };
    }

    /** The ad the adapter made for the i-th placement it loaded. */
    static LevelPlayRewardedAd ad(int i) {
        return LevelPlayRewardedAd.INSTANCES.get(i);
    }

    static void startsAfterConsent() {
        LevelPlay.newProcess();
        UserMessagingPlatform.newProcess();
        UserMessagingPlatform.online = true;
        UserMessagingPlatform.canRequestAds = true;
        UserMessagingPlatform.privacyRequired = true;
        int forms = UserMessagingPlatform.formsShown;
        Activity activity = new Activity("first");
        AdBridgeCheck.Rig r = new AdBridgeCheck.Rig(main -> new LevelPlayRewardedAdapter(activity, "app-key", "unit-r"));
        check("LevelPlay: UMP's form before the SDK", UserMessagingPlatform.formsShown == forms + 1, UserMessagingPlatform.formsShown);
        check("LevelPlay: told the consent UMP got", Boolean.TRUE.equals(LevelPlay.consent), LevelPlay.consent);
        check("LevelPlay: started once, with the app key", LevelPlay.inits == 1 && "app-key".equals(LevelPlay.initRequest.appKey), LevelPlay.inits);
        check("LevelPlay: no consent reported before the SDK has started", Mobile.calls.stream().noneMatch(c -> c.startsWith("adConsent")), Mobile.calls);
        LevelPlay.initListener.onInitFailed(new LevelPlayInitError(508, "init failed"));
        r.main.runFor(0);
        check("LevelPlay: a failed start still lets the game try", r.count("adConsent true true") == 1, Mobile.calls);
        r.bridge.loadAd("revive");
        r.main.runFor(0);
        check("LevelPlay: a load before the SDK is up fails, and starts it again",
                r.count("adLoadFailed revive " + Mobile.ReasonNetwork) == 1 && LevelPlay.inits == 2, Mobile.calls);
        LevelPlay.initListener.onInitSuccess(new LevelPlayConfiguration());
        r.main.runFor(0);
        check("LevelPlay: consent reported again once started", r.count("adConsent true true") == 2, Mobile.calls);
        check("LevelPlay: one impression listener for the process", LevelPlay.impressionListeners.size() == 1, LevelPlay.impressionListeners.size());

        UserMessagingPlatform.canRequestAds = false;
        r.bridge.showPrivacyOptions();
        r.main.runFor(0);
        check("LevelPlay: privacy options show UMP's form; a refusal reaches LevelPlay and Go",
                Boolean.FALSE.equals(LevelPlay.consent) && r.count("adConsent false true") == 1, Mobile.calls);
        UserMessagingPlatform.canRequestAds = true;
        UserMessagingPlatform.privacyRequired = false;
    }

    static void shows() {
        LevelPlayRewardedAd.INSTANCES.clear();
        Activity activity = new Activity("main");
        AdBridgeCheck.Rig r = new AdBridgeCheck.Rig(main -> new LevelPlayRewardedAdapter(activity, "app-key", "unit-r"));
        r.bridge.loadAd("revive");
        r.bridge.loadAd("triple_coins");
        r.bridge.loadAd("revive"); // again while loading: one load
        r.main.runFor(0);
        check("LevelPlay: an ad per placement, on the one ad unit, loading once",
                LevelPlayRewardedAd.INSTANCES.size() == 2 && ad(0).loads == 1 && "unit-r".equals(ad(1).adUnitId), LevelPlayRewardedAd.INSTANCES.size());
        ad(0).ready = true;
        ad(0).listener.onAdLoaded(INFO);
        ad(1).listener.onAdLoadFailed(new LevelPlayAdError("unit-r", 509, "no fill"));
        r.main.runFor(0);
        check("LevelPlay: loaded, and no fill (509) is code 1",
                r.count("adLoaded revive") == 1 && r.count("adLoadFailed triple_coins " + Mobile.ReasonNoFill) == 1, Mobile.calls);
        r.bridge.showAd("triple_coins", ID - 1, "user-1", "nonce-0");
        r.main.runFor(0);
        check("LevelPlay: showing a placement with no ad fails at once", r.count("adShowFailed " + (ID - 1) + " " + Mobile.ReasonNotReady) == 1, Mobile.calls);

        r.bridge.showAd("revive", ID, "user-5", "nonce-5");
        r.main.runFor(0);
        check("LevelPlay: the nonce is the reward callback's dynamic user id", "nonce-5".equals(LevelPlay.dynamicUserId), LevelPlay.dynamicUserId);
        check("LevelPlay: shown under the placement's name, in the activity", ad(0).shows.equals(Arrays.asList("revive main")), ad(0).shows);
        ad(0).listener.onAdDisplayed(INFO);
        LevelPlay.impressionListeners.get(0).onImpressionSuccess(impression("revive", 0.0173, "UnityAds", "BID"));
        ad(0).listener.onAdClosed(INFO);
        ad(0).listener.onAdRewarded(new LevelPlayReward("coins", 1), INFO); // after the close
        r.main.runFor(0);
        checkEnded("LevelPlay: a watched ad", r, "adClosed " + ID);
        check("LevelPlay: opened, and the late reward reaches Go", r.count("adOpened " + ID) == 1 && r.count("adRewarded " + ID) == 1, Mobile.calls);
        check("LevelPlay: the impression's revenue reaches Go in micros of USD, with its network and precision",
                r.count("adRevenue " + ID + " revive levelplay UnityAds 17300 USD BID") == 1, Mobile.calls);
        LevelPlay.impressionListeners.get(0).onImpressionSuccess(impression("revive", null, "UnityAds", ""));
        check("LevelPlay: an unknown revenue is not reported", Mobile.calls.stream().filter(c -> c.startsWith("adRevenue")).count() == 1, Mobile.calls);

        r.bridge.loadAd("revive");
        r.main.runFor(0);
        check("LevelPlay: the ad is reused for the next load", LevelPlayRewardedAd.INSTANCES.size() == 2 && ad(0).loads == 2, ad(0).loads);
        ad(0).ready = true;
        ad(0).listener.onAdLoaded(INFO);
        r.bridge.showAd("revive", ID + 1, "user-5", "nonce-6");
        r.main.runFor(0);
        ad(0).listener.onAdDisplayFailed(new LevelPlayAdError("unit-r", 1023, "no ads to show"), INFO);
        r.main.runFor(0);
        check("LevelPlay: a show failure reaches Go with its reason", r.count("adShowFailed " + (ID + 1) + " " + Mobile.ReasonNotReady) == 1, Mobile.calls);
    }

    /** The SDK's ads and listeners are the process's: a new activity takes the show over. */
    static void recreation() {
        LevelPlayRewardedAd.INSTANCES.clear();
        AdBridgeCheck.Rig r = new AdBridgeCheck.Rig(main -> new LevelPlayRewardedAdapter(new Activity("old"), "app-key", "unit-r"));
        r.bridge.loadAd("skin_unlock");
        r.main.runFor(0);
        LevelPlayRewardedAd a = LevelPlayRewardedAd.INSTANCES.get(0);
        a.ready = true;
        a.listener.onAdLoaded(INFO);
        r.bridge.showAd("skin_unlock", ID, "user-1", "nonce-r");
        r.main.runFor(0);
        a.listener.onAdDisplayed(INFO);
        r.bridge.attach(new LevelPlayRewardedAdapter(new Activity("new"), "app-key", "unit-r"), new EbitenView(null));
        r.bridge.startSDK();
        r.main.runFor(0);
        a.listener.onAdRewarded(new LevelPlayReward("coins", 1), INFO);
        a.listener.onAdClosed(INFO);
        r.main.runFor(0);
        check("LevelPlay recreated mid-show: reward and close reach Go", r.count("adRewarded " + ID) == 1 && r.count("adClosed " + ID) == 1, Mobile.calls);
        check("LevelPlay recreated: the SDK is not started again", LevelPlay.inits == 2, LevelPlay.inits);
    }

    /** Every code the table names, and one it does not. */
    static void errorTable() {
        long[][] table = {{509, Mobile.ReasonNoFill}, {524, Mobile.ReasonNoFill}, {526, Mobile.ReasonNoFill}, {520, Mobile.ReasonNetwork},
                {606, Mobile.ReasonNetwork}, {1022, Mobile.ReasonNotReady}, {1023, Mobile.ReasonNotReady}, {1036, Mobile.ReasonNotReady},
                {508, Mobile.ReasonInternal}, {99999, Mobile.ReasonInternal}};
        for (long[] c : table) {
            check("LevelPlayRewardedAdapter.reason(" + c[0] + ")", LevelPlayRewardedAdapter.reason((int) c[0]) == c[1], LevelPlayRewardedAdapter.reason((int) c[0]));
        }
    }

    public static void main(String[] args) {
        startsAfterConsent();
        shows();
        recreation();
        errorTable();
        AdBridgeCheck.report("LevelPlayRewardedAdapterCheck");
    }
}
