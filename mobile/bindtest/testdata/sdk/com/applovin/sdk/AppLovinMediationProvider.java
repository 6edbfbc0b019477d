package com.applovin.sdk;

/** Stub of the AppLovin SDK 13.6 constants of that name. */
public final class AppLovinMediationProvider {
    public static final String MAX = "max";

    private AppLovinMediationProvider() {}
}
