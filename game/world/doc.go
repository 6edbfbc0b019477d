// Package world is the simulation of one run: the level's track, the
// runner, and the rules that decide a fall or a win. The game steps it once
// per fixed tick with a small input command and turns the events it emits
// into sound, haptics and screens.
//
// Its files by concern: the level and its queries (level.go), reading a
// level file (parse.go, entity.go, bend.go), the run and its tick
// (world.go, events.go), yarn and gates (yarn.go, colour.go, gate.go), one
// file per obstacle kind with its motion, hit test and rope collider
// (saw.go, blade.go, spikes.go, bar.go, scissors.go, wall.go), the kind
// table the hit check and the bot walk (kinds.go), the rope he trails and
// what cuts it (trail.go, colliders.go), spiders, the runway and ribbon,
// the bot and the generated levels. At the end of a tick Snap fills a
// Snapshot of the run (snapshot.go): the values the drawing side reads,
// in buffers of the snapshot's own, never a pointer into the run.
//
// It imports no Ebitengine package and nothing of the game's drawing,
// never reads the clock and draws its randomness from a seeded generator:
// a recorded input log replays to the same state hash.
package world
