package com.google.android.gms.ads.initialization;

/** Stub of the Google Mobile Ads SDK 25 type of that name. */
public interface InitializationStatus {
}
