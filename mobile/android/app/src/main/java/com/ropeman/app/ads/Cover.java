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
 * frame; the bridge waits for {@link #gpuResourcesSaved} before the show).
 * An ad that opens no Activity (DebugRewardedAdapter) only suspends the
 * view: saving would freeze the game until an onResume that never comes.
 */
public final class Cover {
    private final EbitenView view;
    private boolean covered;           // an ad is on screen, or about to be
    private boolean background = true; // until the first onResume
    private boolean running;           // what the view was last told
    private boolean surfacePaused;     // suspendGame called since the last resumeGame
    private boolean saving;            // saveGPUResources called for this cover
    private boolean leftForAd;         // the activity paused while covered: the ad took the screen

    public Cover(EbitenView view) {
        this.view = view;
    }

    /** An ad is about to take the screen. */
    public void coverGame(boolean opensActivity) {
        if (covered) {
            return;
        }
        covered = true;
        saving = false;
        leftForAd = false;
        if (!running) {
            return;
        }
        running = false;
        if (opensActivity) {
            saving = true;
            view.saveGPUResources();
        } else {
            pauseSurface();
        }
    }

    /**
     * Whether the ad may take the screen: the GPU resources the cover asked
     * the view to save are saved (or nothing was asked).
     */
    public boolean gpuResourcesSaved() {
        return !saving || view.areGPUResourcesSaved();
    }

    /**
     * Whether an ad is on screen as far as Android can tell: the activity
     * went to the background while the game was covered (the ad's
     * Activity took the screen), even if the adapter never said "opened".
     */
    public boolean adOnScreen() {
        return covered && leftForAd;
    }

    /** The ad is gone: closed, failed, or given up on by the watchdog. */
    public void uncoverGame() {
        covered = false;
        leftForAd = false;
        resumeIfClear();
    }

    /** Activity.onPause: the GL surface must pause with the activity. */
    public void activityPaused() {
        background = true;
        running = false;
        if (covered) {
            leftForAd = true;
        }
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
