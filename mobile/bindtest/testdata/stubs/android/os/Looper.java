package android.os;

/** Stub of android.os.Looper (API 36): the main thread's, as one object. */
public final class Looper {
    private static final Looper MAIN = new Looper();

    private Looper() {
    }

    public static Looper getMainLooper() {
        return MAIN;
    }
}
