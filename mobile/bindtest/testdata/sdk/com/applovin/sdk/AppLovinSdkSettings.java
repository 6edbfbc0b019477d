package com.applovin.sdk;

import android.net.Uri;

/** Stub of the AppLovin SDK 13.6 settings: records what the adapter sets. */
public final class AppLovinSdkSettings {
    public String userIdentifier;
    public boolean flowEnabled;
    public String privacyPolicy, terms;

    private final AppLovinTermsAndPrivacyPolicyFlowSettings flow = new AppLovinTermsAndPrivacyPolicyFlowSettings() {
        @Override
        public void setEnabled(boolean enabled) {
            flowEnabled = enabled;
        }

        @Override
        public void setPrivacyPolicyUri(Uri uri) {
            privacyPolicy = String.valueOf(uri);
        }

        @Override
        public void setTermsOfServiceUri(Uri uri) {
            terms = String.valueOf(uri);
        }
    };

    public void setUserIdentifier(String id) {
        userIdentifier = id;
    }

    public AppLovinTermsAndPrivacyPolicyFlowSettings getTermsAndPrivacyPolicyFlowSettings() {
        return flow;
    }
}
