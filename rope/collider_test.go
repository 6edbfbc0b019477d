package rope

import (
	"math"
	"testing"

	"ropeman/camera/maths"
)

func near(a, b, eps float32) bool { return abs(a-b) <= eps }

func nearVec(a, b maths.Vec3, eps float32) bool { return a.Sub(b).Len() <= eps }

func TestColliderPush(t *testing.T) {
	tilt := float32(math.Sqrt(0.5))
	rotated := Collider{Shape: Box, A: maths.V3(0, 0, 0), Half: maths.V3(1, 1, 1),
		Axes: [3]maths.Vec3{maths.V3(tilt, tilt, 0), maths.V3(-tilt, tilt, 0), maths.V3(0, 0, 1)}}
	cases := []struct {
		name  string
		c     Collider
		p     maths.Vec3
		rad   float32
		hit   bool
		n     maths.Vec3
		depth float32
	}{
		{"sphere, outside", Collider{Shape: Sphere, A: maths.V3(0, 0, 0), Radius: 1}, maths.V3(2, 0, 0), 0.1, false, maths.Vec3{}, 0},
		{"sphere, within the rope's radius", Collider{Shape: Sphere, A: maths.V3(0, 0, 0), Radius: 1}, maths.V3(1.05, 0, 0), 0.1, true, maths.V3(1, 0, 0), 0.05},
		{"sphere, deep", Collider{Shape: Sphere, A: maths.V3(0, 0, 0), Radius: 1}, maths.V3(0, -0.5, 0), 0, true, maths.V3(0, -1, 0), 0.5},
		{"capsule, beside the middle", Collider{Shape: Capsule, A: maths.V3(0, 0, 0), B: maths.V3(0, 2, 0), Radius: 0.2}, maths.V3(0.1, 1, 0), 0, true, maths.V3(1, 0, 0), 0.1},
		{"capsule, past the end cap", Collider{Shape: Capsule, A: maths.V3(0, 0, 0), B: maths.V3(0, 2, 0), Radius: 0.2}, maths.V3(0, 2.15, 0), 0, true, maths.V3(0, 1, 0), 0.05},
		{"box, inside near the top", Collider{Shape: Box, A: maths.V3(0, 0, 0), Half: maths.V3(2, 0.5, 2)}, maths.V3(0.3, 0.4, 0), 0.05, true, maths.V3(0, 1, 0), 0.15},
		{"box, outside the edge", Collider{Shape: Box, A: maths.V3(0, 0, 0), Half: maths.V3(1, 1, 1)}, maths.V3(1.03, 1.04, 0), 0.1, true, maths.V3(0.6, 0.8, 0), 0.05},
		{"box, clear", Collider{Shape: Box, A: maths.V3(0, 0, 0), Half: maths.V3(1, 1, 1)}, maths.V3(1.2, 0, 0), 0.1, false, maths.Vec3{}, 0},
		{"oriented box, inside", rotated, maths.V3(0, 1.3, 0), 0, true, maths.V3(tilt, tilt, 0), float32(1 - 1.3*math.Sqrt(0.5))},
		{"plane, below", Collider{Shape: Plane, A: maths.V3(0, 1, 0), B: maths.V3(0, 1, 0)}, maths.V3(5, 0.9, 3), 0.05, true, maths.V3(0, 1, 0), 0.15},
		{"plane, above", Collider{Shape: Plane, A: maths.V3(0, 1, 0), B: maths.V3(0, 1, 0)}, maths.V3(5, 1.2, 3), 0.05, false, maths.Vec3{}, 0},
	}
	for _, tc := range cases {
		n, depth, hit := tc.c.push(tc.p, tc.rad)
		if hit != tc.hit || (hit && (!nearVec(n, tc.n, 1e-4) || !near(depth, tc.depth, 1e-4))) {
			t.Errorf("%s: push = %v, %v, %v; want %v, %v, %v", tc.name, n, depth, hit, tc.n, tc.depth, tc.hit)
		}
		if hit {
			// Pushed out, the ball only just touches.
			q := tc.p.Add(n.Scale(depth))
			if _, d2, again := tc.c.push(q, tc.rad); again && d2 > 1e-4 {
				t.Errorf("%s: still %v deep after the push", tc.name, d2)
			}
		}
	}
}

func TestClosestSegments(t *testing.T) {
	cases := []struct {
		name       string
		p, q, a, b maths.Vec3
		s, t       float32
	}{
		{"crossing", maths.V3(-1, 0, 0), maths.V3(1, 0, 0), maths.V3(0, -1, 1), maths.V3(0, 1, 1), 0.5, 0.5},
		{"parallel, offset", maths.V3(0, 0, 0), maths.V3(1, 0, 0), maths.V3(2, 1, 0), maths.V3(3, 1, 0), 1, 0},
		{"end to middle", maths.V3(0, 0, 0), maths.V3(0, 1, 0), maths.V3(-1, 3, 0), maths.V3(1, 3, 0), 1, 0.5},
		{"degenerate first", maths.V3(0, 0, 0), maths.V3(0, 0, 0), maths.V3(-1, 1, 0), maths.V3(1, 1, 0), 0, 0.5},
	}
	for _, tc := range cases {
		s, tt := closestSegments(tc.p, tc.q, tc.a, tc.b)
		if !near(s, tc.s, 1e-5) || !near(tt, tc.t, 1e-5) {
			t.Errorf("%s: s, t = %v, %v; want %v, %v", tc.name, s, tt, tc.s, tc.t)
		}
	}
}

