package rope

import (
	"math"
	"testing"

	"ropeman/camera/maths"
)

// FuzzRope drives a rope with random anchors, forces, cuts, growths,
// colliders and parameters: it must never panic, and its particles must
// stay finite and within reach of where they could go. Seeds the fuzzer
// found are kept in testdata/fuzz/FuzzRope and run as regression cases.
func FuzzRope(f *testing.F) {
	f.Add([]byte{0, 10, 20, 30, 1, 200, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{2, 255, 255, 255, 4, 0, 0, 5, 128, 6, 6, 6, 6, 6, 6, 3, 1})
	f.Add([]byte{7, 0, 7, 255, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2, 2})
	// A long rope whipped from side to side at full speed.
	f.Add([]byte{7, 255, 255, 255, 40, 0, 255, 128, 255, 0, 0, 128, 0, 0, 255, 128, 255, 0, 0, 128, 0, 0, 255, 128, 255})
	f.Fuzz(driveRope)
}

// capacity is the fuzzed rope's: longer than the game's longest trail.
const capacity = 300

// driveRope reads ops as a script of calls on one rope and checks it after
// every step.
func driveRope(t *testing.T, ops []byte) {
	if len(ops) > 600 {
		ops = ops[:600]
	}
	p := Params{Substeps: 4, MaxSubsteps: 24, Gravity: maths.V3(0, -9.81, 0), Damping: 0.5, Drag: 0.5, BendCompliance: 0.001, Radius: 0.04, Friction: 0.7}
	r := New(capacity, p)
	r.Reset(maths.V3(0, 1, 0), maths.V3(0, 0, 1), 24, 0.1)
	space := groundSpace()
	pool := NewPool(3, capacity, 40, p)
	anchor := maths.V3(0, 1, 0)
	next := func() byte {
		if len(ops) == 0 {
			return 0
		}
		b := ops[0]
		ops = ops[1:]
		return b
	}
	signed := func() float32 { return (float32(next()) - 128) / 128 } // -1..1
	for steps := 0; len(ops) > 0 && steps < 300; steps++ {
		switch next() % 9 {
		case 0: // move the anchor up to 4 m in a tick (a swerve at 240 m/s)
			anchor = anchor.Add(maths.V3(4*signed(), signed(), 4*signed()))
			// Stay above the ground plane: below an infinite floor the
			// rope can only lie on top, far from the hand.
			anchor.Y = max(anchor.Y, 0)
			r.MoveAnchor(anchor)
		case 1:
			r.Force = maths.V3(50*signed(), 50*signed(), 50*signed())
		case 2:
			r.Cut(int(next())%(r.Segments()+2)-1, pool)
		case 3:
			r.Grow(int(next()%40), 0.02+0.2*float32(next())/255)
		case 4:
			r.Shrink(int(next() % 40))
		case 5:
			r.Params.Substeps = 1 + int(next()%12)
			r.Params.MaxSubsteps = r.Params.Substeps + int(next()%40)
			r.Params.Compliance = float32(next()) / 255 * 1e-3
			r.Params.Damping = float32(next()) / 255 * 0.99
			r.Params.Drag = float32(next()) / 255 * 3
			r.Params.BendCompliance = float32(next())/255*0.01 - 0.002
		case 6:
			c := Collider{Shape: Shape(next() % 3), A: anchor.Add(maths.V3(signed(), signed(), signed())),
				B: anchor.Add(maths.V3(signed(), signed(), signed())), Radius: 0.3 * float32(next()) / 255,
				Half: maths.V3(0.5, 0.5, 0.5), Cuts: next()%4 == 0}
			if space.Len() < 12 {
				space.Add(c)
			}
		case 7:
			anchor = maths.V3(0, 1, 0)
			// Up to the whole capacity: a long rope, 2.5 m to 90 m.
			r.Reset(anchor, maths.V3(signed(), signed(), signed()), 1+int(next())*(capacity-2)/255, 0.01+0.3*float32(next())/255)
		}
		r.Step(1.0/60, space, pool)
		pool.Step(1.0/60, space)
		checkSane(t, r, anchor)
	}
}

func checkSane(t *testing.T, r *Rope, anchor maths.Vec3) {
	t.Helper()
	for i, p := range r.Positions() {
		if !finite3(p) {
			t.Fatalf("particle %d is %v", i, p)
		}
		// Attached particles stay within the rope's length of the anchor
		// (a collider may push them out by its size).
		if d := p.Sub(anchor).Len(); d > r.RestLength()+4 {
			t.Fatalf("particle %d is %.2f m from the anchor, rope %.2f m long", i, d, r.RestLength())
		}
	}
	if s := r.Stretch(); math.IsNaN(float64(s)) {
		t.Fatal("stretch is NaN")
	}
}
