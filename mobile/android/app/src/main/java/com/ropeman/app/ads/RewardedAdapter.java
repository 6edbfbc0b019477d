package com.ropeman.app.ads;

/**
 * One ad network's rewarded ads. This is the class a publisher writes to
 * plug in another network: three methods, always called on the main
 * thread, reporting back through {@link AdEvents} from any thread.
 *
 * Placements are "revive", "triple_coins", "skin_unlock" and
 * "interstitial"; map them to your ad unit ids as you like. An ad you
 * report loaded for one placement belongs to it: report another placement
 * loaded only when you hold a second ad for it.
 *
 * The bridge covers and uncovers the game around each show and runs a
 * watchdog: the adapter only reports what its SDK says.
 */
public interface RewardedAdapter {
    /** Initialise the SDK; called once before any load. */
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
     * Whether the ad shows in an Activity of its own (true for the real
     * networks): the game then saves its GPU resources before the show.
     */
    default boolean opensActivity() {
        return true;
    }
}
