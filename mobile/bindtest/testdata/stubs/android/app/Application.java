package android.app;

import java.util.ArrayList;
import java.util.List;

import android.content.Context;
import android.os.Bundle;

/** Stub of android.app.Application (API 36): it keeps the callbacks registered. */
public class Application extends Context {
    public final List<ActivityLifecycleCallbacks> callbacks = new ArrayList<>();

    public void registerActivityLifecycleCallbacks(ActivityLifecycleCallbacks callback) {
        callbacks.add(callback);
    }

    /** android.app.Application.ActivityLifecycleCallbacks, each method the platform's. */
    public interface ActivityLifecycleCallbacks {
        void onActivityCreated(Activity activity, Bundle savedInstanceState);

        void onActivityStarted(Activity activity);

        void onActivityResumed(Activity activity);

        void onActivityPaused(Activity activity);

        void onActivityStopped(Activity activity);

        void onActivitySaveInstanceState(Activity activity, Bundle outState);

        void onActivityDestroyed(Activity activity);
    }
}
