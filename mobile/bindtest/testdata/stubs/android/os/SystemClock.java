package android.os;

/** Stub of android.os.SystemClock (API 36): a clock the check moves (Handler.advance). */
public final class SystemClock {
    static long now;

    private SystemClock() {
    }

    public static long elapsedRealtime() {
        return now;
    }
}
