package com.ropeman.app.ads;

import com.ropeman.app.BuildConfig;
import com.ropeman.game.mobile.AdProvider;
import com.ropeman.game.mobile.Mobile;

/**
 * Connects the Go game to one {@link RewardedAdapter}, and covers the game
 * while its ad shows.
 *
 * One bridge lives as long as the process (MainActivity keeps it in a static
 * field) and each new activity {@link #attach attaches} its adapter and its
 * cover to it: a show in progress when the activity is recreated goes on,
 * and its reward and close still reach Go under its request id.
 *
 * Go calls the AdProvider methods on the game's GL thread; each posts to the
 * main thread and returns at once. The adapter's events may come from any
 * thread; they too hop to the main thread, where the show's state lives.
 *
 * The contract, for every show: {@link Cover#coverGame} before the ad takes
 * the screen (and, for an ad in its own Activity, the view's GPU resources
 * saved), {@link Cover#uncoverGame} after it is gone, on the close and on
 * every failure path; Go hears exactly one terminal event (closed or show
 * failed). Game time stops while the game is covered, so the Go side cannot
 * time out a silent ad: a wall-clock watchdog here ends a show that has not
 * appeared within {@link #OPEN_LIMIT_MS} and closes an ad that stays up past
 * {@link #CLOSE_LIMIT_MS}, and tells the adapter (its cancel hook). As in Go,
 * a reward or a close proves the ad was on screen though the adapter never
 * said "opened", and so does the ad's Activity taking the screen. The close
 * limit counts only while the player is in the app: one who left the ad
 * for its store page and comes back later finds his ad, and its reward,
 * still there ({@link #appVisible}). No exception ever escapes into Go.
 */
public final class AdBridge implements AdProvider, AdEvents {
    /** A show that has not appeared this long after it was asked for fails. */
    public static final long OPEN_LIMIT_MS = 15_000;
    /** An ad on screen this long without a close is closed. */
    public static final long CLOSE_LIMIT_MS = 150_000;
    /** The longest the show waits for the view to save its GPU resources. */
    public static final long GPU_SAVE_LIMIT_MS = 1_000;
    /** How often it looks. */
    static final long GPU_SAVE_POLL_MS = 16;

    private final MainThread main;
    private final Runnable watchdog = this::giveUp;
    private RewardedAdapter adapter;
    private Cover cover;

    // Main-thread state. Request ids are never 0 (the Go side's rule).
    private long showing;   // the show covering the game; 0: none
    private boolean opened; // it is on screen
    private long lastEnded; // the show that ended last: a late reward still counts
    private Runnable pendingShow; // waiting for the GPU resources to be saved
    private boolean appVisible = true; // some Activity of the app is started
    private boolean closeDue; // the close limit passed while the player was away

    public AdBridge(MainThread main) {
        this.main = main;
    }

    /**
     * Gives the bridge this activity's adapter and cover (onCreate, before
     * registering the bridge with Go). A show still in progress covers the
     * new view too, until it ends.
     */
    public AdBridge attach(RewardedAdapter adapter, Cover cover) {
        this.adapter = adapter;
        this.cover = cover;
        if (showing != 0) {
            cover.coverGame(false);
        }
        return this;
    }

    // AdProvider: called by Go on the game's thread.

    @Override
    public void startSDK() {
        main.post(() -> {
            try {
                adapter.start(this);
            } catch (RuntimeException e) {
                logLine("start failed: " + e);
            }
        });
    }

    @Override
    public void loadAd(final String placement) {
        main.post(() -> {
            try {
                adapter.load(placement);
            } catch (RuntimeException e) {
                loadFailed(placement, Mobile.ReasonInternal, e.toString());
            }
        });
    }

    @Override
    public void showAd(final String placement, final long requestID, final String userID, final String customData) {
        main.post(() -> beginShow(placement, requestID, userID, customData));
    }

    /** Whether this app is a debug build, in its own word: Go refuses the simulated ads otherwise. */
    @Override
    public boolean debugBuild() {
        return BuildConfig.DEBUG;
    }

    /**
     * Whether any Activity of the app is started (the game's or an ad
     * SDK's), from the app's activity lifecycle callbacks, main thread. The
     * player who follows an ad to its store page leaves them all stopped;
     * the ad's close limit waits for him, and counts again from his return.
     */
    public void appVisible(boolean visible) {
        appVisible = visible;
        if (visible && closeDue && showing != 0) {
            closeDue = false;
            main.cancel(watchdog);
            main.postDelayed(watchdog, CLOSE_LIMIT_MS);
        }
    }

    @Override
    public void showPrivacyOptions() {
        main.post(() -> {
            try {
                adapter.showPrivacyOptions();
            } catch (RuntimeException e) {
                logLine("privacy options failed: " + e);
            }
        });
    }

