package com.unity3d.mediation;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public final class LevelPlayInitError {
    private final int code;
    private final String message;

    public LevelPlayInitError(int code, String message) {
        this.code = code;
        this.message = message;
    }

    public int getErrorCode() {
        return code;
    }

    public String getErrorMessage() {
        return message;
    }
}
