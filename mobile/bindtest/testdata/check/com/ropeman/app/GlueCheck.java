package com.ropeman.app;

import java.lang.reflect.Field;

import android.app.Activity;
import android.os.Handler;
import android.os.SystemClock;
import android.view.View;

/**
 * The Android glue around the ad bridge, run on the JVM against the
 * platform stubs: the main thread's timers (a cancelled one never fires:
 * the bridge's 15 s watchdog is cancelled that way when an ad reports
 * back), the activity's bridge made once per process however often
 * Android recreates the activity, and the app's visibility counted over
 * every activity. Exits non-zero on the first failure.
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
        Field visible = made.getClass().getDeclaredField("appVisible");
        visible.setAccessible(true);
        Activity ad = new Activity("the ad SDK's");
        v.onActivityStarted(first);
        v.onActivityStarted(ad);
        v.onActivityStopped(first); // the game's activity under the ad's
        check((boolean) visible.get(made), "the app is visible while the ad's activity is started");
        v.onActivityStopped(ad); // the player followed the ad to its store page
        check(!(boolean) visible.get(made), "the app is not visible once every activity stopped");
        v.onActivityStopped(ad); // a stop reported twice never counts below none
        v.onActivityStarted(again);
        check((boolean) visible.get(made), "the app is visible again when one activity starts");
        System.out.println("the glue holds");
    }
}
