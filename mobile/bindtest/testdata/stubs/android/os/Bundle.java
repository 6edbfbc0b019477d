package android.os;

/** Stub of android.os.Bundle (API 36). */
public final class Bundle {
}
