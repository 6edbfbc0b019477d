package world

import (
	"ropeman/assets/bounds"
	"ropeman/player"
)

// YarnTuning sets the yarn economy of a run ("yarn" in assets/tuning.json).
// His yarn is the rest length of the rope he trails, in metres.
type YarnTuning struct {
	StartMetres float32 `json:"startMetres"`     // yarn at the start line
	BallMetres  float32 `json:"ballMetres"`      // a ball of his colour adds this
	WrongMetres float32 `json:"wrongBallMetres"` // a ball of another colour strips this
	HitMetres   float32 `json:"hitMetres"`       // a saw or blade hitting his body strips this
	MaxMetres   float32 `json:"maxMetres"`       // no more than this (the rope's capacity caps it too)
	KnockBack   float32 `json:"knockBackMetres"` // a hit throws him back this far
	HitGrace    int     `json:"hitGraceTicks"`   // after a hit, no other for this long
}

// Validate reports the first field out of range.
func (y YarnTuning) Validate() error {
	return bounds.First(
		bounds.Within[float32]("startMetres", y.StartMetres, 0.5, 20, "m"),
		bounds.Within[float32]("ballMetres", y.BallMetres, 0.05, 5, "m"),
		bounds.Within[float32]("wrongBallMetres", y.WrongMetres, 0, 5, "m"),
		bounds.Within[float32]("hitMetres", y.HitMetres, 0, 20, "m"),
		bounds.Within[float32]("maxMetres", y.MaxMetres, y.StartMetres, 60, "m"),
		bounds.Within[float32]("knockBackMetres", y.KnockBack, 0, 5, "m"),
		bounds.Within("hitGraceTicks", y.HitGrace, 0, 5*player.TickRate, "ticks"),
	)
}

// Rules are the tuning a run plays by.
type Rules struct {
	player.Tuning
	Yarn   YarnTuning
	Runway RunwayTuning
	Boss   BossTuning
}

// Stats count what happened to his yarn in a run.
type Stats struct {
	Collected  float32 // metres gained from balls and gates
	Stripped   float32 // metres lost to wrong balls, gates and hits
	LostToCuts float32 // metres cut off by blades
	Cuts       int
	Hits       int
	Gates      int
}

// haul is what he carries and has taken in a run: his yarn (the rope's
// rest length), his colour, the balls and keys taken and the gates passed.
type haul struct {
	yarn     float32 // metres
	colour   Colour
	taken    []bool // per ball of the level
	keys     uint8  // bit i: key i of the level taken
	nextGate int    // the first gate not yet passed
	// its ports: the run (the level's balls, gates and keys, his runner,
	// his rope, what happens), the yarn's tuning and the run's stats
	runPorts
	yarnTuning *YarnTuning
	stats      *Stats
}

// Yarn returns his yarn now, metres.
func (w *World) Yarn() float32 { return w.haul.yarn }

// Colour returns his colour now.
func (w *World) Colour() Colour { return w.haul.colour }

// GatesPassed returns how many of the level's gates he has passed.
func (w *World) GatesPassed() int { return w.haul.nextGate }

// Taken reports whether ball i of the level has been picked up this run.
func (w *World) Taken(i int) bool { return w.haul.taken[i] }

// set changes his yarn in w (bounded) and keeps the rope at that length;
// it counts the change in the stats.
func (h *haul) set(y float32) {
	y = min(max(y, 0), h.most())
	if d := y - h.yarn; d > 0 {
		h.stats.Collected += d
	} else {
		h.stats.Stripped -= d
	}
	h.yarn = y
	if h.line.rope != nil {
		h.yarn = h.line.rope.SetRestLength(y, h.line.trail.SegmentLength)
	}
	if h.yarn <= 0 && *h.outcome == Running {
		h.log.decide(Lost, OutOfYarn)
	}
}

// most is the most yarn he may carry in w, metres.
func (h *haul) most() float32 {
	m := h.yarnTuning.MaxMetres
	if h.line.rope != nil {
		m = min(m, float32(maxTrailSegments)*h.line.trail.SegmentLength)
	}
	return m
}

// pickUp collects the balls his body touches this tick of w.
func (h *haul) pickUp() {
	r := h.runner
	if r.Y-h.level.TopAt(r.S) > 1 { // jumped over them
		return
	}
	balls := h.level.Balls
	i := firstBall(balls, r.S-BallRadius-0.3)
	for ; i < len(balls) && balls[i].S <= r.S+BallRadius+0.3; i++ {
		b := &balls[i]
		if h.taken[i] || abs(b.X-r.X) > h.run.HalfWidth+BallRadius {
			continue
		}
		h.taken[i] = true
		if b.Colour == h.colour {
			h.set(h.yarn + h.yarnTuning.BallMetres)
			h.log.emit(Collected)
		} else {
			h.log.took(HazardWrongBall, false)
			h.set(h.yarn - h.yarnTuning.WrongMetres)
			h.log.emit(WrongYarn)
		}
	}
}

// passGates applies each gate his feet cross this tick of w, once.
func (h *haul) passGates() {
	for h.nextGate < len(h.level.Gates) && h.level.Gates[h.nextGate].S <= h.runner.S {
		g := &h.level.Gates[h.nextGate]
		h.nextGate++
		h.stats.Gates++
		if g.Recolour {
			h.colour = g.Colour
		} else {
			op := g.Right
			if h.runner.X < 0 {
				op = g.Left
			}
			h.log.took(HazardGate, false)
			h.set(op.Apply(h.yarn))
		}
		h.log.emit(PassedGate)
	}
}

// firstBall returns the index of the first ball at or after s (balls are
// sorted by S).
func firstBall(balls []Ball, s float32) int {
	lo, hi := 0, len(balls)
	for lo < hi {
		mid := (lo + hi) / 2
		if balls[mid].S < s {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}

func abs(v float32) float32 { return max(v, -v) }
