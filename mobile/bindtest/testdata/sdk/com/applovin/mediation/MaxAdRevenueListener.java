package com.applovin.mediation;

/** Stub of the AppLovin MAX SDK 13.6 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public interface MaxAdRevenueListener {
    void onAdRevenuePaid(MaxAd ad);
}
