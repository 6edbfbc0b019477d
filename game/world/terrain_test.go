package world

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/assets"
	"ropeman/player"
)

// hillLevel climbs and comes down between hazards: two steps up, a slope
// up with a row of balls on top and a spider guarding it, a slope down, a
// drop of 0.8 m (he falls down it) and a saw on the base height after it.
const hillLevel = `{"name": "hill", "finish": 110, "track": [
	{"kind": "floor", "length": 14, "width": 5},
	{"kind": "step", "length": 4, "width": 5, "rise": 0.3},
	{"kind": "step", "length": 4, "width": 5, "rise": 0.3},
	{"kind": "slope", "length": 8, "width": 5, "rise": 1.6},
	{"kind": "floor", "length": 14, "width": 5},
	{"kind": "slope", "length": 10, "width": 5, "rise": -1.4},
	{"kind": "step", "length": 6, "width": 5, "rise": -0.8},
	{"kind": "floor", "length": 80, "width": 5}],
	"entities": [
	{"kind": "yarn", "s": 32, "x": -1.2, "colour": "red", "count": 8, "step": 1.2},
	{"kind": "spider", "s": 40, "x": 1.2, "slide": 0.6, "speed": 1.5},
	{"kind": "saw", "s": 70, "x": 1.2, "radius": 0.6}]}`

// The floor's top along hillLevel: on each section, at its ends and along
// a slope.
func TestTheFloorClimbsStepsAndSlopes(t *testing.T) {
	l := level(t, hillLevel)
	for _, c := range []struct{ s, top float32 }{
		{5, 0}, {14.5, 0.3}, {18.5, 0.6}, {22, 0.6}, {26, 1.4}, {30, 2.2}, {43, 2.2}, {49, 1.5}, {53.9, 0.814}, {57, 0}, {100, 0},
	} {
		if got := l.TopAt(c.s); abs(got-c.top) > 1e-5 {
			t.Errorf("the floor at %v m is %v m up, want %v", c.s, got, c.top)
		}
	}
}

// Steps and slopes are checked with both sides of each limit, and what
// stands on the base height (an obstacle, a gate, a key, the finish)
// stays clear of them; errors name the section or entity and the field.
func TestTerrainIsValidated(t *testing.T) {
	track := func(sections string) string {
		return `{"name": "t", "finish": 60, "track": [{"kind": "floor", "length": 10, "width": 5}, ` + sections +
			`, {"kind": "floor", "length": 8, "width": 5}, {"kind": "floor", "length": 60, "width": 5}]}`
	}
	step := func(rise float32) string {
		return fmt.Sprintf(`{"kind": "step", "length": 5, "width": 5, "rise": %v}, {"kind": "step", "length": 5, "width": 5, "rise": %v}`, rise, -rise)
	}
	slope := func(length, rise float32) string {
		return fmt.Sprintf(`{"kind": "slope", "length": %v, "width": 5, "rise": %v}, {"kind": "slope", "length": %v, "width": 5, "rise": %v}`, length, rise, length, -rise)
	}
	for _, c := range []struct {
		name, file, want string // want "": it parses
	}{
		{"a step of MaxStep", track(step(0.3)), ""},
		{"a step over MaxStep", track(step(0.31)), "track[1] (step): rise: 0.31 must be within -1.5..0.3 m"},
		{"a drop of 1.5 m", track(`{"kind": "step", "length": 5, "width": 5, "rise": -1.5}, {"kind": "slope", "length": 6, "width": 5, "rise": 1.5}`), ""},
		{"a drop of 1.6 m", track(`{"kind": "step", "length": 5, "width": 5, "rise": -1.6}`), "track[1] (step): rise: -1.6 must be within -1.5..0.3 m"},
		{"a step too small", track(step(0.05)), "track[1] (step): rise: 0.05 m is less than a step's 0.1 m"},
		{"a slope of the steepest grade", track(slope(8, 2)), ""},
		{"a steeper slope", track(slope(8, 2.1)), "track[1] (slope): rise: 2.1 must be within -2..2 m"},
		{"a slope too short", track(slope(1.5, 0.2)), "track[1] (slope): length: 1.5 must be within 2.."},
		{"a rise in a floor", track(`{"kind": "floor", "length": 5, "width": 5, "rise": 0.2}`), "track[1] (floor): rise: a floor has no rise"},
		{"the floor too high", track(strings.Repeat(`{"kind": "slope", "length": 8, "width": 5, "rise": 2}, `, 3) + `{"kind": "slope", "length": 8, "width": 5, "rise": 1}`),
			"track[4] (slope): rise: the floor would reach 7 m, must stay within -3..6 m"},
		{"the finish on a hill", strings.Replace(track(`{"kind": "slope", "length": 8, "width": 5, "rise": 1}`), `"finish": 60`, `"finish": 25`, 1),
			"finish: the floor from 2 m before it to the track's end must be at the base height"},
		{"a saw 2 m clear of a step", strings.Replace(track(step(0.3)), `]}`, `], "entities": [{"kind": "saw", "s": 17, "x": 0, "radius": 0.6}]}`, 1), ""},
		{"a saw too near a step", strings.Replace(track(step(0.3)), `]}`, `], "entities": [{"kind": "saw", "s": 16.9, "x": 0, "radius": 0.6}]}`, 1),
			"entities[0] (saw): s: 16.9 m: a saw stands on the track's base height, 2 m clear of steps and slopes"},
		{"a gate on a step", strings.Replace(track(step(0.3)), `]}`, `], "entities": [{"kind": "colourGate", "s": 12, "colour": "blue"}]}`, 1),
			"entities[0] (colourGate): s: 12 m: a colourGate stands on the track's base height"},
		{"yarn and a spider up a step", strings.Replace(track(step(0.3)), `]}`,
			`], "entities": [{"kind": "yarn", "s": 12, "x": 0, "colour": "red", "count": 3}, {"kind": "spider", "s": 13, "x": 0}]}`, 1), ""},
	} {
		_, err := ParseLevel("t.json", []byte(c.file))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), "t.json: "+c.want)):
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}

