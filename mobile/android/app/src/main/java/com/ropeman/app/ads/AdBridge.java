package com.ropeman.app.ads;

import java.util.concurrent.Executor;

import com.ropeman.game.mobile.AdProvider;
import com.ropeman.game.mobile.Mobile;

/**
 * Connects the Go game to one {@link RewardedAdapter}.
 *
 * Go calls the AdProvider methods on the game's GL thread; each posts the
 * SDK call to the main thread and returns at once, as the SDKs want. The
 * adapter's events go straight to Go, which only queues them. No exception
 * ever escapes into Go: a failing adapter becomes a failed load or show.
 */
public final class AdBridge implements AdProvider, AdEvents {
    private final RewardedAdapter adapter;
    private final Executor mainThread;
    private final Runnable beforeShow;

    /**
     * @param mainThread runs on the main thread (new Handler(Looper.getMainLooper())::post)
     * @param beforeShow runs on the main thread just before a full-screen ad
     *                   covers the game (EbitenView.saveGPUResources: the GL
     *                   context may be lost around ads)
     */
    public AdBridge(RewardedAdapter adapter, Executor mainThread, Runnable beforeShow) {
        this.adapter = adapter;
        this.mainThread = mainThread;
        this.beforeShow = beforeShow;
    }

    @Override
    public void startSDK() {
        mainThread.execute(() -> {
            try {
                adapter.start(this);
            } catch (RuntimeException e) {
                logLine("start failed: " + e);
            }
        });
    }

    @Override
    public void loadAd(final String placement) {
        mainThread.execute(() -> {
            try {
                adapter.load(placement);
            } catch (RuntimeException e) {
                loadFailed(placement, Mobile.ReasonInternal, e.toString());
            }
        });
    }

    @Override
    public void showAd(final String placement, final long requestID, final String userID, final String customData) {
        mainThread.execute(() -> {
            try {
                beforeShow.run();
                adapter.show(placement, requestID, userID, customData);
            } catch (RuntimeException e) {
                showFailed(requestID, Mobile.ReasonInternal, e.toString());
            }
        });
    }

    // AdEvents: straight to Go, which only queues (safe from any thread).

    @Override
    public void loaded(String placement) {
        Mobile.adLoaded(placement);
    }

    @Override
    public void loadFailed(String placement, long code, String message) {
        Mobile.adLoadFailed(placement, code, message == null ? "" : message);
    }

    @Override
    public void opened(long requestId) {
        Mobile.adOpened(requestId);
    }

    @Override
    public void showFailed(long requestId, long code, String message) {
        Mobile.adShowFailed(requestId, code, message == null ? "" : message);
    }

    @Override
    public void rewarded(long requestId, String type, long amount) {
        Mobile.adRewarded(requestId, type == null ? "" : type, amount);
    }

    @Override
    public void closed(long requestId) {
        Mobile.adClosed(requestId);
    }

    private static void logLine(String s) {
        System.err.println("ropeman ads: " + s);
    }
}
