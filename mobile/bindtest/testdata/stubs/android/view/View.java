package android.view;

import android.content.Context;

/** Stub of android.view.View (API 36): what the activity asks of its views. */
public class View {
    public static final int SYSTEM_UI_FLAG_LOW_PROFILE = 1, SYSTEM_UI_FLAG_HIDE_NAVIGATION = 2, SYSTEM_UI_FLAG_FULLSCREEN = 4,
            SYSTEM_UI_FLAG_LAYOUT_STABLE = 256, SYSTEM_UI_FLAG_LAYOUT_HIDE_NAVIGATION = 512, SYSTEM_UI_FLAG_LAYOUT_FULLSCREEN = 1024,
            SYSTEM_UI_FLAG_IMMERSIVE_STICKY = 4096;
    public final WindowInsetsController insetsController = new WindowInsetsController();

    public View(Context context) {
    }

    public View() {
    }

    public WindowInsets getRootWindowInsets() {
        return new WindowInsets();
    }

    public WindowInsetsController getWindowInsetsController() {
        return insetsController;
    }

    /** @deprecated since API 30: WindowInsetsController. */
    @Deprecated
    public void setSystemUiVisibility(int visibility) {
    }
}
