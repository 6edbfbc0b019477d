package com.unity3d.mediation;

import java.util.ArrayList;
import java.util.List;

import android.content.Context;

import com.unity3d.mediation.impression.LevelPlayImpressionDataListener;

/**
 * Stub of the Unity LevelPlay SDK 9 entry point: init keeps its listener
 * for the check to answer ({@link #initListener}); what the adapter sets
 * is recorded. {@link #newProcess} starts over.
 */
public final class LevelPlay {
    private LevelPlay() {}

    public static LevelPlayInitRequest initRequest;
    public static LevelPlayInitListener initListener;
    public static int inits;
    public static final List<LevelPlayImpressionDataListener> impressionListeners = new ArrayList<>();
    public static String dynamicUserId;
    public static Boolean consent;

    public static void newProcess() {
        initRequest = null;
        initListener = null;
        inits = 0;
        impressionListeners.clear();
        dynamicUserId = null;
        consent = null;
    }

    public static void init(Context context, LevelPlayInitRequest request, LevelPlayInitListener listener) {
        inits++;
        initRequest = request;
        initListener = listener;
    }

    public static void addImpressionDataListener(LevelPlayImpressionDataListener listener) {
        impressionListeners.add(listener);
    }

    public static boolean setDynamicUserId(String id) {
        dynamicUserId = id;
        return true;
    }

    public static void setConsent(boolean consent) {
        LevelPlay.consent = consent;
    }
}