// The bot runs hillLevel start to finish: up both steps and the slope,
// down the other and off the drop (one landing, where the floor falls 0.8
// m), and he takes the balls on top. His rope follows him over the hill:
// no particle of it sinks into the floor (its top less the rope's radius)
// where there is floor under it; it lies on the raised floor behind him.
//
// The hardest rope a player brings there too: the most yarn (the cap,
// 20 m, over the whole hill at once) at the fast tier (its longer
// segments, its pace), swerving from edge to edge every third of a second.
func TestHeRunsTheHillAndHisRopeLiesOnIt(t *testing.T) {
	w := withRope(t, New(level(t, hillLevel), tuning(t), 3))
	hillRun(t, w, nil, true)
	var tiers Tiers
	if err := assets.Tuning("tiers", &tiers); err != nil {
		t.Fatal(err)
	}
	rules, p, trail := tiers["fast"].Apply(tuning(t), shippedRope(t), shippedTrail(t))
	w = New(level(t, hillLevel), rules, 3)
	w.AttachRope(p, trail)
	w.haul.set(w.haul.most())
	w.layRope()
	swerve := func(w *World) player.Input {
		return player.Input{Steer: true, SteerX: 1.8 * float32(1-2*(w.Tick/20%2))}
	}
	hillRun(t, w, swerve, false)
}

// hillRun plays hillLevel's run w with the bot (or with input, if not nil)
// and checks his rope lies on the hill (see above); whole, the run's
// outcome, balls and landings too.
func hillRun(t *testing.T, w *World, input func(*World) player.Input, whole bool) {
	var bot Bot
	r := w.Rope()
	landings, onTop := 0, 0
	for i := 0; i < 60*40 && !w.Over(); i++ {
		in := bot.Input(w)
		if input != nil {
			in = input(w)
		}
		for _, e := range w.Step(in) {
			if e.Kind == Landed {
				landings++
			}
		}
		if w.Outcome != Running {
			continue
		}
		for k, p := range r.Positions() {
			s := -p.Z
			if _, ok := w.Level.Floor(p.X, s); !ok || w.Level.SectionAt(s) == nil {
				continue
			}
			top := w.Level.TopAt(s)
			if p.Y < top-r.Params.Radius-0.02 && p.Y > top-TrackThickness+0.1 {
				t.Fatalf("tick %d: rope particle %d of %d at %.2f m sinks %.3f m into the floor (its top %.2f m up)", w.Tick, k, r.Len(), s, top-p.Y, top)
			}
			if top > 2 && abs(p.Y-top-r.Params.Radius) < 0.05 {
				onTop++
			}
		}
	}
	if onTop < 200 {
		t.Errorf("the rope (%.1f m) lay on the hill's top in %d particle-ticks: it does not follow the floor", w.haul.yarn, onTop)
	}
	if !whole {
		return
	}
	if w.Outcome != Won {
		t.Fatalf("the bot %v the hill at %.1f m (stats %+v)", w.Outcome, w.Runner.S, w.Stats)
	}
	if w.Stats.Collected < 8*0.3-0.01 {
		t.Errorf("he took %.1f m of the balls on top, want all 2.4 m (stats %+v)", w.Stats.Collected, w.Stats)
	}
	if landings != 1 {
		t.Errorf("%d landings, want the one off the 0.8 m drop", landings)
	}
}

// On a hill's top a spider in his way still hits him, and a chaser goes
// for his rope lying up there: heights count from the floor's top, not
// the track's base (a spider's reach and the rope "on the floor" are both
// measured above the base otherwise, and on a 2 m hill neither happens).
func TestSpidersOnAHillHitHimAndChaseHisRope(t *testing.T) {
	const hill = `{"name": "hill", "finish": 90, "track": [
	{"kind": "floor", "length": 10, "width": 5},
	{"kind": "slope", "length": 8, "width": 5, "rise": 2},
	{"kind": "floor", "length": 30, "width": 5},
	{"kind": "slope", "length": 8, "width": 5, "rise": -2},
	{"kind": "floor", "length": 80, "width": 5}],
	"entities": [%s]}`
	w := withRope(t, New(level(t, fmt.Sprintf(hill, `{"kind": "spider", "s": 26, "x": 0, "slide": 0.3, "speed": 0.5}`)), tuning(t), 3))
	hit := false
	for i := 0; i < 60*6 && !hit; i++ {
		for _, e := range w.Step(player.Input{Steer: true}) {
			hit = hit || (e.Kind == Hit && w.end.taker.By == HazardSpider)
		}
	}
	if !hit {
		t.Errorf("he ran through a spider on the hill's top (at %.1f m, %.2f m up) without a hit", w.Runner.S, w.Runner.Y)
	}
	// A chaser on the top, his rope trailing past it: it sets off for the rope.
	w = withRope(t, New(level(t, fmt.Sprintf(hill, `{"kind": "spider", "s": 30, "x": 1.5, "mode": "chase", "range": 8, "speed": 2}`)), tuning(t), 3))
	moved := float32(0)
	for i := 0; i < 60*6 && w.Outcome == Running; i++ {
		w.Step(player.Input{Steer: true, SteerX: -1.5})
		run := &w.spiders[0]
		moved = max(moved, abs(run.x-1.5)+abs(run.s-30))
	}
	if moved < 1 {
		t.Errorf("a chaser on the hill's top moved %.2f m at most while his rope passed it", moved)
	}
}
