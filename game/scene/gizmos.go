package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
	"ropeman/rope"
)

// Gizmos are the debug overlay that shows how the run works (-gizmos, F4):
// the Rope-Man's bones and IK targets, each foot's ray down to the floor
// and where it hits, the planted feet, each leg's place in its gait, the
// spiders' legs, paths and goals, the colliders the rope meets, and the
// rope coloured by its strain. They are flat marks on the screen over the
// scene, one batch of triangles like the HUD's, rebuilt each frame in
// buffers they keep: after warm-up, building them allocates nothing.
type Gizmos struct {
	verts []camera.Vertex
	index []uint32

	vp         maths.Mat4
	near, w, h float32
	s0, s1     float32 // the stretch along the track drawn, metres
	scene      *Scene
	inArena    bool
}

// The gizmos' colours: each kind its own, so a test (and a developer) can
// tell them apart on the frame.
var (
	GizmoBone    = mesh.RGB(255, 255, 255)
	GizmoTarget  = mesh.RGB(255, 230, 0)
	GizmoRay     = mesh.RGB(0, 230, 255)
	GizmoMiss    = mesh.RGB(255, 40, 40) // a foot's ray that finds no floor
	GizmoPlanted = mesh.RGB(255, 120, 0)
	GizmoStance  = mesh.RGB(40, 220, 60) // a leg's gait bar, planted
	GizmoSwing   = mesh.RGB(230, 40, 230)
	GizmoPath    = mesh.RGB(60, 110, 255)
	GizmoSolid   = mesh.RGB(150, 255, 150) // a collider the rope lies on
	GizmoCutter  = mesh.RGB(180, 90, 255)  // a collider that cuts it
	gizmoShade   = mesh.Colour{R: 0, G: 0, B: 0, A: 0.6}
	ropeCalm     = mesh.RGB(0, 255, 120) // the rope at rest length
	ropeStrained = mesh.RGB(255, 0, 60)  // at ropeStrainFull
)

// ropeStrainFull is the strain the rope's gizmo is fully red at.
const ropeStrainFull = 0.05

// Gizmo sizes: on the screen, pixels; in the world, metres.
const (
	gizmoLine   = 2   // px: a line's width
	gizmoRope   = 3   // px: the rope's line's width
	gizmoMark   = 4   // px: half a square mark's side
	gizmoGait   = 14  // px: a gait bar's length
	gizmoRayUp  = 0.6 // m: how far above a foot its ray starts
	gizmoRange  = 25  // m: how far ahead of him gizmos are drawn
	gizmoBehind = 8   // m: and behind him
	gizmoPiece  = 2   // m: the longest straight piece of a line
)

// Gizmos builds this frame's gizmos into g and returns its triangles
// (screen pixels; SrcX, SrcY 1.5 on a white image, as the camera's).
func (s *Scene) Gizmos(g *Gizmos) ([]camera.Vertex, []uint32) {
	g.verts, g.index = g.verts[:0], g.index[:0]
	w := &s.view.Run
	if w.Level == nil || s.width <= 0 || s.height <= 0 {
		return g.verts, g.index
	}
	g.scene, g.w, g.h, g.near = s, s.width, s.height, s.cam.Near
	g.vp = s.cam.Projection(s.width / s.height).Mul(s.cam.View())
	g.inArena = w.InArena
	at := -w.At.Z // where he is along the track (round the arena: placed)
	g.s0, g.s1 = at-gizmoBehind, at+gizmoRange
	g.colliders(w)
	g.rope(w)
	g.body(&w.Body, w)
	for i := range w.Spiders {
		g.spider(w, i)
	}
	return g.verts, g.index
}

// project returns where track-space point p lands on the screen.
func (g *Gizmos) project(p maths.Vec3) (x, y float32, ok bool) {
	q := g.vp.MulPoint(g.scene.place(p))
	if q.W < g.near {
		return 0, 0, false
	}
	return (q.X/q.W*0.5 + 0.5) * g.w, (0.5 - q.Y/q.W*0.5) * g.h, true
}

// floor returns the floor's top under track-space point p, and whether
// there is floor (round the arena: its floor, at the base height).
func (g *Gizmos) floor(w *world.Snapshot, p maths.Vec3) (float32, bool) {
	if g.inArena {
		return 0, true
	}
	_, ok := w.Level.Floor(p.X, -p.Z)
	return w.Level.TopAt(-p.Z), ok
}

// quad adds a screen quad a, b, c, d (in order round it) in col.
func (g *Gizmos) quad(a, b, c, d [2]float32, col mesh.Colour) {
	n := uint32(len(g.verts))
	for _, p := range [4][2]float32{a, b, c, d} {
		g.verts = append(g.verts, camera.Vertex{DstX: p[0], DstY: p[1], SrcX: 1.5, SrcY: 1.5, ColorR: col.R * col.A, ColorG: col.G * col.A, ColorB: col.B * col.A, ColorA: col.A})
	}
	g.index = append(g.index, n, n+1, n+2, n, n+2, n+3)
}

