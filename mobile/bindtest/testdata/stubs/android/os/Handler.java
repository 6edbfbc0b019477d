package android.os;

import java.util.ArrayList;
import java.util.List;

/**
 * Stub of android.os.Handler (API 36) with a main thread the check runs by
 * hand: post and postDelayed queue a Runnable for a time on SystemClock's
 * clock, removeCallbacks takes that very Runnable (the one posted, compared
 * as Android does, by identity) out, and advance moves the clock, running
 * what falls due in order.
 */
public class Handler {
    private static final List<Object[]> QUEUE = new ArrayList<>();

    public Handler(Looper looper) {
    }

    public final boolean post(Runnable r) {
        return postDelayed(r, 0);
    }

    public final boolean postDelayed(Runnable r, long delayMillis) {
        QUEUE.add(new Object[] {SystemClock.now + Math.max(0, delayMillis), r});
        return true;
    }

    public final void removeCallbacks(Runnable r) {
        QUEUE.removeIf(e -> e[1] == r);
    }

    /** Moves the clock by millis, running each Runnable that falls due. */
    public static void advance(long millis) {
        long until = SystemClock.now + millis;
        while (true) {
            Object[] next = null;
            for (Object[] e : QUEUE) {
                if ((long) e[0] <= until && (next == null || (long) e[0] < (long) next[0])) {
                    next = e;
                }
            }
            if (next == null) {
                break;
            }
            QUEUE.remove(next);
            SystemClock.now = Math.max(SystemClock.now, (long) next[0]);
            ((Runnable) next[1]).run();
        }
        SystemClock.now = until;
    }
}
