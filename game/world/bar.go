package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
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
	sin, cos := maths.Sincos(2 * math.Pi * float64(t/b.Period+b.Phase))
	dx, ds := float32(b.Radius*float32(cos)), float32(b.Radius*float32(sin))
	return b.X - dx, b.S - ds, b.X + dx, b.S + ds
}

// HazardBar is the bar's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardBar Hazard = 6

func init() {
	addObstacle(kindRow(obstacleRow{name: "bar", fields: []string{"radius", "period", "phase"}, hazard: HazardBar, lesson: true, risk: 60, jumpable: true, cutters: 1,
		generate: func(g *RNG, s, phase float32, _ int, _ func() float32) entityFile {
			return entityFile{Kind: "bar", S: s, Radius: 1.6, Period: float32(30+g.Intn(11)) / 10, Phase: phase}
		}}, func(l *Level) *[]Bar { return &l.Bars }, parseBar))
}

// parseBar reads a sweeper bar and checks its motion and its post.
func parseBar(l *Level, e *entityFile) (Bar, error) {
	period, _, err := l.moving(e)
	if err != nil {
		return Bar{}, err
	}
	b := Bar{X: e.X, S: e.S, Radius: e.Radius, Period: period, Phase: e.Phase}
	switch {
	case !(b.Radius >= 0.5 && b.Radius <= 2.5):
		return Bar{}, fmt.Errorf("radius: %v must be within 0.5..2.5 m", b.Radius)
	case !l.onFloor(b.X, b.S, 0):
		return Bar{}, fmt.Errorf("x: the post at %v m is not on the floor", b.X)
	}
	return b, nil
}

func (b *Bar) along() (s, length float32) { return b.S, 0 }
func (b *Bar) period() float32            { return b.Period }

// crossesRope: a rope within its sweep.
func (b *Bar) crossesRope(x float32) bool { return abs(x-b.X) < b.Radius+0.15 }

// standsIn: its post (the bar sweeps low enough to step over).
func (b *Bar) standsIn(x, s, margin float32) bool {
	return abs(s-b.S) < 0.15+margin && abs(x-b.X) < 0.15+margin
}

// hits reports whether the bar at time t hits a body at x, y, s: the body
// box's footprint comes within the bar's thickness and his feet are
// below its top.
func (b *Bar) hits(t, x, y, s float32) bool {
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
func (b *Bar) cutter(t float32, _ int) rope.Collider {
	x0, s0, x1, s1 := b.EndsAt(t)
	return rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: BarThickness,
		A: Pos(x0, BarHeight, s0), B: Pos(x1, BarHeight, s1)}
}
