package com.ropeman.app;

import android.app.Activity;
import android.app.Application;
import android.os.Bundle;

import com.ropeman.game.mobile.Mobile;

/**
 * Tells Go when any Activity of the app starts or stops: the game's or an
 * ad SDK's (they run in the app's process). A player who follows an ad to
 * its store page stops them all; an ad's close limit waits for his
 * return. Registered once per process, main thread.
 */
final class Visibility implements Application.ActivityLifecycleCallbacks {
    @Override
    public void onActivityStarted(Activity activity) {
        Mobile.screenShown();
    }

    @Override
    public void onActivityStopped(Activity activity) {
        Mobile.screenHidden();
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
