package camera

import (
	"math"
	"math/rand/v2"
	"testing"

	"ropeman/camera/maths"
)

func near(a, b, eps float32) bool { return float32(math.Abs(float64(a-b))) <= eps }

// testCamera looks from the origin down -Z with a 90° field of view, so a
// point at depth d and x = d lands on the right edge.
func testCamera() Camera {
	return Camera{Eye: maths.V3(0, 0, 0), Target: maths.V3(0, 0, -1), FovY: math.Pi / 2, Near: 0.5, Far: 100}
}

func TestProjectKnownPoints(t *testing.T) {
	c := testCamera()
	cases := []struct {
		name   string
		p      maths.Vec3
		x, y   float32
		inView bool
	}{
		{"straight ahead is the centre", maths.V3(0, 0, -10), 50, 50, true},
		{"x = depth is the right edge", maths.V3(10, 0, -10), 100, 50, true},
		{"y = depth is the top edge", maths.V3(0, 10, -10), 50, 0, true},
		{"half-way left and down", maths.V3(-5, -5, -10), 25, 75, true},
		{"behind the camera", maths.V3(0, 0, 10), 0, 0, false},
		{"in front of the near plane", maths.V3(0, 0, -0.25), 0, 0, false},
	}
	for _, tc := range cases {
		x, y, ok := c.Project(tc.p, 100, 100)
		if ok != tc.inView || (ok && (!near(x, tc.x, 1e-3) || !near(y, tc.y, 1e-3))) {
			t.Errorf("%s: Project(%v) = (%v, %v, %v), want (%v, %v, %v)", tc.name, tc.p, x, y, ok, tc.x, tc.y, tc.inView)
		}
	}
}

func TestFrustumCullsSpheres(t *testing.T) {
	c := testCamera()
	f := newFrustum(&c, 1)
	cases := []struct {
		name    string
		centre  maths.Vec3
		radius  float32
		outside bool
	}{
		{"ahead", maths.V3(0, 0, -10), 1, false},
		{"behind", maths.V3(0, 0, 5), 1, true},
		{"behind but touching near", maths.V3(0, 0, 0.4), 1, false},
		{"beyond far", maths.V3(0, 0, -102), 1, true},
		{"far left", maths.V3(-30, 0, -10), 1, true},
		{"grazing the left edge", maths.V3(-10.5, 0, -10), 1, false},
		{"above", maths.V3(0, 30, -10), 1, true},
		{"below", maths.V3(0, -30, -10), 1, true},
	}
	for _, tc := range cases {
		if got := f.outside(tc.centre, tc.radius); got != tc.outside {
			t.Errorf("%s: outside = %v, want %v", tc.name, got, tc.outside)
		}
	}
}

// At a steady speed the camera settles at its offset behind and above the
// runner, whatever his speed and the smoothing: the spring's trail
// (speed·smoothTime) is led away, so a smoother camera (a faster tier's
// 0.15 s or more) frames him as a tight one does. Without the lead the
// eye sat 1.2 m further back at 8 m/s and 0.15 s, 2.4 m at 0.3 s.
func TestFollowSettlesBehindAndAbove(t *testing.T) {
	for _, c := range []struct{ speed, smooth float32 }{{8, 0.15}, {8, 0.3}, {13, 0.15}, {3, 0.5}} {
		f := Follow{Params: FollowParams{
			Offset: maths.V3(0, 4, 6), LookAbove: 1, LookAhead: 0.2, SmoothTime: c.smooth,
			MaxSpeed: 60, FollowX: 1, FovDegrees: 60, MaxFovDegrees: 60, Near: 0.3, Far: 80,
		}}
		if err := f.Params.Validate(); err != nil {
			t.Fatal(err)
		}
		f.Reset(maths.V3(0, 0, 0))
		runner, vel := maths.V3(0, 0, 0), maths.V3(0, 0, -c.speed)
		var cam Camera
		for i := 0; i < 600; i++ {
			runner = runner.Add(vel.Scale(1.0 / 60))
			cam = f.Update(runner, vel, 1.0/60)
		}
		if behind := cam.Eye.Z - runner.Z; behind < 5.85 || behind > 6.15 {
			t.Errorf("%v m/s, smooth time %v s: the eye settles %v m behind the runner, want 6 (±0.15)", c.speed, c.smooth, behind)
		}
		if !near(cam.Eye.Y, 4, 1e-3) {
			t.Errorf("eye height = %v, want 4", cam.Eye.Y)
		}
		if cam.Target.Z > runner.Z {
			t.Errorf("aim z %v is behind the runner %v; the look-ahead should lead", cam.Target.Z, runner.Z)
		}
	}
}

