package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
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
	return s.X + float32(s.Slide*float32(maths.Sin(2*math.Pi*float64(t/s.Period+s.Phase))))
}

// sawThickness is half the saw blade's thickness, metres.
const sawThickness = 0.05

// HazardSaw is the saw's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardSaw Hazard = 3

func init() {
	addObstacle(kindRow(obstacleRow{name: "saw", fields: []string{"radius", "slide", "period", "phase"}, hazard: HazardSaw, lesson: true, risk: 30, cutters: 1,
		generate: func(g *RNG, s, phase float32, d int, side func() float32) entityFile {
			e := entityFile{Kind: "saw", S: s, X: side(), Radius: 0.6}
			if d >= 3 && g.Intn(2) == 0 { // from difficulty 3 half slide
				e.X, e.Slide, e.Period, e.Phase = 0, 0.7, float32(26+g.Intn(9))/10, phase
			}
			return e
		}}, func(l *Level) *[]Saw { return &l.Saws }, parseSaw))
}

// parseSaw reads a saw (radius 0.7 m and period 3 s when left out) and
// checks its limits and that its slot stays on the floor.
func parseSaw(l *Level, e *entityFile) (Saw, error) {
	s := Saw{X: e.X, S: e.S, Radius: e.Radius, Slide: e.Slide, Period: e.Period, Phase: e.Phase}
	if s.Radius == 0 {
		s.Radius = 0.7
	}
	if s.Period == 0 {
		s.Period = 3
	}
	switch {
	case !(s.Radius >= 0.3 && s.Radius <= 1.2):
		return Saw{}, fmt.Errorf("radius: %v must be within 0.3..1.2 m", s.Radius)
	case !(s.Slide >= 0 && s.Slide <= 3):
		return Saw{}, fmt.Errorf("slide: %v must be within 0..3 m", s.Slide)
	case !(s.Period >= 1 && s.Period <= 10):
		return Saw{}, fmt.Errorf("period: %v must be within 1..10 s", s.Period)
	case !(s.Phase >= 0 && s.Phase < 1):
		return Saw{}, fmt.Errorf("phase: %v must be within 0..1", s.Phase)
	case !l.onFloor(s.X-s.Slide, s.S, 0) || !l.onFloor(s.X+s.Slide, s.S, 0):
		return Saw{}, fmt.Errorf("x: the saw at %v±%v, s %v m leaves the floor", s.X, s.Slide, s.S)
	}
	return s, nil
}

func (saw *Saw) along() (s, length float32) { return saw.S, 0 }

func (saw *Saw) period() float32 { return slidePeriod(saw.Slide, saw.Period) }

// hits reports whether the saw at time t hits a body standing at x, y
// (feet) and s along the track.
func (saw *Saw) hits(t, x, y, s float32) bool {
	if abs(s-saw.S) > bodyHalfDepth+sawThickness {
		return false
	}
	// The disc stands across the track; the box's nearest point to its
	// centre (x, floor level) must be inside its radius.
	dx := max(0, abs(x-saw.XAt(t))-bodyHalfWidth)
	dy := max(0, y) // the box spans y..y+bodyHeight; the centre is at floor level
	return float32(dx*dx)+float32(dy*dy) < saw.Radius*saw.Radius
}

// crossesRope: a rope along its slot, or near enough to be drawn in.
func (saw *Saw) crossesRope(x float32) bool { return abs(x-saw.X) < saw.Slide+saw.Radius+0.15 }

// standsIn: its slot, as far as its blade reaches.
func (saw *Saw) standsIn(x, s, margin float32) bool {
	return abs(s-saw.S) < sawThickness+margin && abs(x-saw.X) < saw.Slide+saw.Radius+margin
}

// cutter is the saw's rope collider at time t: its chord at floor level,
// across the track, where a dragged rope lies.
func (saw *Saw) cutter(t float32, _ int) rope.Collider {
	x := saw.XAt(t)
	return rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: 0.06,
		A: Pos(x-float32(saw.Radius*0.95), 0.06, saw.S), B: Pos(x+float32(saw.Radius*0.95), 0.06, saw.S)}
}
