package com.ropeman.app;

import android.content.Context;
import android.util.Log;

import com.ropeman.game.mobile.EbitenView;

/**
 * The game's view: Ebitengine's generated EbitenView, ending the app when
 * the game fails.
 */
public final class GameView extends EbitenView {
    public GameView(Context context) {
        super(context);
    }

    /**
     * Called on the main thread when the game's update returned an error.
     * EbitenView's own handler only logs it, and the game never updates
     * again: the screen would freeze on its last frame. Ending the app
     * instead gives the player a fresh start (progress is saved after
     * every level and purchase) and puts the failure in the store's crash
     * reports.
     */
    @Override
    protected void onErrorOnGameUpdate(Exception e) {
        Log.e("ropeman", "game update failed", e);
        throw new RuntimeException("game update failed", e);
    }
}
