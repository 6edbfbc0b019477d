package com.google.android.ump;

/** Stub of the User Messaging Platform 3.1 type of that name. */
public interface ConsentForm {
    interface OnConsentFormDismissedListener {
        void onConsentFormDismissed(FormError error);
    }
}
