package rope

import (
	"math"
	"testing"

	"ropeman/camera/maths"
)

// TestAPinnedRopeWindsRoundAPostUntilTaut ties 12 m of rope to a post
// (a 0.6 m capsule) and runs the hand round it at 9 m/s, 3 m out: the
// pinned tail never moves, the rope never passes into the post, it winds
// on, and it pulls taut once what is wound and what runs out to the hand
// use up its length (about (12 - 2.9) / 3.8 turns).
func TestAPinnedRopeWindsRoundAPostUntilTaut(t *testing.T) {
	const (
		post, orbit, speed, length = 0.6, 3.0, 9.0, 12.0
	)
	seg := shippedTrail(t)
	space := groundSpace()
	space.Add(Collider{Shape: Capsule, A: maths.V3(0, 0, 0), B: maths.V3(0, 3, 0), Radius: post})
	at := func(angle float64) maths.Vec3 {
		s, c := math.Sincos(angle)
		return maths.V3(float32(orbit*c), 0.9, float32(-orbit*s))
	}
	// The rope lies straight out behind the hand; its tail is carried to
	// the post (as the boss's web pulls it in) while the hand stands.
	r := New(int(length/seg)+2, shipped(t))
	r.Reset(at(0), maths.V3(0, 0, 1), 1, seg)
	r.SetRestLength(length, seg)
	pin := maths.V3(post+r.Params.Radius, 0.3, 0)
	from := r.Positions()[r.Len()-1]
	for k := 1; k <= 50; k++ {
		r.PinTail(from.Lerp(pin, float32(k)/50))
		r.Step(1.0/60, space, nil)
	}
	r.PinTail(pin)
	if !r.Pinned() {
		t.Fatal("a pinned rope does not say so")
	}
	if st := r.Stretch(); st > 0.01 {
		t.Fatalf("carrying the tail to the post stretched the rope %.1f %%", 100*st)
	}
	turns, taut := 0.0, -1.0
	for tick := 1; tick <= 60*12 && taut < 0; tick++ {
		turns = float64(tick) / 60 * speed / (2 * math.Pi * orbit)
		r.MoveAnchor(at(2 * math.Pi * turns))
		r.Step(1.0/60, space, nil)
		pts := r.Positions()
		if tail := pts[len(pts)-1]; tail != pin {
			t.Fatalf("tick %d: the pinned tail moved to %v", tick, tail)
		}
		for i, p := range pts {
			if d := float32(math.Hypot(float64(p.X), float64(p.Z))); p.Y < 3 && d < post-0.02 {
				t.Fatalf("tick %d: particle %d is %.3f m from the post's axis, inside its %.1f m", tick, i, d, post)
			}
		}
		if r.Stretch() > 0.03 {
			taut = turns
		}
	}
	free := math.Sqrt(orbit*orbit - post*post)
	want := (length - free) / (2 * math.Pi * post)
	t.Logf("taut after %.2f turns (the wound length predicts %.2f)", taut, want)
	if taut < want-0.5 || taut > want+0.5 {
		t.Errorf("the rope pulled taut after %.2f turns, want about %.2f", taut, want)
	}
	r.Unpin()
	if r.Pinned() {
		t.Error("Unpin left the tail pinned")
	}
}

// TestAWoundRopeHoldsAShakingHand drags 30 m of rope round a 0.6 m post,
// smooth and rough, its tail pinned there or free, with the hand circling
// at 8 m/s and swerving in and out (2.35 to 3.5 m from the post, at the
// steering's 11 m/s) every quarter, half or whole second: each swerve out
// pulls the short free part taut round the post. The rope holds together:
// on the smooth post (the boss's) never 3 % longer than its yarn and no
// segment doubled; on a rough one, where the wound yarn grips and the
// hand (which nothing holds back) pulls against it, never 10 % and no
// segment four times its length. (Before the stiffness cap, each of these
// flew apart within a few seconds.)
func TestAWoundRopeHoldsAShakingHand(t *testing.T) {
	const post, length = 0.6, 30.0
	seg := shippedTrail(t)
	for _, friction := range []float32{Frictionless, 0} {
		for _, pinned := range []bool{true, false} {
			for _, every := range []int{15, 30, 60} {
				space := groundSpace()
				space.Add(Collider{Shape: Capsule, A: maths.V3(0, 0, 0), B: maths.V3(0, 2.5, 0), Radius: post, Friction: friction})
				angle, orbit := 0.0, 4.0
				at := func() maths.Vec3 {
					s, c := math.Sincos(angle)
					return maths.V3(float32(orbit*c), 0.9, float32(-orbit*s))
				}
				r := New(int(length/seg)+2, shipped(t))
				r.Reset(at(), maths.V3(0, 0, 1), 1, seg)
				r.SetRestLength(length, seg)
				pin := maths.V3(post+r.Params.Radius, 0.3, 0)
				from := r.Tail()
				most, segMost := float32(0.03), float32(1)
				if friction == 0 {
					most, segMost = 0.1, 3
				}
				var stretch, strain float32
				for tick := 1; tick <= 60*12; tick++ {
					want := 4.0
					switch {
					case tick <= 100:
						if pinned {
							r.PinTail(from.Lerp(pin, float32(tick)/100))
						}
					case (tick/every)%2 == 0:
						want = 2.35
					default:
						want = 3.5
					}
					orbit += math.Max(-11.0/60, math.Min(11.0/60, want-orbit))
					angle += 8.0 / 60 / orbit
					r.MoveAnchor(at())
					r.Step(1.0/60, space, nil)
					stretch, strain = max(stretch, r.Stretch()), max(strain, r.WorstStrain())
				}
				t.Logf("friction %v, pinned %v, swerving every %d ticks: worst stretch %.2f %%, worst segment %.0f %%", friction, pinned, every, 100*stretch, 100*strain)
				if stretch > most || strain > segMost {
					t.Errorf("friction %v, pinned %v, swerving every %d ticks: the rope stretched %.1f %% (a segment %.0f %%), want under %.0f %% (and %.0f %%)",
						friction, pinned, every, 100*stretch, 100*strain, 100*most, 100*segMost)
				}
			}
		}
	}
}
