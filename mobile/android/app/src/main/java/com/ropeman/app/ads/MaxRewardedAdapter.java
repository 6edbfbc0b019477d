package com.ropeman.app.ads;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import android.app.Activity;
import android.net.Uri;

import com.applovin.mediation.MaxAd;
import com.applovin.mediation.MaxAdRevenueListener;
import com.applovin.mediation.MaxError;
import com.applovin.mediation.MaxReward;
import com.applovin.mediation.MaxRewardedAdListener;
import com.applovin.mediation.ads.MaxRewardedAd;
import com.applovin.sdk.AppLovinMediationProvider;
import com.applovin.sdk.AppLovinSdk;
import com.applovin.sdk.AppLovinSdkConfiguration;
import com.applovin.sdk.AppLovinSdkInitializationConfiguration;
import com.applovin.sdk.AppLovinSdkSettings;
import com.applovin.sdk.AppLovinTermsAndPrivacyPolicyFlowSettings;
import com.ropeman.game.mobile.Mobile;

/**
 * AppLovin MAX rewarded ads. MAX keeps one MaxRewardedAd per ad unit, and
 * one loaded ad serves one show, so each loaded ad belongs to the one
 * placement it was reported to: give each placement its own unit
 * ({@link #useUnit}) and they load side by side; placements sharing a unit
 * take turns (the second is reported loaded once the first has used the
 * ad and MAX has loaded the next). The game retries failed loads with MAX's
 * documented backoff (2^n s up to 64 s), so this class never retries by
 * itself; a load MAX never answers is started again when the game asks.
 *
 * Consent: MAX's terms and privacy policy flow runs inside the SDK's
 * initialisation; it needs your privacy policy's address, and in GDPR
 * regions it shows Google's UMP form, which the app must ship
 * (user-messaging-platform stays in app/build.gradle with applovin-sdk).
 *
 * The SDK, a MaxRewardedAd and its listener here are the process's, not
 * the activity's: each unit's state lives as long as the process, and an
 * adapter made for a recreated activity takes the units over, so a show in
 * progress keeps its request id and its reward. Whether the SDK is ready
 * is asked of the SDK (isInitialized), which the process keeps: its
 * initialisation callback comes once per process, not once per activity.
 */
public final class MaxRewardedAdapter implements RewardedAdapter {
    /** A load with no answer after this long may be started again. */
    static final long STUCK_LOAD_MS = 60_000;

    /** Ad unit id -> its ad, for the whole process (main thread only). */
    private static final Map<String, Unit> UNITS = new HashMap<>();

    private final Activity activity;
    private final MainThread main;
    private final String sdkKey;
    private final String defaultUnitId;
    private final String privacyPolicyUrl;
    private final Map<String, String> unitIds = new HashMap<>(); // placement -> ad unit id
    private String termsUrl;
    private AdEvents events;

    /** Every placement shows ads from adUnitId unless {@link #useUnit} says otherwise. */
    public MaxRewardedAdapter(Activity activity, MainThread main, String sdkKey, String adUnitId, String privacyPolicyUrl) {
        this.activity = activity;
        this.main = main;
        this.sdkKey = sdkKey;
        this.defaultUnitId = adUnitId;
        this.privacyPolicyUrl = privacyPolicyUrl;
    }

    /** Gives placement an ad unit of its own. Call before the adapter is registered. */
    public MaxRewardedAdapter useUnit(String placement, String adUnitId) {
        unitIds.put(placement, adUnitId);
        return this;
    }

    /** Shows your terms of service in MAX's consent flow too. */
    public MaxRewardedAdapter withTerms(String termsUrl) {
        this.termsUrl = termsUrl;
        return this;
    }

