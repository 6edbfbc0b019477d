package com.applovin.mediation.ads;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import android.app.Activity;
import android.content.Context;

import com.applovin.mediation.MaxAdRevenueListener;
import com.applovin.mediation.MaxRewardedAdListener;

/**
 * Stub of the AppLovin MAX SDK 13.6 MaxRewardedAd: one per ad unit in the
 * process, as the real one. It records what the adapter asks; the check
 * plays the SDK's callbacks through {@link #listener}.
 */
public class MaxRewardedAd {
    public static final Map<String, MaxRewardedAd> INSTANCES = new HashMap<>();

    public final String adUnitId;
    public MaxRewardedAdListener listener;
    public MaxAdRevenueListener revenueListener;
    public int listenersSet, loads;
    public boolean ready;
    /** Each show as "placement customData activity". */
    public final List<String> shows = new ArrayList<>();

    private MaxRewardedAd(String adUnitId) {
        this.adUnitId = adUnitId;
    }

    public static MaxRewardedAd getInstance(String adUnitId) {
        return INSTANCES.computeIfAbsent(adUnitId, MaxRewardedAd::new);
    }

    /** @deprecated since 13.2: the SDK takes no Context here. */
    @Deprecated
    public static MaxRewardedAd getInstance(String adUnitId, Context context) {
        return getInstance(adUnitId);
    }

    public void setListener(MaxRewardedAdListener listener) {
        this.listener = listener;
        listenersSet++;
    }

    public void setRevenueListener(MaxAdRevenueListener listener) {
        revenueListener = listener;
    }

    public void loadAd() {
        loads++;
    }

    public boolean isReady() {
        return ready;
    }

    public void showAd(String placement, String customData, Activity activity) {
        ready = false;
        shows.add(placement + " " + customData + " " + activity.name);
    }
}
