package android.os;

/** Stub of android.os.Build (API 36): the device's API level, 36 here. */
public class Build {
    public static class VERSION {
        public static final int SDK_INT = 36;
    }
}
