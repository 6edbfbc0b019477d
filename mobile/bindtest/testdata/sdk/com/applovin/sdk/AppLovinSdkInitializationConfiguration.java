package com.applovin.sdk;

import android.content.Context;

/** Stub of the AppLovin SDK 13.6 initialisation configuration. */
public final class AppLovinSdkInitializationConfiguration {
    public final String sdkKey, mediationProvider;

    private AppLovinSdkInitializationConfiguration(String sdkKey, String mediationProvider) {
        this.sdkKey = sdkKey;
        this.mediationProvider = mediationProvider;
    }

    public static Builder builder(String sdkKey) {
        return new Builder(sdkKey);
    }

    /** @deprecated since 13.2: the SDK takes no Context here. */
    @Deprecated
    public static Builder builder(String sdkKey, Context context) {
        return builder(sdkKey);
    }

    public static final class Builder {
        private final String sdkKey;
        private String provider;

        Builder(String sdkKey) {
            this.sdkKey = sdkKey;
        }

        public Builder setMediationProvider(String provider) {
            this.provider = provider;
            return this;
        }

        public AppLovinSdkInitializationConfiguration build() {
            return new AppLovinSdkInitializationConfiguration(sdkKey, provider);
        }
    }
}
