package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
	"ropeman/rope"
)

// Wall is a block sliding across the track and back: steer around it.
type Wall struct {
	X, S   float32 // centre
	Width  float32 // metres across
	Slide  float32 // metres either side of X
	Period float32
	Phase  float32
}

// WallDepth is a wall's depth along the track, and WallHeight its height.
const (
	WallDepth  = 0.5
	WallHeight = 1.2
)

// XAt returns the wall's centre across the track at time t.
func (w *Wall) XAt(t float32) float32 {
	return w.X + float32(w.Slide*float32(maths.Sin(2*math.Pi*float64(t/w.Period+w.Phase))))
}

// HazardWall is the wall's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardWall Hazard = 8

func init() {
	addObstacle(kindRow(obstacleRow{name: "wall", fields: []string{"width", "slide", "period", "phase"}, hazard: HazardWall, lesson: true, risk: 80,
		generate: func(_ *RNG, s, phase float32, _ int, _ func() float32) entityFile {
			return entityFile{Kind: "wall", S: s, Width: 1.5, Slide: 1, Period: 3, Phase: phase}
		}}, func(l *Level) *[]Wall { return &l.Walls }, parseWall))
}

// parseWall reads a sliding wall and checks it leaves a lane to pass.
func parseWall(l *Level, e *entityFile) (Wall, error) {
	period, sec, err := l.moving(e)
	if err != nil {
		return Wall{}, err
	}
	w := Wall{X: e.X, S: e.S, Width: e.Width, Slide: e.Slide, Period: period, Phase: e.Phase}
	switch {
	case !(w.Width >= 0.5 && w.Width <= 2*sec.HalfWidth-1.2):
		return Wall{}, fmt.Errorf("width: %v must be within 0.5..%v m (a lane to pass)", w.Width, 2*sec.HalfWidth-1.2)
	case !(w.Slide >= 0 && w.Slide <= 3):
		return Wall{}, fmt.Errorf("slide: %v must be within 0..3 m", w.Slide)
	case !l.onFloor(w.X-w.Slide, w.S, 0) || !l.onFloor(w.X+w.Slide, w.S, 0):
		return Wall{}, fmt.Errorf("x: the wall at %v±%v m leaves the floor", w.X, w.Slide)
	}
	return w, nil
}

func (v *Wall) along() (s, length float32) { return v.S, 0 }

func (v *Wall) period() float32 { return slidePeriod(v.Slide, v.Period) }

// crossesRope: never; it pushes, it does not cut.
func (v *Wall) crossesRope(float32) bool          { return false }
func (v *Wall) cutter(float32, int) rope.Collider { return rope.Collider{} } // none

func (v *Wall) standsIn(x, s, margin float32) bool {
	return abs(s-v.S) < WallDepth/2+margin && abs(x-v.X) < v.Slide+float32(v.Width/2)+margin
}

// hits reports whether the wall at time t hits a body at x, y, s.
func (v *Wall) hits(t, x, y, s float32) bool {
	return y < WallHeight && abs(x-v.XAt(t)) < float32(v.Width/2)+bodyHalfWidth && abs(s-v.S) < WallDepth/2+bodyHalfDepth
}
