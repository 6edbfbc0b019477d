package android.view;

/** Stub of android.view.WindowInsetsController (API 36): it keeps what was asked. */
public class WindowInsetsController {
    public static final int BEHAVIOR_SHOW_TRANSIENT_BARS_BY_SWIPE = 2;
    public int hidden, behavior;

    public void hide(int types) {
        hidden |= types;
    }

    public void setSystemBarsBehavior(int behavior) {
        this.behavior = behavior;
    }
}
