package com.unity3d.mediation.impression;

/**
 * Stub of the Unity LevelPlay SDK 9 type of that name: an impression's
 * revenue in USD (null when unknown), the network that filled it, its ad
 * format and placement, and the precision ("BID", "RATE", …).
 */
public class LevelPlayImpressionData {
    public Double getRevenue() {
        return null;
    }

    public String getAdNetwork() {
        return "";
    }

    public String getAdFormat() {
        return "";
    }

    public String getPlacement() {
        return "";
    }

    public String getPrecision() {
        return "";
    }
}
