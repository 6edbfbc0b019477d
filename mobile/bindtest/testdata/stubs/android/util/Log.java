package android.util;

/** Stub of android.util.Log (API 36): to standard error. */
public final class Log {
    private Log() {
    }

    public static int e(String tag, String msg) {
        System.err.println(tag + ": " + msg);
        return 0;
    }

    public static int e(String tag, String msg, Throwable tr) {
        return e(tag, msg + ": " + tr);
    }

    public static int w(String tag, String msg) {
        return e(tag, msg);
    }

    public static int i(String tag, String msg) {
        return e(tag, msg);
    }
}
