package world

import (
	"fmt"

	"ropeman/rope"
)

// Spikes is a strip of spikes on the floor: running over it hurts, a jump
// clears it. It cuts nothing (the rope drags over it).
type Spikes struct {
	X, S          float32 // the strip's centre across the track, and where it starts
	Width, Length float32 // metres across and along the track
}

// SpikesHeight is how high the spikes stand; a body above it is clear.
const SpikesHeight = 0.3

// HazardSpikes is the spikes's hazard: its number is its bit in a save's
// lessons taught and its place in obstacleTable.
const HazardSpikes Hazard = 5

func init() {
	addObstacle(kindRow(obstacleRow{name: "spikes", fields: []string{"width", "length"}, hazard: HazardSpikes, lesson: true, risk: 10, jumpable: true,
		generate: func(g *RNG, s, _ float32, _ int, _ func() float32) entityFile {
			return entityFile{Kind: "spikes", S: s, X: []float32{-1.2, 1.2}[g.Intn(2)], Width: 2.4, Length: 1.5}
		}}, func(l *Level) *[]Spikes { return &l.Spikes }, parseSpikes))
}

// parseSpikes reads a spike strip and checks it lies on the floor, short
// enough to jump and clear of the finish.
func parseSpikes(l *Level, e *entityFile) (Spikes, error) {
	sec, err := l.floorAt(e)
	if err != nil {
		return Spikes{}, err
	}
	k := Spikes{X: e.X, S: e.S, Width: e.Width, Length: e.Length}
	switch {
	case !(k.Width >= 0.5 && k.Width <= 2*sec.HalfWidth):
		return Spikes{}, fmt.Errorf("width: %v must be within 0.5..%v m (the floor)", k.Width, 2*sec.HalfWidth)
	case !(k.Length >= 0.3 && k.Length <= 3):
		return Spikes{}, fmt.Errorf("length: %v must be within 0.3..3 m (a jump clears it)", k.Length)
	case !l.onFloor(k.X-float32(k.Width/2), k.S, 0) || !l.onFloor(k.X+float32(k.Width/2), k.S, 0) || k.S+k.Length >= l.Finish:
		return Spikes{}, fmt.Errorf("x: the strip at %v±%v m leaves the floor or reaches the finish", k.X, k.Width/2)
	}
	return k, nil
}

func (k *Spikes) along() (s, length float32)        { return k.S, k.Length }
func (k *Spikes) period() float32                   { return 0 }
func (k *Spikes) crossesRope(float32) bool          { return false }
func (k *Spikes) cutter(float32, int) rope.Collider { return rope.Collider{} } // none

func (k *Spikes) standsIn(x, s, margin float32) bool {
	return s > k.S-margin && s < k.S+k.Length+margin && abs(x-k.X) < float32(k.Width/2)+margin
}

// hits reports whether the spikes hurt a body at x, y, s.
func (k *Spikes) hits(_, x, y, s float32) bool {
	return y < SpikesHeight && abs(x-k.X) < float32(k.Width/2)+bodyHalfWidth && s > k.S-bodyHalfDepth && s < k.S+k.Length+bodyHalfDepth
}