    private void beginShow(String placement, long requestID, String userID, String customData) {
        if (showing != 0) {
            // Go asks for a show only when none is in progress, so it has
            // already settled the old one: let that one go quietly.
            logLine("show " + showing + " replaced by " + requestID);
            abandon(showing);
            endShow();
        }
        showing = requestID;
        opened = false;
        boolean opensActivity = true; // the safe guess if the adapter throws
        try {
            opensActivity = adapter.opensActivity();
        } catch (RuntimeException e) {
            logLine("opensActivity failed: " + e);
        }
        cover.coverGame(opensActivity);
        main.postDelayed(watchdog, OPEN_LIMIT_MS);
        long since = main.now();
        pendingShow = new Runnable() {
            @Override
            public void run() {
                if (showing != requestID || pendingShow != this) {
                    return; // ended while it waited
                }
                if (!cover.gpuResourcesSaved() && main.now() - since < GPU_SAVE_LIMIT_MS) {
                    main.postDelayed(this, GPU_SAVE_POLL_MS);
                    return;
                }
                pendingShow = null;
                try {
                    adapter.show(placement, requestID, userID, customData);
                } catch (RuntimeException e) {
                    abandon(requestID);
                    onShowFailed(requestID, Mobile.ReasonInternal, e.toString());
                }
            }
        };
        pendingShow.run();
    }

    // AdEvents: from the adapter, any thread. Loads and consent go straight
    // to Go, which only queues them; show events change the cover, on the
    // main thread.

    @Override
    public void consent(boolean canRequestAds, boolean privacyOptionsRequired) {
        Mobile.adConsent(canRequestAds, privacyOptionsRequired);
    }

    @Override
    public void loaded(String placement) {
        Mobile.adLoaded(placement);
    }

    @Override
    public void loadFailed(String placement, long code, String message) {
        Mobile.adLoadFailed(placement, code, message == null ? "" : message);
    }

    @Override
    public void expired(String placement) {
        Mobile.adExpired(placement);
    }

    @Override
    public void opened(final long requestId) {
        main.post(() -> onOpened(requestId));
    }

    @Override
    public void showFailed(final long requestId, final long code, final String message) {
        main.post(() -> onShowFailed(requestId, code, message));
    }

    @Override
    public void rewarded(final long requestId, final String type, final long amount) {
        main.post(() -> onRewarded(requestId, type, amount));
    }

    @Override
    public void closed(final long requestId) {
        main.post(() -> onClosed(requestId));
    }

    private void onOpened(long requestId) {
        if (requestId != showing || opened) {
            logLine("ignored opened for " + requestId);
            return;
        }
        onScreen();
        Mobile.adOpened(requestId);
    }

    /** The ad is on screen: from now on only the close limit applies. */
    private void onScreen() {
        opened = true;
        main.cancel(watchdog);
        main.postDelayed(watchdog, CLOSE_LIMIT_MS);
    }

    private void onRewarded(long requestId, String type, long amount) {
        if (requestId == 0 || (requestId != showing && requestId != lastEnded)) {
            logLine("ignored reward for " + requestId);
            return;
        }
        if (requestId == showing && !opened) {
            onScreen(); // a reward proves the ad was seen
        }
        // Before or after the close, once or more: Go pays once.
        Mobile.adRewarded(requestId, type == null ? "" : type, amount);
    }

    private void onShowFailed(long requestId, long code, String message) {
        if (requestId != showing) {
            logLine("ignored show failure for " + requestId);
            return;
        }
        Mobile.adShowFailed(requestId, code, message == null ? "" : message);
        endShow();
    }

    private void onClosed(long requestId) {
        if (requestId != showing) {
            logLine("ignored close for " + requestId);
            return;
        }
        Mobile.adClosed(requestId);
        endShow();
    }

    /** The watchdog: the ad never appeared, or never closed. */
    private void giveUp() {
        long id = showing;
        if (id == 0) {
            return;
        }
        if (!opened && cover.adOnScreen()) {
            // The adapter never said "opened", but the ad's Activity holds
            // the screen: wait for its close, as Go would.
            logLine("ad " + id + " on screen without \"opened\": waiting for its close");
            onScreen();
            return;
        }
        if (opened && !appVisible) {
            // He left the app from the ad (its store page) and is not back:
            // closing it now would lose a reward its SDK reports on his return.
            logLine("ad " + id + " up " + CLOSE_LIMIT_MS + " ms while the player is away: waiting for his return");
            closeDue = true;
            return;
        }
        abandon(id);
        if (opened) {
            logLine("ad " + id + " still up after " + CLOSE_LIMIT_MS + " ms: closing it");
            Mobile.adClosed(id);
        } else {
            Mobile.adShowFailed(id, Mobile.ReasonTimeout, "no answer from the ad network in " + OPEN_LIMIT_MS + " ms");
        }
        endShow();
    }

    /** Tells the adapter the bridge has ended show id without it. */
    private void abandon(long id) {
        try {
            adapter.cancel(id);
        } catch (RuntimeException e) {
            logLine("cancel failed: " + e);
        }
    }

    private void endShow() {
        main.cancel(watchdog);
        pendingShow = null;
        closeDue = false;
        lastEnded = showing;
        showing = 0;
        opened = false;
        cover.uncoverGame();
    }

    private static void logLine(String s) {
        System.err.println("ropeman ads: " + s);
    }
}
