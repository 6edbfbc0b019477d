package com.applovin.sdk;

/** Stub of the AppLovin SDK 13.6 type of that name. */
public interface AppLovinCmpError {
    String getMessage();
}
