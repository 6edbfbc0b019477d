package com.unity3d.mediation.rewarded;

/** Stub of the Unity LevelPlay SDK 9 type of that name (what the adapter uses); see mobile/bindtest/testdata/sdk. */
public final class LevelPlayReward {
    private final String name;
    private final int amount;

    public LevelPlayReward(String name, int amount) {
        this.name = name;
        this.amount = amount;
    }

    public String getName() {
        return name;
    }

    public int getAmount() {
        return amount;
    }
}
