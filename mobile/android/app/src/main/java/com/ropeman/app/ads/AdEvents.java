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

    /** @param code one of the Mobile.Reason* codes (each adapter maps its SDK's codes) */
    void loadFailed(String placement, long code, String message);

    /** The ad loaded for placement is no longer good (it expired): the game loads another. */
    void expired(String placement);

    void opened(long requestId);

    void showFailed(long requestId, long code, String message);

    void rewarded(long requestId, String type, long amount);

    void closed(long requestId);

    /**
     * What show requestId's impression earned, as the network reports it:
     * provider is the adapter's network ("max", "admob", "levelplay"),
     * source the network or ad source that filled it, micros the value in
     * millionths of currency (ISO 4217), precision the SDK's own word for
     * how exact it is (MAX's "exact", AdMob's "PRECISE", …). Go keeps one
     * report per show and records it as an ad_revenue event.
     */
    void paid(long requestId, String placement, String provider, String source, long micros, String currency, String precision);
}
