package com.google.android.gms.ads.rewarded;

/** Stub of the Google Mobile Ads SDK 25 type of that name: keeps what was set. */
public class ServerSideVerificationOptions {
    public final String userId, customData;

    ServerSideVerificationOptions(String userId, String customData) {
        this.userId = userId;
        this.customData = customData;
    }

    public static final class Builder {
        private String userId, customData;

        public Builder setUserId(String userId) {
            this.userId = userId;
            return this;
        }

        public Builder setCustomData(String customData) {
            this.customData = customData;
            return this;
        }

        public ServerSideVerificationOptions build() {
            return new ServerSideVerificationOptions(userId, customData);
        }
    }
}
