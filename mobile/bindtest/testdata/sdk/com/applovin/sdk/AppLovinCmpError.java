package com.applovin.sdk;

/** Stub of the AppLovin SDK 13.0 type of that name. */
public interface AppLovinCmpError {
    String getMessage();
}
