package com.google.android.gms.ads;

/** Stub of the Google Mobile Ads SDK 25 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public interface OnPaidEventListener {
    void onPaidEvent(AdValue value);
}
