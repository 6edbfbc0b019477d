package world

// The runway after the finish line: he unwinds his yarn along it, a metre
// of yarn a metre of runway, and the zone where it runs out multiplies the
// coins, x1 to x5.
const (
	RunwayZones  = 5
	RunwayZone   = 4 // metres a zone
	RunwayLength = RunwayZones * RunwayZone
)

// Unwound returns how many metres of yarn he has laid on the runway.
func (w *World) Unwound() float32 { return w.unwound }

// Multiplier returns the runway zone he has reached, 1..RunwayZones (1
// before the finish).
func (w *World) Multiplier() int {
	return min(RunwayZones, 1+int(w.unwound/RunwayZone))
}

// YarnAtFinish returns his yarn as he crossed the finish line (0 before).
func (w *World) YarnAtFinish() float32 { return w.yarnAtFinish }

// unwind lays yarn on the runway as he runs it; when the yarn or the
// runway runs out he stops, and the zone sets the multiplier.
func (w *World) unwind(from float32) {
	zone := w.Multiplier()
	w.unwound = min(w.yarnAtFinish, w.unwound+w.Runner.S-from, RunwayLength)
	w.yarn = w.yarnAtFinish - w.unwound
	if w.rope != nil {
		w.yarn = w.rope.SetRestLength(w.yarn, w.trail.SegmentLength)
	}
	if w.Multiplier() > zone {
		w.emit(ReachedZone)
	}
	if w.unwound >= w.yarnAtFinish || w.unwound >= RunwayLength {
		w.stopped, w.stoppedTick = true, w.Tick
		w.Runner.S = w.Level.Finish + w.unwound // where the yarn ran out, not a tick's run past it
		w.Runner.Stop()
		w.emit(Stopped)
	}
}
