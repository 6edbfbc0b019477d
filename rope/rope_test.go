package rope

import (
	"math"
	"testing"

	"ropeman/assets"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
)

// shipped returns the rope parameters the game uses.
func shipped(t testing.TB) Params {
	t.Helper()
	var p Params
	if err := assets.Tuning("rope", &p); err != nil {
		t.Fatal(err)
	}
	if err := p.Validate(); err != nil {
		t.Fatalf("assets/tuning.json rope table: %v", err)
	}
	return p
}

func groundSpace() *Space {
	var s Space
	s.Add(Collider{Shape: Plane, A: maths.V3(0, 0, 0), B: maths.V3(0, 1, 0)})
	return &s
}

// dragAnchor is the runner's hand: it speeds up to 8 m/s along -Z in the
// first second and swerves 1.5 m from side to side, 1.5 times a second.
func dragAnchor(tick int) maths.Vec3 {
	t := float32(tick) / 60
	speed := float32(8)
	z := -speed * (t - 0.5) // after the ramp
	if t < 1 {
		z = -speed / 2 * t * t
	}
	x := 0.75 * float32(math.Sin(2*math.Pi*1.5*float64(t)))
	return maths.V3(x, 0.9, z)
}

func TestRopeAtRestStaysStill(t *testing.T) {
	r := New(64, shipped(t))
	// Root on the ground too, the rest in a lazy curve on the floor.
	r.Reset(maths.V3(0, r.Params.Radius, 0), maths.V3(1, 0, 1), 30, 0.1)
	space := groundSpace()
	for i := 0; i < 180; i++ {
		r.Step(1.0/60, space, nil)
	}
	before := append([]maths.Vec3(nil), r.Positions()...)
	for i := 0; i < 60; i++ {
		r.Step(1.0/60, space, nil)
	}
	var moved float32
	for i, p := range r.Positions() {
		moved = max(moved, p.Sub(before[i]).Len())
	}
	if moved > 1e-4 {
		t.Errorf("a settled rope still moves %.6f m in a second", moved)
	}
}

func TestCutConservesSegmentsAndMomentum(t *testing.T) {
	for _, seg := range []int{0, 1, 10, 29} {
		r := New(64, shipped(t))
		r.Reset(maths.V3(0, 5, 0), maths.V3(1, 0, 0), 30, 0.1)
		for i := 0; i < 20; i++ { // swinging: the particles have speed
			r.Step(1.0/60, nil, nil)
		}
		vel := r.pos[20].Sub(r.prev[20])
		pool := NewPool(2, 64, 60, r.Params)
		before := r.Segments()
		lost := r.Cut(seg, pool)
		piece, alpha, ok := pool.Piece(0)
		if !ok || alpha != 1 {
			t.Fatalf("cut at %d: no fresh piece in the pool", seg)
		}
		if r.Segments()+piece.Segments() != before || lost != piece.Segments() {
			t.Errorf("cut at %d: kept %d + detached %d (lost %d), want %d in all",
				seg, r.Segments(), piece.Segments(), lost, before)
		}
		if piece.Anchored() {
			t.Errorf("cut at %d: the piece is still anchored", seg)
		}
		if seg < 20 {
			pv := piece.pos[20-seg].Sub(piece.prev[20-seg])
			if !nearVec(pv, vel, 1e-6) {
				t.Errorf("cut at %d: the piece's particle moves %v, it moved %v before the cut", seg, pv, vel)
			}
		}
	}
	r := New(8, shipped(t))
	r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), 5, 0.1)
	if lost := r.Cut(7, nil); lost != 0 || r.Segments() != 5 {
		t.Errorf("cut past the end lost %d, left %d segments", lost, r.Segments())
	}
}

// The rope's rest length is conserved by a cut, partial tail included:
// what the rope loses is what the piece carries.
func TestCutConservesRestLength(t *testing.T) {
	for _, seg := range []int{0, 3, 24} {
		r := New(64, shipped(t))
		r.Reset(maths.V3(0, 5, 0), maths.V3(1, 0, 0), 1, 0.12)
		r.SetRestLength(2.95, 0.12)
		before := r.RestLength()
		pool := NewPool(1, 64, 60, r.Params)
		r.Cut(seg, pool)
		piece, _, _ := pool.Piece(0)
		if d := r.RestLength() + piece.RestLength() - before; d > 1e-5 || d < -1e-5 {
			t.Errorf("cut at %d: kept %v m + piece %v m, was %v m", seg, r.RestLength(), piece.RestLength(), before)
		}
	}
}

func TestAThinCutterCutsBetweenParticles(t *testing.T) {
	p := shipped(t)
	r := New(64, p)
	// A horizontal rope along X with particles every 0.2 m; a blade 1 mm
	// thick sweeps down through x = 1.1, between particles 5 and 6.
	r.Reset(maths.V3(0, 1, 0), maths.V3(1, 0, 0), 20, 0.2)
	r.Params.Gravity = maths.Vec3{}
	var s Space
	blade := s.Add(Collider{Shape: Capsule, A: maths.V3(1.1, 1.5, -0.5), B: maths.V3(1.1, 1.5, 0.5), Radius: 0.001, Cuts: true})
	pool := NewPool(2, 64, 60, p)
	lost := 0
	for tick := 0; tick < 30 && lost == 0; tick++ {
		y := 1.5 - float32(tick)*0.05
		s.Set(blade, Collider{Shape: Capsule, A: maths.V3(1.1, y, -0.5), B: maths.V3(1.1, y, 0.5), Radius: 0.001, Cuts: true})
		lost = r.Step(1.0/60, &s, pool)
	}
	if lost != 15 || r.Segments() != 5 {
		t.Errorf("blade through segment 5: lost %d, kept %d segments; want 15 lost, 5 kept", lost, r.Segments())
	}
}

