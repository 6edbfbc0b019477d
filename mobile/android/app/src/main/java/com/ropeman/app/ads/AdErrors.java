package com.ropeman.app.ads;

import com.ropeman.game.mobile.Mobile;

/** Maps ad SDK error codes to the game's normalised Mobile.Reason* codes. */
public final class AdErrors {
    private AdErrors() {}

    /** AppLovin MAX: MaxErrorCode values (the same table for loads and shows). */
    public static long fromMax(int code) {
        switch (code) {
            case 204: // NO_FILL
                return Mobile.ReasonNoFill;
            case -1000: // NETWORK_ERROR
            case -1001: // NETWORK_TIMEOUT
            case -1009: // NO_NETWORK
                return Mobile.ReasonNetwork;
            case -24: // FULLSCREEN_AD_NOT_READY (show before load)
            case -23: // FULLSCREEN_AD_ALREADY_SHOWING
                return Mobile.ReasonNotReady;
            default:
                return Mobile.ReasonInternal;
        }
    }

    /** Google AdMob on Android, loads: AdRequest.ERROR_CODE_* (no fill is 3 here, 1 on iOS). */
    public static long fromAdMobLoad(int code) {
        switch (code) {
            case 3: // ERROR_CODE_NO_FILL
            case 9: // ERROR_CODE_MEDIATION_NO_FILL
                return Mobile.ReasonNoFill;
            case 2: // ERROR_CODE_NETWORK_ERROR
                return Mobile.ReasonNetwork;
            case 0: // ERROR_CODE_INTERNAL_ERROR
            case 1: // ERROR_CODE_INVALID_REQUEST (e.g. a wrong ad unit id)
            case 8: // ERROR_CODE_APP_ID_MISSING
            case 10: // ERROR_CODE_REQUEST_ID_MISMATCH
            case 11: // ERROR_CODE_INVALID_AD_STRING
            default:
                return Mobile.ReasonInternal;
        }
    }

    /** Google AdMob on Android, shows: FullScreenContentCallback.ERROR_CODE_*. */
    public static long fromAdMobShow(int code) {
        switch (code) {
            case 1: // ERROR_CODE_AD_REUSED
            case 2: // ERROR_CODE_NOT_READY
            case 3: // ERROR_CODE_APP_NOT_FOREGROUND
                return Mobile.ReasonNotReady;
            case 0: // ERROR_CODE_INTERNAL_ERROR
            case 4: // ERROR_CODE_MEDIATION_SHOW_ERROR
            default:
                return Mobile.ReasonInternal;
        }
    }
}
