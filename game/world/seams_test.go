package world

import (
	"fmt"
	"testing"

	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// The world itself says a landing was hard, as it happens in a run: the
// pad's throw over the long gap (he comes down from over 2.5 m) lands
// hard, the bot's ordinary jumps (under 1.5 m) land soft; a hard landing
// is always a landing too. The shake, the thud and the dust all hang on
// this event.
func TestTheWorldEmitsHardLandings(t *testing.T) {
	w := shippedRun(t, 16, 1) // "Launch Pads": gaps to jump and a pad's throw
	bot := Bot{}
	peak := float32(0)
	var soft, hard int
	for i := 0; i < 60*60 && !w.Over(); i++ {
		ev := w.Step(bot.Input(w))
		peak = max(peak, w.Runner.Y)
		landed, thud := has(ev, Landed), has(ev, LandedHard)
		if thud && !landed {
			t.Fatalf("tick %d: a hard landing without a landing", w.Tick)
		}
		if !landed {
			continue
		}
		t.Logf("tick %d at %.1f m: landed from %.2f m, impact %.2f, hard %v", w.Tick, w.Runner.S, peak, w.Runner.Impact, thud)
		switch {
		case peak > 2.5 && !thud:
			t.Errorf("tick %d: he came down from %.1f m and the world emitted no hard landing", w.Tick, peak)
		case peak < 1.5 && thud:
			t.Errorf("tick %d: a jump %.2f m high landed hard", w.Tick, peak)
		}
		if thud {
			hard++
		} else {
			soft++
		}
		peak = 0
	}
	if hard == 0 || soft == 0 {
		t.Errorf("%d hard and %d soft landings: the run must show both", hard, soft)
	}
}

// A sliding platform holds him where it is drawn on the same tick: while
// he runs on it, the platform the scene draws this tick (PlatformX at the
// tick's time) is under him, and the tick he drops, it is not. A
// platform that carried him where it stood a tick before would let him
// run on air or drop him off solid floor on screen.
func TestAPlatformHoldsHimWhereItIsDrawn(t *testing.T) {
	drops := 0
	for phase := float32(0); phase < 1; phase += 0.05 {
		l := level(t, fmt.Sprintf(`{"name": "platform", "finish": 60, "track": [{"kind": "floor", "length": 12, "width": 5},
			{"kind": "platform", "length": 5, "width": 1.2, "slide": 1.4, "period": 2, "phase": %g},
			{"kind": "floor", "length": 80, "width": 5}]}`, phase))
		sec := &l.Sections[1]
		w := withRope(t, New(l, tuning(t), 1))
		for i := 0; i < 60*10 && !w.Over(); i++ {
			w.Step(player.Input{Steer: true, SteerX: 0})
			r := &w.Runner
			if r.S < sec.Start || r.S > sec.End() {
				continue
			}
			drawn := sec.PlatformX(w.Seconds())
			under := abs(r.X-drawn) <= sec.HalfWidth
			if r.State == player.Run && r.Y == 0 && !under {
				t.Fatalf("phase %.2f: tick %d he runs at x %.3f, the platform is drawn at %.3f (±%.1f)", phase, w.Tick, r.X, drawn, sec.HalfWidth)
			}
			if r.Y < 0 {
				if under {
					t.Fatalf("phase %.2f: tick %d he drops at x %.3f, the platform is drawn under him at %.3f (±%.1f)", phase, w.Tick, r.X, drawn, sec.HalfWidth)
				}
				drops++
				break
			}
		}
	}
	if drops == 0 {
		t.Error("no phase of the platform dropped him: the test never met the platform's edge")
	}
	t.Logf("%d of 20 phases dropped him", drops)
}

// The boss pays by wraps as the design's table has it (assets/tuning.json
// "boss.pays", written out here): no wrap x1, one binds him at x2, then up
// one a wrap to x4 at three, x6 at four, x8 at five and x10 from six on.
func TestTheBossPaysTheDesignsTable(t *testing.T) {
	b := tuning(t).Boss
	for _, c := range []struct{ wraps, times int }{
		{-1, 1}, {0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 6}, {5, 8}, {6, 10}, {7, 10}, {40, 10},
	} {
		if got := b.PayFor(c.wraps); got != c.times {
			t.Errorf("%d wraps pay x%d, want x%d", c.wraps, got, c.times)
		}
	}
	if n := b.BindWraps(); n != 1 {
		t.Errorf("%d wraps bind the boss, want 1", n)
	}
}

// The runway's meter pays by where the needle stops, as the design's
// table has it (assets/tuning.json "runway.zones", written out here):
// x5 in the middle 12 % of either half, x3 to 34 %, x2 to 64 %, x1 to the
// edges; each boundary just inside and just outside.
func TestTheMeterPaysTheDesignsZones(t *testing.T) {
	w := New(level(t, flatLevel), tuning(t), 1)
	for _, c := range []struct {
		needle float32
		times  int
	}{
		{0, 5}, {0.119, 5}, {-0.119, 5}, {0.12, 5}, {0.121, 3}, {-0.121, 3},
		{0.339, 3}, {0.341, 2}, {-0.341, 2}, {0.639, 2}, {0.641, 1}, {-0.641, 1}, {1, 1}, {-1, 1},
	} {
		if got := w.Runway.TimesAt(c.needle); got != c.times {
			t.Errorf("the needle at %+.3f pays x%d, want x%d", c.needle, got, c.times)
		}
	}
}

// The rope flashes for a cutter within warnDistance (0.6 m) of it and not
// beyond: a blade's capsule beside his trailing rope, its nearest surface
// 0.59 m from the nearest particle, is reported as a threat at that
// particle; at 0.61 m, none.
func TestARopeThreatStartsAtTheWarningDistance(t *testing.T) {
	for _, c := range []struct {
		gap  float32
		near bool
	}{{0.59, true}, {0.61, false}} {
		w := withRope(t, New(level(t, flatLevel), tuning(t), 1))
		for range 90 {
			w.Step(player.Input{Steer: true, SteerX: 0})
		}
		pts := w.rope.Positions()
		far := pts[0]
		for _, p := range pts {
			if p.X > far.X {
				far = p
			}
		}
		const radius = 0.1
		x := far.X + radius + c.gap
		w.space.Add(rope.Collider{Shape: rope.Capsule, A: maths.V3(x, far.Y-1, far.Z), B: maths.V3(x, far.Y+1, far.Z), Radius: radius})
		w.cutters.watch(&w.space, w.rope.Positions())
		at, near := w.cutters.threat, w.cutters.threatened
		if near != c.near || near && at != far {
			t.Errorf("a cutter %.2f m from the rope: threat %v at %v, want %v at %v", c.gap, near, at, c.near, far)
		}
	}
}

// A platform slides as its section says: Slide metres either side of the
// centre line, there and back in Period seconds, starting Phase into its
// cycle.
func TestAPlatformSlidesAsItsSectionSays(t *testing.T) {
	s := Section{Kind: Platform, Slide: 1.4, Period: 3}
	for _, c := range []struct{ phase, t, x float32 }{
		{0, 0, 0}, {0, 0.75, 1.4}, {0, 1.5, 0}, {0, 2.25, -1.4}, {0, 3, 0},
		{0.25, 0, 1.4}, {0.25, 0.75, 0}, {0.5, 0.75, -1.4},
	} {
		s.Phase = c.phase
		if x := s.PlatformX(c.t); abs(x-c.x) > 1e-4 {
			t.Errorf("phase %.2f, %.2f s in: the platform's middle at %.3f, want %.3f", c.phase, c.t, x, c.x)
		}
	}
}

// A section holds him up to its edges, edges included, and a margin in
// from them when one is asked: a floor to its half width, a split's lanes
// from the hole's edge to the outer edge, a platform round where it is.
func TestASectionHoldsHimToItsEdges(t *testing.T) {
	floor := Section{Kind: Floor, Start: 0, Length: 10, HalfWidth: 2, HalfEnd: 2}
	split := Section{Kind: Split, Start: 0, Length: 10, HalfWidth: 2.5, Hole: 0.75}
	platform := Section{Kind: Platform, Start: 0, Length: 4, HalfWidth: 0.5, Slide: 1, Period: 2}
	for _, c := range []struct {
		what      string
		s         *Section
		x, margin float32
		holds     bool
	}{
		{"floor's edge", &floor, 2, 0, true}, {"past the floor's edge", &floor, 2.01, 0, false}, {"floor's other edge", &floor, -2, 0, true},
		{"floor, margin in", &floor, 1.74, 0.25, true}, {"floor, inside the margin", &floor, 1.76, 0.25, false},
		{"split's outer edge", &split, 2.5, 0, true}, {"past the split", &split, -2.51, 0, false},
		{"the hole's edge", &split, 0.75, 0, true}, {"in the hole", &split, -0.74, 0, false},
		{"split, margin from the hole", &split, 1.01, 0.25, true}, {"split, inside the hole's margin", &split, 0.99, 0.25, false},
		{"split, margin from the outside", &split, -2.24, 0.25, true}, {"split, inside the outer margin", &split, 2.26, 0.25, false},
		{"on the platform's edge", &platform, 1.5, 0, true}, {"past the platform", &platform, 1.51, 0, false}, {"the platform's near edge", &platform, 0.5, 0, true},
		{"short of it", &platform, 0.49, 0, false}, {"platform, margin in", &platform, 1.24, 0.25, true}, {"platform, inside the margin", &platform, 1.26, 0.25, false},
	} {
		if got := c.s.Holds(c.x, 5, 0.5, c.margin); got != c.holds { // 0.5 s: the platform's middle at x 1
			t.Errorf("%s (x %.2f, margin %.2f): holds %v, want %v", c.what, c.x, c.margin, got, c.holds)
		}
	}
}

// Past the line the needle swings on screen until the tap: it is where
// NeedleAt has it each tick, and moves; a tap 11 ticks past the line is
// too soon, one at 12 stops it, and there it stays.
func TestTheNeedleSwingsUntilATapAtTheGraceStopsIt(t *testing.T) {
	for _, c := range []struct {
		at    int
		stops bool
	}{{meterGraceTicks - 1, false}, {meterGraceTicks, true}} {
		w := wonRun(t, 10)
		var last float32 = 2
		for w.Tick < w.end.tick+c.at-1 {
			w.Step(player.Input{})
			if w.Tick > w.end.tick && (w.finale.needle() != w.Runway.NeedleAt(w.Tick-w.end.tick) || w.finale.needle() == last) {
				t.Fatalf("tick %d past the line: the needle stands at %v (it was %v), want it swinging at %v", w.Tick-w.end.tick, w.finale.needle(), last, w.Runway.NeedleAt(w.Tick-w.end.tick))
			}
			last = w.finale.needle()
		}
		w.Step(player.Input{Jump: true})
		if stopped := !w.finale.metering(); stopped != c.stops {
			t.Errorf("a tap %d ticks past the line: stopped %v, want %v", c.at, stopped, c.stops)
		}
	}
}

// The meter's tuning is refused unless its zones fill the half meter
// (1 within 0.001) and each pays x1 to x10 over 1 % to all of it.
func TestTheMetersZonesMustFillIt(t *testing.T) {
	good := tuning(t).Runway
	for _, c := range []struct {
		what  string
		zones []MeterZone
		ok    bool
	}{
		{"the shipped zones", good.Zones, true},
		{"one zone of all of it", []MeterZone{{2, 1}}, true},
		{"widths to 0.9995", []MeterZone{{5, 0.5}, {1, 0.4995}}, true},
		{"widths to 0.99", []MeterZone{{5, 0.5}, {1, 0.49}}, false},
		{"widths to 1.01", []MeterZone{{5, 0.5}, {1, 0.51}}, false},
		{"x0", []MeterZone{{0, 0.5}, {1, 0.5}}, false},
		{"x10", []MeterZone{{10, 0.5}, {1, 0.5}}, true},
		{"x11", []MeterZone{{11, 0.5}, {1, 0.5}}, false},
		{"a zone of 0.005", []MeterZone{{5, 0.005}, {1, 0.995}}, false},
		{"no zones", nil, false},
	} {
		r := good
		r.Zones = c.zones
		if err := r.Validate(); (err == nil) != c.ok {
			t.Errorf("%s: %v, want valid %v", c.what, err, c.ok)
		}
	}
}

// Revived after falling into a gap, he stands on the floor after it, a
// metre in; after running wide off a narrowing floor, on the centre line
// where he last stood.
func TestARevivedRunnerStandsPastTheFall(t *testing.T) {
	w := New(level(t, gapLevel), tuning(t), 1)
	for i := 0; i < 60*10 && !w.Over(); i++ {
		w.Step(player.Input{})
	}
	if w.Outcome != Lost || !w.Cause().Fell || !w.Revive() {
		t.Fatalf("into the gap: %v %+v; want a fall he can be revived from", w.Outcome, w.Cause())
	}
	if after := float32(24); w.Runner.S != after+reviveLanding || w.Runner.X != 0 {
		t.Errorf("revived at %.2f m, x %.2f; want on the floor after the gap, at %.0f m", w.Runner.S, w.Runner.X, after+reviveLanding)
	}
	w = New(level(t, `{"name": "narrow", "finish": 50, "track": [{"kind": "floor", "length": 20, "width": 8}, {"kind": "floor", "length": 55, "width": 2}]}`), tuning(t), 1)
	for i := 0; i < 60*10 && !w.Over(); i++ {
		w.Step(player.Input{Steer: true, SteerX: 3.5}) // wide of the narrow floor ahead
	}
	fell := w.revive.floorS
	if w.Outcome != Lost || !w.Revive() {
		t.Fatalf("off the side: %v", w.Outcome)
	}
	if w.Runner.S != fell || w.Runner.X != 0 {
		t.Errorf("revived at %.2f m, x %.2f; want on the centre line where he last stood (%.2f m)", w.Runner.S, w.Runner.X, fell)
	}
}

// The result shows settleTicks (¾ s) after the run ends: after the yarn
// ran out, and after he stopped on the runway with the meter's needle
// stopped; not a tick before.
func TestTheResultWaitsForTheRunToSettle(t *testing.T) {
	w := New(level(t, `{"name": "x", "finish": 60, "colour": "red", "track": [{"kind": "floor", "length": 90, "width": 5}],
		"entities": [{"kind": "yarn", "s": 10, "x": 0, "colour": "blue", "count": 8, "step": 0.6}]}`), tuning(t), 1)
	for i := 0; i < 60*10 && w.Outcome == Running; i++ {
		w.Step(player.Input{Steer: true, SteerX: 0})
	}
	if w.Outcome != Lost || w.end.by != OutOfYarn {
		t.Fatalf("through a row of wrong yarn: %v, ended %v; want out of yarn", w.Outcome, w.end.by)
	}
	for w.Tick < w.end.tick+settleTicks-1 {
		w.Step(player.Input{})
		if w.Over() {
			t.Fatalf("out of yarn: the result shows %d ticks on, want %d", w.Tick-w.end.tick, settleTicks)
		}
	}
	w.Step(player.Input{})
	if !w.Over() {
		t.Errorf("out of yarn: no result %d ticks on", settleTicks)
	}
	w = wonRun(t, 2)
	for i := 0; i < 60*20 && (w.finale.metering() || !w.finale.stopped); i++ {
		w.Step(player.Input{Jump: w.finale.open(w.Tick + 1)})
	}
	settled := max(w.finale.stoppedTick, w.finale.meterStop)
	if !w.finale.stopped || w.finale.metering() || w.Tick != settled {
		t.Fatalf("on the runway: stopped %v (tick %d), metering %v (stopped at %d), now %d", w.finale.stopped, w.finale.stoppedTick, w.finale.metering(), w.finale.meterStop, w.Tick)
	}
	for w.Tick < settled+settleTicks-1 {
		w.Step(player.Input{})
		if w.Over() {
			t.Fatalf("won: the result shows %d ticks after he and the needle stopped, want %d", w.Tick-settled, settleTicks)
		}
	}
	w.Step(player.Input{})
	if !w.Over() {
		t.Errorf("won: no result %d ticks after he and the needle stopped", settleTicks)
	}
}
