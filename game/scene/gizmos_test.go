package scene

import (
	"math"
	"testing"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/world"
	"ropeman/rope"
)

// withGizmos rasterises the frame and the gizmos over it, as the game
// draws them (the gizmos last, over everything).
func withGizmos(t *testing.T, s *Scene, g *Gizmos, w, h int) *raster {
	img := rendered(t, s, w, h)
	verts, index := s.Gizmos(g)
	for i := 0; i+2 < len(index); i += 3 {
		img.draw(&refTri{[3]camera.Vertex{verts[index[i]], verts[index[i+1]], verts[index[i+2]]}}, false, false)
	}
	return img
}

// near reports whether colour col is drawn within r pixels of (x, y).
func (img *raster) near(x, y float32, r int, col mesh.Colour) bool {
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			if c, ok := img.at(x+float32(dx), y+float32(dy)); ok && colourClose(c, col) {
				return true
			}
		}
	}
	return false
}

func colourClose(a, b mesh.Colour) bool {
	return abs(a.R-b.R) < 0.02 && abs(a.G-b.G) < 0.02 && abs(a.B-b.B) < 0.02
}

// Each gizmo is drawn where its source is on the projected frame: level
// 19 played by the bot to a frame where its chasing spider is close ahead
// on its way to his rope and he has a foot down and a foot in the air.
// Checked on the rasterised frame, within a few pixels of each source's
// projection: his bones (white, mid-spine and mid-shin), each foot's IK
// target (yellow), a planted foot (orange), each foot's ray hit on the
// floor's top (cyan), each gait bar's fill in its stance or swing colour
// under the foot, the spider's legs' planted feet, its path's goal (blue),
// the floor slab's edge under him (light green), a rope-cutting collider
// (violet), and rope segments in the colour of their strain.
func TestEachGizmoIsDrawnWhereItsSourceIs(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 19, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	const W, H = 360, 780
	s.Resize(W, H)
	var g Gizmos
	found := false
	for i := 0; i < 60*40 && !found; i++ {
		step(t, s, f)
		w := &f.View().Run
		found = ready(w)
	}
	if !found {
		t.Fatal("the bot never came to a chasing spider on its way to his rope, a foot down and a foot up")
	}
	w := &f.View().Run
	img := withGizmos(t, s, &g, W, H)
	// Where the scene's camera puts a point (not the gizmos' own projection).
	project := func(p maths.Vec3) (float32, float32, bool) { return s.cam.Project(s.place(p), W, H) }
	check := func(what string, p maths.Vec3, r int, col mesh.Colour) {
		t.Helper()
		x, y, ok := project(p)
		if !ok || x < 0 || y < 0 || x >= W || y >= H {
			t.Errorf("%s: out of sight at (%.0f, %.0f)", what, x, y)
			return
		}
		if !img.near(x, y, r, col) {
			c, _ := img.at(x, y)
			t.Errorf("%s: not drawn at (%.0f, %.0f) in %v (the pixel is %v)", what, x, y, col, c)
		}
	}
	b := &w.Body
	check("his spine", b.Pelvis.Lerp(b.Neck, 0.5), 1, GizmoBone)
	for i, foot := range b.Feet {
		check("his shin", b.Knee[i].Lerp(foot, 0.5), 1, GizmoBone)
		check("a foot's IK target", foot, 1, GizmoTarget)
		top, _ := g.floor(w, foot)
		check("a foot's ray hit", maths.V3(foot.X, top, foot.Z), gizmoMark+2, GizmoRay)
		if b.Planted[i] {
			check("a planted foot", foot, gizmoMark-1, GizmoPlanted)
		}
		x, y, _ := project(foot)
		col, fill := GizmoSwing, b.Phase[i]
		if b.Planted[i] {
			col = GizmoStance
		}
		if fill > 0.15 { // the bar's filled start, under the foot
			if c, _ := img.at(x-gizmoGait/2+1, y+gizmoMark+4); !colourClose(c, col) {
				t.Errorf("foot %d's gait bar (phase %.2f) is %v under it, want %v", i, fill, c, col)
			}
		}
	}
	sp := spiderAhead(w)
	c := &w.Spiders[sp]
	swinging := 0
	for k := range c.Legs {
		l := &c.Legs[k]
		if l.Planted {
			check("a spider's planted foot", l.Foot, gizmoMark-1, GizmoPlanted)
			continue
		}
		if x, y, _ := project(l.Foot); l.Swing > 0.15 && swinging == 0 {
			swinging++
			if px, _ := img.at(x-gizmoGait/2+1, y+gizmoMark+4); !colourClose(px, GizmoSwing) {
				t.Errorf("the spider's leg %d's gait bar (swing %.2f) is %v under it, want %v", k, l.Swing, px, GizmoSwing)
			}
		}
	}
	// Its body's ball, a ring round it: seen at most of the ring's corners
	// (its legs and their rays are drawn over some).
	ball, seen := spiderBall(w, sp), 0
	for k := range ringSides {
		s, co := math.Sincos(2 * math.Pi * float64(k) / ringSides)
		if x, y, ok := project(ball.A.Add(maths.V3(float32(co)*ball.Radius, 0, float32(s)*ball.Radius))); ok && img.near(x, y, 1, GizmoCutter) {
			seen++
		}
	}
	if seen < ringSides/2 {
		t.Errorf("the spider's body's ball (%v, %.2f m): its ring seen at %d of %d corners", ball.A, ball.Radius, seen, ringSides)
	}
	path := w.Spiders[sp].Path
	check("the spider's goal", path[len(path)-1], 2, GizmoPath)
	floor, cutter := false, false
	for _, col := range w.Colliders {
		switch {
		case !floor && col.Shape == rope.Box && !col.Cuts && -col.A.Z > w.Runner.S+1 && -col.A.Z < w.Runner.S+20:
			ax := col.BoxAxes()
			edge := col.A.Sub(ax[0].Scale(col.Half.X)).Add(ax[1].Scale(col.Half.Y)) // its top left edge's middle
			check("a floor slab's collider", edge, 2, GizmoSolid)
			floor = true
		case !cutter && col.Cuts && col.Shape == rope.Capsule && -col.A.Z > w.Runner.S+2 && -col.A.Z < w.Runner.S+12 && col.A.Sub(col.B).Len() > 0.2:
			check("a cutting collider", col.A.Lerp(col.B, 0.5), 2, GizmoCutter)
			cutter = true
		}
	}
	if !floor || !cutter {
		t.Errorf("no floor collider (%v) or cutter (%v) near him to check", floor, cutter)
	}
	pts := w.Rope
	checked := 0
	for i := 0; i+1 < len(pts) && checked < 5; i += 7 {
		if x, y, ok := project(pts[i].Lerp(pts[i+1], 0.5)); !ok || x < 0 || y < 0 || x >= W || y >= H {
			continue
		}
		check("a rope segment", pts[i].Lerp(pts[i+1], 0.5), 1, ropeCalm.Mix(ropeStrained, min(1, w.Strain[i]/ropeStrainFull)))
		checked++
	}
	if checked == 0 {
		t.Error("no rope segment in sight to check")
	}
}

