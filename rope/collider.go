package rope

import (
	"ropeman/camera/maths"
)

// Shape is a collider's kind.
type Shape uint8

const (
	// Sphere: centre A, Radius.
	Sphere Shape = iota
	// Capsule: the segment A..B thickened by Radius (limbs, blades).
	Capsule
	// Box: centre A, half extents Half along Axes (an oriented box; zero
	// Axes mean the world's).
	Box
	// Plane: through A with unit normal B; everything below is solid.
	Plane
)

// Frictionless is a Collider's Friction for ice: the rope slides freely.
const Frictionless = -1

// Collider is something the rope cannot pass through. A cutter (Cuts) cuts the
// rope where a segment touches it instead of pushing it away.
type Collider struct {
	Shape    Shape
	A, B     maths.Vec3
	Radius   float32
	Half     maths.Vec3
	Axes     [3]maths.Vec3
	Friction float32 // Coulomb coefficient; 0: the rope's own; Frictionless: none
	Cuts     bool    // a cutter: it cuts the rope where a segment touches it
}

// bounds returns the collider's box (planes have none: they are always near).
func (c *Collider) bounds() aabb {
	switch c.Shape {
	case Sphere:
		return aabb{c.A, c.A}.pad(c.Radius)
	case Capsule:
		return aabb{c.A, c.A}.grow(c.B).pad(c.Radius)
	case Box:
		ax := c.axes()
		var e maths.Vec3 // half extents of the oriented box along X, Y, Z
		for k, h := range [3]float32{c.Half.X, c.Half.Y, c.Half.Z} {
			a := ax[k]
			e = e.Add(maths.V3(float32(abs(a.X)*h), float32(abs(a.Y)*h), float32(abs(a.Z)*h)))
		}
		return aabb{c.A.Sub(e), c.A.Add(e)}
	}
	return aabb{}
}

func (c *Collider) axes() [3]maths.Vec3 {
	if c.Axes[0] == (maths.Vec3{}) {
		return [3]maths.Vec3{{X: 1}, {Y: 1}, {Z: 1}}
	}
	return c.Axes
}

// push returns how to move a ball of radius rad at p out of the collider:
// the unit direction and the depth, and false if it does not touch.
func (c *Collider) push(p maths.Vec3, rad float32) (n maths.Vec3, depth float32, hit bool) {
	switch c.Shape {
	case Sphere:
		return ballOut(p, c.A, c.Radius+rad)
	case Capsule:
		return ballOut(p, maths.ClosestOnSegment(p, c.A, c.B), c.Radius+rad)
	case Box:
		return c.boxOut(p, rad)
	case Plane:
		d := p.Sub(c.A).Dot(c.B)
		if d >= rad {
			return maths.Vec3{}, 0, false
		}
		return c.B, rad - d, true
	}
	return maths.Vec3{}, 0, false
}

// Near returns how far point p is from the collider's surface (less than
// 0 inside it), and whether that is less than most: what a game asks of
// the rope's points near a cutter, whatever its shape.
func (c *Collider) Near(p maths.Vec3, most float32) (d float32, near bool) {
	_, depth, hit := c.push(p, most)
	d = most - depth
	return d, hit && d < most // inside a box, push answers whatever the limit
}

// Bounds returns the collider's axis-aligned box, world space (a plane's
// is empty: it reaches everywhere).
func (c *Collider) Bounds() (lo, hi maths.Vec3) {
	b := c.bounds()
	return b.min, b.max
}

// BoxAxes returns a box's axes: its Axes, or the world's when they are
// zero.
func (c *Collider) BoxAxes() [3]maths.Vec3 { return c.axes() }

// ballOut pushes p to distance r from centre q.
func ballOut(p, q maths.Vec3, r float32) (maths.Vec3, float32, bool) {
	d := p.Sub(q)
	l2 := d.Dot(d)
	if l2 >= r*r {
		return maths.Vec3{}, 0, false
	}
	l := sqrt(l2)
	if l < 1e-9 {
		return maths.V3(0, 1, 0), r, true
	}
	return d.Scale(1 / l), r - l, true
}

// boxOut pushes a ball out of an oriented box: to the nearest face when
// its centre is inside, else away from the closest point of the box.
func (c *Collider) boxOut(p maths.Vec3, rad float32) (maths.Vec3, float32, bool) {
	ax := c.axes()
	d := p.Sub(c.A)
	local := [3]float32{d.Dot(ax[0]), d.Dot(ax[1]), d.Dot(ax[2])}
	half := [3]float32{c.Half.X, c.Half.Y, c.Half.Z}
	var out maths.Vec3 // from the closest point of the box to p, world space
	inside := true
	for k := range local {
		if q := min(half[k], max(-half[k], local[k])); q != local[k] {
			inside = false
			out = out.Add(ax[k].Scale(local[k] - q))
		}
	}
	if !inside {
		return ballOut(out, maths.Vec3{}, rad)
	}
	best, depth := 0, float32(1e30)
	for k := range local {
		if pen := half[k] - abs(local[k]); pen < depth {
			best, depth = k, pen
		}
	}
	n := ax[best]
	if local[best] < 0 {
		n = n.Scale(-1)
	}
	return n, depth + rad, true
}

// closestSegments returns the parameters s on p..q and t on a..b of the
// closest points between the two segments.
func closestSegments(p, q, a, b maths.Vec3) (s, t float32) {
	d1, d2, r := q.Sub(p), b.Sub(a), p.Sub(a)
	l1, l2 := d1.Dot(d1), d2.Dot(d2)
	f := d2.Dot(r)
	switch {
	case l1 < 1e-12 && l2 < 1e-12:
		return 0, 0
	case l1 < 1e-12:
		return 0, clamp01(f / l2)
	}
	c := d1.Dot(r)
	if l2 < 1e-12 {
		return clamp01(-c / l1), 0
	}
	bb := d1.Dot(d2)
	denom := float32(l1*l2) - float32(bb*bb)
	if denom > 1e-12 {
		s = clamp01((float32(bb*f) - float32(c*l2)) / denom)
	}
	t = (float32(bb*s) + f) / l2
	switch {
	case t < 0:
		t, s = 0, clamp01(-c/l1)
	case t > 1:
		t, s = 1, clamp01((bb-c)/l1)
	}
	return s, t
}
