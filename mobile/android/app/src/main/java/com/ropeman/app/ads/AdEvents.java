package com.ropeman.app.ads;

/**
 * What a {@link RewardedAdapter} reports about its ads. Any thread, any
 * order, any number of times: the game keeps the first of each that counts
 * and resolves every show exactly once.
 */
public interface AdEvents {
    /**
     * The consent flow has answered: whether ads may be requested, and
     * whether the user's region requires a privacy-options entry.
     */
    void consent(boolean canRequestAds, boolean privacyOptionsRequired);

    void loaded(String placement);

    /** @param code one of the Mobile.Reason* codes (see {@link AdErrors}) */
    void loadFailed(String placement, long code, String message);

    /** The ad loaded for placement is no longer good (it expired): the game loads another. */
    void expired(String placement);

    void opened(long requestId);

    void showFailed(long requestId, long code, String message);

    void rewarded(long requestId, String type, long amount);

    void closed(long requestId);
}
