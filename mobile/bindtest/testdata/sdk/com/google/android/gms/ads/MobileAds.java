package com.google.android.gms.ads;

import android.content.Context;

import com.google.android.gms.ads.initialization.OnInitializationCompleteListener;

/**
 * Stub of the Google Mobile Ads SDK 25 type of that name: counts
 * initialisations and remembers the thread of the last one (Google asks
 * for one off the main thread).
 */
public class MobileAds {
    public static int initialized;
    public static Thread initThread;

    public static synchronized void initialize(Context context, OnInitializationCompleteListener listener) {
        initialized++;
        initThread = Thread.currentThread();
    }
}
