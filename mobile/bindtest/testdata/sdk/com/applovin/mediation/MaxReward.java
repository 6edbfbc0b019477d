package com.applovin.mediation;

/** Stub of the AppLovin MAX SDK 13.6 type of that name (what the adapter uses). */
public interface MaxReward {
    String getLabel();

    int getAmount();
}
