package world

import (
	"math"
	"strings"
	"testing"

	"ropeman/player"
)

// noYarnBoss is a boss level he reaches with only the start yarn: one
// floor, the finish 12 m in, nothing on the way to pick up.
const noYarnBoss = `{"name": "boss", "finish": 12, "finale": "boss", "track": [{"kind": "floor", "length": 60, "width": 5}]}`

func allFinite(w *World) bool {
	for _, p := range w.Rope().Positions() {
		if !finite(p.X) || !finite(p.Y) || !finite(p.Z) {
			return false
		}
	}
	r := &w.Runner
	return finite(r.X) && finite(r.Y) && finite(r.S) && finite(r.Speed)
}

// A novice reaches the boss with a few metres of yarn: the rope stays a
// rope through the arena, whoever steers (the bot, a casual bot, nobody,
// a finger swinging wide), to the end of the fight.
func TestTheBossArenaWithOnlyTheStartYarnStaysFinite(t *testing.T) {
	for _, c := range []struct {
		name  string
		input func(w *World, b *Bot) player.Input
	}{
		{"nobody steers", func(*World, *Bot) player.Input { return player.Input{} }},
		{"the bot", func(w *World, b *Bot) player.Input { return b.Input(w) }},
		{"a casual bot", func(w *World, b *Bot) player.Input { b.Skill = Casual; return b.Input(w) }},
		{"a finger swinging wide", func(w *World, _ *Bot) player.Input {
			return player.Input{Steer: true, SteerX: float32(2.4 * math.Sin(float64(w.Tick)/9))}
		}},
	} {
		w := withRope(t, New(level(t, noYarnBoss), tuning(t), 7))
		var b Bot
		arena := false
		for tick := 0; tick < 60*40 && !w.Over(); tick++ {
			w.Step(c.input(w, &b))
			arena = arena || w.InArena()
			if !allFinite(w) || w.Fault() != nil {
				t.Fatalf("%s: tick %d (in the arena %v, %.2f m of yarn): not finite (fault %v)", c.name, w.Tick, w.InArena(), w.Yarn(), w.Fault())
			}
		}
		if !arena || !w.Over() {
			t.Errorf("%s: reached the arena %v, over %v: the test ran past nothing", c.name, arena, w.Over())
		}
	}
}

// A rope that goes NaN (as one did entering the arena with little yarn)
// is caught the tick it happens: the run ends as a loss that reaches its
// fail card, nothing NaN is left to draw or to spread, the fault names
// the particle, and the broken run hashes alike every time.
func TestABrokenRopeEndsTheRunAsALoss(t *testing.T) {
	run := func() *World {
		w := withRope(t, New(level(t, noYarnBoss), tuning(t), 7))
		var b Bot
		for !w.InArena() {
			w.Step(b.Input(w))
		}
		w.Rope().Positions()[3].Y = float32(math.NaN()) // what the arena's first tick did
		for tick := 0; tick < settleTicks+1 && !w.Over(); tick++ {
			w.Step(b.Input(w))
		}
		return w
	}
	w := run()
	f := w.Fault()
	if f == nil || !strings.Contains(f.Error(), "rope particle") || !strings.Contains(f.Error(), "ends as a loss") {
		t.Fatalf("fault %v, want a rope particle named", f)
	}
	if w.Outcome != Lost || !w.Over() {
		t.Errorf("outcome %v, over %v: want a lost run that reaches its card", w.Outcome, w.Over())
	}
	if !allFinite(w) || w.Yarn() != 0 {
		t.Errorf("after the fault: finite %v, %.2f m of yarn; want nothing NaN left and no yarn", allFinite(w), w.Yarn())
	}
	h := w.Hash()
	w.Step(player.Input{Steer: true, SteerX: 2, Jump: true})
	if w.Fault() != f || !allFinite(w) {
		t.Error("a broken run changed after its fault")
	}
	if again := run().Hash(); again != h {
		t.Errorf("the same broken run hashes %x, then %x", h, again)
	}
}

// The same for the runner himself: he is put back where he last was
// whole, and the run ends.
func TestABrokenRunnerEndsTheRunAsALoss(t *testing.T) {
	w := withRope(t, New(level(t, noYarnBoss), tuning(t), 7))
	for i := 0; i < 60; i++ {
		w.Step(player.Input{})
	}
	before := w.Runner.S
	w.Runner.X = float32(math.NaN())
	w.Step(player.Input{})
	if f := w.Fault(); f == nil || !strings.Contains(f.Error(), "runner") || w.Outcome != Lost {
		t.Fatalf("fault %v, outcome %v; want the runner named and the run lost", f, w.Outcome)
	}
	if !allFinite(w) || w.Runner.S < before {
		t.Errorf("runner after the fault: %+v, want him where he last was whole (s >= %.2f)", w.Runner, before)
	}
}