// line draws a line from a to b (track space) in col: in pieces of at
// most gizmoPiece metres, so that it follows the track's bends, those
// near him only, each when both its ends are in front of the camera.
func (g *Gizmos) line(a, b maths.Vec3, col mesh.Colour) {
	g.thick(a, b, gizmoLine, col)
}

// thick draws line a..b width pixels wide (see line).
func (g *Gizmos) thick(a, b maths.Vec3, width float32, col mesh.Colour) {
	n := max(1, int(b.Sub(a).Len()/gizmoPiece)+1)
	for k := range n {
		p, q := a.Lerp(b, float32(k)/float32(n)), a.Lerp(b, float32(k+1)/float32(n))
		if s := -(p.Z + q.Z) / 2; s < g.s0 || s > g.s1 {
			continue
		}
		px, py, okp := g.project(p)
		qx, qy, okq := g.project(q)
		if okp && okq {
			g.line2(px, py, qx, qy, width, col)
		}
	}
}

// line2 draws a screen line of the given width.
func (g *Gizmos) line2(ax, ay, bx, by, width float32, col mesh.Colour) {
	dx, dy := bx-ax, by-ay
	l := float32(math.Sqrt(float64(dx*dx + dy*dy)))
	if l < 1e-3 {
		dx, dy, l = 1, 0, 1
	}
	nx, ny := -dy/l*width/2, dx/l*width/2
	g.quad([2]float32{ax + nx, ay + ny}, [2]float32{bx + nx, by + ny}, [2]float32{bx - nx, by - ny}, [2]float32{ax - nx, ay - ny}, col)
}

// mark draws a square of half side r pixels at p (a diamond if turned).
func (g *Gizmos) mark(p maths.Vec3, r float32, turned bool, col mesh.Colour) (x, y float32, ok bool) {
	x, y, ok = g.project(p)
	if !ok {
		return x, y, false
	}
	if turned {
		g.quad([2]float32{x, y - r}, [2]float32{x + r, y}, [2]float32{x, y + r}, [2]float32{x - r, y}, col)
	} else {
		g.quad([2]float32{x - r, y - r}, [2]float32{x + r, y - r}, [2]float32{x + r, y + r}, [2]float32{x - r, y + r}, col)
	}
	return x, y, true
}

// gaitBar draws a gait bar under screen point (x, y): its phase filled in col.
func (g *Gizmos) gaitGauge(x, y, phase float32, col mesh.Colour) {
	x0, y0 := x-gizmoGait/2, y+gizmoMark+3
	g.quad([2]float32{x0 - 1, y0 - 1}, [2]float32{x0 + gizmoGait + 1, y0 - 1}, [2]float32{x0 + gizmoGait + 1, y0 + 4}, [2]float32{x0 - 1, y0 + 4}, gizmoShade)
	g.quad([2]float32{x0, y0}, [2]float32{x0 + gizmoGait*phase, y0}, [2]float32{x0 + gizmoGait*phase, y0 + 3}, [2]float32{x0, y0 + 3}, col)
}

// ray draws a foot's ray down to the floor and its hit (a diamond
// larger than the planted mark, whose tips show round it), or its miss.
func (g *Gizmos) ray(w *world.Snapshot, at maths.Vec3) {
	top, ok := g.floor(w, at)
	from, hit := maths.V3(at.X, max(at.Y, top)+gizmoRayUp, at.Z), maths.V3(at.X, top, at.Z)
	if ok {
		g.line(from, hit, GizmoRay)
		g.mark(hit, gizmoMark+2, true, GizmoRay)
	} else {
		g.line(from, maths.V3(at.X, top-1, at.Z), GizmoMiss)
	}
}

// foot draws a foot's mark if planted, and its gait bar under it.
func (g *Gizmos) foot(at maths.Vec3, planted bool, phase float32) {
	if planted {
		g.mark(at, gizmoMark-1, false, GizmoPlanted)
	}
	if x, y, vis := g.project(at); vis {
		col := GizmoSwing
		if planted {
			col = GizmoStance
		}
		g.gaitGauge(x, y, phase, col)
	}
}

