package com.unity3d.mediation;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public final class LevelPlayAdError {
    private final String adUnitId;
    private final int code;
    private final String message;

    public LevelPlayAdError(String adUnitId, int code, String message) {
        this.adUnitId = adUnitId;
        this.code = code;
        this.message = message;
    }

    public String getAdUnitId() {
        return adUnitId;
    }

    public int getErrorCode() {
        return code;
    }

    public String getErrorMessage() {
        return message;
    }
}
