package android.app;

import java.io.File;

import android.content.Context;
import android.content.Intent;
import android.os.Bundle;
import android.view.View;
import android.view.Window;

/**
 * Stub of android.app.Activity (API 36): the calls the app's activity and
 * the ad SDKs make, with the platform's signatures. The ad checks name
 * each activity; the glue check drives an activity's lifecycle by hand.
 */
public class Activity extends Context {
    /** The one Application of the process, as on Android. */
    public static final Application APPLICATION = new Application();

    public final String name;
    public View content;
    private final Window window = new Window();
    private Intent intent = new Intent();

    public Activity(String name) {
        this.name = name;
    }

    public Activity() {
        this("activity");
    }

    protected void onCreate(Bundle savedInstanceState) {
    }

    protected void onResume() {
    }

    protected void onPause() {
    }

    public void onWindowFocusChanged(boolean hasFocus) {
    }

    public void setContentView(View view) {
        content = view;
    }

    public File getFilesDir() {
        return new File(System.getProperty("java.io.tmpdir"));
    }

    public final Application getApplication() {
        return APPLICATION;
    }

    public Window getWindow() {
        return window;
    }

    public Intent getIntent() {
        return intent;
    }

    public void setIntent(Intent newIntent) {
        intent = newIntent;
    }
}
