package android.app;

/** Stub of android.app.Activity (API 36): the ad SDKs take one; nothing here runs Android code. */
public class Activity extends android.content.Context {
    public final String name;

    public Activity(String name) {
        this.name = name;
    }
}
