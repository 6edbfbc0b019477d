package com.ropeman.app;

/**
 * Test stand-in for the BuildConfig that the Android Gradle plugin
 * generates for the app (buildFeatures.buildConfig). The real DEBUG is
 * `public static final boolean DEBUG = Boolean.parseBoolean("true")`, a
 * value read at run time, never inlined; here it is a plain field, so the
 * checks can play a release build.
 */
public final class BuildConfig {
    public static boolean DEBUG = true;

    private BuildConfig() {}
}
