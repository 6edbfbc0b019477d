package com.applovin.sdk;

/** Stub of the AppLovin SDK 13.6 type of that name (what the adapter uses). */
public interface AppLovinSdkConfiguration {
    enum ConsentFlowUserGeography { UNKNOWN, GDPR, OTHER }

    ConsentFlowUserGeography getConsentFlowUserGeography();
}
