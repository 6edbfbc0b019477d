package world

import (
	"maps"
	"testing"

	"ropeman/player"
)

// Every way a run is lost is told apart: a fall, and each thing that can
// take the last of his yarn, by a hit or by a cut.
func TestTheCauseOfALostRun(t *testing.T) {
	rules := tuning(t)
	for _, c := range []struct {
		name, entity string
		steerX       float32 // where he runs
		want         Cause
	}{
		{"wrong ball", `{"kind": "yarn", "s": 10, "x": 0, "colour": "blue"}`, 0, Cause{By: HazardWrongBall}},
		{"gate", `{"kind": "mathGate", "s": 10, "left": "-5", "right": "-5"}`, 0, Cause{By: HazardGate}},
		{"saw", `{"kind": "saw", "s": 10, "x": 0, "radius": 0.6}`, 0, Cause{By: HazardSaw}},
		{"blade", `{"kind": "blade", "s": 10, "x": 0, "amplitude": 40, "period": 2}`, 0, Cause{By: HazardBlade}},
		{"spikes", `{"kind": "spikes", "s": 10, "x": 0, "width": 2, "length": 2}`, 0, Cause{By: HazardSpikes}},
		{"bar", `{"kind": "bar", "s": 10, "x": 0.3, "radius": 1.5, "period": 3}`, 0, Cause{By: HazardBar}},
		{"scissors", `{"kind": "scissors", "s": 10, "period": 2}`, 1.5, Cause{By: HazardScissors}},
		{"wall", `{"kind": "wall", "s": 10, "width": 1.5, "slide": 0, "period": 3}`, 0, Cause{By: HazardWall}},
		{"spider", `{"kind": "spider", "s": 10, "x": 0, "slide": 0.3, "speed": 0.5}`, 0, Cause{By: HazardSpider}},
	} {
		w := New(yarnLevel(t, c.entity), rules, 1)
		w.haul.yarn = 0.01 // whatever takes some takes it all
		for i := 0; i < 1200 && w.Outcome == Running; i++ {
			w.Step(player.Input{Steer: true, SteerX: c.steerX})
		}
		if w.Outcome != Lost || w.Cause() != c.want {
			t.Errorf("%s: outcome %v, cause %+v; want lost to %+v", c.name, w.Outcome, w.Cause(), c.want)
		}
	}
	w := New(level(t, `{"name": "gap", "finish": 60, "colour": "red", "track": [{"kind": "floor", "length": 20, "width": 5},
		{"kind": "gap", "length": 4}, {"kind": "floor", "length": 60, "width": 5}], "entities": []}`), rules, 1)
	for i := 0; i < 1200 && !w.Over(); i++ {
		w.Step(player.Input{})
	}
	if w.Outcome != Lost || w.Cause() != (Cause{Fell: true}) {
		t.Errorf("into a gap: outcome %v, cause %+v; want a fall", w.Outcome, w.Cause())
	}
	w = New(level(t, `{"name": "side", "finish": 60, "colour": "red", "track": [{"kind": "floor", "length": 20, "width": 8},
		{"kind": "floor", "length": 60, "width": 2}], "entities": []}`), rules, 1)
	for i := 0; i < 1200 && !w.Over(); i++ {
		w.Step(player.Input{Steer: true, SteerX: 3.5})
	}
	if w.Outcome != Lost || w.Cause() != (Cause{Fell: true, Side: true}) {
		t.Errorf("off a narrowing side: outcome %v, cause %+v; want a fall off the side", w.Outcome, w.Cause())
	}
	if (&World{}).Cause() != (Cause{}) {
		t.Error("a run not lost has a cause")
	}
}

