package maths

import "math"

// Vec3 is a point or direction in metres.
type Vec3 struct {
	X float32 `json:"x"`
	Y float32 `json:"y"`
	Z float32 `json:"z"`
}

// Vec4 is a homogeneous point, as produced by a projection (clip space).
type Vec4 struct{ X, Y, Z, W float32 }

// V3 is shorthand for Vec3{x, y, z}.
func V3(x, y, z float32) Vec3 { return Vec3{x, y, z} }

// Add returns a+b.
func (a Vec3) Add(b Vec3) Vec3 { return Vec3{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }

// Sub returns a-b.
func (a Vec3) Sub(b Vec3) Vec3 { return Vec3{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }

// Scale returns a*s.
func (a Vec3) Scale(s float32) Vec3 {
	return Vec3{float32(a.X * s), float32(a.Y * s), float32(a.Z * s)}
}

// Every product that feeds a sum below is rounded explicitly
// (float32(x*y) + z): Go may otherwise fuse x*y+z into one instruction on
// arm64 (and amd64 v3), and the simulation built on these must give the
// same bits on every machine (see Determinism in docs/developers/saves-and-determinism.md).

// Dot returns the dot product of a and b.
func (a Vec3) Dot(b Vec3) float32 {
	return float32(a.X*b.X) + float32(a.Y*b.Y) + float32(a.Z*b.Z)
}

// Cross returns the cross product a×b (right-handed).
func (a Vec3) Cross(b Vec3) Vec3 {
	return Vec3{
		float32(a.Y*b.Z) - float32(a.Z*b.Y),
		float32(a.Z*b.X) - float32(a.X*b.Z),
		float32(a.X*b.Y) - float32(a.Y*b.X),
	}
}

// Len returns the length of a.
func (a Vec3) Len() float32 { return float32(math.Sqrt(float64(a.Dot(a)))) }

// Normalize returns a scaled to length 1, or the zero vector if a is zero.
func (a Vec3) Normalize() Vec3 {
	l := a.Len()
	if l == 0 {
		return Vec3{}
	}
	return a.Scale(1 / l)
}

// Lerp returns a + (b-a)*t.
func (a Vec3) Lerp(b Vec3, t float32) Vec3 {
	return Vec3{a.X + float32((b.X-a.X)*t), a.Y + float32((b.Y-a.Y)*t), a.Z + float32((b.Z-a.Z)*t)}
}

// Lerp returns a + (b-a)*t.
func (a Vec4) Lerp(b Vec4, t float32) Vec4 {
	return Vec4{a.X + float32((b.X-a.X)*t), a.Y + float32((b.Y-a.Y)*t), a.Z + float32((b.Z-a.Z)*t), a.W + float32((b.W-a.W)*t)}
}

// Smoothstep eases u on 0..1: 0 and 1 with zero slope at both ends. The
// product 2u is rounded before the sum (exact anyway), so the simulation
// can ease with it and keep its bits on every machine.
func Smoothstep(u float32) float32 { return u * u * (3 - float32(2*u)) }

// ClosestOnSegment returns the point of a..b closest to p.
func ClosestOnSegment(p, a, b Vec3) Vec3 {
	ab := b.Sub(a)
	l2 := ab.Dot(ab)
	if l2 < 1e-12 {
		return a
	}
	t := min(1, max(0, p.Sub(a).Dot(ab)/l2))
	return a.Add(ab.Scale(t))
}
