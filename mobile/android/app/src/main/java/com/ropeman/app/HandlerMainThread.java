package com.ropeman.app;

import android.os.Handler;
import android.os.Looper;
import android.os.SystemClock;

import com.ropeman.app.ads.MainThread;

/** The main thread as the ad bridge wants it: a Handler on the main Looper. */
final class HandlerMainThread implements MainThread {
    private final Handler handler = new Handler(Looper.getMainLooper());

    @Override
    public void post(Runnable r) {
        handler.post(r);
    }

    @Override
    public void postDelayed(Runnable r, long delayMillis) {
        handler.postDelayed(r, delayMillis);
    }

    @Override
    public void cancel(Runnable r) {
        handler.removeCallbacks(r);
    }

    @Override
    public long now() {
        return SystemClock.elapsedRealtime();
    }

    @Override
    public void background(Runnable r) {
        new Thread(r, "ropeman-ads").start();
    }
}
