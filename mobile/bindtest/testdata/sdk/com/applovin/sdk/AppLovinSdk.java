package com.applovin.sdk;

import java.util.ArrayList;
import java.util.List;

import android.app.Activity;
import android.content.Context;

/**
 * Stub of the AppLovin SDK 13.6 AppLovinSdk: one per process. It keeps
 * the initialisation listeners; the check finishes the consent flow and
 * the initialisation with {@link #finishInit}. Once initialised it stays
 * so for the process (isInitialized, getConfiguration), and, as the
 * hardest case a recreated activity can meet, a second initialize never
 * calls back. {@link #newProcess} starts over.
 */
public final class AppLovinSdk {
    public static final AppLovinSdk INSTANCE = new AppLovinSdk();

    public interface SdkInitializationListener {
        void onSdkInitialized(AppLovinSdkConfiguration config);
    }

    public final AppLovinSdkSettings settings = new AppLovinSdkSettings();
    public final List<SdkInitializationListener> pending = new ArrayList<>();
    public AppLovinSdkInitializationConfiguration config;
    public int cmpShown;
    public int initializeCalls;
    private AppLovinSdkConfiguration configuration;

    /** The check starts a new process: nothing initialised. */
    public void newProcess() {
        pending.clear();
        configuration = null;
        initializeCalls = 0;
    }

    public boolean isInitialized() {
        return configuration != null;
    }

    public AppLovinSdkConfiguration getConfiguration() {
        return configuration;
    }

    public static AppLovinSdk getInstance(Context context) {
        return INSTANCE;
    }

    public AppLovinSdkSettings getSettings() {
        return settings;
    }

    public void initialize(AppLovinSdkInitializationConfiguration config, SdkInitializationListener listener) {
        this.config = config;
        initializeCalls++;
        if (!isInitialized()) {
            pending.add(listener);
        }
    }

    /** The flow and the initialisation finish for a user in geography. */
    public void finishInit(final AppLovinSdkConfiguration.ConsentFlowUserGeography geography) {
        List<SdkInitializationListener> ls = new ArrayList<>(pending);
        pending.clear();
        configuration = () -> geography;
        for (SdkInitializationListener l : ls) {
            l.onSdkInitialized(configuration);
        }
    }

    public AppLovinCmpService getCmpService() {
        return (Activity activity, AppLovinCmpService.OnCompletedListener l) -> {
            cmpShown++;
            l.onCompleted(null);
        };
    }
}
