package world

import (
	"fmt"
	"math/bits"
)

// Key is a golden key floating over the track. He takes it by running or
// jumping through it; the keys a won run took are kept, and three open a
// chest room (the flow's). A lost run loses the keys it took.
type Key struct{ X, S float32 }

// KeyHeight is how high a key's middle floats over the floor, metres;
// keyReachS is how near along the track his middle takes it, and MaxKeys
// the most keys a level holds.
const (
	KeyHeight = 0.9
	keyReachS = 0.55
	MaxKeys   = 3
)

// addKey checks a key entity: over the floor, clear of its edges.
func (l *Level) addKey(e *entityFile) error {
	switch {
	case len(l.Keys) >= MaxKeys:
		return fmt.Errorf("kind: a level holds at most %d keys", MaxKeys)
	case !l.onFloor(e.X, e.S, 0.3):
		return fmt.Errorf("x: the key at %v, s %v m is not over the floor", e.X, e.S)
	}
	l.Keys = append(l.Keys, Key{X: e.X, S: e.S})
	return nil
}

// takeKeys takes the keys his body passes through this tick of w: as
// near as a ball he takes (a key floats over the middle of a row of yarn).
func (h *haul) takeKeys() {
	r := h.runner
	for i := range h.level.Keys {
		k := &h.level.Keys[i]
		if h.keyTaken(i) || abs(k.S-r.S) > keyReachS || abs(k.X-r.X) > h.run.HalfWidth+BallRadius || r.Y-h.level.TopAt(r.S) > KeyHeight+0.6 {
			continue
		}
		h.keys |= 1 << i
		h.log.emit(TookKey)
	}
}

// KeyTaken reports whether key i of the level has been taken this run.
func (w *World) KeyTaken(i int) bool { return w.haul.keyTaken(i) }

// keyTaken reports whether key i of the level has been taken.
func (h *haul) keyTaken(i int) bool { return h.keys&(1<<i) != 0 }

// KeysTaken returns how many keys this run has taken.
func (w *World) KeysTaken() int { return bits.OnesCount8(w.haul.keys) }
