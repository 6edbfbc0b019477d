package world

import (
	"math"
	"ropeman/camera/geom"
	"ropeman/rope"
)

// Saw is a spinning saw standing upright in a slot across the track, its
// blade facing the runner (and the camera): steer around it, and mind
// that the rope trails along your line. A sliding saw runs along its
// slot, across the track and back.
type Saw struct {
	X, S, Radius float32 // centre at floor level, metres
	Slide        float32 // metres either side of X (0: fixed)
	Period       float32 // seconds for a slide there and back
	Phase        float32 // 0..1 of the period at tick 0
}

// XAt returns the saw's centre across the track at time t seconds.
func (s *Saw) XAt(t float32) float32 {
	return s.X + float32(s.Slide*float32(geom.Sin(2*math.Pi*float64(t/s.Period+s.Phase))))
}

// sawThickness is half the saw blade's thickness, metres.
const sawThickness = 0.05

// sawHits reports whether saw s at time t hits a body standing at x, y
// (feet) and s along the track.
func sawHits(saw *Saw, t, x, y, s float32) bool {
	if abs(s-saw.S) > bodyHalfDepth+sawThickness {
		return false
	}
	// The disc stands across the track; the box's nearest point to its
	// centre (x, floor level) must be inside its radius.
	dx := max(0, abs(x-saw.XAt(t))-bodyHalfWidth)
	dy := max(0, y) // the box spans y..y+bodyHeight; the centre is at floor level
	return float32(dx*dx)+float32(dy*dy) < saw.Radius*saw.Radius
}

// cutter is the saw's rope collider at time t: its chord at floor level,
// across the track, where a dragged rope lies.
func (saw *Saw) cutter(t float32) rope.Collider {
	x := saw.XAt(t)
	return rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.06,
		A: Pos(x-float32(saw.Radius*0.95), 0.06, saw.S), B: Pos(x+float32(saw.Radius*0.95), 0.06, saw.S)}
}
