package world

import (
	"fmt"
	"math"

	"ropeman/camera/maths"
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
	open := 0.5 + float32(0.5*float32(maths.Cos(2*math.Pi*float64(t/c.Period+c.Phase))))
	return scissorsLane + float32((c.Half-scissorsLane)*open)
}

// scissorsLane is how far each closed jaw stops from the centre line.
const scissorsLane = 0.5

// HazardScissors is the scissors's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardScissors Hazard = 7

func init() {
	addObstacle(kindRow(obstacleRow{name: "scissors", fields: []string{"period", "phase"}, hazard: HazardScissors, lesson: true, risk: 150, cutters: 2,
		generate: func(g *RNG, s, phase float32, _ int, _ func() float32) entityFile {
			return entityFile{Kind: "scissors", S: s, Period: float32(25+g.Intn(11)) / 10, Phase: phase}
		}}, func(l *Level) *[]Scissors { return &l.Scissors }, parseScissors))
}

// parseScissors reads scissors, which span the floor they stand on.
func parseScissors(l *Level, e *entityFile) (Scissors, error) {
	period, sec, err := l.moving(e)
	if err != nil {
		return Scissors{}, err
	}
	if e.X != 0 {
		return Scissors{}, fmt.Errorf("x: scissors span the track (got %v)", e.X)
	}
	return Scissors{S: e.S, Period: period, Phase: e.Phase, Half: sec.HalfWidth}, nil
}

func (c *Scissors) along() (s, length float32) { return c.S, 0 }
func (c *Scissors) period() float32            { return c.Period }

// crossesRope: a rope out of the lane down the middle.
func (c *Scissors) crossesRope(x float32) bool { return abs(x) > scissorsLane-0.1 }

// standsIn: the jaws, out of the middle lane.
func (c *Scissors) standsIn(x, s, margin float32) bool {
	return abs(s-c.S) < 0.1+margin && abs(x) > scissorsLane-margin
}

// hits reports whether the scissors at time t catch a body at x, s.
func (c *Scissors) hits(t, x, _, s float32) bool {
	return abs(s-c.S) < bodyHalfDepth+0.1 && abs(x) > c.GapAt(t)-bodyHalfWidth
}

// cutter is the rope collider of jaw j (0 the left, 1 the right) at time
// t: along the floor from the track's edge to the jaw's tip.
func (c *Scissors) cutter(t float32, j int) rope.Collider {
	gap, side := c.GapAt(t), float32(2*j-1)
	return rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: 0.06,
		A: Pos(side*c.Half, 0.06, c.S), B: Pos(side*gap, 0.06, c.S)}
}
