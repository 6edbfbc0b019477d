package com.ropeman.app.ads;

import java.util.HashMap;
import java.util.Map;

import android.app.Activity;

import com.ropeman.game.mobile.Mobile;
import com.unity3d.mediation.LevelPlay;
import com.unity3d.mediation.LevelPlayAdError;
import com.unity3d.mediation.LevelPlayAdInfo;
import com.unity3d.mediation.LevelPlayConfiguration;
import com.unity3d.mediation.LevelPlayInitError;
import com.unity3d.mediation.LevelPlayInitListener;
import com.unity3d.mediation.LevelPlayInitRequest;
import com.unity3d.mediation.impression.LevelPlayImpressionData;
import com.unity3d.mediation.impression.LevelPlayImpressionDataListener;
import com.unity3d.mediation.rewarded.LevelPlayReward;
import com.unity3d.mediation.rewarded.LevelPlayRewardedAd;
import com.unity3d.mediation.rewarded.LevelPlayRewardedAdListener;

/**
 * Unity LevelPlay (ironSource) rewarded ads, on the LevelPlay 9 API. A
 * LevelPlayRewardedAd is reusable and one ad unit may have several, so each
 * placement keeps its own for the whole process (an activity recreated
 * mid-show takes them over), shown under LevelPlay's placement of the same
 * name (define "revive", "triple_coins", "skin_unlock" and "interstitial"
 * in the LevelPlay dashboard to cap and price them apart; an unknown name
 * is LevelPlay's default placement). The game retries failed loads with its
 * own backoff, so this class never retries by itself.
 *
 * Consent: Google's UMP runs first (LevelPlay reads the IAB strings it
 * stores, and is told the answer with setConsent), then the SDK starts,
 * once per process. A failed start is tried again at the next load.
 *
 * Server-side verification: LevelPlay's reward callback carries the user
 * id given at start and a dynamic user id set before each show; this
 * adapter sets the show's nonce there (ads/ssv.LevelPlay reads it).
 *
 * Revenue: LevelPlay reports every impression's revenue in USD to the
 * process's impression data listener, with the network that filled it.
 */
public final class LevelPlayRewardedAdapter implements RewardedAdapter {
    /** Placement -> its ad, for the whole process (main thread only). */
    private static final Map<String, Slot> SLOTS = new HashMap<>();
    /** The adapter of the current activity: the SDK's callbacks go to it. */
    private static LevelPlayRewardedAdapter current;
    private static boolean starting, started, listening;
    /** The slot last shown: impression data follows its display. */
    private static Slot lastDisplayed;

    private final Activity activity;
    private final String appKey;
    private final String adUnitId;
    private AdEvents events;
    private boolean privacy;

    public LevelPlayRewardedAdapter(Activity activity, String appKey, String adUnitId) {
        this.activity = activity;
        this.appKey = appKey;
        this.adUnitId = adUnitId;
    }

    @Override
    public String network() {
        return "levelplay";
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        current = this;
        Ump.ask(activity, this::consentKnown);
    }

    private void consentKnown(boolean can, boolean privacyOptionsRequired) {
        privacy = privacyOptionsRequired;
        LevelPlay.setConsent(can);
        if (!can || started) {
            events.consent(can, privacy);
            return;
        }
        startSDK();
    }

    /** Starts the SDK once per process; the game hears it may load once it has. */
    private void startSDK() {
        if (starting) {
            return;
        }
        starting = true;
        if (!listening) {
            listening = true;
            LevelPlay.addImpressionDataListener(IMPRESSIONS);
        }
        LevelPlay.init(activity, new LevelPlayInitRequest.Builder(appKey).build(), new LevelPlayInitListener() {
            @Override
            public void onInitSuccess(LevelPlayConfiguration configuration) {
                started = true;
                current.events.consent(true, current.privacy);
            }

            @Override
            public void onInitFailed(LevelPlayInitError error) {
                // LevelPlay: try again later. The game loads, the load
                // fails and starts the SDK again, and the game backs off.
                starting = false;
                System.err.println("ropeman ads: LevelPlay init failed: " + error.getErrorCode() + " " + error.getErrorMessage());
                current.events.consent(true, current.privacy);
            }
        });
    }

    @Override
    public void showPrivacyOptions() {
        Ump.showPrivacyOptions(activity, this::consentKnown);
    }