// A cut names the obstacle whose collider cut the rope. A bar sweeping
// under his rope really cuts it; and every cutting collider of a level
// with all the kinds names the obstacle it stands at (so a handle counted
// in the wrong order names the wrong one).
func TestACutNamesWhatCutTheRope(t *testing.T) {
	w := withRope(t, New(yarnLevel(t, `{"kind": "bar", "s": 20, "x": 0.3, "radius": 1.5, "period": 3}`), tuning(t), 1))
	w.PlaceAt(0, 21.8)
	w.layRope()
	w.revive.wait = w.Tick + 600
	cut := false
	for i := 0; i < 200 && !cut; i++ {
		cut = has(w.Step(player.Input{}), Cut)
	}
	if !cut || w.end.taker != (Cause{By: HazardBar, Cut: true}) {
		t.Errorf("a bar under his rope: cut %v, taken by %+v; want a cut by the bar", cut, w.end.taker)
	}

	at := map[Hazard]float32{HazardSaw: 10, HazardBlade: 15, HazardBar: 20, HazardScissors: 25, HazardSpider: 30}
	w = withRope(t, New(yarnLevel(t, `{"kind": "saw", "s": 10, "x": 0, "radius": 0.6}, {"kind": "blade", "s": 15, "x": 0, "amplitude": 40, "period": 2},
		{"kind": "bar", "s": 20, "x": 0, "radius": 1.2, "period": 3}, {"kind": "scissors", "s": 25, "period": 2},
		{"kind": "spider", "s": 30, "x": 0, "slide": 0.3, "speed": 0.5}, {"kind": "saw", "s": 10.5, "x": 1, "radius": 0.5}`), tuning(t), 1))
	w.Step(player.Input{})
	seen := map[Hazard]int{}
	for h := w.cutters.first; h < w.space.Len(); h++ {
		by := w.cutters.hazard(w.Level, w.spiders, h)
		c := w.space.Collider(h)
		lo, hi := c.Bounds()
		s := -(lo.Z + hi.Z) / 2 // track space: s runs down -Z
		if want, ok := at[by]; !ok || abs(s-want) > 1.6 {
			t.Errorf("collider %d at s %.2f names %v (at s %v)", h, s, by, want)
		}
		seen[by]++
	}
	if want := map[Hazard]int{HazardSaw: 2, HazardBlade: 1, HazardBar: 1, HazardScissors: 2, HazardSpider: spiderCutters}; !maps.Equal(seen, want) {
		t.Errorf("colliders per hazard %v, want %v", seen, want)
	}
	if w.cutters.hazard(w.Level, w.spiders, w.cutters.first-1) != NoHazard || w.cutters.hazard(w.Level, w.spiders, w.space.Len()) != NoHazard {
		t.Error("a handle outside the cutters names a hazard")
	}
}

// The rope is warned of before it is cut: on shipped levels played by the
// human-like bot, every cut comes after at least two ticks (of the eight
// before it) on which the world reported the cutter within reach of the
// rope, so the game can make the rope flash first.
func TestEveryCutIsWarnedOf(t *testing.T) {
	cuts, warned, ticks, flashing := 0, 0, 0, 0
	for _, n := range []int{3, 12, 17, 19, 23, 28} {
		w := shippedRun(t, n, 2)
		bot := Bot{Skill: Casual}
		var recent [8]bool
		for i := 0; i < 60*90 && !w.Over(); i++ {
			ev := w.Step(bot.Input(w))
			if has(ev, Cut) {
				cuts++
				k := 0
				for _, r := range recent {
					if r {
						k++
					}
				}
				if k >= 2 {
					warned++
				} else {
					t.Logf("level %d tick %d: a cut warned of on %d of the 8 ticks before", n, w.Tick, k)
				}
			}
			near := w.cutters.threatened
			recent[w.Tick%len(recent)] = near
			ticks++
			if near {
				flashing++
			}
		}
	}
	if cuts == 0 || warned < cuts {
		t.Errorf("%d of %d cuts warned of", warned, cuts)
	}
	// A warning that is always on warns of nothing.
	if share := float64(flashing) / float64(ticks); share > 0.15 {
		t.Errorf("the rope is warned of on %.0f %% of the ticks: a warning that is always on means nothing", 100*share)
	}
	t.Logf("%d cuts, all warned of; the warning on in %d of %d ticks", cuts, flashing, ticks)
}
