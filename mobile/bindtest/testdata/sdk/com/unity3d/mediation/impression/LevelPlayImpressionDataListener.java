package com.unity3d.mediation.impression;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public interface LevelPlayImpressionDataListener {
    void onImpressionSuccess(LevelPlayImpressionData impressionData);
}
