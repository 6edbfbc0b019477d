package android.content;

/**
 * Stub of android.content.Context (Android API 36), the one Android class
 * gobind's generated go.Seq names. Debian has no android.jar; nothing here
 * runs Android code.
 */
public abstract class Context {}