    @Override
    public String network() {
        return "max";
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        AppLovinSdk sdk = AppLovinSdk.getInstance(activity);
        if (sdk.isInitialized()) {
            // Started for an earlier activity of this process: its flow has
            // answered, and its callback will not come again.
            sdkReady(sdk.getConfiguration());
            return;
        }
        AppLovinSdkSettings settings = sdk.getSettings();
        AppLovinTermsAndPrivacyPolicyFlowSettings flow = settings.getTermsAndPrivacyPolicyFlowSettings();
        flow.setEnabled(true);
        flow.setPrivacyPolicyUri(Uri.parse(privacyPolicyUrl));
        if (termsUrl != null) {
            flow.setTermsOfServiceUri(Uri.parse(termsUrl));
        }
        AppLovinSdkInitializationConfiguration config = AppLovinSdkInitializationConfiguration.builder(sdkKey)
                .setMediationProvider(AppLovinMediationProvider.MAX)
                .build();
        sdk.initialize(config, this::sdkReady);
    }

    /** The SDK is up and its consent flow has answered. */
    private void sdkReady(AppLovinSdkConfiguration sdkConfig) {
        // MAX passes the answer on to the networks it mediates, and serves
        // limited ads where consent was refused. Privacy options are owed
        // in GDPR regions and wherever Google's UMP (which MAX's flow runs)
        // says so: the US states with privacy laws, for one. UMP knows that
        // only once asked for an update in this process.
        boolean gdpr = sdkConfig.getConsentFlowUserGeography() == AppLovinSdkConfiguration.ConsentFlowUserGeography.GDPR;
        Ump.refresh(activity, (can, required) -> {
            events.consent(true, gdpr || required);
            for (Unit u : UNITS.values()) {
                if (u.adapter == this) {
                    u.loadIfWaiting();
                }
            }
        });
    }

    private boolean sdkInitialized() {
        return AppLovinSdk.getInstance(activity).isInitialized();
    }

    @Override
    public void showPrivacyOptions() {
        AppLovinSdk.getInstance(activity).getCmpService().showCmpForExistingUser(activity, error -> {
            if (error != null) {
                System.err.println("ropeman ads: MAX privacy options: " + error.getMessage());
            }
            events.consent(true, true);
        });
    }

    /** The unit for placement, taken over by this adapter. */
    private Unit unitFor(String placement) {
        String id = unitIds.containsKey(placement) ? unitIds.get(placement) : defaultUnitId;
        Unit u = UNITS.get(id);
        if (u == null) {
            u = new Unit(id);
            UNITS.put(id, u);
        }
        u.adapter = this;
        return u;
    }

    @Override
    public void load(String placement) {
        unitFor(placement).request(placement);
    }

    @Override
    public void show(String placement, long requestId, String userId, String customData) {
        Unit u = unitFor(placement);
        if (!u.ownedBy(placement)) {
            events.showFailed(requestId, Mobile.ReasonNotReady, "MAX ad not ready for " + placement);
            return;
        }
        // MAX forwards the user id and the custom data to the publisher's
        // server-to-server reward callback (USER_ID, CUSTOM_DATA).
        AppLovinSdk.getInstance(activity).getSettings().setUserIdentifier(userId);
        u.show(placement, requestId, customData);
    }

    @Override
    public void cancel(long requestId) {
        for (Unit u : UNITS.values()) {
            u.cancel(requestId);
        }
    }

    /** AppLovin MAX: its MaxErrorCode values, as Mobile.Reason* codes (the same table for loads and shows). */
    static long reason(int code) {
        switch (code) {
            case 204: // NO_FILL
                return Mobile.ReasonNoFill;
            case -1000: // NETWORK_ERROR
            case -1001: // NETWORK_TIMEOUT
            case -1009: // NO_NETWORK
                return Mobile.ReasonNetwork;
            case -24: // FULLSCREEN_AD_NOT_READY (show before load)
            case -23: // FULLSCREEN_AD_ALREADY_SHOWING
                return Mobile.ReasonNotReady;
            default:
                return Mobile.ReasonInternal;
        }
    }

    /**
     * One ad unit: its MaxRewardedAd and the ad's listener, the placement its
     * loaded ad belongs to, the placements waiting for the next, and the
     * show on screen. Events go to the adapter that last took it over.
     */
    private static final class Unit implements MaxRewardedAdListener, MaxAdRevenueListener {
        private final String id;
        MaxRewardedAdapter adapter;          // the current activity's
        private MaxRewardedAd ad;            // created once the SDK is ready
        private long loadStarted = -1;       // main.now() ms; -1: no load in flight
        private String owner;                // the placement told its ad is loaded
        private final ArrayDeque<String> waiting = new ArrayDeque<>();
        private long showing = -1;           // request id of the show on screen
        private long lastShown = -1;         // for a reward that comes after the close
        private String shownPlacement = "";  // the placement of showing, or of lastShown