// body draws the Rope-Man's feet's rays, his bones, his gait and the IK
// targets (each leg's foot, each arm's hand), in that order: each over
// what comes before it.
func (g *Gizmos) body(b *world.Pose, w *world.Snapshot) {
	for i := range b.Feet {
		g.ray(w, b.Feet[i])
	}
	g.line(b.Pelvis, b.Neck, GizmoBone)
	g.line(b.Neck, b.Head, GizmoBone)
	for i := range b.Feet {
		g.line(b.Pelvis, b.Hip[i], GizmoBone)
		g.line(b.Hip[i], b.Knee[i], GizmoBone)
		g.line(b.Knee[i], b.Feet[i], GizmoBone)
		g.line(b.Neck, b.Shoulder[i], GizmoBone)
		g.line(b.Shoulder[i], b.Elbow[i], GizmoBone)
		g.line(b.Elbow[i], b.Hand[i], GizmoBone)
	}
	for i := range b.Feet {
		g.foot(b.Feet[i], b.Planted[i], b.Phase[i])
	}
	for i := range b.Feet {
		g.mark(b.Hand[i], gizmoMark-2, true, GizmoTarget)
		g.mark(b.Feet[i], gizmoMark-2, true, GizmoTarget) // the leg's IK target: where the foot is put
	}
}

// spider draws a spider's legs, its feet's rays, its gait and its path to
// its goal.
func (g *Gizmos) spider(w *world.Snapshot, i int) {
	c := &w.Spiders[i]
	if s := -c.Pos.Z; s < g.s0 || s > g.s1 {
		return
	}
	for k := range c.Legs {
		g.ray(w, c.Legs[k].Foot)
	}
	for k := range c.Legs {
		l := &c.Legs[k]
		g.line(l.Hip, l.Knee, GizmoBone)
		g.line(l.Knee, l.Foot, GizmoBone)
		phase := l.Swing // a swinging leg's progress; a planted one's bar is full
		if l.Planted {
			phase = 1
		}
		g.foot(l.Foot, l.Planted, phase)
	}
	path := c.Path
	from := maths.V3(c.Pos.X, c.Pos.Y-0.25, c.Pos.Z)
	for _, p := range path {
		g.line(from, p, GizmoPath)
		from = p
	}
	if n := len(path); n > 0 {
		g.mark(path[n-1], gizmoMark+2, true, GizmoPath)
	}
}

// colliders draws the rope's colliders near him: boxes as wire frames,
// capsules as their axes with their ends, spheres as a ring.
func (g *Gizmos) colliders(w *world.Snapshot) {
	for h := range w.Colliders {
		c := w.Colliders[h]
		if s := -c.A.Z; s < g.s0-c.Half.Z-1 || s > g.s1+c.Half.Z+1 {
			continue
		}
		col := GizmoSolid
		if c.Cuts {
			col = GizmoCutter
		}
		switch c.Shape {
		case rope.Box:
			g.box(c, col)
		case rope.Sphere:
			g.ring(c.A, c.Radius, col)
		case rope.Capsule:
			g.line(c.A, c.B, col)
			g.mark(c.A, gizmoMark-2, false, col)
			g.mark(c.B, gizmoMark-2, false, col)
		}
	}
}

// ringSides is how many pieces a sphere's ring is drawn in.
const ringSides = 12

// ring draws a sphere as its level ring (the rope meets it round its
// middle, lying on the floor).
func (g *Gizmos) ring(c maths.Vec3, r float32, col mesh.Colour) {
	from := c.Add(maths.V3(r, 0, 0))
	for k := 1; k <= ringSides; k++ {
		s, co := maths.Sincos(2 * math.Pi * float64(k) / ringSides)
		to := c.Add(maths.V3(float32(co)*r, 0, float32(s)*r))
		g.line(from, to, col)
		from = to
	}
}

// box draws an oriented box's twelve edges.
func (g *Gizmos) box(c rope.Collider, col mesh.Colour) {
	ax := c.BoxAxes()
	e := [3]maths.Vec3{ax[0].Scale(c.Half.X), ax[1].Scale(c.Half.Y), ax[2].Scale(c.Half.Z)}
	corner := func(i int) maths.Vec3 { // bit k of i: + or - along axis k
		p := c.A
		for k := range e {
			if i&(1<<k) != 0 {
				p = p.Add(e[k])
			} else {
				p = p.Sub(e[k])
			}
		}
		return p
	}
	for i := 0; i < 8; i++ {
		for k := 0; k < 3; k++ {
			if i&(1<<k) == 0 {
				g.line(corner(i), corner(i|1<<k), col)
			}
		}
	}
}

// rope draws his rope segment by segment, green at its rest length to red
// at ropeStrainFull stretched (or squeezed).
func (g *Gizmos) rope(w *world.Snapshot) {
	pts := w.Rope
	for i := 0; i+1 < len(pts); i++ {
		k := min(1, w.Strain[i]/ropeStrainFull)
		g.thick(pts[i], pts[i+1], gizmoRope, ropeCalm.Mix(ropeStrained, k))
	}
}
