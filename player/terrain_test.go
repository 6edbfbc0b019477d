package player

import (
	"testing"

	"ropeman/camera/maths"
)

// hill is a floor 5 m wide that climbs: flat to 10 m, a step up of
// MaxStep, a slope up 2 m over 10 m (grade 0.2) from 20 m, flat on top,
// a step down of MaxStep at 40 m, a drop of 0.7 m at 45 m and a slope down
// 1.3 m over 10 m from 50 m, back to 0.
type hill struct{}

func (hill) Floor(x, s float32) (float32, bool) { return 2.5, x >= -2.5 && x <= 2.5 }

func (hill) Top(x, s float32) float32 {
	switch {
	case s < 10:
		return 0
	case s < 20:
		return MaxStep
	case s < 30:
		return MaxStep + (s-20)*0.2
	case s < 40:
		return MaxStep + 2
	case s < 45:
		return 2
	case s < 50:
		return 1.3
	case s < 60:
		return 1.3 - (s-50)*0.13
	}
	return 0
}

// grade is the hill's rise over run at s (0 off its slopes).
func (hill) grade(s float32) float32 {
	switch {
	case s >= 20 && s < 30:
		return 0.2
	case s >= 50 && s < 60:
		return -0.13
	}
	return 0
}

// A runner crossing steps and slopes runs up and down them: his feet are
// on the floor's top wherever he runs (up a step of MaxStep, up and down
// a slope), off the 0.7 m drop he is in the air for a moment and lands on
// the lower floor; each planted foot stands on the top of the floor under
// it (the ray down from it meets the step or the slope there); his hips
// stay within a leg's reach of his lowest planted foot; and his spine
// leans forward up the slope and back down the other, against its lean on
// the flat.
func TestHeRunsUpAndDownStepsAndSlopes(t *testing.T) {
	tun := Tuning{StartSpeed: 6.5, MaxSpeed: 10, SpeedRamp: 0.12, SteerSharpness: 14, MaxSteerSpeed: 11, JumpSpeed: 8, Gravity: 22, CoyoteTicks: 6, JumpBuffer: 8, HalfWidth: 0.35, FallDepth: 8}
	g := hill{}
	r := NewRunner(&tun)
	r.PlaceAt(0, 2, g.Top(0, 2))
	var b Body
	b.Reset(&r, g)
	landed, airborne := 0, 0
	var lean [3]struct {
		sum float32
		n   int
	} // flat, up, down
	for tick := 0; tick < 60*12 && r.S < 65; tick++ {
		h := r.Step(Input{}, g, &tun)
		b.Step(&r, h, g, false, 0, maths.Vec3{})
		if h&Fell != 0 {
			t.Fatalf("tick %d, %.2f m: he fell (y %.2f, floor %.2f)", tick, r.S, r.Y, g.Top(r.X, r.S))
		}
		if h&Landed != 0 {
			landed++
		}
		if r.State != Run {
			airborne++
			continue
		}
		if top := g.Top(r.X, r.S); abs(r.Y-top) > 1e-4 {
			t.Fatalf("tick %d, %.2f m: running at height %.3f over a floor at %.3f", tick, r.S, r.Y, top)
		}
		lowest := float32(1e9)
		for i, f := range b.Feet {
			if !f.Planted {
				continue
			}
			lowest = min(lowest, f.At.Y)
			if top := g.Top(f.At.X, -f.At.Z); abs(f.At.Y-top) > 1e-4 {
				t.Fatalf("tick %d, %.2f m: foot %d planted at height %.3f over the floor's %.3f at %.2f m", tick, r.S, i, f.At.Y, top, -f.At.Z)
			}
		}
		if lowest < 1e9 && b.Pelvis.Y-lowest > Leg.Reach()+1e-3 {
			t.Fatalf("tick %d, %.2f m: his hips %.3f m above his lowest planted foot, more than a leg's %.2f", tick, r.S, b.Pelvis.Y-lowest, Leg.Reach())
		}
		spine := b.Neck.Sub(b.Pelvis)
		forward := -spine.Z / spine.Len() // the spine's lean forward, as a sine
		k := 0
		// Well into a slope (a metre of it behind him), where the lean has eased in.
		switch gr := g.grade(r.S - 1); {
		case gr > 0 && g.grade(r.S-3) > 0:
			k = 1
		case gr < 0 && g.grade(r.S-3) < 0:
			k = 2
		case gr != 0 || g.grade(r.S+1) != 0 || g.grade(r.S-4) != 0:
			continue
		}
		lean[k].sum += forward
		lean[k].n++
	}
	if r.S < 65 {
		t.Fatalf("he stopped at %.2f m", r.S)
	}
	if landed != 1 || airborne < 3 || airborne > 20 {
		t.Errorf("off the 0.7 m drop: %d landings, %d ticks in the air; want one landing after a few ticks", landed, airborne)
	}
	var mean [3]float32
	for k := range lean {
		if lean[k].n == 0 {
			t.Fatalf("no ticks measured on ground %d", k)
		}
		mean[k] = lean[k].sum / float32(lean[k].n)
	}
	t.Logf("his spine leans %.3f forward on the flat, %.3f up the slope, %.3f down the other", mean[0], mean[1], mean[2])
	if mean[1] < mean[0]+0.06 || mean[2] > mean[0]-0.04 {
		t.Errorf("the spine leans %.3f on the flat, %.3f up a 0.2 grade, %.3f down a 0.13 one: want forward up it, back down it", mean[0], mean[1], mean[2])
	}
}

