package com.ropeman.app;

import java.lang.reflect.Field;
import java.util.Arrays;

import android.app.Activity;
import android.content.Intent;
import android.os.Bundle;
import android.os.Handler;
import android.os.SystemClock;
import android.view.View;

import com.ropeman.game.mobile.Mobile;

/**
 * The Android glue around the ad bridge, run on the JVM against the
 * platform stubs: the main thread's timers (a cancelled one never fires:
 * AdMob's one-hour expiry is cancelled that way when its ad is shown),
 * the activity's bridge made once per process however often Android
 * recreates the activity, and the lifecycle every activity reports to Go.
 * Exits non-zero on the first failure.
 */
public final class GlueCheck {
    private static void check(boolean ok, String what) {
        if (!ok) {
            System.out.println("FAIL: " + what);
            System.exit(1);
        }
        System.out.println("ok: " + what);
    }

    public static void main(String[] args) throws Exception {
        HandlerMainThread main = new HandlerMainThread();
        boolean[] fired = new boolean[3];
        Runnable watchdog = () -> fired[0] = true;
        main.postDelayed(watchdog, 15_000);
        main.postDelayed(() -> fired[1] = true, 15_000);
        main.cancel(watchdog);
        Handler.advance(14_999);
        check(!fired[1], "a timer does not fire early");
        Handler.advance(1);
        check(!fired[0], "a cancelled timer never fires");
        check(fired[1], "a timer not cancelled fires on time");
        long t0 = main.now();
        main.post(() -> fired[2] = true);
        Handler.advance(0);
        check(fired[2] && main.now() == t0 && SystemClock.elapsedRealtime() == t0, "a post runs on the next turn, on the main thread's clock");

        Field bridge = MainActivity.class.getDeclaredField("bridge");
        bridge.setAccessible(true);
        MainActivity first = new MainActivity();
        first.onCreate(null);
        Object made = bridge.get(null);
        first.onResume();
        MainActivity again = new MainActivity(); // Android recreated the activity (rotation, killed behind an ad)
        again.onCreate(null);
        check(made != null && bridge.get(null) == made, "a recreated activity keeps the process's one ad bridge");
        check(Activity.APPLICATION.callbacks.size() == 1, "the app's visibility is registered once per process");
        View decor = first.getWindow().getDecorView();
        check(decor.getWindowInsetsController().hidden != 0, "a resumed activity hides the system bars");

        Visibility v = (Visibility) Activity.APPLICATION.callbacks.get(0);
        Activity ad = new Activity("the ad SDK's");
        Mobile.calls.clear();
        v.onActivityStarted(ad);
        v.onActivityStopped(first);
        v.onActivityStopped(ad);
        check(Mobile.calls.equals(Arrays.asList("screenShown", "screenHidden", "screenHidden")), "every activity's start and stop reaches Go (which counts them)");
        Mobile.calls.clear();
        again.onPause();
        again.onResume();
        check(Mobile.calls.equals(Arrays.asList("appPaused", "appResumed")), "the activity's pause and resume reach Go");

        // The emulator check's hook: one ad at a debug launch with the
        // extra; none when Android recreates that activity, none without
        // the extra, none in a release.
        Mobile.calls.clear();
        MainActivity qa = new MainActivity();
        qa.setIntent(new Intent().putExtra(MainActivity.QA_SHOW_AD, true));
        qa.onCreate(null);
        MainActivity recreated = new MainActivity();
        recreated.setIntent(qa.getIntent());
        recreated.onCreate(new Bundle());
        new MainActivity().onCreate(null);
        BuildConfig.DEBUG = false;
        MainActivity release = new MainActivity();
        release.setIntent(qa.getIntent());
        release.onCreate(null);
        BuildConfig.DEBUG = true;
        check(Mobile.calls.stream().filter(c -> c.startsWith("qaShowAd")).count() == 1 && Mobile.calls.contains("qaShowAd revive"),
                "a debug launch with the QA extra shows one ad, and only that one");
        System.out.println("the glue holds");
    }
}
