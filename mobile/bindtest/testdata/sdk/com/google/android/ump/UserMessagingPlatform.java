package com.google.android.ump;

import android.app.Activity;
import android.content.Context;

/**
 * Stub of the User Messaging Platform 4.0 entry point. The check sets what
 * the user's region and answer are: {@link #online} (the consent info
 * update succeeds), {@link #canRequestAds} (the answer, or one stored
 * earlier) and {@link #privacyRequired}; forms "show" and dismiss at once,
 * counted. As the real UMP, it knows whether privacy options are owed only
 * once asked for an update in this process ({@link #newProcess} starts
 * over): before, the status is UNKNOWN.
 */
public final class UserMessagingPlatform {
    public static boolean online = true, canRequestAds, privacyRequired;
    public static int formsShown, privacyFormsShown;
    private static boolean updated;

    /** The check starts a new process: no update asked for yet. */
    public static void newProcess() {
        updated = false;
    }

    private UserMessagingPlatform() {}

    public static ConsentInformation getConsentInformation(Context context) {
        return new ConsentInformation() {
            @Override
            public void requestConsentInfoUpdate(Activity activity, ConsentRequestParameters params,
                    OnConsentInfoUpdateSuccessListener onSuccess, OnConsentInfoUpdateFailureListener onFailure) {
                if (online) {
                    updated = true;
                    onSuccess.onConsentInfoUpdateSuccess();
                } else {
                    onFailure.onConsentInfoUpdateFailure(new FormError());
                }
            }

            @Override
            public boolean canRequestAds() {
                return canRequestAds;
            }

            @Override
            public PrivacyOptionsRequirementStatus getPrivacyOptionsRequirementStatus() {
                if (!updated) {
                    return PrivacyOptionsRequirementStatus.UNKNOWN;
                }
                return privacyRequired ? PrivacyOptionsRequirementStatus.REQUIRED : PrivacyOptionsRequirementStatus.NOT_REQUIRED;
            }
        };
    }

    public static void loadAndShowConsentFormIfRequired(Activity activity, ConsentForm.OnConsentFormDismissedListener l) {
        formsShown++;
        l.onConsentFormDismissed(null);
    }

    public static void showPrivacyOptionsForm(Activity activity, ConsentForm.OnConsentFormDismissedListener l) {
        privacyFormsShown++;
        l.onConsentFormDismissed(null);
    }
}
