package com.ropeman.app.ads;

import com.ropeman.game.mobile.AdProvider;
import com.ropeman.game.mobile.Mobile;

/**
 * Connects the Go game to one {@link RewardedAdapter}, and covers the game
 * while its ad shows.
 *
 * Go calls the AdProvider methods on the game's GL thread; each posts to the
 * main thread and returns at once. The adapter's events may come from any
 * thread; they too hop to the main thread, where the show's state lives.
 *
 * The contract, for every show: {@link Cover#coverGame} before the ad takes
 * the screen, {@link Cover#uncoverGame} after it is gone, on the close and
 * on every failure path; Go hears exactly one terminal event (closed or
 * show failed). Game time stops while the game is covered, so the Go side
 * cannot time out a silent ad: a wall-clock watchdog here fails a show
 * that never opens within {@link #OPEN_LIMIT_MS} and closes an ad that
 * stays up past {@link #CLOSE_LIMIT_MS}. No exception ever escapes into Go.
 */
public final class AdBridge implements AdProvider, AdEvents {
    /** A show that has not opened this long after it was asked for fails. */
    public static final long OPEN_LIMIT_MS = 15_000;
    /** An ad on screen this long without a close is closed. */
    public static final long CLOSE_LIMIT_MS = 150_000;

    private final RewardedAdapter adapter;
    private final MainThread main;
    private final Cover cover;
    private final Runnable watchdog = this::giveUp;

    // Main-thread state. Request ids are never 0 (the Go side's rule).
    private long showing;   // the show covering the game; 0: none
    private boolean opened; // it is on screen
    private long lastEnded; // the show that ended last: a late reward still counts

    public AdBridge(RewardedAdapter adapter, MainThread main, Cover cover) {
        this.adapter = adapter;
        this.main = main;
        this.cover = cover;
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

    private void beginShow(String placement, long requestID, String userID, String customData) {
        if (showing != 0) {
            // Go asks for a show only when none is in progress, so it has
            // already settled the old one: let that one go quietly.
            logLine("show " + showing + " replaced by " + requestID);
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
        try {
            adapter.show(placement, requestID, userID, customData);
        } catch (RuntimeException e) {
            onShowFailed(requestID, Mobile.ReasonInternal, e.toString());
        }
    }

    // AdEvents: from the adapter, any thread. Loads go straight to Go,
    // which only queues them; show events change the cover, on the main
    // thread.

    @Override
    public void loaded(String placement) {
        Mobile.adLoaded(placement);
    }

    @Override
    public void loadFailed(String placement, long code, String message) {
        Mobile.adLoadFailed(placement, code, message == null ? "" : message);
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
        opened = true;
        main.cancel(watchdog);
        main.postDelayed(watchdog, CLOSE_LIMIT_MS);
        Mobile.adOpened(requestId);
    }

    private void onRewarded(long requestId, String type, long amount) {
        if (requestId == 0 || (requestId != showing && requestId != lastEnded)) {
            logLine("ignored reward for " + requestId);
            return;
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

    /** The watchdog: the ad never opened, or never closed. */
    private void giveUp() {
        long id = showing;
        if (id == 0) {
            return;
        }
        if (opened) {
            logLine("ad " + id + " still up after " + CLOSE_LIMIT_MS + " ms: closing it");
            Mobile.adClosed(id);
        } else {
            Mobile.adShowFailed(id, Mobile.ReasonTimeout, "no answer from the ad network in " + OPEN_LIMIT_MS + " ms");
        }
        endShow();
    }

    private void endShow() {
        main.cancel(watchdog);
        lastEnded = showing;
        showing = 0;
        opened = false;
        cover.uncoverGame();
    }

    private static void logLine(String s) {
        System.err.println("ropeman ads: " + s);
    }
}
