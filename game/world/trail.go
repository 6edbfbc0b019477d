package world

import (
	"ropeman/assets/bounds"
	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// TrackThickness is how deep the floating track's slabs are, metres: the
// stage draws them and the rope collides with them.
const TrackThickness = 0.7

// ropeSideX is about how far across from his feet his rope hand hangs
// (his right hand, at his side): the bot's guess at where the rope will
// lie behind him.
const ropeSideX = 0.33

// Pos turns track coordinates (lateral x, height y, distance s along the
// track) into world space, where the runner runs toward -Z.
func Pos(x, y, s float32) maths.Vec3 { return maths.V3(x, y, -s) }

// TrailTuning shapes the rope he trails ("trail" in assets/tuning.json);
// its length is his yarn.
type TrailTuning struct {
	SegmentLength float32 `json:"segmentLength"` // metres
	Thickness     float32 `json:"thickness"`     // radius of the drawn tube, metres
	// TickBudget bounds the rope's work a tick, in particle passes (see
	// rope.Params.Budget): a tick far above the typical one is a dropped
	// frame on a phone.
	TickBudget int `json:"tickBudget"`
}

// Validate reports the first field out of range.
func (t TrailTuning) Validate() error {
	return bounds.First(
		bounds.Within[float32]("segmentLength", t.SegmentLength, 0.05, maxSegmentLength, "m"),
		bounds.Within[float32]("thickness", t.Thickness, 0.001, 0.5, "m"),
		bounds.Within("tickBudget", t.TickBudget, 2*(maxTrailSegments+1), 1<<20, "particle passes (at least a substep's of the longest rope)"),
	)
}

// maxSegmentLength is the longest a rope segment may be, metres: longer,
// the rope bends in visible corners.
const maxSegmentLength = 0.5

// maxTrailSegments is the rope's capacity: with the shipped segment length
// it holds the most yarn a level pays for.
const maxTrailSegments = 255

// MostRopePoints is the most particles his rope has, and MostPieces the
// most cut-off pieces in flight at once (the drawing makes room for them
// ahead).
const (
	MostRopePoints = maxTrailSegments + 1
	MostPieces     = cutPieces
)

// cutPieces is how many cut-off pieces fly at once, and cutLifeTicks how
// long each stays in sight.
const (
	cutPieces    = 4
	cutLifeTicks = player.TickRate * 3 / 2
)

// AttachRope gives the runner his rope: it hangs from his hand, lies on
// the track's slabs and follows him, stepped with the run.
func (w *World) AttachRope(p rope.Params, t TrailTuning) {
	w.trail = t
	p.Budget = t.TickBudget
	w.rope = rope.New(maxTrailSegments+1, p)
	w.pool = rope.NewPool(cutPieces, maxTrailSegments+1, cutLifeTicks, p)
	w.space.Clear()
	w.platforms.addSlabs(w.Level, &w.space)
	w.boss.addArena()
	w.cutters.add(w.Level, w.spiders, &w.space, w.Tick)
	w.layRope()
}

// layRope lays the rope out behind the runner's hand, as long as his yarn,
// and lets it settle on the floor for a second (deterministic, like every
// step of the run; the obstacles keep still meanwhile and cut nothing).
func (w *World) layRope() {
	w.rope.Reset(w.Hand(), maths.V3(0, -0.3, 1), 1, w.trail.SegmentLength)
	w.haul.yarn = w.rope.SetRestLength(min(w.haul.yarn, w.haul.most()), w.trail.SegmentLength)
	w.cutters.park(&w.space)
	for i := 0; i < player.TickRate; i++ {
		w.rope.Step(1.0/player.TickRate, &w.space, nil)
	}
}

// Rope returns the runner's rope, nil if none is attached.
func (w *World) Rope() *rope.Rope { return w.rope }

// Hand returns where the rope leaves the runner: his posed rope hand, in
// track space.
func (w *World) Hand() maths.Vec3 { return w.boss.place(w.Body.RopeHand()) }

// handPull is the rope's pull on his hand after the last tick, and the
// point half a metre down the rope it pulls toward (zero without a rope).
func (w *World) handPull() (float32, maths.Vec3) {
	if w.rope == nil || w.rope.Len() < 2 || w.InArena() { // round the arena the rope runs in another space than his arm
		return 0, maths.Vec3{}
	}
	pts := w.rope.Positions()
	k := min(len(pts)-1, int(0.5/w.trail.SegmentLength)+1)
	return w.rope.HandPull().Len(), pts[k]
}

// RopeWatch is told when the rope's step begins and ends within a tick, so
// that a meter outside the simulation can tell the rope's cost from the
// rest of the world's: the world itself reads no clock.
type RopeWatch interface {
	RopeBegins()
	RopeEnds()
}

// stepRope moves the rope with his hand among the floor and the
// obstacles; what a blade cuts off flies away, and his yarn is what is left.
func (w *World) stepRope() {
	if w.rope == nil {
		return
	}
	const dt = 1.0 / player.TickRate
	w.rope.MoveAnchor(w.Hand())
	before := w.rope.RestLength()
	// The track's shape, where the middle of the rope lies.
	k, grade := w.Level.curvature(w.Runner.S - float32(before/2))
	w.rope.Force = trackForce(k, grade, w.Runner.Speed, -w.rope.Params.Gravity.Y)
	w.platforms.move(w.Level, &w.space, w.Tick)
	if w.Watch != nil {
		w.Watch.RopeBegins()
	}
	lost := w.rope.Step(dt, &w.space, w.pool)
	if !w.checkRope() {
		return
	}
	w.pool.Step(dt, &w.space)
	if w.Watch != nil {
		w.Watch.RopeEnds()
	}
	w.cutters.watch(&w.space, w.rope.Positions())
	if lost == 0 {
		return
	}
	w.haul.yarn = w.rope.RestLength()
	w.Stats.LostToCuts += before - w.haul.yarn
	w.Stats.Cuts++
	w.emit(Cut)
	w.took(w.cutters.hazard(w.Level, w.spiders, w.rope.CutBy()), true)
	if w.haul.yarn <= 0 && w.Outcome == Running {
		w.decide(Lost, OutOfYarn)
	}
}
