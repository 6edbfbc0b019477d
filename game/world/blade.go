package world

import (
	"math"
	"ropeman/camera/geom"
	"ropeman/rope"
)

// Blade is a pendulum swinging across the track from a beam above it, its
// axe head sweeping low over the floor at the bottom of each swing.
type Blade struct {
	X, S      float32 // the pivot, metres (it hangs at BladePivotHeight)
	Amplitude float32 // radians either side of hanging straight down
	Period    float32 // seconds for a swing there and back
	Phase     float32 // 0..1 of the period at tick 0
}

// Pendulum geometry, metres: the head passes BladePivotHeight-BladeArm
// (0.35 m) over the floor at the bottom of its swing.
const (
	BladePivotHeight = 3.4
	BladeArm         = 3.05
	BladeHead        = 0.38 // the head's reach around its centre
)

// HeadAt returns the axe head's centre (x across the track, y height) at
// time t seconds, and the arm's angle.
func (b *Blade) HeadAt(t float32) (x, y, angle float32) {
	angle = b.Amplitude * float32(geom.Sin(2*math.Pi*float64(t/b.Period+b.Phase)))
	sin, cos := geom.Sincos(float64(angle))
	return b.X + float32(BladeArm*float32(sin)), BladePivotHeight - float32(BladeArm*float32(cos)), angle
}

// bladeHits reports whether blade b at time t hits a body at x, y, s.
func bladeHits(b *Blade, t, x, y, s float32) bool {
	hx, hy, _ := b.HeadAt(t)
	dx := max(0, abs(hx-x)-bodyHalfWidth)
	dy := max(0, y-hy, hy-(y+bodyHeight))
	ds := max(0, abs(s-b.S)-bodyHalfDepth)
	return float32(dx*dx)+float32(dy*dy)+float32(ds*ds) < BladeHead*BladeHead
}

// cutter is the blade's rope collider at time t: the head's core only,
// 0.3 m over the floor at the bottom of the swing. A rope dragging on the
// track passes under it (a pendulum sweeps every x, so cutting the dragged
// rope would be unavoidable); one swung up into it is cut.
func (b *Blade) cutter(t float32) rope.Collider {
	hx, hy, _ := b.HeadAt(t)
	return rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.05,
		A: Pos(hx, hy, b.S-0.3), B: Pos(hx, hy, b.S+0.3)}
}
