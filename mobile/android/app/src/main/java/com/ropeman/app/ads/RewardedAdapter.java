package com.ropeman.app.ads;

/**
 * One ad network's rewarded ads. This is the class a publisher writes to
 * plug in another network: three methods, always called on the main
 * thread, reporting back through {@link AdEvents}.
 *
 * Placements are "revive", "triple_coins", "skin_unlock" and
 * "interstitial"; map them to your ad unit ids as you like (one unit for
 * all is fine).
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
}
