package com.ropeman.app.ads;

import android.app.Activity;

import com.google.android.ump.ConsentInformation;
import com.google.android.ump.ConsentRequestParameters;
import com.google.android.ump.UserMessagingPlatform;

/**
 * Google's User Messaging Platform, which every network's consent goes
 * through: AdMob's own, LevelPlay's (it reads the IAB strings UMP stores),
 * and MAX's terms-and-privacy flow, which runs UMP's form itself but leaves
 * the US states' privacy options to the app. It stays in the app whatever
 * networks it ships. UMP's status is only good once it has been asked for
 * an update in this process: every answer here follows one.
 */
final class Ump {
    private Ump() {}

    /** What UMP answered: whether ads may be requested, and whether the player's region requires a privacy-options entry. */
    interface Answer {
        void known(boolean canRequestAds, boolean privacyOptionsRequired);
    }

    /**
     * Asks UMP for an update, shows its form where the law asks and no
     * answer is stored, and answers. Offline or misconfigured, an answer
     * stored earlier still holds.
     */
    static void ask(Activity activity, Answer answer) {
        ConsentInformation info = UserMessagingPlatform.getConsentInformation(activity);
        info.requestConsentInfoUpdate(activity, new ConsentRequestParameters.Builder().build(),
                () -> UserMessagingPlatform.loadAndShowConsentFormIfRequired(activity, formError -> tell(info, answer)),
                requestError -> tell(info, answer));
    }

    /** Asks UMP for an update, showing no form, and answers. */
    static void refresh(Activity activity, Answer answer) {
        ConsentInformation info = UserMessagingPlatform.getConsentInformation(activity);
        info.requestConsentInfoUpdate(activity, new ConsentRequestParameters.Builder().build(),
                () -> tell(info, answer), requestError -> tell(info, answer));
    }

    /** Shows UMP's privacy options form, then answers with the new choice. */
    static void showPrivacyOptions(Activity activity, Answer answer) {
        ConsentInformation info = UserMessagingPlatform.getConsentInformation(activity);
        UserMessagingPlatform.showPrivacyOptionsForm(activity, formError -> tell(info, answer));
    }

    private static void tell(ConsentInformation info, Answer answer) {
        answer.known(info.canRequestAds(),
                info.getPrivacyOptionsRequirementStatus() == ConsentInformation.PrivacyOptionsRequirementStatus.REQUIRED);
    }
}
