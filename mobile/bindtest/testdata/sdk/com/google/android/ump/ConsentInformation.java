package com.google.android.ump;

import android.app.Activity;

/** Stub of the User Messaging Platform 3.1 type of that name (what the adapter uses). */
public interface ConsentInformation {
    enum PrivacyOptionsRequirementStatus { NOT_REQUIRED, REQUIRED, UNKNOWN }

    interface OnConsentInfoUpdateSuccessListener {
        void onConsentInfoUpdateSuccess();
    }

    interface OnConsentInfoUpdateFailureListener {
        void onConsentInfoUpdateFailure(FormError error);
    }

    void requestConsentInfoUpdate(Activity activity, ConsentRequestParameters params,
            OnConsentInfoUpdateSuccessListener onSuccess, OnConsentInfoUpdateFailureListener onFailure);

    boolean canRequestAds();

    PrivacyOptionsRequirementStatus getPrivacyOptionsRequirementStatus();
}
