package player

import (
	"math"

	"ropeman/camera/maths"
)

// Limb is a two-bone chain (thigh and shin, upper arm and forearm, a
// spider's femur and tibia), solved analytically: no iterations, no
// angles, the same bits on every machine.
type Limb struct {
	Upper, Lower float32 // bone lengths, metres
}

// Reach returns the limb's full length.
func (l Limb) Reach() float32 { return l.Upper + l.Lower }

// Solve places the limb rooted at root reaching for target, its middle
// joint bent toward pole (a point: knees forward, elbows back, a spider's
// knees up). It returns the middle joint and where the end lands: target
// itself when it is within reach; otherwise the limb points straight at it
// (too far) or folds as far as the bones allow (too near).
func (l Limb) Solve(root, target, pole maths.Vec3) (mid, end maths.Vec3) {
	to := target.Sub(root)
	d := to.Len()
	if d < 1e-6 {
		to, d = pole.Sub(root), 0 // nothing to aim at: point at the pole
		if to.Len() < 1e-6 {
			to = maths.V3(0, -1, 0)
		}
	}
	dir := to.Normalize()
	lo, hi := abs(l.Upper-l.Lower), l.Upper+l.Lower
	switch {
	case d >= hi:
		mid = root.Add(dir.Scale(l.Upper))
		return mid, mid.Add(dir.Scale(l.Lower))
	case d < lo:
		d = lo
	}
	// The middle joint lies a along dir and h off it (law of cosines).
	a := (float32(l.Upper*l.Upper) - float32(l.Lower*l.Lower) + float32(d*d)) / (2 * d)
	h := float32(math.Sqrt(float64(max(0, float32(l.Upper*l.Upper)-float32(a*a)))))
	bend := perpendicular(pole.Sub(root), dir)
	mid = root.Add(dir.Scale(a)).Add(bend.Scale(h))
	return mid, root.Add(dir.Scale(d))
}

// perpendicular returns the unit part of v square to the unit vector dir;
// if v runs along dir, some direction square to dir.
func perpendicular(v, dir maths.Vec3) maths.Vec3 {
	p := v.Sub(dir.Scale(v.Dot(dir)))
	if p.Len() > 1e-5 {
		return p.Normalize()
	}
	p = maths.V3(0, 0, -1).Cross(dir) // forward × dir
	if p.Len() < 1e-5 {
		p = maths.V3(1, 0, 0).Cross(dir)
	}
	return p.Normalize()
}

func abs(v float32) float32 { return max(v, -v) }
