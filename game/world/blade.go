package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
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
	angle = b.Amplitude * float32(maths.Sin(2*math.Pi*float64(t/b.Period+b.Phase)))
	sin, cos := maths.Sincos(float64(angle))
	return b.X + float32(BladeArm*float32(sin)), BladePivotHeight - float32(BladeArm*float32(cos)), angle
}

// HazardBlade is the blade's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardBlade Hazard = 4

func init() {
	addObstacle(kindRow(obstacleRow{name: "blade", fields: []string{"amplitude", "period", "phase"}, hazard: HazardBlade, lesson: true, risk: 30, cutters: 1,
		generate: func(g *RNG, s, phase float32, _ int, _ func() float32) entityFile {
			return entityFile{Kind: "blade", S: s, Amplitude: float32(45 + g.Intn(11)), Period: float32(22+g.Intn(7)) / 10, Phase: phase}
		}}, func(l *Level) *[]Blade { return &l.Blades }, parseBlade))
}

// parseBlade reads a blade (55 degrees either side and 2.4 s a swing when
// left out) and checks its limits.
func parseBlade(l *Level, e *entityFile) (Blade, error) {
	b := Blade{X: e.X, S: e.S, Amplitude: e.Amplitude, Period: e.Period, Phase: e.Phase}
	if b.Amplitude == 0 {
		b.Amplitude = 55
	}
	if b.Period == 0 {
		b.Period = 2.4
	}
	switch {
	case !(b.Amplitude >= 15 && b.Amplitude <= 75):
		return Blade{}, fmt.Errorf("amplitude: %v must be within 15..75 degrees", b.Amplitude)
	case !(b.Period >= 1.2 && b.Period <= 8):
		return Blade{}, fmt.Errorf("period: %v must be within 1.2..8 s", b.Period)
	case !(b.Phase >= 0 && b.Phase < 1):
		return Blade{}, fmt.Errorf("phase: %v must be within 0..1", b.Phase)
	case !l.onFloor(b.X, b.S, 0):
		return Blade{}, fmt.Errorf("x: the pivot at %v, s %v m is not over the floor", b.X, b.S)
	}
	b.Amplitude *= math.Pi / 180
	return b, nil
}

func (b *Blade) along() (s, length float32) { return b.S, 0 }
func (b *Blade) period() float32            { return b.Period }

// crossesRope: never; it passes over a dragged rope.
func (b *Blade) crossesRope(float32) bool { return false }

// standsIn: nothing of it stands on the floor (its frame is beside it).
func (b *Blade) standsIn(x, s, margin float32) bool { return false }

// hits reports whether the blade at time t hits a body at x, y, s.
func (b *Blade) hits(t, x, y, s float32) bool {
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
func (b *Blade) cutter(t float32, _ int) rope.Collider {
	hx, hy, _ := b.HeadAt(t)
	return rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: 0.05,
		A: Pos(hx, hy, b.S-0.3), B: Pos(hx, hy, b.S+0.3)}
}
