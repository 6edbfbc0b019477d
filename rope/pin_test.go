package rope

import (
	"math"
	"testing"

	"ropeman/camera/geom"
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
	space.Add(Collider{Shape: Capsule, A: geom.V3(0, 0, 0), B: geom.V3(0, 3, 0), Radius: post})
	at := func(angle float64) geom.Vec3 {
		s, c := math.Sincos(angle)
		return geom.V3(float32(orbit*c), 0.9, float32(-orbit*s))
	}
	// The rope lies straight out behind the hand; its tail is carried to
	// the post (as the boss's web pulls it in) while the hand stands.
	r := New(int(length/seg)+2, shipped(t))
	r.Reset(at(0), geom.V3(0, 0, 1), 1, seg)
	r.SetRestLength(length, seg)
	pin := geom.V3(post+r.Params.Radius, 0.3, 0)
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
