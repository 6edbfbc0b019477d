package com.ropeman.app.ads;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A stand-in ad network for wiring tests on a device: no SDK, no network.
 * Every load fills after half a second; a show "plays" for three seconds
 * with nothing on screen, then rewards and closes. Use it to check the
 * game's side of the flow before plugging in a real network; QA builds can
 * instead call Mobile.useSimulatedAds(true) for the game's visible
 * simulated ad.
 */
public final class DebugRewardedAdapter implements RewardedAdapter {
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
    private AdEvents events;

    @Override
    public void start(AdEvents events) {
        this.events = events;
    }

    @Override
    public void load(final String placement) {
        clock.schedule(() -> events.loaded(placement), 500, TimeUnit.MILLISECONDS);
    }

    @Override
    public void show(String placement, final long requestId, String userId, String customData) {
        events.opened(requestId);
        clock.schedule(() -> {
            events.rewarded(requestId, "reward", 1);
            events.closed(requestId);
        }, 3, TimeUnit.SECONDS);
    }
}