        Unit(String id) {
            this.id = id;
        }

        private AdEvents events() {
            return adapter.events;
        }

        boolean ownedBy(String placement) {
            return placement.equals(owner) && ad != null && ad.isReady();
        }

        void request(String placement) {
            if (owner != null && (ad == null || !ad.isReady())) {
                owner = null; // its ad expired or was used elsewhere: the next one is up for grabs
            }
            if (ownedBy(placement)) {
                events().loaded(placement);
                return;
            }
            if (owner == null && ad != null && ad.isReady()) {
                owner = placement;
                events().loaded(placement);
                return;
            }
            if (!waiting.contains(placement)) {
                waiting.add(placement);
            }
            loadIfWaiting();
        }

        void loadIfWaiting() {
            if (!adapter.sdkInitialized() || waiting.isEmpty() || showing != -1) {
                return;
            }
            if (ad == null) {
                ad = MaxRewardedAd.getInstance(id);
                ad.setListener(this); // once: the unit outlives every activity
                ad.setRevenueListener(this);
            }
            long now = adapter.main.now();
            boolean inFlight = loadStarted >= 0 && now - loadStarted < STUCK_LOAD_MS;
            if (inFlight || ad.isReady()) {
                return; // the loaded ad is someone's: the next load follows its show
            }
            loadStarted = now;
            ad.loadAd();
        }

        void show(String placement, long requestId, String customData) {
            owner = null;
            showing = requestId;
            shownPlacement = placement;
            ad.showAd(placement, customData, adapter.activity);
        }

        /** The bridge ended show requestId: the unit loads again. */
        void cancel(long requestId) {
            if (showing == requestId) {
                lastShown = showing;
                showing = -1;
                loadIfWaiting();
            }
        }

        @Override
        public void onAdLoaded(MaxAd maxAd) {
            loadStarted = -1;
            if (owner == null && !waiting.isEmpty()) {
                owner = waiting.poll();
                events().loaded(owner);
            }
        }

        @Override
        public void onAdLoadFailed(String adUnit, MaxError error) {
            loadStarted = -1;
            long reason = reason(error.getCode());
            for (String p : waiting) {
                events().loadFailed(p, reason, error.getMessage());
            }
            waiting.clear();
        }

        @Override
        public void onAdDisplayed(MaxAd maxAd) {
            if (showing != -1) {
                events().opened(showing);
            }
        }

        @Override
        public void onAdDisplayFailed(MaxAd maxAd, MaxError error) {
            long id = showing;
            showing = -1;
            if (id != -1) {
                events().showFailed(id, reason(error.getCode()), error.getMessage());
            }
            loadIfWaiting();
        }

        @Override
        public void onUserRewarded(MaxAd maxAd, MaxReward reward) {
            long id = showing != -1 ? showing : lastShown;
            if (id != -1) {
                events().rewarded(id, reward.getLabel(), reward.getAmount());
            }
        }

        @Override
        public void onAdHidden(MaxAd maxAd) {
            long id = showing;
            showing = -1;
            if (id != -1) {
                lastShown = id;
                events().closed(id);
            }
            loadIfWaiting();
        }

        @Override
        public void onAdClicked(MaxAd maxAd) {
        }

        /** MAX's revenue is in USD, -1 when it does not know it. */
        @Override
        public void onAdRevenuePaid(MaxAd maxAd) {
            long id = showing != -1 ? showing : lastShown;
            double usd = maxAd.getRevenue();
            if (id == -1 || usd < 0) {
                return;
            }
            events().paid(id, shownPlacement, "max", maxAd.getNetworkName(), Math.round(usd * 1_000_000), "USD", maxAd.getRevenuePrecision());
        }
    }
}
