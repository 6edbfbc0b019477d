// Package world is the simulation of one run: the level's track, the
// runner, and the rules that decide a fall or a win. The game steps it once
// per fixed tick with a small input command and turns the events it emits
// into sound, haptics and screens.
//
// It imports no Ebitengine package, never reads the clock and draws its
// randomness from a seeded generator: a recorded input log replays to the
// same state hash.
package world
