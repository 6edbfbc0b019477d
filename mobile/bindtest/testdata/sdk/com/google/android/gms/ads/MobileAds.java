package com.google.android.gms.ads;

import android.content.Context;

import com.google.android.gms.ads.initialization.OnInitializationCompleteListener;

/** Stub of the Google Mobile Ads SDK 23 type of that name: counts initialisations. */
public class MobileAds {
    public static int initialized;

    public static void initialize(Context context, OnInitializationCompleteListener listener) {
        initialized++;
    }
}
