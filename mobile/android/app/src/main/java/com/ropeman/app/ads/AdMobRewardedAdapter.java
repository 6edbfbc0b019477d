package com.ropeman.app.ads;

import java.util.HashMap;
import java.util.Map;

import android.app.Activity;

import com.google.android.gms.ads.AdError;
import com.google.android.gms.ads.AdValue;
import com.google.android.gms.ads.AdapterResponseInfo;
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
 * retries failed loads with its own backoff. A loaded ad is good for an
 * hour: one not shown by then is dropped and reported expired, and the
 * game loads another. Every callback of a show ends in exactly one of
 * showFailed or closed; Go covers the game.
 *
 * Consent: Google's User Messaging Platform runs first (its form shows only
 * where the law asks and no answer is stored), and the Mobile Ads SDK
 * starts only once UMP says ads may be requested: once per process, on a
 * background thread as Google asks (it can block long enough for an ANR),
 * and the game hears that it may load once the SDK has been started.
 */
public final class AdMobRewardedAdapter implements RewardedAdapter {
    /** Google: a rewarded ad loaded more than an hour ago cannot be shown. */
    static final long EXPIRY_MS = 60 * 60 * 1000;

    private final Activity activity;
    private final MainThread main;
    private final String adUnitId;
    private final Map<String, Held> loaded = new HashMap<>();
    private AdEvents events;

    /** MobileAds.initialize has been called in this process (main thread only). */
    private static boolean sdkStarted;

    /** A loaded ad, when it loaded, and its expiry. */
    private static final class Held {
        final RewardedAd ad;
        final long at;
        Runnable expire;

        Held(RewardedAd ad, long at) {
            this.ad = ad;
            this.at = at;
        }
    }

    public AdMobRewardedAdapter(Activity activity, MainThread main, String adUnitId) {
        this.activity = activity;
        this.main = main;
        this.adUnitId = adUnitId;
    }

    @Override
    public String network() {
        return "admob";
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        Ump.ask(activity, this::consentKnown);
    }

    /** Reports UMP's answer, starting the SDK first once ads may be requested. */
    private void consentKnown(boolean can, boolean privacy) {
        if (!can || sdkStarted) {
            events.consent(can, privacy);
            return;
        }
        sdkStarted = true;
        main.background(() -> {
            MobileAds.initialize(activity, status -> {});
            main.post(() -> events.consent(true, privacy));
        });
    }

    @Override
    public void showPrivacyOptions() {
        Ump.showPrivacyOptions(activity, this::consentKnown);
    }

    @Override
    public void load(final String placement) {
        RewardedAd.load(activity, adUnitId, new AdRequest.Builder().build(), new RewardedAdLoadCallback() {
            @Override
            public void onAdLoaded(RewardedAd ad) {
                drop(placement);
                Held h = new Held(ad, main.now());
                h.expire = () -> {
                    if (loaded.get(placement) == h) {
                        loaded.remove(placement);
                        events.expired(placement);
                    }
                };
                loaded.put(placement, h);
                main.postDelayed(h.expire, EXPIRY_MS);
                events.loaded(placement);
            }

            @Override
            public void onAdFailedToLoad(LoadAdError error) {
                events.loadFailed(placement, loadReason(error.getCode()), error.getMessage());
            }
        });
    }

    /** Forgets placement's loaded ad, if any, and its expiry. */
    private Held drop(String placement) {
        Held h = loaded.remove(placement);
        if (h != null) {
            main.cancel(h.expire);
        }
        return h;
    }

    @Override
    public void show(final String placement, final long requestId, String userId, String customData) {
        Held h = drop(placement);
        if (h == null) {
            events.showFailed(requestId, Mobile.ReasonNotReady, "AdMob ad not loaded");
            return;
        }
        if (main.now() - h.at >= EXPIRY_MS) { // the timer came late (the phone slept)
            events.showFailed(requestId, Mobile.ReasonNotReady, "AdMob ad expired");
            return;
        }
        RewardedAd ad = h.ad;
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
                events.showFailed(requestId, showReason(error.getCode()), error.getMessage());
            }

            @Override
            public void onAdDismissedFullScreenContent() {
                events.closed(requestId);
            }
        });
        // Set after the load, before the show, as Google asks: what the
        // impression earned, in the AdMob account's currency.
        AdapterResponseInfo filled = ad.getResponseInfo() == null ? null : ad.getResponseInfo().getLoadedAdapterResponseInfo();
        String source = filled == null ? "" : filled.getAdSourceName();
        ad.setOnPaidEventListener(value -> events.paid(requestId, placement, "admob", source,
                value.getValueMicros(), value.getCurrencyCode(), precision(value.getPrecisionType())));
        ad.show(activity, reward -> events.rewarded(requestId, reward.getType(), reward.getAmount()));
    }

    /** AdValue.PrecisionType as the words the game reads (ads.ParsePrecision). */
    static String precision(int type) {
        switch (type) {
            case AdValue.PrecisionType.PRECISE:
                return "PRECISE";
            case AdValue.PrecisionType.ESTIMATED:
                return "ESTIMATED";
            case AdValue.PrecisionType.PUBLISHER_PROVIDED:
                return "PUBLISHER_PROVIDED";
            default:
                return "UNKNOWN";
        }
    }

    /** Google AdMob on Android, loads: AdRequest.ERROR_CODE_* (no fill is 3 here, 1 on iOS). */
    static long loadReason(int code) {
        switch (code) {
            case 3: // ERROR_CODE_NO_FILL
            case 9: // ERROR_CODE_MEDIATION_NO_FILL
                return Mobile.ReasonNoFill;
            case 2: // ERROR_CODE_NETWORK_ERROR
                return Mobile.ReasonNetwork;
            case 0: // ERROR_CODE_INTERNAL_ERROR
            case 1: // ERROR_CODE_INVALID_REQUEST (e.g. a wrong ad unit id)
            case 8: // ERROR_CODE_APP_ID_MISSING
            case 10: // ERROR_CODE_REQUEST_ID_MISMATCH
            case 11: // ERROR_CODE_INVALID_AD_STRING
            default:
                return Mobile.ReasonInternal;
        }
    }

    /** Google AdMob on Android, shows: FullScreenContentCallback.ERROR_CODE_*. */
    static long showReason(int code) {
        switch (code) {
            case 1: // ERROR_CODE_AD_REUSED
            case 2: // ERROR_CODE_NOT_READY
            case 3: // ERROR_CODE_APP_NOT_FOREGROUND
                return Mobile.ReasonNotReady;
            case 0: // ERROR_CODE_INTERNAL_ERROR
            case 4: // ERROR_CODE_MEDIATION_SHOW_ERROR
            default:
                return Mobile.ReasonInternal;
        }
    }
}
