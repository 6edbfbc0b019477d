package com.ropeman.app.ads;

import com.ropeman.game.mobile.Mobile;

/** Maps ad SDK error codes to the game's normalised Mobile.Reason* codes. */
public final class AdErrors {
    private AdErrors() {}

    /** AppLovin MAX: MaxErrorCode values. */
    public static long fromMax(int code) {
        switch (code) {
            case 204: // NO_FILL
                return Mobile.ReasonNoFill;
            case -1000: // NETWORK_ERROR
            case -1001: // NETWORK_TIMEOUT
            case -1009: // NO_NETWORK
                return Mobile.ReasonNetwork;
            case -24: // AD_LOAD_FAILED_NOT_READY (show before load)
            case -23: // FULLSCREEN_AD_ALREADY_SHOWING
                return Mobile.ReasonNotReady;
            default:
                return Mobile.ReasonInternal;
        }
    }

    /** Google AdMob on Android: AdRequest.ERROR_CODE_* (no fill is 3 here, 1 on iOS). */
    public static long fromAdMob(int code) {
        switch (code) {
            case 3: // ERROR_CODE_NO_FILL
            case 9: // ERROR_CODE_MEDIATION_NO_FILL
                return Mobile.ReasonNoFill;
            case 2: // ERROR_CODE_NETWORK_ERROR
                return Mobile.ReasonNetwork;
            case 11: // ERROR_CODE_APP_ID_MISSING
            case 1: // ERROR_CODE_INVALID_REQUEST
            default:
                return Mobile.ReasonInternal;
        }
    }
}
