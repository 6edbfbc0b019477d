package com.ropeman.game.mobile;

import java.util.ArrayList;
import java.util.List;

/**
 * Test stub of the Mobile class gobind generates for package mobile (gomobile
 * as pinned by Ebitengine v2.10.4): the same static methods and constants the
 * bridge uses, recording each call instead of entering Go. bind_test.go
 * checks every method here against the generated Mobile.java.
 */
public abstract class Mobile {
    public static final long ReasonNoFill = 1;
    public static final long ReasonNetwork = 2;
    public static final long ReasonNotReady = 3;
    public static final long ReasonTimeout = 4;
    public static final long ReasonInternal = 5;
    public static final long ReasonCapped = 6;

    /** Every call, in order, as "name arg arg…". */
    public static final List<String> calls = new ArrayList<>();
    /** The texts passed with failures and rewards (Go's strings may not be null). */
    public static final List<String> messages = new ArrayList<>();

    public static void adConsent(boolean canRequestAds, boolean privacyOptionsRequired) {
        calls.add("adConsent " + canRequestAds + " " + privacyOptionsRequired);
    }

    public static void adExpired(String placement) {
        calls.add("adExpired " + placement);
    }

    public static void adLoaded(String placement) {
        calls.add("adLoaded " + placement);
    }

    public static void adLoadFailed(String placement, long code, String message) {
        calls.add("adLoadFailed " + placement + " " + code);
    }

    public static void adOpened(long requestID) {
        calls.add("adOpened " + requestID);
    }

    public static void adShowFailed(long requestID, long code, String message) {
        calls.add("adShowFailed " + requestID + " " + code);
        messages.add(message);
    }

    public static void adRewarded(long requestID, String rewardType, long amount) {
        calls.add("adRewarded " + requestID);
        messages.add(rewardType);
    }

    public static void adClosed(long requestID) {
        calls.add("adClosed " + requestID);
    }

    public static void adRevenue(long requestID, String placement, String provider, String source, long micros, String currency, String precision) {
        calls.add("adRevenue " + requestID + " " + placement + " " + provider + " " + source + " " + micros + " " + currency + " " + precision);
    }

    public static void registerAdProvider(AdProvider p0) throws Exception {
        calls.add("registerAdProvider");
    }

    public static void setFilesDir(String path) {
        calls.add("setFilesDir");
    }

    public static void setSafeArea(long top, long right, long bottom, long left) {
        calls.add("setSafeArea " + top + " " + right + " " + bottom + " " + left);
    }

    public static void setLocale(String tag) {
        calls.add("setLocale " + tag);
    }

    public static void appResumed() {
        calls.add("appResumed");
    }

    public static void qaShowAd(String placement) {
        calls.add("qaShowAd " + placement);
    }

    public static void appPaused() {
        calls.add("appPaused");
    }

    public static void screenShown() {
        calls.add("screenShown");
    }

    public static void screenHidden() {
        calls.add("screenHidden");
    }

    /** Records the call and the thread it came on. */
    public static void adWake() {
        calls.add("adWake on " + Thread.currentThread().getName());
    }
}
