package com.ropeman.app.ads;

import com.ropeman.app.BuildConfig;
import com.ropeman.game.mobile.Mobile;

/**
 * A stand-in ad network for wiring tests on a device: no SDK, no network,
 * nothing on screen. It takes every path a real network takes, chosen by
 * {@link Behaviour}, so a publisher can check the game's side of each one
 * before plugging in a real network (debug builds can instead switch on
 * the game's visible simulated ads with Mobile.useSimulatedAds, which a
 * release refuses the same way). The bridge's JVM test runs this very
 * class.
 *
 * It pays every reward without an ad, so a release build refuses it. It
 * asks the app itself (BuildConfig.DEBUG), not its caller: in a release it
 * reports that no ads may be requested, fails every load and show, and the
 * game offers none. The release build's check (mobile/release-check.sh,
 * run by Gradle's release variant) refuses it before that.
 */
public final class DebugRewardedAdapter implements RewardedAdapter {
    /** What every show does. */
    public enum Behaviour {
        /** Plays 3 s, rewards, closes. */
        REWARD_THEN_CLOSE,
        /** Plays 3 s, closes, then rewards (iOS mediation does this). */
        REWARD_AFTER_CLOSE,
        /** The player closes it after 1 s: no reward. */
        CLOSE_EARLY,
        /** Fails before anything is on screen. */
        FAIL_SHOW,
        /** The adapter throws from show(). */
        THROW_ON_SHOW,
        /** Never reports anything (the watchdog ends it). */
        NEVER_ANSWER,
        /** Opens, then never closes (the watchdog closes it). */
        NEVER_CLOSE,
        /** Every load answers no fill. */
        NO_FILL,
        /**
         * Plays like REWARD_THEN_CLOSE in a region that requires privacy
         * options (SETTINGS offers PRIVACY; its form "changes" nothing).
         */
        PRIVACY_REGION,
    }

    static final long LOAD_MS = 500;
    static final long PLAY_MS = 3_000;
    static final long EARLY_CLOSE_MS = 1_000;

    private final MainThread clock;
    private final Behaviour behaviour;
    private AdEvents events;

    public DebugRewardedAdapter(MainThread clock, Behaviour behaviour) {
        this.clock = clock;
        this.behaviour = behaviour;
    }

    /** Read at every call: nothing a caller passes can make a release pay. */
    private static boolean debugBuild() {
        return BuildConfig.DEBUG;
    }

    @Override
    public String network() {
        return "debug";
    }

    @Override
    public void start(AdEvents events) {
        this.events = events;
        boolean debugBuild = debugBuild();
        if (!debugBuild) {
            System.err.println("ropeman ads: the debug ad adapter pays every reward without an ad: refused in a release build; no ads");
        }
        events.consent(debugBuild, behaviour == Behaviour.PRIVACY_REGION);
    }

    @Override
    public void showPrivacyOptions() {
        events.consent(debugBuild(), behaviour == Behaviour.PRIVACY_REGION);
    }

    @Override
    public void load(final String placement) {
        if (!debugBuild()) {
            events.loadFailed(placement, Mobile.ReasonNotReady, "debug adapter refused in a release build");
            return;
        }
        if (behaviour == Behaviour.NO_FILL) {
            clock.postDelayed(() -> events.loadFailed(placement, Mobile.ReasonNoFill, "debug: no fill"), LOAD_MS);
            return;
        }
        clock.postDelayed(() -> events.loaded(placement), LOAD_MS);
    }

    @Override
    public boolean opensActivity() {
        return false;
    }

    @Override
    public void show(String placement, final long requestId, String userId, String customData) {
        if (!debugBuild()) {
            events.showFailed(requestId, Mobile.ReasonNotReady, "debug adapter refused in a release build");
            return;
        }
        switch (behaviour) {
            case FAIL_SHOW:
                events.showFailed(requestId, Mobile.ReasonInternal, "debug: show failed");
                return;
            case THROW_ON_SHOW:
                throw new IllegalStateException("debug: the adapter threw");
            case NEVER_ANSWER:
                return;
            default:
                break;
        }
        events.opened(requestId);
        switch (behaviour) {
            case NEVER_CLOSE:
                return;
            case CLOSE_EARLY:
                clock.postDelayed(() -> events.closed(requestId), EARLY_CLOSE_MS);
                return;
            case REWARD_AFTER_CLOSE:
                clock.postDelayed(() -> {
                    events.closed(requestId);
                    events.rewarded(requestId, "reward", 1);
                }, PLAY_MS);
                return;
            default:
                clock.postDelayed(() -> {
                    events.rewarded(requestId, "reward", 1);
                    events.closed(requestId);
                }, PLAY_MS);
        }
    }
}