func TestFollowParamsValidate(t *testing.T) {
	good := FollowParams{Offset: maths.V3(0, 4, 6), SmoothTime: 0.2, MaxSpeed: 50, FovDegrees: 60, MaxFovDegrees: 75, Near: 0.3, Far: 80}
	if err := good.Validate(); err != nil {
		t.Fatalf("valid params rejected: %v", err)
	}
	bad := []func(*FollowParams){
		func(p *FollowParams) { p.SmoothTime = 0 },
		func(p *FollowParams) { p.MaxSpeed = -1 },
		func(p *FollowParams) { p.FovDegrees = 170 },
		func(p *FollowParams) { p.Near = 0 },
		func(p *FollowParams) { p.Far = 0.1 },
		func(p *FollowParams) { p.MaxFovDegrees = 50 },
		func(p *FollowParams) { p.FollowX = 1.5 },
		func(p *FollowParams) { p.Offset = maths.V3(0, 0, -1) },
	}
	for i, mutate := range bad {
		p := good
		mutate(&p)
		if p.Validate() == nil {
			t.Errorf("case %d: %+v accepted, want an error", i, p)
		}
	}
}

// The eye and the aim never move faster than MaxSpeed, whatever the
// runner does: random walks, and jumps of up to 200 m in a tick (a
// revive's place, a level's start) that once teleported the camera.
func TestFollowNeverOutrunsItsCap(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		f := Follow{Params: FollowParams{
			Offset: maths.V3(0, 4.6, 6.8), LookAbove: 0.6, LookAhead: 0.45,
			SmoothTime: 0.05 + rnd.Float32(), MaxSpeed: 5 + 100*rnd.Float32(), FollowX: rnd.Float32(),
			FovDegrees: 58, MaxFovDegrees: 72, Near: 0.25, Far: 90,
		}}
		f.Reset(maths.Vec3{})
		p := maths.Vec3{}
		for tick := 0; tick < 300; tick++ {
			if rnd.IntN(40) == 0 {
				p = p.Add(maths.V3(rnd.Float32()*10-5, rnd.Float32()*10-5, -rnd.Float32()*200))
			} else {
				p = p.Add(maths.V3(rnd.Float32()*0.4-0.2, 0, -0.2))
			}
			eye, aim := f.eye, f.aim
			f.Update(p, maths.V3(0, 0, -12), 1.0/60)
			most := f.Params.MaxSpeed/60*(1+1e-4) + 1e-5
			if d := f.eye.Sub(eye).Len(); d > most {
				t.Fatalf("trial %d tick %d: the eye moved %.3f m in a tick, cap %.3f", trial, tick, d, most)
			}
			if d := f.aim.Sub(aim).Len(); d > most {
				t.Fatalf("trial %d tick %d: the aim moved %.3f m in a tick, cap %.3f", trial, tick, d, most)
			}
		}
	}
}

// Fit shows the span asked for on every phone shape: projected, the span's
// ends at the focus land inside the screen.
func TestFitShowsTheSpan(t *testing.T) {
	base := Camera{Eye: maths.V3(0, 4.6, 6.8), Target: maths.V3(0, 0.6, -4.5), FovY: 58 * math.Pi / 180, Near: 0.25, Far: 90}
	for _, aspect := range []float32{9.0 / 16, 9.0 / 19.5, 9.0 / 21, 3.0 / 4, 16.0 / 9} {
		for _, maxFov := range []float32{58, 72, 100} {
			c := Fit(base, aspect, 3.8, maths.Vec3{}, maxFov*math.Pi/180)
			h := float32(1000)
			w := aspect * h
			for _, x := range []float32{-3.8, 3.8} {
				px, _, ok := c.Project(maths.V3(x, 0, 0), w, h)
				if !ok || px < -0.5 || px > w+0.5 {
					t.Errorf("aspect %.3f, max fov %v: x = %v lands at %.1f of %v px", aspect, maxFov, x, px, w)
				}
			}
			if c.FovY > maxFov*math.Pi/180+1e-5 && c.FovY > base.FovY {
				t.Errorf("aspect %.3f: fov %v° over the cap %v°", aspect, c.FovY*180/math.Pi, maxFov)
			}
		}
	}
	if c := Fit(base, 16.0/9, 3.8, maths.Vec3{}, 1.2); c != base {
		t.Errorf("a wide screen changed the camera: %+v", c)
	}
}
