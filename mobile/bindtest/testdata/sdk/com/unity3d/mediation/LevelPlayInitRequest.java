package com.unity3d.mediation;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public final class LevelPlayInitRequest {
    public final String appKey;

    private LevelPlayInitRequest(String appKey) {
        this.appKey = appKey;
    }

    public static final class Builder {
        private final String appKey;

        public Builder(String appKey) {
            this.appKey = appKey;
        }

        public LevelPlayInitRequest build() {
            return new LevelPlayInitRequest(appKey);
        }
    }
}
