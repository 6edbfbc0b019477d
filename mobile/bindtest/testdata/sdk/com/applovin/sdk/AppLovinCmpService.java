package com.applovin.sdk;

import android.app.Activity;

/** Stub of the AppLovin SDK 13.6 consent management service. */
public interface AppLovinCmpService {
    interface OnCompletedListener {
        void onCompleted(AppLovinCmpError error);
    }

    void showCmpForExistingUser(Activity activity, OnCompletedListener listener);
}
