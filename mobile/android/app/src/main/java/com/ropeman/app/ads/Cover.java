package com.ropeman.app.ads;

import com.ropeman.game.mobile.EbitenView;

/**
 * Keeps the game view paused exactly while something covers it: a rewarded
 * ad, or the activity in the background. Whichever of "the ad is gone" and
 * "the activity is back" comes last resumes the view, once; no path that
 * pauses it can leave it paused. Main thread only.
 *
 * An ad that opens an Activity of its own (every real network) can cost the
 * GL context, so the view saves its GPU resources before such an ad
 * (EbitenView.saveGPUResources, which also freezes the game after one more
 * frame). An ad that opens no Activity (DebugRewardedAdapter) only suspends
 * the view: saving would freeze the game until an onResume that never comes.
 */
public final class Cover {
    private final EbitenView view;
    private boolean covered;           // an ad is on screen, or about to be
    private boolean background = true; // until the first onResume
    private boolean running;           // what the view was last told
    private boolean surfacePaused;     // suspendGame called since the last resumeGame

    public Cover(EbitenView view) {
        this.view = view;
    }

    /** An ad is about to take the screen. */
    public void coverGame(boolean opensActivity) {
        if (covered) {
            return;
        }
        covered = true;
        if (!running) {
            return;
        }
        running = false;
        if (opensActivity) {
            view.saveGPUResources();
        } else {
            pauseSurface();
        }
    }

    /** The ad is gone: closed, failed, or given up on by the watchdog. */
    public void uncoverGame() {
        covered = false;
        resumeIfClear();
    }

    /** Activity.onPause: the GL surface must pause with the activity. */
    public void activityPaused() {
        background = true;
        running = false;
        pauseSurface();
    }

    /** Activity.onResume. */
    public void activityResumed() {
        background = false;
        resumeIfClear();
    }

    /** Whether an ad covers the game now. */
    public boolean isCovered() {
        return covered;
    }

    private void pauseSurface() {
        if (!surfacePaused) {
            surfacePaused = true;
            view.suspendGame();
        }
    }

    private void resumeIfClear() {
        if (running || covered || background) {
            return;
        }
        running = true;
        surfacePaused = false;
        view.resumeGame(); // also ends the freeze that saveGPUResources began
    }
}
