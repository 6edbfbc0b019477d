package com.unity3d.mediation.rewarded;

import java.util.ArrayList;
import java.util.List;

import android.app.Activity;

/**
 * Stub of the Unity LevelPlay SDK 9 LevelPlayRewardedAd: reusable, one
 * load at a time. Every instance made is in {@link #INSTANCES}; it records
 * what the adapter asks, and the check plays the SDK's callbacks through
 * {@link #listener}.
 */
public final class LevelPlayRewardedAd {
    public static final List<LevelPlayRewardedAd> INSTANCES = new ArrayList<>();
    public final String adUnitId;
    public LevelPlayRewardedAdListener listener;
    public int loads;
    public boolean ready;
    /** Each show as "placementName activity". */
    public final List<String> shows = new ArrayList<>();

    public LevelPlayRewardedAd(String adUnitId) {
        this.adUnitId = adUnitId;
        INSTANCES.add(this);
    }

    public void setListener(LevelPlayRewardedAdListener listener) {
        this.listener = listener;
    }

    public void loadAd() {
        loads++;
    }

    public boolean isAdReady() {
        return ready;
    }

    public void showAd(Activity activity, String placementName) {
        ready = false;
        shows.add(placementName + " " + activity.name);
    }
}