    @Override
    public void load(String placement) {
        if (!started) {
            startSDK();
            events.loadFailed(placement, Mobile.ReasonNetwork, "LevelPlay has not started");
            return;
        }
        Slot s = SLOTS.get(placement);
        if (s == null) {
            s = new Slot(placement, new LevelPlayRewardedAd(adUnitId));
            SLOTS.put(placement, s);
        }
        if (s.ad.isAdReady()) {
            events.loaded(placement);
        } else if (!s.loading) {
            s.loading = true;
            s.ad.loadAd();
        }
    }

    @Override
    public void show(String placement, long requestId, String userId, String customData) {
        Slot s = SLOTS.get(placement);
        if (s == null || !s.ad.isAdReady()) {
            events.showFailed(requestId, Mobile.ReasonNotReady, "LevelPlay ad not ready for " + placement);
            return;
        }
        // The reward callback's [DYNAMIC_USER_ID]: the show's nonce.
        LevelPlay.setDynamicUserId(customData);
        s.showing = requestId;
        s.ad.showAd(activity, placement);
    }

    @Override
    public void cancel(long requestId) {
        for (Slot s : SLOTS.values()) {
            if (s.showing == requestId) {
                s.lastShown = requestId;
                s.showing = -1;
            }
        }
    }

    /** One placement's ad and the show it is in. Events go to the current adapter. */
    private static final class Slot implements LevelPlayRewardedAdListener {
        final String placement;
        final LevelPlayRewardedAd ad;
        boolean loading;
        long showing = -1;
        long lastShown = -1; // for a reward or revenue that comes after the close

        Slot(String placement, LevelPlayRewardedAd ad) {
            this.placement = placement;
            this.ad = ad;
            ad.setListener(this);
        }

        long show() {
            return showing != -1 ? showing : lastShown;
        }

        @Override
        public void onAdLoaded(LevelPlayAdInfo adInfo) {
            loading = false;
            current.events.loaded(placement);
        }

        @Override
        public void onAdLoadFailed(LevelPlayAdError error) {
            loading = false;
            current.events.loadFailed(placement, reason(error.getErrorCode()), error.getErrorMessage());
        }

        @Override
        public void onAdDisplayed(LevelPlayAdInfo adInfo) {
            lastDisplayed = this;
            if (showing != -1) {
                current.events.opened(showing);
            }
        }

        @Override
        public void onAdDisplayFailed(LevelPlayAdError error, LevelPlayAdInfo adInfo) {
            long id = showing;
            showing = -1;
            if (id != -1) {
                current.events.showFailed(id, reason(error.getErrorCode()), error.getErrorMessage());
            }
        }

        @Override
        public void onAdRewarded(LevelPlayReward reward, LevelPlayAdInfo adInfo) {
            if (show() != -1) {
                current.events.rewarded(show(), reward.getName(), reward.getAmount());
            }
        }

        @Override
        public void onAdClosed(LevelPlayAdInfo adInfo) {
            long id = showing;
            showing = -1;
            if (id != -1) {
                lastShown = id;
                current.events.closed(id);
            }
        }
    }

    /** Each impression's revenue, in USD (null: LevelPlay does not know it), for the show it belongs to. */
    private static final LevelPlayImpressionDataListener IMPRESSIONS = new LevelPlayImpressionDataListener() {
        @Override
        public void onImpressionSuccess(LevelPlayImpressionData data) {
            Slot s = SLOTS.containsKey(data.getPlacement()) ? SLOTS.get(data.getPlacement()) : lastDisplayed;
            Double usd = data.getRevenue();
            if (s == null || s.show() == -1 || usd == null || usd < 0) {
                return;
            }
            current.events.paid(s.show(), s.placement, "levelplay", data.getAdNetwork(), Math.round(usd * 1_000_000), "USD", data.getPrecision());
        }
    };

    /** LevelPlay's error codes as Mobile.Reason* codes (its documented table for loads and shows). */
    static long reason(int code) {
        switch (code) {
            case 509: // no ads to show
            case 524: // placement capped
            case 526: // ad unit capped for the session
                return Mobile.ReasonNoFill;
            case 520: // no internet connection
            case 606: // load timed out
                return Mobile.ReasonNetwork;
            case 1022: // show called while another shows
            case 1023: // show called with no ad loaded
            case 1036: // show called while loading
                return Mobile.ReasonNotReady;
            default:
                return Mobile.ReasonInternal;
        }
    }
}