func TestGrowWithoutPop(t *testing.T) {
	r := New(64, shipped(t))
	r.Reset(maths.V3(0, 3, 0), maths.V3(1, 0, 0), 10, 0.1)
	for i := 0; i < 30; i++ {
		r.MoveAnchor(maths.V3(float32(i)*0.05, 3, 0))
		r.Step(1.0/60, nil, nil)
	}
	if added := r.Grow(8, 0.1); added != 8 || r.Segments() != 18 {
		t.Fatalf("Grow(8) added %d, rope has %d segments", added, r.Segments())
	}
	before := append([]maths.Vec3(nil), r.Positions()...)
	r.MoveAnchor(maths.V3(30*0.05, 3, 0))
	r.Step(1.0/60, nil, nil)
	for i, p := range r.Positions() {
		if d := p.Sub(before[i]).Len(); d > 0.1 {
			t.Errorf("particle %d jumped %.3f m in the step after growing (segment 0.1 m)", i, d)
		}
	}
	if got := r.Grow(100, 0.1); got != 64-19 {
		t.Errorf("growing past capacity added %d, want %d", got, 64-19)
	}
	segs := r.Segments()
	if got := r.Shrink(1000); got != segs || r.Len() != 1 {
		t.Errorf("Shrink(1000) removed %d of %d segments, left %d particles; want all segments, the root alone", got, segs, r.Len())
	}
}

func TestSameCallsSameHash(t *testing.T) {
	run := func(cutAt int) uint64 {
		p := shipped(t)
		r := New(64, p)
		r.Reset(maths.V3(0, 1, 0), maths.V3(0, 0, 1), 30, 0.1)
		space := groundSpace()
		pool := NewPool(4, 64, 60, p)
		for tick := 1; tick <= 120; tick++ {
			r.MoveAnchor(dragAnchor(tick))
			r.Step(1.0/60, space, pool)
			pool.Step(1.0/60, space)
			if tick == cutAt {
				r.Cut(12, pool)
			}
			if tick == 90 {
				r.Grow(5, 0.1)
			}
		}
		return r.Hash()
	}
	a, b := run(60), run(60)
	if a != b {
		t.Fatalf("same calls: hashes %x and %x", a, b)
	}
	if c := run(61); c == a {
		t.Errorf("a cut one tick later gave the same hash %x", c)
	}
}

func TestStepCutGrowTubeAllocateNothing(t *testing.T) {
	p := shipped(t)
	r := New(128, p)
	r.Reset(maths.V3(0, 1, 0), maths.V3(0, 0, 1), 60, 0.1)
	space := groundSpace()
	space.Add(Collider{Shape: Box, A: maths.V3(0, 0.5, -3), Half: maths.V3(0.5, 0.5, 0.5)})
	space.Add(Collider{Shape: Capsule, A: maths.V3(0.5, 0, -6), B: maths.V3(0.5, 1, -6), Radius: 0.1, Cuts: true})
	pool := NewPool(4, 128, 30, p)
	var m mesh.Mesh
	tp := mesh.TubeParams{Sides: 6, Rings: 3, Radius: 0.05, StripeTurns: 4}
	tick := 0
	frame := func() {
		tick++
		r.MoveAnchor(dragAnchor(tick))
		r.Step(1.0/60, space, pool)
		pool.Step(1.0/60, space)
		if r.Segments() < 20 {
			r.Grow(40, 0.1)
		}
		if tick%50 == 0 {
			r.Cut(r.Segments()/2, pool)
		}
		mesh.Tube(&m, r.Positions(), tp)
	}
	for i := 0; i < 200; i++ {
		frame()
	}
	if a := testing.AllocsPerRun(200, frame); a != 0 {
		t.Errorf("step, cut, grow and tube allocate %v times per frame", a)
	}
}

func finite(v float32) bool { return v-v == 0 }

func finite3(v maths.Vec3) bool { return finite(v.X) && finite(v.Y) && finite(v.Z) }

func TestSetRestLengthIsExactAndAllocatesNothing(t *testing.T) {
	r := New(64, shipped(t))
	r.Reset(maths.V3(0, 1, 0), maths.V3(0, 0, 1), 10, 0.1)
	for _, l := range []float32{1, 1.07, 1.26, 0.5, 0.02, 0, 0.3, 2.55, 6.3, 100} {
		got := r.SetRestLength(l, 0.1)
		want := min(l, 6.3)
		if abs32(got-want) > 1e-5 || abs32(r.RestLength()-want) > 1e-5 {
			t.Errorf("SetRestLength(%v) = %v (rest %v), want %v", l, got, r.RestLength(), want)
		}
		for i := 0; i+1 < r.Segments(); i++ {
			if r.rest[i] != 0.1 {
				t.Errorf("length %v: segment %d is %v m, want only the tail to differ", l, i, r.rest[i])
			}
		}
		if n := r.Segments(); n > 1 && (r.rest[n-1] < 0.025 || r.rest[n-1] > 0.125) {
			t.Errorf("length %v: tail segment %v m, want 0.025..0.125", l, r.rest[n-1])
		}
		r.Step(1.0/60, nil, nil)
	}
	if a := testing.AllocsPerRun(100, func() { r.SetRestLength(3.33, 0.1); r.SetRestLength(1.01, 0.1) }); a != 0 {
		t.Errorf("SetRestLength allocates %v times", a)
	}
}

func abs32(v float32) float32 { return max(v, -v) }
