package com.ropeman.app.ads;

/**
 * One ad network's rewarded ads. This is the class a publisher writes to
 * plug in another network: a few methods, always called on the main
 * thread, reporting back through {@link AdEvents} from any thread.
 *
 * Placements are "revive", "triple_coins", "skin_unlock" and
 * "interstitial"; map them to your ad unit ids as you like. An ad you
 * report loaded for one placement belongs to it: report another placement
 * loaded only when you hold a second ad for it.
 *
 * Go covers and uncovers the game around each show and runs a watchdog
 * (package mobile/stage): the adapter only reports what its SDK says.
 */
public interface RewardedAdapter {
    /**
     * The network's name as the game's events give it ("max", "admob",
     * "levelplay", "debug"): the dashboard's fill and revenue by provider.
     */
    String network();

    /**
     * Initialise the SDK, running the network's consent flow first (Google's
     * UMP, AppLovin's terms and privacy flow), and report
     * {@link AdEvents#consent} when it has answered: the game loads nothing
     * before. Called once for each activity (again after it is recreated).
     */
    void start(AdEvents events);

    /** Load an ad for placement; report loaded or loadFailed. */
    void load(String placement);

    /**
     * Show the loaded ad for placement. Report opened or showFailed, then
     * rewarded and closed (in whichever order the SDK gives them), each with
     * requestId. Pass userId and customData to the SDK's server-side
     * verification so your server can check the reward.
     */
    void show(String placement, long requestId, String userId, String customData);

    /**
     * Go has ended show requestId without the adapter (its watchdog
     * gave up, the show threw, or a new show replaced it): forget it and
     * free whatever it holds, so the next load and show work. Whatever the
     * SDK still reports for it is ignored or settled by the game.
     */
    default void cancel(long requestId) {
    }

    /**
     * Show the network's consent form again (SETTINGS' PRIVACY button, offered
     * when {@link AdEvents#consent} said the region requires it) and report
     * the new choice through {@link AdEvents#consent}.
     */
    default void showPrivacyOptions() {
    }

    /**
     * Whether the ad shows in an Activity of its own (true for the real
     * networks): the game then saves its GPU resources before the show.
     */
    default boolean opensActivity() {
        return true;
    }
}
