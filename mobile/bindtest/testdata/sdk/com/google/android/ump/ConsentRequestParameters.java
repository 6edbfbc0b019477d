package com.google.android.ump;

/** Stub of the User Messaging Platform 3.1 type of that name. */
public class ConsentRequestParameters {
    public static final class Builder {
        public ConsentRequestParameters build() {
            return new ConsentRequestParameters();
        }
    }
}
