package world

import (
	"ropeman/assets/bounds"
	"ropeman/camera/geom"
	"ropeman/player"
	"ropeman/rope"
)

// TrackThickness is how deep the floating track's slabs are, metres: the
// stage draws them and the rope collides with them.
const TrackThickness = 0.7

// handOffset is where the rope leaves the runner, from his feet: his right
// hand, hanging at his side.
var handOffset = geom.V3(0.33, 0.8, 0)

// Pos turns track coordinates (lateral x, height y, distance s along the
// track) into world space, where the runner runs toward -Z.
func Pos(x, y, s float32) geom.Vec3 { return geom.V3(x, y, -s) }

// TrailTuning sizes the yarn the runner trails ("trail" in
// assets/tuning.json).
type TrailTuning struct {
	Segments      int     `json:"segments"`
	SegmentLength float32 `json:"segmentLength"` // metres
	Thickness     float32 `json:"thickness"`     // radius of the drawn tube, metres
}

// Validate reports the first field out of range.
func (t TrailTuning) Validate() error {
	return bounds.First(
		bounds.Within("segments", t.Segments, 1, maxTrailSegments, ""),
		bounds.Within[float32]("segmentLength", t.SegmentLength, 0.01, 0.5, "m"),
		bounds.Within[float32]("thickness", t.Thickness, 0.001, 0.5, "m"),
	)
}

// maxTrailSegments is the rope's capacity: room to grow later.
const maxTrailSegments = 127

// AttachRope gives the runner his rope: it hangs from his hand, lies on
// the track's slabs and follows him, stepped with the run.
func (w *World) AttachRope(p rope.Params, t TrailTuning) {
	w.trail = t
	w.rope = rope.New(maxTrailSegments+1, p)
	w.space.Clear()
	for i := range w.Level.Sections {
		sec := &w.Level.Sections[i]
		if sec.Kind != Floor {
			continue
		}
		w.space.Add(rope.Collider{
			Shape:    rope.Box,
			A:        Pos(0, -TrackThickness/2, sec.Start+sec.Length/2),
			Half:     geom.V3(sec.HalfWidth, TrackThickness/2, sec.Length/2),
			Friction: -1,
		})
	}
	w.layRope()
}

// layRope lays the rope out behind the runner's hand and lets it settle
// on the floor for a second (deterministic, like every step of the run).
func (w *World) layRope() {
	w.rope.Reset(w.Hand(), geom.V3(0, -0.3, 1), w.trail.Segments, w.trail.SegmentLength)
	for i := 0; i < player.TickRate; i++ {
		w.rope.Step(1.0/player.TickRate, &w.space, nil)
	}
}

// Rope returns the runner's rope, nil if none is attached.
func (w *World) Rope() *rope.Rope { return w.rope }

// Hand returns where the rope leaves the runner, in world space.
func (w *World) Hand() geom.Vec3 {
	r := &w.Runner
	return Pos(r.X, r.Y, r.S).Add(handOffset)
}

func (w *World) stepRope() {
	if w.rope == nil {
		return
	}
	w.rope.MoveAnchor(w.Hand())
	w.rope.Step(1.0/player.TickRate, &w.space, nil)
}
