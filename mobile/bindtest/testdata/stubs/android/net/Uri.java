package android.net;

/** Stub of android.net.Uri (API 36): parse keeps the text. */
public abstract class Uri {
    public static Uri parse(final String s) {
        return new Uri() {
            @Override
            public String toString() {
                return s;
            }
        };
    }
}
