package com.ropeman.app.ads;

/**
 * The app's main thread, where Go's ad calls run and the adapters call
 * their SDKs. On a phone it is a Handler on the main Looper (see
 * com.ropeman.app.HandlerMainThread); the JVM checks drive a virtual clock
 * through the same methods.
 */
public interface MainThread {
    /** Runs r on the main thread soon. */
    void post(Runnable r);

    /** Runs r on the main thread after delayMillis of wall-clock time. */
    void postDelayed(Runnable r, long delayMillis);

    /** Forgets r if it has not run yet. */
    void cancel(Runnable r);

    /** Milliseconds since boot, counting sleep (SystemClock.elapsedRealtime). */
    long now();

    /**
     * Runs r once on a thread of its own, off the main thread: for SDK
     * calls their makers ask to keep off it (MobileAds.initialize can block
     * long enough for an ANR). r posts back what the main thread needs.
     */
    void background(Runnable r);
}
