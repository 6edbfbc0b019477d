package com.unity3d.mediation;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public interface LevelPlayInitListener {
    void onInitSuccess(LevelPlayConfiguration configuration);

    void onInitFailed(LevelPlayInitError error);
}
