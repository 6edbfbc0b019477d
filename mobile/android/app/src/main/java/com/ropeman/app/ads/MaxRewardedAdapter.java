package com.ropeman.app.ads;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

import android.app.Activity;
import android.os.SystemClock;

import com.applovin.mediation.MaxAd;
import com.applovin.mediation.MaxError;
import com.applovin.mediation.MaxReward;
import com.applovin.mediation.MaxRewardedAdListener;
import com.applovin.mediation.ads.MaxRewardedAd;
import com.applovin.sdk.AppLovinMediationProvider;
import com.applovin.sdk.AppLovinSdk;
import com.applovin.sdk.AppLovinSdkInitializationConfiguration;
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
 */
public final class MaxRewardedAdapter implements RewardedAdapter {
    /** A load with no answer after this long may be started again. */
    static final long STUCK_LOAD_MS = 60_000;

    private final Activity activity;
    private final String sdkKey;
    private final String defaultUnitId;
    private final Map<String, String> unitIds = new HashMap<>(); // placement -> ad unit id
    private final Map<String, Unit> units = new HashMap<>();     // ad unit id -> its ad
    private AdEvents events;
    private boolean sdkReady;

    /** Every placement shows ads from adUnitId unless {@link #useUnit} says otherwise. */
    public MaxRewardedAdapter(Activity activity, String sdkKey, String adUnitId) {
        this.activity = activity;
        this.sdkKey = sdkKey;
        this.defaultUnitId = adUnitId;
    }

    /** Gives placement an ad unit of its own. Call before the adapter is registered. */
    public MaxRewardedAdapter useUnit(String placement, String adUnitId) {
        unitIds.put(placement, adUnitId);
        return this;
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        AppLovinSdkInitializationConfiguration config = AppLovinSdkInitializationConfiguration.builder(sdkKey)
                .setMediationProvider(AppLovinMediationProvider.MAX)
                .build();
        AppLovinSdk.getInstance(activity).initialize(config, sdkConfig -> {
            sdkReady = true;
            for (Unit u : units.values()) {
                u.loadIfWaiting();
            }
        });
    }

    private Unit unitFor(String placement) {
        String id = unitIds.containsKey(placement) ? unitIds.get(placement) : defaultUnitId;
        Unit u = units.get(id);
        if (u == null) {
            u = new Unit(id);
            units.put(id, u);
        }
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

    /** One ad unit: its MaxRewardedAd, the placement its loaded ad belongs to, and the placements waiting for the next. */
    private final class Unit implements MaxRewardedAdListener {
        private final String id;
        private MaxRewardedAd ad;            // created once the SDK is ready
        private long loadStarted = -1;       // elapsed ms; -1: no load in flight
        private String owner;                // the placement told its ad is loaded
        private final ArrayDeque<String> waiting = new ArrayDeque<>();
        private long showing = -1;           // request id of the show on screen
        private long lastShown = -1;         // for a reward that comes after the close

        Unit(String id) {
            this.id = id;
        }

        boolean ownedBy(String placement) {
            return placement.equals(owner) && ad != null && ad.isReady();
        }

        void request(String placement) {
            if (owner != null && (ad == null || !ad.isReady())) {
                owner = null; // its ad expired or was used elsewhere: the next one is up for grabs
            }
            if (ownedBy(placement)) {
                events.loaded(placement);
                return;
            }
            if (owner == null && ad != null && ad.isReady()) {
                owner = placement;
                events.loaded(placement);
                return;
            }
            if (!waiting.contains(placement)) {
                waiting.add(placement);
            }
            loadIfWaiting();
        }

        void loadIfWaiting() {
            if (!sdkReady || waiting.isEmpty() || showing != -1) {
                return;
            }
            if (ad == null) {
                ad = MaxRewardedAd.getInstance(id);
                ad.setListener(this);
            }
            boolean inFlight = loadStarted >= 0 && SystemClock.elapsedRealtime() - loadStarted < STUCK_LOAD_MS;
            if (inFlight || ad.isReady()) {
                return; // the loaded ad is someone's: the next load follows its show
            }
            loadStarted = SystemClock.elapsedRealtime();
            ad.loadAd();
        }

        void show(String placement, long requestId, String customData) {
            owner = null;
            showing = requestId;
            ad.showAd(placement, customData, activity);
        }

        @Override
        public void onAdLoaded(MaxAd maxAd) {
            loadStarted = -1;
            if (owner == null && !waiting.isEmpty()) {
                owner = waiting.poll();
                events.loaded(owner);
            }
        }

        @Override
        public void onAdLoadFailed(String adUnit, MaxError error) {
            loadStarted = -1;
            long reason = AdErrors.fromMax(error.getCode());
            for (String p : waiting) {
                events.loadFailed(p, reason, error.getMessage());
            }
            waiting.clear();
        }

        @Override
        public void onAdDisplayed(MaxAd maxAd) {
            events.opened(showing);
        }

        @Override
        public void onAdDisplayFailed(MaxAd maxAd, MaxError error) {
            long id = showing;
            showing = -1;
            events.showFailed(id, AdErrors.fromMax(error.getCode()), error.getMessage());
            loadIfWaiting();
        }

        @Override
        public void onUserRewarded(MaxAd maxAd, MaxReward reward) {
            events.rewarded(showing != -1 ? showing : lastShown, reward.getLabel(), reward.getAmount());
        }

        @Override
        public void onAdHidden(MaxAd maxAd) {
            long id = showing;
            lastShown = id;
            showing = -1;
            events.closed(id);
            loadIfWaiting();
        }

        @Override
        public void onAdClicked(MaxAd maxAd) {
        }
    }
}