func TestSpaceFindsOnlyNearbyColliders(t *testing.T) {
	var s Space
	ground := s.Add(Collider{Shape: Plane, A: maths.V3(0, 0, 0), B: maths.V3(0, 1, 0)})
	for z := 0; z < 100; z++ {
		s.Add(Collider{Shape: Sphere, A: maths.V3(0, 1, -float32(z)*10), Radius: 0.5})
	}
	long := s.Add(Collider{Shape: Box, A: maths.V3(0, 0.5, -500), Half: maths.V3(2, 0.5, 500)})
	got := s.near(aabb{maths.V3(-1, 0, -305), maths.V3(1, 2, -295)}, nil)
	want := map[int32]bool{int32(ground): true, int32(long): true, 31: true} // sphere 31 is at z = -300
	if len(got) != len(want) {
		t.Errorf("near returned %v, want the plane, the long box and the sphere at z = -300", got)
	}
	for _, g := range got {
		if !want[g] {
			t.Errorf("collider %d returned but far away", g)
		}
	}
	// Move a sphere next to the query: the stale order is refreshed.
	s.Set(90, Collider{Shape: Sphere, A: maths.V3(0, 1, -302), Radius: 0.5})
	found := false
	for _, g := range s.near(aabb{maths.V3(-1, 0, -305), maths.V3(1, 2, -295)}, nil) {
		found = found || g == 90
	}
	if !found {
		t.Error("a collider moved into range was not found")
	}
}

// The middle phase never misses a contact: a particle one collider pushes
// into another whose box its chunk did not reach is pushed out of that
// one too, as a test of every particle against every collider would.
func TestAParticlePushedIntoAnotherColliderIsPushedOutOfIt(t *testing.T) {
	p := Params{Substeps: 1, Radius: 0.01}
	r := New(2, p)
	r.Reset(maths.V3(0, 0, 0), maths.V3(1, 0, 0), 1, 0.1) // the tail at x = 0.1
	var s Space
	s.Add(Collider{Shape: Sphere, A: maths.V3(0.08, 0, 0), Radius: 0.05}) // holds the tail: out to x = 0.14
	b := Collider{Shape: Sphere, A: maths.V3(0.16, 0, 0), Radius: 0.03}   // its box starts at x = 0.12, past the rope's
	s.Add(b)
	r.contacts = s.near(r.bounds(0), r.contacts[:0])
	r.collide(&s, false)
	tail := r.Positions()[1]
	if d := tail.Sub(b.A).Len(); d < b.Radius+p.Radius-1e-5 {
		t.Errorf("the tail at %v is %.4f m from the second sphere's centre, inside it (%.2f m)", tail, d, b.Radius+p.Radius)
	}
}

// Near measures a point's distance to every shape's surface, negative
// inside, and says near only under the limit (both sides of it): the
// game's warning asks it of the rope's points, whatever a cutter's shape.
func TestNearMeasuresEveryShape(t *testing.T) {
	box := Collider{Shape: Box, A: maths.V3(0, 0, 0), Half: maths.V3(1, 0.5, 2)}
	for _, c := range []struct {
		name string
		c    Collider
		p    maths.Vec3
		d    float32
	}{
		{"sphere", Collider{Shape: Sphere, A: maths.V3(1, 1, 1), Radius: 0.3}, maths.V3(1, 1.8, 1), 0.5},
		{"sphere, inside", Collider{Shape: Sphere, A: maths.V3(1, 1, 1), Radius: 0.3}, maths.V3(1, 1.1, 1), -0.2},
		{"capsule", Collider{Shape: Capsule, A: maths.V3(0, 0, 0), B: maths.V3(0, 0, -4), Radius: 0.1}, maths.V3(0.5, 0, -2), 0.4},
		{"box, off a face", box, maths.V3(0, 0.9, 1), 0.4},
		{"box, inside", box, maths.V3(0, 0.3, 0), -0.2},
		{"plane", Collider{Shape: Plane, A: maths.V3(0, 1, 0), B: maths.V3(0, 1, 0)}, maths.V3(5, 1.25, 3), 0.25},
	} {
		for _, most := range []float32{c.d + 0.01, c.d - 0.01} {
			d, near := c.c.Near(c.p, most)
			if want := most > c.d; near != want || (near && abs(d-c.d) > 1e-4) {
				t.Errorf("%s: Near under %v = %v, %v; want %v, %v", c.name, most, d, near, c.d, want)
			}
		}
	}
}
