package camera

import (
	"math"
	"testing"
)

func near(a, b, eps float32) bool { return float32(math.Abs(float64(a-b))) <= eps }

// testCamera looks from the origin down -Z with a 90° field of view, so a
// point at depth d and x = d lands on the right edge.
func testCamera() Camera {
	return Camera{Eye: V3(0, 0, 0), Target: V3(0, 0, -1), FovY: math.Pi / 2, Near: 0.5, Far: 100}
}

func TestProjectKnownPoints(t *testing.T) {
	c := testCamera()
	cases := []struct {
		name   string
		p      Vec3
		x, y   float32
		inView bool
	}{
		{"straight ahead is the centre", V3(0, 0, -10), 50, 50, true},
		{"x = depth is the right edge", V3(10, 0, -10), 100, 50, true},
		{"y = depth is the top edge", V3(0, 10, -10), 50, 0, true},
		{"half-way left and down", V3(-5, -5, -10), 25, 75, true},
		{"behind the camera", V3(0, 0, 10), 0, 0, false},
		{"in front of the near plane", V3(0, 0, -0.25), 0, 0, false},
	}
	for _, tc := range cases {
		x, y, ok := c.Project(tc.p, 100, 100)
		if ok != tc.inView || (ok && (!near(x, tc.x, 1e-3) || !near(y, tc.y, 1e-3))) {
			t.Errorf("%s: Project(%v) = (%v, %v, %v), want (%v, %v, %v)", tc.name, tc.p, x, y, ok, tc.x, tc.y, tc.inView)
		}
	}
}

func TestPerspectiveWIsDistanceInFront(t *testing.T) {
	p := Perspective(1, 1.5, 0.1, 50)
	for _, z := range []float32{-0.1, -1, -7.5, -50} {
		q := p.MulPoint(V3(3, -2, z))
		if !near(q.W, -z, 1e-5) {
			t.Errorf("w for view z %v = %v, want %v", z, q.W, -z)
		}
	}
	// The near and far planes map to NDC z = -1 and +1.
	if q := p.MulPoint(V3(0, 0, -0.1)); !near(q.Z/q.W, -1, 1e-4) {
		t.Errorf("near plane NDC z = %v, want -1", q.Z/q.W)
	}
	if q := p.MulPoint(V3(0, 0, -50)); !near(q.Z/q.W, 1, 1e-4) {
		t.Errorf("far plane NDC z = %v, want 1", q.Z/q.W)
	}
}

func TestLookAt(t *testing.T) {
	eye, target := V3(2, 5, 10), V3(2, 1, 0)
	v := LookAt(eye, target, V3(0, 1, 0))
	if got := v.MulPoint3(eye); got.Len() > 1e-5 {
		t.Errorf("eye maps to %v, want the origin", got)
	}
	d := target.Sub(eye).Len()
	if got := v.MulPoint3(target); !near(got.X, 0, 1e-5) || !near(got.Y, 0, 1e-5) || !near(got.Z, -d, 1e-4) {
		t.Errorf("target maps to %v, want (0, 0, %v) straight down -Z", got, -d)
	}
	// A point above the target stays above in view space (+Y up).
	if got := v.MulPoint3(target.Add(V3(0, 1, 0))); got.Y <= 0 {
		t.Errorf("point above target has view y %v, want > 0", got.Y)
	}
	// A point to the world's +X is to the view's right for a camera looking -Z.
	if got := v.MulPoint3(target.Add(V3(1, 0, 0))); got.X <= 0 {
		t.Errorf("point right of target has view x %v, want > 0", got.X)
	}
}

func TestMatrixProductOrder(t *testing.T) {
	// Translate·RotateY applies the rotation first.
	m := Translate(V3(10, 0, 0)).Mul(RotateY(math.Pi / 2))
	got := m.MulPoint3(V3(1, 0, 0))
	if !near(got.X, 10, 1e-5) || !near(got.Z, -1, 1e-5) {
		t.Errorf("Translate·RotateY of +X = %v, want (10, 0, -1)", got)
	}
	sr := Scale(3).Mul(RotateX(0.7))
	if s := sr.MaxScale(); !near(s, 3, 1e-5) {
		t.Errorf("MaxScale = %v, want 3", s)
	}
}

func TestFrustumCullsSpheres(t *testing.T) {
	c := testCamera()
	f := newFrustum(&c, 1)
	cases := []struct {
		name    string
		centre  Vec3
		radius  float32
		outside bool
	}{
		{"ahead", V3(0, 0, -10), 1, false},
		{"behind", V3(0, 0, 5), 1, true},
		{"behind but touching near", V3(0, 0, 0.4), 1, false},
		{"beyond far", V3(0, 0, -102), 1, true},
		{"far left", V3(-30, 0, -10), 1, true},
		{"grazing the left edge", V3(-10.5, 0, -10), 1, false},
		{"above", V3(0, 30, -10), 1, true},
		{"below", V3(0, -30, -10), 1, true},
	}
	for _, tc := range cases {
		if got := f.outside(tc.centre, tc.radius); got != tc.outside {
			t.Errorf("%s: outside = %v, want %v", tc.name, got, tc.outside)
		}
	}
}

func TestFollowSettlesBehindAndAbove(t *testing.T) {
	f := Follow{Params: FollowParams{
		Offset: V3(0, 4, 6), LookAbove: 1, LookAhead: 0.2, SmoothTime: 0.15,
		MaxSpeed: 60, FovDegrees: 60, Near: 0.3, Far: 80,
	}}
	if err := f.Params.Validate(); err != nil {
		t.Fatal(err)
	}
	f.Reset(V3(0, 0, 0))
	runner, vel := V3(0, 0, 0), V3(0, 0, -8)
	var cam Camera
	for i := 0; i < 600; i++ {
		runner = runner.Add(vel.Scale(1.0 / 60))
		cam = f.Update(runner, vel, 1.0/60)
	}
	// At a steady speed the spring trails by speed·smoothTime: behind the
	// offset but never in front of the runner.
	behind := cam.Eye.Z - runner.Z
	if behind < 6 || behind > 6+8*0.15*2+0.1 {
		t.Errorf("eye is %v m behind the runner, want 6..%v", behind, 6+8*0.15*2+0.1)
	}
	if !near(cam.Eye.Y, 4, 1e-3) {
		t.Errorf("eye height = %v, want 4", cam.Eye.Y)
	}
	if cam.Target.Z > runner.Z {
		t.Errorf("aim z %v is behind the runner %v; the look-ahead should lead", cam.Target.Z, runner.Z)
	}
}

func TestFollowParamsValidate(t *testing.T) {
	good := FollowParams{Offset: V3(0, 4, 6), SmoothTime: 0.2, MaxSpeed: 50, FovDegrees: 60, Near: 0.3, Far: 80}
	if err := good.Validate(); err != nil {
		t.Fatalf("valid params rejected: %v", err)
	}
	bad := []func(*FollowParams){
		func(p *FollowParams) { p.SmoothTime = 0 },
		func(p *FollowParams) { p.MaxSpeed = -1 },
		func(p *FollowParams) { p.FovDegrees = 170 },
		func(p *FollowParams) { p.Near = 0 },
		func(p *FollowParams) { p.Far = 0.1 },
		func(p *FollowParams) { p.Offset = V3(0, 0, -1) },
	}
	for i, mutate := range bad {
		p := good
		mutate(&p)
		if p.Validate() == nil {
			t.Errorf("case %d: %+v accepted, want an error", i, p)
		}
	}
}
