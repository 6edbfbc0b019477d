package rope

import (
	"testing"

	"ropeman/camera/maths"
)

// A rope hanging still carries the weight below each segment: the
// readout must give it, and the hand must feel the whole rope's weight.
func TestTensionOfAHangingRope(t *testing.T) {
	p := shipped(t)
	const segs = 40
	r := New(segs+1, p)
	r.Reset(maths.V3(0, 5, 0), maths.V3(0, -1, 0), segs, 0.1)
	for i := 0; i < 600; i++ {
		r.Step(1.0/60, nil, nil)
	}
	g := -p.Gravity.Y
	for _, seg := range []int{0, 10, 20, 39} {
		want := float32(segs-seg) * g // particles below it, 1 kg each
		if got := r.Tension(seg); abs32(got-want) > 0.02*want {
			t.Errorf("segment %d: tension %.2f N, want %.2f (the weight below it)", seg, got, want)
		}
	}
	pull := r.HandPull()
	if want := float32(segs) * g; abs32(pull.Y+want) > 0.02*want || abs32(pull.X)+abs32(pull.Z) > 0.01*want {
		t.Errorf("hand pull %v, want (0, %.1f, 0)", pull, -want)
	}
	if r.Tension(-1) != 0 || r.Tension(segs) != 0 {
		t.Errorf("tension out of range: %v, %v; want 0", r.Tension(-1), r.Tension(segs))
	}
}

// Snapping a hanging rope's hand upward pulls harder than its weight,
// and the readout says so at once.
func TestTensionRisesWithAJerk(t *testing.T) {
	p := shipped(t)
	r := New(41, p)
	r.Reset(maths.V3(0, 5, 0), maths.V3(0, -1, 0), 40, 0.1)
	for i := 0; i < 300; i++ {
		r.Step(1.0/60, nil, nil)
	}
	still := r.Tension(0)
	r.MoveAnchor(maths.V3(0, 5.2, 0)) // 12 m/s upward for a tick
	r.Step(1.0/60, nil, nil)
	if jerk := r.Tension(0); !(jerk > 3*still) {
		t.Errorf("tension at the hand %.1f N after a jerk, %.1f N hanging: want at least 3 times", jerk, still)
	}
}

// slide throws a free piece of rope of segs segments along +X at v m/s
// over a floor of friction mu and returns it after seconds.
func slide(t *testing.T, p Params, segs int, v, mu float32, seconds int) *Rope {
	t.Helper()
	r := New(segs+1, p)
	r.Reset(maths.V3(0, p.Radius, 0), maths.V3(1, 0, 0), segs, 0.1)
	var s Space
	s.Add(Collider{Shape: Plane, A: maths.V3(0, 0, 0), B: maths.V3(0, 1, 0), Friction: mu})
	pool := NewPool(1, segs+1, 100*60, p)
	r.Cut(0, pool) // the whole rope becomes a free piece
	piece, _, _ := pool.Piece(0)
	piece.Step(1.0/60, &s, nil) // settles, and sets its substep length
	for i := range piece.prev[:piece.n] {
		piece.prev[i] = piece.pos[i].Sub(maths.V3(v*piece.lastH, 0, 0))
	}
	for i := 0; i < seconds*60; i++ {
		piece.Step(1.0/60, &s, nil)
	}
	return piece
}

// Damping is a fraction of velocity removed per second, whatever the
// substeps: 0.5 leaves half after a second.
func TestDampingIsAFractionPerSecond(t *testing.T) {
	for _, subs := range []int{1, 4, 13} {
		p := Params{Substeps: subs, MaxSubsteps: subs, Damping: 0.5, BendCompliance: -1}
		piece := slide(t, p, 2, 1, Frictionless, 1)
		v := (piece.pos[0].X - piece.prev[0].X) / piece.lastH
		if abs32(v-0.5) > 0.01 {
			t.Errorf("%d substeps: %.3f m/s after a second at damping 0.5 from 1 m/s, want 0.5", subs, v)
		}
	}
}

// A collider's zero Friction means the rope's own; Frictionless means none.
func TestColliderFrictionZeroIsTheRopes(t *testing.T) {
	p := shipped(t)
	p.Damping = 0
	run := func(mu float32) float32 { return slide(t, p, 20, 3, mu, 1).Positions()[0].X }
	own, zero, ice := run(p.Friction), run(0), run(Frictionless)
	if own != zero {
		t.Errorf("slid %.3f m with Friction 0, %.3f m with the rope's own coefficient: want the same", zero, own)
	}
	// Coulomb: 3 m/s stops within v²/(2μg); on ice it slides on at 3 m/s.
	if stop := 9 / (2 * p.Friction * 9.81); own > stop*1.1 || ice < 2.9 {
		t.Errorf("slid %.2f m with friction %v (stops within %.2f m), %.2f m on ice (want 3)", own, p.Friction, stop, ice)
	}
}

func TestValidateWithoutThickness(t *testing.T) {
	p := shipped(t)
	p.Radius = 0
	if err := p.Validate(); err != nil {
		t.Errorf("a rope without thickness (no colliders): %v", err)
	}
	p.MaxSubsteps = p.Substeps - 1
	if err := p.Validate(); err == nil {
		t.Error("maxSubsteps below substeps passed validation")
	}
}

// A Step whose substeps differ from the last one's keeps the velocities:
// a piece coasting at 2 m/s covers 2 m in a second however often the
// substep count changes.
func TestChangingSubstepsKeepsVelocity(t *testing.T) {
	p := Params{Substeps: 2, MaxSubsteps: 2, BendCompliance: -1}
	r := New(4, p)
	r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), 3, 0.1)
	pool := NewPool(1, 4, 600, p)
	r.Cut(0, pool)
	piece, _, _ := pool.Piece(0)
	piece.Step(1.0/60, nil, nil)
	for i := range piece.prev[:piece.n] {
		piece.prev[i] = piece.pos[i].Sub(maths.V3(0, 0, 2*piece.lastH))
	}
	start := piece.pos[0].Z
	for tick := 0; tick < 60; tick++ {
		piece.Params.Substeps = 2 + 5*(tick%2)
		piece.Params.MaxSubsteps = piece.Params.Substeps
		piece.Step(1.0/60, nil, nil)
	}
	if d := piece.pos[0].Z - start; abs32(d-2) > 1e-3 {
		t.Errorf("coasted %.4f m in a second at 2 m/s with 2 and 7 substeps in turn, want 2", d)
	}
}

// Unwinding (the runway) and winding change the tail segment's rest
// length tick by tick; the tail particle moves with it, so no segment is
// left strained for the solver to snap back.
func TestSetRestLengthLeavesNoStrainedTail(t *testing.T) {
	r := New(64, shipped(t))
	r.Reset(maths.V3(0, 1, 0), maths.V3(0, -0.3, 1), 40, 0.12)
	for i := 0; i < 60; i++ {
		r.Step(1.0/60, nil, nil)
	}
	for l := r.RestLength(); l > 0.5; l -= 0.16 {
		r.SetRestLength(l, 0.12)
		if s := r.WorstStrain(); s > 1e-3 {
			t.Fatalf("unwound to %.2f m: a segment %.1f %% off its rest length", l, s*100)
		}
		r.Step(1.0/60, nil, nil)
	}
	for l := r.RestLength(); l < 4; l += 0.3 {
		r.SetRestLength(l, 0.12)
		if s := r.WorstStrain(); s > 1e-3 {
			t.Fatalf("wound to %.2f m: a segment %.1f %% off its rest length", l, s*100)
		}
		r.Step(1.0/60, nil, nil)
	}
}