// A spider crossing the hill plants every foot on the floor's top under
// it, rides its body over its feet, and tilts it nose up on the way up
// (its Up leans back), nose down on the way down.
func TestASpiderPlantsItsFeetOnStepsAndSlopes(t *testing.T) {
	g := hill{}
	var c Crawler
	at := maths.V3(0, 0, -15)
	c.Reset(onTop(g, at), g)
	vel := maths.V3(0, 0, -2)
	var up, down int
	for tick := 0; tick < 60*22; tick++ {
		at = at.Add(vel.Scale(dt))
		at = onTop(g, at)
		c.Step(at, vel, g)
		for k, l := range c.Legs {
			if !l.Planted {
				continue
			}
			if top := g.Top(l.Foot.X, -l.Foot.Z); abs(l.Foot.Y-top) > 1e-4 {
				t.Fatalf("tick %d, %.2f m: leg %d planted at height %.3f over the floor's %.3f", tick, -at.Z, k, l.Foot.Y, top)
			}
		}
		if c.Pos.Y < at.Y-0.2 || c.Pos.Y > at.Y+crawlerRide+0.6 {
			t.Fatalf("tick %d, %.2f m: its body at %.2f m over a floor at %.2f", tick, -at.Z, c.Pos.Y, at.Y)
		}
		s := -at.Z
		switch {
		case g.grade(s-0.5) > 0 && g.grade(s+0.5) > 0 && c.Up.Z > 0.02: // Up leans back: nose up
			up++
		case g.grade(s-0.5) < 0 && g.grade(s+0.5) < 0 && c.Up.Z < -0.02:
			down++
		}
	}
	if up < 60 || down < 60 {
		t.Errorf("its body tilted nose up on %d ticks up the slope and nose down on %d ticks down the other; want most of each slope's 300", up, down)
	}
}

// A fall counts from the floor he fell from: off a hill's top 2 m up he
// is past saving FallDepth below it, not FallDepth below the track's base.
func TestAFallCountsFromTheFloorHeFellFrom(t *testing.T) {
	tun := Tuning{FallDepth: 8}
	for _, c := range []struct {
		y    float32
		lost bool
	}{{-5.9, false}, {-6.1, true}} {
		r := Runner{State: Fall, Y: c.y}
		if got := r.Failed(&tun, 2); got != c.lost {
			t.Errorf("falling from 2 m up, at %v m: lost %v, want %v", c.y, got, c.lost)
		}
	}
}
