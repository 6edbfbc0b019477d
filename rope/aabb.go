package rope

import "ropeman/camera/maths"

// aabb is an axis-aligned box, for the broad phase.
type aabb struct{ min, max maths.Vec3 }

func (b aabb) grow(p maths.Vec3) aabb {
	return aabb{
		maths.V3(min(b.min.X, p.X), min(b.min.Y, p.Y), min(b.min.Z, p.Z)),
		maths.V3(max(b.max.X, p.X), max(b.max.Y, p.Y), max(b.max.Z, p.Z)),
	}
}

func (b aabb) pad(m float32) aabb {
	d := maths.V3(m, m, m)
	return aabb{b.min.Sub(d), b.max.Add(d)}
}

func (b aabb) overlaps(o aabb) bool {
	return b.min.X <= o.max.X && o.min.X <= b.max.X &&
		b.min.Y <= o.max.Y && o.min.Y <= b.max.Y &&
		b.min.Z <= o.max.Z && o.min.Z <= b.max.Z
}

// contains reports whether p is in b, testing z first: a rope runs along
// the track, so its particles are mostly beside a collider in z.
func (b aabb) contains(p maths.Vec3) bool {
	return p.Z >= b.min.Z && p.Z <= b.max.Z && p.X >= b.min.X && p.X <= b.max.X && p.Y >= b.min.Y && p.Y <= b.max.Y
}

// overlapsSegment reports whether b overlaps the box of segment p-q
// (b.overlaps(aabb{p, p}.grow(q)) without building that box), z first.
func (b aabb) overlapsSegment(p, q maths.Vec3) bool {
	return b.min.Z <= max(p.Z, q.Z) && min(p.Z, q.Z) <= b.max.Z &&
		b.min.X <= max(p.X, q.X) && min(p.X, q.X) <= b.max.X &&
		b.min.Y <= max(p.Y, q.Y) && min(p.Y, q.Y) <= b.max.Y
}
