package com.ropeman.app;

import android.app.Activity;
import android.app.Application;
import android.os.Bundle;

import com.ropeman.app.ads.AdBridge;

/**
 * Tells the ad bridge whether any Activity of the app is started: the
 * game's or an ad SDK's (they run in the app's process). A player who
 * follows an ad to its store page stops them all; the bridge's close limit
 * waits for his return. Registered once per process, main thread.
 */
final class Visibility implements Application.ActivityLifecycleCallbacks {
    private final AdBridge bridge;
    private int started;

    Visibility(AdBridge bridge) {
        this.bridge = bridge;
    }

    @Override
    public void onActivityStarted(Activity activity) {
        if (started++ == 0) {
            bridge.appVisible(true);
        }
    }

    @Override
    public void onActivityStopped(Activity activity) {
        if (started > 0 && --started == 0) {
            bridge.appVisible(false);
        }
    }

    @Override
    public void onActivityCreated(Activity activity, Bundle savedInstanceState) {
    }

    @Override
    public void onActivityResumed(Activity activity) {
    }

    @Override
    public void onActivityPaused(Activity activity) {
    }

    @Override
    public void onActivitySaveInstanceState(Activity activity, Bundle outState) {
    }

    @Override
    public void onActivityDestroyed(Activity activity) {
    }
}