// spiderBall returns spider i's body's collider: the sphere round it.
func spiderBall(w *world.Snapshot, i int) rope.Collider {
	at := w.Spiders[i].Pos
	for _, c := range w.Colliders {
		if c.Shape == rope.Sphere && c.A.Sub(at).Len() < 0.5 {
			return c
		}
	}
	return rope.Collider{}
}

// ready reports a frame the gizmo test can check everything on.
func ready(w *world.Snapshot) bool {
	b := &w.Body
	if w.Outcome != world.Running || b.Planted[0] == b.Planted[1] || len(w.Rope) == 0 {
		return false
	}
	i := spiderAhead(w)
	return i >= 0 && len(w.Spiders[i].Path) >= 2
}

// spiderAhead returns a spider 3 to 12 m ahead of him, or -1.
func spiderAhead(w *world.Snapshot) int {
	for i := range w.Spiders {
		if d := -w.Spiders[i].Pos.Z - w.Runner.S; d > 3 && d < 12 {
			return i
		}
	}
	return -1
}

// Building the gizmos allocates nothing once their buffers have grown.
func TestGizmosAllocateNothing(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 19, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	var g Gizmos
	for i := 0; i < 60*14; i++ {
		step(t, s, f)
		s.Gizmos(&g)
	}
	if a := testing.AllocsPerRun(50, func() {
		step(t, s, f)
		s.Gizmos(&g)
	}); a != 0 {
		t.Errorf("a tick and the gizmos allocate %v times", a)
	}
}

// BenchmarkGizmos: the gizmos of a frame on level 19 with a chasing spider
// near him, against building the frame itself.
// go test -run '^$' -bench Gizmos -benchmem ./game/scene
func BenchmarkGizmos(b *testing.B) {
	f, err := flow.New(flow.Config{Level: 19, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		b.Fatal(err)
	}
	s := opened(b, f)
	for i := 0; i < 60*40 && !ready(&f.View().Run); i++ {
		step(b, s, f)
	}
	var g Gizmos
	b.Run("gizmos", func(b *testing.B) {
		for b.Loop() {
			_, index := s.Gizmos(&g)
			b.ReportMetric(float64(len(index)/3), "triangles")
		}
	})
	b.Run("frame", func(b *testing.B) {
		for b.Loop() {
			s.buildFrame()
		}
	})
}
