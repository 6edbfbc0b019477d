package scene

import (
	"math"
	"testing"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// extent returns the box round the faces of m coloured c (all faces when
// c is zero) and how far from the z axis they reach.
func extent(m *mesh.Mesh, c mesh.Colour) (lo, hi maths.Vec3, reach float32) {
	lo, hi = maths.V3(1e9, 1e9, 1e9), maths.V3(-1e9, -1e9, -1e9)
	for _, f := range m.Faces {
		if c != (mesh.Colour{}) && f.Colour != c {
			continue
		}
		for _, i := range [3]uint32{f.A, f.B, f.C} {
			p := m.Positions[i]
			lo, hi = maths.V3(min(lo.X, p.X), min(lo.Y, p.Y), min(lo.Z, p.Z)), maths.V3(max(hi.X, p.X), max(hi.Y, p.Y), max(hi.Z, p.Z))
			reach = max(reach, float32(math.Hypot(float64(p.X), float64(p.Y))))
		}
	}
	return lo, hi, reach
}

// obstacleLookOf returns p's look of type T.
func obstacleLookOf[T obstacleLook](t *testing.T, p *props) T {
	t.Helper()
	for _, o := range p.obstacles {
		if l, ok := o.(T); ok {
			return l
		}
	}
	var none T
	t.Fatalf("no %T among the looks", none)
	return none
}

func near(a, b, tol float32) bool { return a-b <= tol && b-a <= tol }

// The hazards are drawn where they hit: a saw's teeth reach its radius
// (the model is a unit disc, scaled by it) from a steel body to 0.86 of
// it, flat across the track; a blade's head is drawn round the point its
// arm holds it at, as long along the track as its reach, its edge at the
// bottom.
func TestHazardsAreDrawnWhereTheyHit(t *testing.T) {
	var p props
	p.build()
	saw, blade := obstacleLookOf[*sawLook](t, &p), obstacleLookOf[*bladeLook](t, &p)
	_, _, teeth := extent(&saw.model, hazardAccent)
	blo, bhi, body := extent(&saw.model, hazardDark)
	if !near(teeth, 1, 0.01) || !near(body, 0.86, 0.01) || blo.Z != 0 || bhi.Z != 0 {
		t.Errorf("a saw's teeth reach %.3f of its radius and its body %.3f (z %v..%v), want 1, 0.86 and a flat disc", teeth, body, blo.Z, bhi.Z)
	}
	lo, hi, _ := extent(&blade.model, hazardAccent)
	centre := (lo.Y + hi.Y) / 2
	if !near(centre, -world.BladeArm+0.06, 0.01) || !near(hi.Z, world.BladeHead, 0.01) || !near(lo.Z, -world.BladeHead, 0.01) {
		t.Errorf("a blade's head is drawn %v..%v, want it centred %.2f m under the pivot (where it hits: %.2f) and ±%.2f m along the track",
			lo, hi, -world.BladeArm+0.06, -world.BladeArm, world.BladeHead)
	}
	elo, _, _ := extent(&blade.model, hazardEdge)
	if alo, _, _ := extent(&blade.model, mesh.Colour{}); elo.Y != alo.Y || !near(elo.Y, -world.BladeArm-0.22, 0.01) {
		t.Errorf("the blade's edge reaches down to %.2f, its lowest point is %.2f: want the edge at the bottom (%.2f)", elo.Y, alo.Y, -world.BladeArm-0.22)
	}
	alo, ahi, _ := extent(&blade.model, hazardDark)
	if !near(ahi.Y, 0, 0.01) || !near(alo.Y, -world.BladeArm, 0.01) {
		t.Errorf("the blade's arm runs %.2f..%.2f, want from the pivot down to the head (0..%.2f)", ahi.Y, alo.Y, -world.BladeArm)
	}
}

// Warning stripes cut the unit box into n pieces along their axis, end to
// end, dark and accent in turn.
func TestWarningStripesAlternate(t *testing.T) {
	for _, axis := range []int{0, 1} {
		var m mesh.Mesh
		stripes(&m, axis, 5, hazardDark, hazardAccent)
		lo, hi, _ := extent(&m, mesh.Colour{})
		if lo.Sub(maths.V3(-1, -1, -1)).Len() > 1e-5 || hi.Sub(maths.V3(1, 1, 1)).Len() > 1e-5 {
			t.Errorf("axis %d: the stripes span %v..%v, want the unit box", axis, lo, hi)
		}
		for k := range 5 {
			col := hazardDark
			if k%2 == 1 {
				col = hazardAccent
			}
			from := -1 + 2*float32(k)/5
			var piece mesh.Mesh
			for _, f := range m.Faces[12*k : 12*k+12] {
				if f.Colour != col {
					t.Fatalf("axis %d: stripe %d is %v, want %v", axis, k, f.Colour, col)
				}
				piece.Faces = append(piece.Faces, f)
			}
			piece.Positions = m.Positions
			plo, phi, _ := extent(&piece, mesh.Colour{})
			a, b := plo.X, phi.X
			if axis == 1 {
				a, b = plo.Y, phi.Y
			}
			if !near(a, from, 1e-5) || !near(b, from+0.4, 1e-5) {
				t.Errorf("axis %d: stripe %d runs %.2f..%.2f, want %.2f..%.2f", axis, k, a, b, from, from+0.4)
			}
		}
	}
}

// A hit jolts the camera 9 cm and a hard landing 5 cm, shrinking to
// nothing over 18 ticks; a plain landing, or no event, moves it not at
// all.
func TestTheCameraShakesOnAHitAndAHardLanding(t *testing.T) {
	still := camera.Camera{Eye: maths.V3(0, 2, 5), Target: maths.V3(0, 1, 0)}
	for _, c := range []struct {
		what   string
		events []world.Event
		size   float32
	}{
		{"a hit", []world.Event{{Kind: world.Hit}}, 0.09},
		{"a hard landing", []world.Event{{Kind: world.Landed}, {Kind: world.LandedHard}}, 0.05},
		{"a landing", []world.Event{{Kind: world.Landed}}, 0},
		{"nothing", nil, 0},
	} {
		var k shake
		k.react(nil)
		k.react(c.events)
		var most float32
		for age := range 40 {
			cam := k.apply(still)
			d := cam.Eye.Sub(still.Eye)
			if cam.Target.Sub(still.Target).Sub(d).Len() > 1e-5 {
				t.Fatalf("%s, tick %d: the eye moved %v and the target %v: want them moved together", c.what, age, d, cam.Target.Sub(still.Target))
			}
			if l := d.Len(); l > 0 {
				most = max(most, l)
				if age >= shakeTicks {
					t.Errorf("%s: the camera still shakes %d ticks on (%.3f m)", c.what, age, l)
				}
				if allowed := c.size * float32(shakeTicks-age) / shakeTicks * 1.5; l > allowed {
					t.Errorf("%s, tick %d: shaken %.3f m, more than %.3f", c.what, age, l, allowed)
				}
			}
			k.react(nil)
		}
		if c.size > 0 && most < 0.7*c.size || c.size == 0 && most > 0 {
			t.Errorf("%s: the camera shook up to %.3f m, want about %.2f", c.what, most, c.size)
		}
	}
}

// His rope is drawn as thick as his yarn (the trail's thickness, 1.8
// times it at 20 m: 1.12 times at the start's 3 m); the runs of it
// hanging under the floor are drawn before the floor, the rest after it.
func TestTheRopeIsDrawnAsThickAsHisYarnAndUnderTheFloorWhereItHangs(t *testing.T) {
	g, f := still(t, 1)
	w := &f.View().Run
	pts := w.Rope
	if len(pts) < 12 {
		t.Fatalf("a rope of %d particles", len(pts))
	}
	hang := 2 * len(pts) / 3
	for i := range pts { // straight along the track 0.5 m up, its last third a metre under the floor
		y := float32(0.5)
		if i >= hang {
			y = -1
		}
		pts[i] = world.Pos(0, y, 20-0.12*float32(i))
	}
	for _, c := range []struct {
		yarn  float32
		thick float32 // times the trail's thickness
	}{{3, 1.12}} { // the start yarn: 1 + 0.8 x 3/20
		if !near(w.Yarn, c.yarn, 0.01) {
			t.Fatalf("he starts with %.1f m of yarn, the test %.1f", w.Yarn, c.yarn)
		}
		g.buildYarn()
		want := g.view.Trail.Thickness * c.thick
		var piece mesh.Mesh // the tube round the first third, clear of either end
		piece.Positions = g.yarn.Positions
		for _, fc := range g.yarn.Faces {
			if z := -g.yarn.Positions[fc.A].Z; z > 20-0.12*float32(hang/2) && z < 20-0.12 {
				piece.Faces = append(piece.Faces, fc)
			}
		}
		lo, hi, _ := extent(&piece, mesh.Colour{})
		// A six-sided tube reaches its radius at a corner, cos 30° of it
		// across a side.
		if half := (hi.Y - lo.Y) / 2; len(piece.Faces) == 0 || half < 0.85*want || half > 1.01*want || !near(hi.Y+lo.Y, 1, 0.01) {
			t.Errorf("%.0f m of yarn: the rope drawn %.3f..%.3f m high, want a tube of radius %.3f round 0.5 m", c.yarn, lo.Y, hi.Y, want)
		}
		_, uhi, _ := extent(&g.yarnUnder, mesh.Colour{})
		ulo, _, _ := extent(&g.yarnUnder, mesh.Colour{})
		if len(g.yarnUnder.Faces) == 0 || uhi.Y > -1+3*want || ulo.Y < -1-3*want {
			t.Errorf("%.0f m of yarn: the hanging third is drawn %.2f..%.2f m high before the floor, want it round -1 m", c.yarn, ulo.Y, uhi.Y)
		}
		if _, yhi, _ := extent(&g.yarn, mesh.Colour{}); yhi.Y < 0.5 {
			t.Errorf("%.0f m of yarn: the rope above the floor reaches %.2f m", c.yarn, yhi.Y)
		}
	}
}

// A key stands about 0.7 m tall round its middle, gold, its bow's ring on
// top (0.45 m across its bars) and its two teeth off the shaft at the
// bottom, to one side.
func TestAKeyLooksLikeAKey(t *testing.T) {
	var p props
	p.build()
	lo, hi, _ := extent(&p.key, mesh.Colour{})
	if h := hi.Y - lo.Y; !near(h, 0.7, 0.06) || !near(hi.Y+lo.Y, 0, 0.1) || !near(hi.X-lo.X, 0.09, 0.01) {
		t.Errorf("a key spans %v..%v, want 0.7 m tall round its middle, a bar's thickness across", lo, hi)
	}
	var bow, teeth mesh.Mesh
	bow.Positions, teeth.Positions = p.key.Positions, p.key.Positions
	for i, f := range p.key.Faces {
		switch {
		case i < 8*12:
			bow.Faces = append(bow.Faces, f)
		case f.Colour == keyShade:
			teeth.Faces = append(teeth.Faces, f)
		}
	}
	blo, bhi, _ := extent(&bow, keyGold)
	if !near(bhi.Z-blo.Z, 0.45, 0.03) || !near(bhi.Y-blo.Y, 0.45, 0.03) || !near((blo.Y+bhi.Y)/2, 0.18, 0.02) {
		t.Errorf("the bow spans %v..%v, want a ring 0.45 m across its bars round 0.18 m above the middle", blo, bhi)
	}
	tlo, thi, _ := extent(&teeth, keyShade)
	if len(teeth.Faces) != 2*12 || tlo.Z < 0 || thi.Y > -0.1 || tlo.Y < lo.Y-0.01 {
		t.Errorf("the teeth span %v..%v (%d faces), want two at the bottom, to one side", tlo, thi, len(teeth.Faces))
	}
}
