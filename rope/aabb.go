package rope

import "ropeman/camera/geom"

// aabb is an axis-aligned box, for the broad phase.
type aabb struct{ min, max geom.Vec3 }

func (b aabb) grow(p geom.Vec3) aabb {
	return aabb{
		geom.V3(min(b.min.X, p.X), min(b.min.Y, p.Y), min(b.min.Z, p.Z)),
		geom.V3(max(b.max.X, p.X), max(b.max.Y, p.Y), max(b.max.Z, p.Z)),
	}
}

func (b aabb) pad(m float32) aabb {
	d := geom.V3(m, m, m)
	return aabb{b.min.Sub(d), b.max.Add(d)}
}

func (b aabb) overlaps(o aabb) bool {
	return b.min.X <= o.max.X && o.min.X <= b.max.X &&
		b.min.Y <= o.max.Y && o.min.Y <= b.max.Y &&
		b.min.Z <= o.max.Z && o.min.Z <= b.max.Z
}

func (b aabb) contains(p geom.Vec3) bool {
	return p.X >= b.min.X && p.X <= b.max.X && p.Y >= b.min.Y && p.Y <= b.max.Y && p.Z >= b.min.Z && p.Z <= b.max.Z
}
