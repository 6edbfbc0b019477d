package maths

import "math"

// Mat4 is a 4x4 matrix stored column-major (element [c*4+r] is row r of
// column c), applied as p' = M·p, the layout OpenGL and mgl32 use.
type Mat4 [16]float32

// Identity returns the identity matrix.
func Identity() Mat4 {
	return Mat4{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
}

// Translate returns a translation by t.
func Translate(t Vec3) Mat4 {
	return Mat4{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, t.X, t.Y, t.Z, 1}
}

// ScaleXYZ returns a scale by s.X, s.Y, s.Z along the axes.
func ScaleXYZ(s Vec3) Mat4 {
	return Mat4{s.X, 0, 0, 0, 0, s.Y, 0, 0, 0, 0, s.Z, 0, 0, 0, 0, 1}
}

// Scale returns a uniform scale by s.
func Scale(s float32) Mat4 {
	return Mat4{s, 0, 0, 0, 0, s, 0, 0, 0, 0, s, 0, 0, 0, 0, 1}
}

// Basis returns the rotation taking the axes +X, +Y, +Z to x, y and z
// (unit vectors, square to each other: a body's right, up and back).
func Basis(x, y, z Vec3) Mat4 {
	return Mat4{x.X, x.Y, x.Z, 0, y.X, y.Y, y.Z, 0, z.X, z.Y, z.Z, 0, 0, 0, 0, 1}
}

// RotateY returns a rotation by angle radians about +Y (counter-clockwise
// seen from above).
func RotateY(angle float32) Mat4 {
	s, c := sincos(angle)
	return Mat4{c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1}
}

// RotateX returns a rotation by angle radians about +X.
func RotateX(angle float32) Mat4 {
	s, c := sincos(angle)
	return Mat4{1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1}
}

// RotateZ returns a rotation by angle radians about +Z.
func RotateZ(angle float32) Mat4 {
	s, c := sincos(angle)
	return Mat4{c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
}

func sincos(angle float32) (s, c float32) {
	s64, c64 := math.Sincos(float64(angle))
	return float32(s64), float32(c64)
}

// Mul returns the product m·n (n is applied first).
func (m Mat4) Mul(n Mat4) Mat4 {
	var out Mat4
	for c := 0; c < 4; c++ {
		for r := 0; r < 4; r++ {
			out[c*4+r] = m[r]*n[c*4] + m[4+r]*n[c*4+1] + m[8+r]*n[c*4+2] + m[12+r]*n[c*4+3]
		}
	}
	return out
}

// MulPoint returns m·(p, 1) with its w kept (a clip-space point for a
// projection matrix).
func (m *Mat4) MulPoint(p Vec3) Vec4 {
	return Vec4{
		m[0]*p.X + m[4]*p.Y + m[8]*p.Z + m[12],
		m[1]*p.X + m[5]*p.Y + m[9]*p.Z + m[13],
		m[2]*p.X + m[6]*p.Y + m[10]*p.Z + m[14],
		m[3]*p.X + m[7]*p.Y + m[11]*p.Z + m[15],
	}
}

// MulPoint3 returns m·(p, 1) for an affine m (w is assumed to stay 1).
func (m *Mat4) MulPoint3(p Vec3) Vec3 {
	return Vec3{
		m[0]*p.X + m[4]*p.Y + m[8]*p.Z + m[12],
		m[1]*p.X + m[5]*p.Y + m[9]*p.Z + m[13],
		m[2]*p.X + m[6]*p.Y + m[10]*p.Z + m[14],
	}
}

// MaxScale returns the largest length of m's first three columns: how much
// m can stretch a bounding sphere's radius.
func (m *Mat4) MaxScale() float32 {
	sx := Vec3{m[0], m[1], m[2]}.Len()
	sy := Vec3{m[4], m[5], m[6]}.Len()
	sz := Vec3{m[8], m[9], m[10]}.Len()
	return max(sx, sy, sz)
}

// Perspective returns the OpenGL perspective projection: fovY in radians,
// aspect = width/height, near and far in metres (both > 0). Clip-space w
// equals the view-space distance in front of the camera (-z).
func Perspective(fovY, aspect, near, far float32) Mat4 {
	f := 1 / float32(math.Tan(float64(fovY)/2))
	return Mat4{
		f / aspect, 0, 0, 0,
		0, f, 0, 0,
		0, 0, (far + near) / (near - far), -1,
		0, 0, 2 * far * near / (near - far), 0,
	}
}

// LookAt returns the view matrix of an eye at eye looking at target, with up
// roughly +Y. The camera then looks down its -Z.
func LookAt(eye, target, up Vec3) Mat4 {
	f := target.Sub(eye).Normalize()
	s := f.Cross(up).Normalize()
	u := s.Cross(f)
	return Mat4{
		s.X, u.X, -f.X, 0,
		s.Y, u.Y, -f.Y, 0,
		s.Z, u.Z, -f.Z, 0,
		-s.Dot(eye), -u.Dot(eye), f.Dot(eye), 1,
	}
}
