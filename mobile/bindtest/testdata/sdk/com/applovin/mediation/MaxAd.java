package com.applovin.mediation;

/**
 * Stub of the AppLovin MAX SDK 13.6 type of that name (what the adapter
 * uses); see mobile/bindtest/testdata/sdk. A check's ad overrides what it
 * reports: its revenue in USD (-1 when unknown), the network that filled
 * it, and the precision ("exact", "estimated", "publisher_defined",
 * "undefined", or "" for a test ad).
 */
public interface MaxAd {
    default double getRevenue() {
        return -1;
    }

    default String getNetworkName() {
        return "";
    }

    default String getRevenuePrecision() {
        return "";
    }

    default String getPlacement() {
        return "";
    }
}
