package world

import "fmt"

// Fault is the simulation finding its own state broken: a value that is
// no longer a finite number (a NaN or an infinity, from a division or a
// solve that went wrong). The run ends there as a loss, and the world
// steps nothing any more, so the broken value spreads no further and the
// game goes on to its fail card instead of freezing.
type Fault struct {
	Tick  int
	What  string // "rope particle", "runner"
	Index int    // which particle (0 for the runner)
}

func (f *Fault) Error() string {
	if f.What == "runner" {
		return fmt.Sprintf("world: tick %d: the runner's position or speed is not a finite number: the run ends as a loss", f.Tick)
	}
	return fmt.Sprintf("world: tick %d: %s %d is not at a finite position: the run ends as a loss", f.Tick, f.What, f.Index)
}

// Fault returns what broke the run, nil while nothing has.
func (w *World) Fault() error {
	if w.broke == nil {
		return nil // not a nil *Fault in an error
	}
	return w.broke
}

// finite reports whether v is a number (not NaN, not ±Inf): v-v is 0
// only then.
func finite(v float32) bool { return v-v == 0 }

// checkRope looks for a rope particle that is not a finite position; if
// one is, the run breaks down there.
func (w *World) checkRope() bool {
	for i, p := range w.rope.Positions() {
		if !finite(p.X) || !finite(p.Y) || !finite(p.Z) {
			w.breakDown("rope particle", i)
			return false
		}
	}
	return true
}

// checkRunner does the same for him, after his step; a whole runner is
// kept as the place he was last whole.
func (w *World) checkRunner() bool {
	r := &w.Runner
	if finite(r.X) && finite(r.Y) && finite(r.S) && finite(r.VX) && finite(r.VY) && finite(r.Speed) {
		w.lastRunner = *r
		return true
	}
	w.Runner = w.lastRunner // where he was last whole, for the camera and the card
	w.breakDown("runner", 0)
	return false
}

// breakDown ends the run as a loss at a fault: his rope is gone (laid
// again at his hand, no yarn left, where his hand is a place), the
// outcome is lost, and Step steps nothing from now on.
func (w *World) breakDown(what string, index int) {
	w.broke = &Fault{Tick: w.Tick, What: what, Index: index}
	if w.rope != nil {
		hand := w.Hand()
		if !finite(hand.X) || !finite(hand.Y) || !finite(hand.Z) {
			hand = Pos(0, 0, 0)
		}
		w.rope.Reset(hand, Pos(0, -1, 0), 1, w.trail.SegmentLength)
		w.rope.SetRestLength(0, w.trail.SegmentLength)
	}
	w.haul.yarn = 0
	w.took(NoHazard, false)
	w.decide(Lost, OutOfYarn)
}
