package com.applovin.sdk;

import android.net.Uri;

/** Stub of the AppLovin SDK 13.6 consent flow settings. */
public interface AppLovinTermsAndPrivacyPolicyFlowSettings {
    void setEnabled(boolean enabled);

    void setPrivacyPolicyUri(Uri uri);

    void setTermsOfServiceUri(Uri uri);
}
