package world

import (
	"slices"

	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// TickRate is how many ticks the world steps a second.
const TickRate = player.TickRate

// Snapshot is a run as the drawing side (the scene, the HUD, the audio)
// reads it after a tick: values, and slices of the snapshot's own that the
// next Snap refills. Nothing in it points into the world, its rope or its
// bodies, so what is drawn cannot change the run, and a snapshot stays as
// it was while the world steps on. Level is the exception that is no part
// of a run's state: the level's layout, read only, shared by every run of
// it. Track space throughout (see Pos); round the boss's arena, placed.
type Snapshot struct {
	Level   *Level
	Tick    int
	Seconds float32 // the time the moving parts are at
	Outcome Outcome
	Over    bool  // the run has ended and its result can be shown
	Cause   Cause // what ended it, or last took his yarn
	Stats   Stats

	Runner Mover
	At     maths.Vec3 // his feet's centre, placed round the arena in it
	Body   Pose       // his skeleton as drawn (Body.RopeHand: where the rope leaves him)
	// Progress is how far along the track he is, 0..1; WaitLeft the ticks
	// a revived runner still waits for the finger.
	Progress float32
	WaitLeft int
	// FloorTop is the floor's top at his s, and OverFloor whether there is
	// floor under him now (his shadow lies on it).
	FloorTop  float32
	OverFloor bool
	InArena   bool

	Yarn        float32 // metres
	Colour      Colour
	Taken       []bool // per ball of the level
	Keys        uint8  // bit i: key i of the level taken
	GatesPassed int

	// Rope is his rope's particles from his hand to its tail (none without
	// a rope), their velocities (m/s) and each segment's strain (length
	// over rest length, less 1). Threat is a cutter about to reach it.
	Rope     []maths.Vec3
	RopeVel  []maths.Vec3
	Strain   []float32
	Threat   bool
	Pieces   []Piece      // cut-off pieces in flight
	piecePts []maths.Vec3 // their points, end to end
	Ribbon   Ribbon

	Spiders []SpiderPose
	paths   []maths.Vec3 // the spiders' ways, end to end
	// Colliders are what the rope meets this tick (the gizmos draw them).
	Colliders []rope.Collider

	Finale Finale
	Boss   BossPose
}

// Mover is the runner's motion: where he is (X across, Y his feet's
// height, S along the track, metres), how fast (m/s), his state, and how
// hard his last landing was (see player.Runner).
type Mover struct {
	X, Y, S, VX, VY, Speed, Impact float32
	State                          player.State
}

// Pose is a skeleton as drawn: its joints (indexed [left, right]), each
// foot and its place in the gait (Phase: 0 as it lands).
type Pose struct {
	Pelvis, Neck, Head    maths.Vec3
	Hip, Knee             [2]maths.Vec3
	Shoulder, Elbow, Hand [2]maths.Vec3
	Feet                  [2]maths.Vec3
	RopeHand              maths.Vec3 // the hand the rope leaves from
	Planted               [2]bool
	Phase                 [2]float32
}

// Piece is a cut-off piece of rope in flight: its points and how
// visible it still is (1 just cut).
type Piece struct {
	Points []maths.Vec3
	Alpha  float32
}

// Ribbon is the finish ribbon: a grid of Cols x Rows points, row by row,
// and whether each cell still holds together (its two diagonals linked).
type Ribbon struct {
	Cols, Rows int
	Points     []maths.Vec3
	Whole      []bool // per cell, (Cols-1) x (Rows-1), row by row
}

// SpiderLegs is how many legs a spider has.
const SpiderLegs = player.CrawlerLegs

// SpiderPose is a spider's body and legs (see player.Crawler), and its
// way to its goal, the goal last (see spiderRun.route).
type SpiderPose struct {
	Pos, Forward, Up maths.Vec3
	Legs             [SpiderLegs]LegPose
	Path             []maths.Vec3
}

// LegPose is one of a spider's legs: its joints, whether its foot is
// planted, and how far through its swing it is (0 planted).
type LegPose struct {
	Hip, Knee, Foot maths.Vec3
	Planted         bool
	Swing           float32
}

// Finale is what the runway decided, or is deciding: the metres of yarn
// he has laid down it, his yarn as he crossed the line, whether the
// needle swings and where it stands (-1..1), the multiplier won, and the
// meter's zones from its centre out (the first Zones of Zone).
type Finale struct {
	Unwound, YarnAtFinish float32
	Metering              bool
	Needle                float32
	Multiplier            int
	Zone                  [MaxMeterZones]MeterZone
	Zones                 int
}

// BossPose is the boss's fight as drawn: where the boss stands, its
// arena's radius, whether the web has tied his rope, the wraps that count,
// whether it ended bound, when a strike last landed, the ticks to the
// next strike (-1: none coming) and that the boss still stands for, how
// far from its centre he runs (metres), the multiplier the wraps earn now
// (Pay), his rope: its length, what is left to wind of it where he runs
// and what a step out of the legs' reach would take of that (metres; 0
// before the web ties it, after the end, and for a step out where he is
// out of reach), and the fight's tuning (its Pays left out: Pay is
// theirs).
type BossPose struct {
	Centre              maths.Vec3
	ArenaRadius         float32
	Tied, Bound         bool
	Wraps, StruckAt     int
	StrikeIn            int
	HoldLeft            int
	Orbit               float32
	Pay                 int
	Rope, RopeLeft, Out float32
	Tuning              BossTuning
}

// Snap fills s with the run as it is now, reusing s's slices: after
// warm-up it allocates nothing.
func (w *World) Snap(s *Snapshot) {
	s.Level, s.Tick, s.Seconds, s.Outcome, s.Over, s.Cause, s.Stats = w.Level, w.Tick, w.Seconds(), w.Outcome, w.Over(), w.Cause(), w.Stats
	r := &w.Runner
	s.Runner = Mover{X: r.X, Y: r.Y, S: r.S, VX: r.VX, VY: r.VY, Speed: r.Speed, Impact: r.Impact, State: r.State}
	s.At, s.Progress, s.WaitLeft = w.boss.place(Pos(w.Runner.X, w.Runner.Y, w.Runner.S)), w.Progress(), w.WaitLeft()
	s.Body.of(w.figure())
	_, over := w.Level.FloorAt(r.X, r.S, w.Seconds())
	s.FloorTop, s.OverFloor, s.InArena = w.Level.TopAt(r.S), over || w.InArena(), w.InArena()
	s.Yarn, s.Colour, s.Taken, s.Keys, s.GatesPassed = w.haul.yarn, w.haul.colour, append(s.Taken[:0], w.haul.taken...), w.haul.keys, w.haul.nextGate
	w.snapRope(s)
	w.snapSpiders(s)
	s.Colliders = slices.Grow(s.Colliders[:0], w.space.Len())
	for h := 0; h < w.space.Len(); h++ {
		s.Colliders = append(s.Colliders, w.space.Collider(h))
	}
	s.Finale = Finale{Unwound: w.finale.unwound, YarnAtFinish: w.YarnAtFinish(), Metering: w.finale.metering(), Needle: w.finale.needle(), Multiplier: w.Multiplier()}
	s.Finale.Zones = len(w.Runway.Zones)
	copy(s.Finale.Zone[:], w.Runway.Zones)
	s.Boss = w.boss.pose(&w.Boss, w.Tick, w.Orbit())
	s.Boss.Tuning.Pays = nil // Pay is what they come to: no slice of the world's crosses
}

// of copies b's joints.
func (p *Pose) of(b *player.Body) {
	*p = Pose{Pelvis: b.Pelvis, Neck: b.Neck, Head: b.Head, Hip: b.Hip, Knee: b.Knee,
		Shoulder: b.Shoulder, Elbow: b.Elbow, Hand: b.Hand, RopeHand: b.RopeHand()}
	for i := range b.Feet {
		p.Feet[i], p.Planted[i], p.Phase[i] = b.Feet[i].At, b.Feet[i].Planted, b.Phase(i)
	}
}

// snapRope copies the rope, the pieces cut off it and the finish ribbon.
func (w *World) snapRope(s *Snapshot) {
	// Room for the longest rope and every piece at once, from the first
	// snapshot on: a rope that grows, or a cut, allocates nothing later.
	const most = MostRopePoints
	s.Rope, s.RopeVel, s.Strain = slices.Grow(s.Rope[:0], most), slices.Grow(s.RopeVel[:0], most), slices.Grow(s.Strain[:0], most)
	s.Pieces, s.piecePts = slices.Grow(s.Pieces[:0], cutPieces), slices.Grow(s.piecePts[:0], cutPieces*most)
	s.Threat = w.cutters.threatened
	if rp := w.rope; rp != nil {
		s.Rope = append(s.Rope, rp.Positions()...)
		for i := range s.Rope {
			s.RopeVel = append(s.RopeVel, rp.Velocity(i))
			if i+1 < len(s.Rope) {
				s.Strain = append(s.Strain, rp.Strain(i))
			}
		}
	}
	if pool := w.pool; pool != nil {
		for i := 0; i < pool.Len(); i++ {
			if piece, alpha, ok := pool.Piece(i); ok {
				from := len(s.piecePts)
				s.piecePts = append(s.piecePts, piece.Positions()...)
				s.Pieces = append(s.Pieces, Piece{Points: s.piecePts[from:], Alpha: alpha})
			}
		}
	}
	rb := &s.Ribbon
	rb.Cols, rb.Rows, rb.Points, rb.Whole = 0, 0, rb.Points[:0], rb.Whole[:0]
	c := w.ribbon.cloth
	if c == nil {
		return
	}
	rb.Cols, rb.Rows = c.Size()
	rb.Points, rb.Whole = append(rb.Points, c.Positions()...), c.HeldCells(rb.Whole)
}

// snapSpiders copies each spider's body, legs and way.
func (w *World) snapSpiders(s *Snapshot) {
	room := 0 // a chaser's way is at most every cell of its map
	for i := range w.spiders {
		room++
		if g := w.spiders[i].grid; g != nil {
			room += g.cols * g.rows
		}
	}
	s.Spiders, s.paths = s.Spiders[:0], slices.Grow(s.paths[:0], room)
	for i := range w.spiders {
		c := &w.spiders[i].body
		sp := SpiderPose{Pos: c.Pos, Forward: c.Forward, Up: c.Up}
		for k := range c.Legs {
			l := &c.Legs[k]
			sp.Legs[k] = LegPose{Hip: l.Hip, Knee: l.Knee, Foot: l.Foot, Planted: l.Planted, Swing: c.Swing(k)}
		}
		from := len(s.paths)
		s.paths = w.spiders[i].route(w.Level, &w.Level.Spiders[i], s.paths)
		sp.Path = s.paths[from:]
		s.Spiders = append(s.Spiders, sp)
	}
}
