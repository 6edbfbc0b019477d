package android.view;

/** Stub of android.view.WindowInsets (API 36): no cutout. */
public final class WindowInsets {
    public DisplayCutout getDisplayCutout() {
        return null;
    }

    public static final class Type {
        public static int systemBars() {
            return 7;
        }
    }
}
