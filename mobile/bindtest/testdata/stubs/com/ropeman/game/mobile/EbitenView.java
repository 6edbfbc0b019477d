package com.ropeman.game.mobile;

import java.util.ArrayList;
import java.util.List;

import android.content.Context;

/**
 * Test stub of the EbitenView that `ebitenmobile bind` generates (Ebitengine
 * v2.10.4, cmd/ebitenmobile/_files/EbitenView.java): the public methods the
 * app calls, with the same names and signatures, recording each call
 * instead of driving a GL surface. bind_test.go checks the signatures
 * against the real template in the module cache.
 */
public class EbitenView extends android.view.View {
    /** Every call, in order: "suspendGame", "resumeGame", "saveGPUResources". */
    public final List<String> calls = new ArrayList<>();
    /** How many areGPUResourcesSaved calls answer false after a save starts (-1: never saved). */
    public int savingPolls;

    public EbitenView(Context context) {
    }

    public void suspendGame() {
        calls.add("suspendGame");
    }

    public void resumeGame() {
        calls.add("resumeGame");
    }

    public void saveGPUResources() {
        calls.add("saveGPUResources");
    }

    public boolean areGPUResourcesSaved() {
        if (savingPolls == 0) {
            return true;
        }
        if (savingPolls > 0) {
            savingPolls--;
        }
        return false;
    }

    protected void onErrorOnGameUpdate(Exception e) {
    }
}
