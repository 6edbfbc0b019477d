package world

import (
	"math"
	"ropeman/camera/geom"
	"ropeman/rope"
)

// Bar is a sweeper: a bar low over the floor turning about a post, its
// ends sweeping a circle. Jump it; it cuts the rope lying in its way.
type Bar struct {
	X, S   float32 // the post
	Radius float32 // half the bar's length, metres
	Period float32 // seconds for a turn
	Phase  float32
}

// BarHeight is the bar's height over the floor, and BarThickness its radius.
const (
	BarHeight    = 0.16
	BarThickness = 0.08
)

// EndsAt returns the bar's two ends (x, s) at time t.
func (b *Bar) EndsAt(t float32) (x0, s0, x1, s1 float32) {
	sin, cos := geom.Sincos(2 * math.Pi * float64(t/b.Period+b.Phase))
	dx, ds := float32(b.Radius*float32(cos)), float32(b.Radius*float32(sin))
	return b.X - dx, b.S - ds, b.X + dx, b.S + ds
}

// barHits reports whether bar b at time t hits a body at x, y, s: the body
// box's footprint comes within the bar's thickness and his feet are
// below its top.
func barHits(b *Bar, t, x, y, s float32) bool {
	if y > BarHeight+BarThickness {
		return false
	}
	x0, s0, x1, s1 := b.EndsAt(t)
	// The nearest point of the bar (a segment) to the body's centre.
	ex, es := x1-x0, s1-s0
	k := clamp01((float32((x-x0)*ex) + float32((s-s0)*es)) / (float32(ex*ex) + float32(es*es)))
	dx := max(0, abs(x-(x0+float32(k*ex)))-bodyHalfWidth)
	ds := max(0, abs(s-(s0+float32(k*es)))-bodyHalfDepth)
	return float32(dx*dx)+float32(ds*ds) < BarThickness*BarThickness
}

func clamp01(v float32) float32 { return min(1, max(0, v)) }

// cutter is the bar's rope collider at time t: the bar itself.
func (b *Bar) cutter(t float32) rope.Collider {
	x0, s0, x1, s1 := b.EndsAt(t)
	return rope.Collider{Shape: rope.Capsule, Blade: true, Radius: BarThickness,
		A: Pos(x0, BarHeight, s0), B: Pos(x1, BarHeight, s1)}
}
