package world

import (
	"math"
	"ropeman/camera/geom"
	"ropeman/rope"
)

// Scissors are two jaws across the track that close from its edges toward
// its centre line and open again. They never quite shut: a lane down the
// middle is always clear, so steering there is the way through.
type Scissors struct {
	S      float32
	Period float32 // seconds for a close and an open
	Phase  float32
	Half   float32 // the track's half width there (set when the level is read)
}

// GapAt returns how far each jaw's tip is from the centre line at time t
// (scissorsLane when closed; Half when wide open).
func (c *Scissors) GapAt(t float32) float32 {
	open := 0.5 + float32(0.5*float32(geom.Cos(2*math.Pi*float64(t/c.Period+c.Phase))))
	return scissorsLane + float32((c.Half-scissorsLane)*open)
}

// scissorsLane is how far each closed jaw stops from the centre line.
const scissorsLane = 0.5

// scissorsHit reports whether scissors c at time t catch a body at x, s.
func scissorsHit(c *Scissors, t, x, s float32) bool {
	return abs(s-c.S) < bodyHalfDepth+0.1 && abs(x) > c.GapAt(t)-bodyHalfWidth
}

// cutter is the rope collider of the jaw on side (-1 left, +1 right) at
// time t: along the floor from the track's edge to the jaw's tip.
func (c *Scissors) cutter(t, side float32) rope.Collider {
	gap := c.GapAt(t)
	return rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.06,
		A: Pos(side*c.Half, 0.06, c.S), B: Pos(side*gap, 0.06, c.S)}
}
