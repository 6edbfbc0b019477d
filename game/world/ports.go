package world

import (
	"ropeman/player"
	"ropeman/rope"
)

// The world's parts (his haul, the finale, the boss fight, the cutters,
// the spiders, the bot) own their state and reach the rest of the run
// only through ports: what they are given when the world is made (see
// wire), or the values a call passes. A part holds what it may touch:
// the haul cannot move the boss, the finale cannot pick up yarn.

// tether is his rope and what it lies in (embedded in World): the rope
// (nil until AttachRope), the pieces cuts send flying, the colliders it
// meets and the trail's tuning.
type tether struct {
	rope  *rope.Rope
	pool  *rope.Pool
	space rope.Space
	trail TrailTuning
}

// journal is the run's record of what happens: a tick's events, the
// hazard that took yarn or cut the rope, and how the run ends.
type journal interface {
	emit(k EventKind)
	took(by Hazard, cut bool)
	decide(o Outcome, k EventKind)
}

// runPorts are what the world's parts share of the run: the level, his
// runner and his tuning, the tick and the outcome. Each part holds the
// ones it uses (pointers into its world: a world is made by New and
// never copied).
type runPorts struct {
	level   *Level
	runner  *player.Runner
	run     *player.Tuning
	tick    *int
	outcome *Outcome
	line    *tether
	log     journal
}

// wire gives the world's parts their ports, once, as the world is made.
func (w *World) wire() {
	p := runPorts{level: w.Level, runner: &w.Runner, run: &w.Tuning, tick: &w.Tick, outcome: &w.Outcome, line: &w.tether, log: w}
	w.haul.runPorts, w.haul.yarnTuning, w.haul.stats = p, &w.YarnTuning, &w.Stats
	w.finale.runPorts, w.finale.runway, w.finale.end, w.finale.fight, w.finale.haul = p, &w.Runway, &w.end, &w.boss, &w.haul
	w.boss.ports = bossPorts{runPorts: p, tuning: &w.Boss, body: &w.Body, finale: &w.finale, floor: &w.floor}
}
