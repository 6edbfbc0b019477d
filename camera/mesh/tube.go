package mesh

import (
	"math"

	"ropeman/camera/maths"
)

// TubeParams shape the mesh drawn around a rope.
type TubeParams struct {
	Sides  int     // around the tube (3..maxSides)
	Rings  int     // rings per segment (≥ 1); more rings: a smoother curve
	Radius float32 // metres
	// Yarn and Stripe alternate in a helix around the tube: the twist of
	// the yarn. StripeTurns is how many rings one turn of the helix spans.
	// A Pattern other than Plain marks the faces in Stripe instead (a
	// colour's sign in colour-blind play).
	Yarn, Stripe Colour
	StripeTurns  int
	Pattern      Pattern
}

// maxSides caps TubeParams.Sides: a rope on a phone screen needs few.
const maxSides = 16

// Tube rebuilds m as a tube along the points pts (a rope's Positions):
// a Catmull-Rom curve through them sampled in Rings rings per segment,
// each ring oriented by parallel transport so the tube never twists or
// flips, closed at the tail. m's buffers are reused: after warm-up Tube
// allocates nothing.
func Tube(m *Mesh, pts []maths.Vec3, p TubeParams) {
	m.Reset()
	if len(pts) < 2 || p.Sides < 3 {
		return
	}
	rings := max(1, p.Rings)
	p.Sides = min(p.Sides, maxSides)
	var ring32 [maxSides][2]float32 // cos, sin around the ring
	for s := 0; s < p.Sides; s++ {
		sin, cos := math.Sincos(2 * math.Pi * float64(s) / float64(p.Sides))
		ring32[s] = [2]float32{float32(cos), float32(sin)}
	}
	var normal, prevT, prevC maths.Vec3
	ring := 0
	for i := 0; i+1 < len(pts); i++ {
		last := 0
		if i+2 == len(pts) {
			last = 1 // the final segment also emits its end ring
		}
		for k := 0; k < rings+last; k++ {
			t := float32(k) / float32(rings)
			c, tan := catmullRom(pts, i, t)
			if ring == 0 {
				normal = anyPerpendicular(tan)
			} else {
				normal = transport(normal, prevC, prevT, c, tan)
			}
			prevT, prevC = tan, c
			addRing(m, c, normal, tan.Cross(normal), ring32[:p.Sides], p.Radius)
			if ring > 0 {
				joinRings(m, ring, p)
			}
			ring++
		}
	}
	capTail(m, ring, p)
	m.FitBounds()
}

// TubeSize returns how many positions and faces Tube makes of points
// points (at least 2) with p: what Reserve needs for a rope that long.
func TubeSize(points int, p TubeParams) (positions, faces int) {
	sides := min(p.Sides, maxSides)
	rings := (points-1)*max(1, p.Rings) + 1
	return rings*sides + 1, (rings-1)*2*sides + sides
}

// catmullRom returns the point and unit tangent at t in 0..1 along the
// segment from pts[i] to pts[i+1] (ends repeat their point).
func catmullRom(pts []maths.Vec3, i int, t float32) (maths.Vec3, maths.Vec3) {
	p0, p1, p2, p3 := pts[max(0, i-1)], pts[i], pts[i+1], pts[min(len(pts)-1, i+2)]
	t2, t3 := t*t, t*t*t
	pt := p1.Scale(2).Add(p2.Sub(p0).Scale(t)).
		Add(p0.Scale(2).Sub(p1.Scale(5)).Add(p2.Scale(4)).Sub(p3).Scale(t2)).
		Add(p1.Scale(3).Sub(p0).Sub(p2.Scale(3)).Add(p3).Scale(t3)).Scale(0.5)
	tan := p2.Sub(p0).
		Add(p0.Scale(2).Sub(p1.Scale(5)).Add(p2.Scale(4)).Sub(p3).Scale(2 * t)).
		Add(p1.Scale(3).Sub(p0).Sub(p2.Scale(3)).Add(p3).Scale(3 * t2))
	if tan.Len() < 1e-9 {
		tan = p2.Sub(p1)
	}
	return pt, tan.Normalize()
}

// anyPerpendicular returns a unit vector perpendicular to unit t.
func anyPerpendicular(t maths.Vec3) maths.Vec3 {
	a := maths.V3(0, 1, 0)
	if max(t.Y, -t.Y) > 0.9 {
		a = maths.V3(1, 0, 0)
	}
	return t.Cross(a).Normalize()
}

// transport carries frame normal n from the sample at x0 (tangent t0) to
// the one at x1 (tangent t1) by the double reflection method (Wang et al.
// 2008): a reflection across the plane between the two samples, then one
// that brings the reflected tangent onto t1. Two reflections make a
// rotation, the one that turns the frame least: parallel transport.
func transport(n, x0, t0, x1, t1 maths.Vec3) maths.Vec3 {
	v1 := x1.Sub(x0)
	c1 := v1.Dot(v1)
	if c1 < 1e-12 {
		return n
	}
	rl := n.Sub(v1.Scale(2 / c1 * v1.Dot(n)))
	tl := t0.Sub(v1.Scale(2 / c1 * v1.Dot(t0)))
	v2 := t1.Sub(tl)
	c2 := v2.Dot(v2)
	if c2 < 1e-12 {
		return rl.Normalize()
	}
	return rl.Sub(v2.Scale(2 / c2 * v2.Dot(rl))).Normalize()
}

func addRing(m *Mesh, c, n, b maths.Vec3, around [][2]float32, radius float32) {
	for _, cs := range around {
		m.AddVertex(c.Add(n.Scale(cs[0] * radius)).Add(b.Scale(cs[1] * radius)))
	}
}

// joinRings adds the quads between ring-1 and ring, striped in a helix.
func joinRings(m *Mesh, ring int, p TubeParams) {
	base := uint32((ring - 1) * p.Sides)
	sides := uint32(p.Sides)
	for s := uint32(0); s < sides; s++ {
		a, b := base+s, base+(s+1)%sides
		c, d := a+sides, b+sides
		col := p.Yarn
		switch {
		case p.Pattern != Plain:
			if p.Pattern.Marks(int(s), ring) {
				col = p.Stripe
			}
		case p.StripeTurns > 0 && (ring+int(s)*p.StripeTurns/p.Sides)%p.StripeTurns < p.StripeTurns/2:
			col = p.Stripe
		}
		m.AddTriangle(a, b, d, col)
		m.AddTriangle(a, d, c, col)
	}
}

// capTail closes the last ring with a fan to its centre.
func capTail(m *Mesh, rings int, p TubeParams) {
	base := uint32((rings - 1) * p.Sides)
	var centre maths.Vec3
	for s := 0; s < p.Sides; s++ {
		centre = centre.Add(m.Positions[int(base)+s])
	}
	ci := m.AddVertex(centre.Scale(1 / float32(p.Sides)))
	for s := uint32(0); s < uint32(p.Sides); s++ {
		m.AddTriangle(base+s, base+(s+1)%uint32(p.Sides), ci, p.Yarn)
	}
}
