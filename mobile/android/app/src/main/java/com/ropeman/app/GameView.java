package com.ropeman.app;

import android.content.Context;
import android.util.Log;

import com.ropeman.game.mobile.EbitenView;

/** The game's view: Ebitengine's generated EbitenView, with errors logged. */
public final class GameView extends EbitenView {
    public GameView(Context context) {
        super(context);
    }

    @Override
    protected void onErrorOnGameUpdate(Exception e) {
        // The Go side already logged the details; leave a trace for crash
        // reports and let the default handling end the app.
        Log.e("ropeman", "game update failed", e);
        super.onErrorOnGameUpdate(e);
    }
}
