package camera

import (
	"math"

	"ropeman/camera/maths"
)

// Camera is a perspective camera: where it stands, what it looks at, and
// its lens. Distances are in metres, FovY in radians.
type Camera struct {
	Eye, Target maths.Vec3
	FovY        float32
	Near, Far   float32
}

// View returns the world-to-view matrix (+Y up).
func (c *Camera) View() maths.Mat4 { return maths.LookAt(c.Eye, c.Target, maths.V3(0, 1, 0)) }

// Projection returns the view-to-clip matrix for a viewport of the given
// aspect ratio (width/height).
func (c *Camera) Projection(aspect float32) maths.Mat4 {
	return maths.Perspective(c.FovY, aspect, c.Near, c.Far)
}

// Project returns where world point p lands on a width x height screen
// (pixels, y down) and whether it is in front of the near plane.
func (c *Camera) Project(p maths.Vec3, width, height float32) (x, y float32, ok bool) {
	vp := c.Projection(width / height).Mul(c.View())
	q := vp.MulPoint(p)
	if q.W < c.Near {
		return 0, 0, false
	}
	return (q.X/q.W*0.5 + 0.5) * width, (0.5 - q.Y/q.W*0.5) * height, true
}

// frustum holds the view-space side planes of a symmetric frustum as the
// factors of a signed distance: d = (±x·kx + z·tx) / nx for left/right.
type frustum struct {
	tx, ty     float32 // tan of the half field of view, horizontal and vertical
	invX, invY float32 // 1/sqrt(1+t²), normalising the side-plane distances
	near, far  float32
}

func newFrustum(c *Camera, aspect float32) frustum {
	ty := float32(math.Tan(float64(c.FovY) / 2))
	tx := ty * aspect
	return frustum{
		tx: tx, ty: ty,
		invX: 1 / float32(math.Sqrt(float64(1+tx*tx))),
		invY: 1 / float32(math.Sqrt(float64(1+ty*ty))),
		near: c.Near, far: c.Far,
	}
}

// outside reports whether a sphere (view-space centre v, radius r) lies
// wholly outside the frustum.
func (f *frustum) outside(v maths.Vec3, r float32) bool {
	d := -v.Z
	if d+r < f.near || d-r > f.far {
		return true
	}
	if (v.X+v.Z*f.tx)*f.invX > r || (-v.X+v.Z*f.tx)*f.invX > r {
		return true
	}
	return (v.Y+v.Z*f.ty)*f.invY > r || (-v.Y+v.Z*f.ty)*f.invY > r
}

// Depth returns how far p lies in front of the camera along its view
// axis, metres: the w the renderer fogs and sorts by.
func (c *Camera) Depth(p maths.Vec3) float32 {
	v := c.View()
	return -v.MulPoint3(p).Z
}
