package com.applovin.mediation;

/** Stub of the AppLovin MAX SDK 13.0 type of that name (what the adapter uses). */
public interface MaxError {
    int getCode();

    String getMessage();
}
