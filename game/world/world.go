package world

import (
	"hash/fnv"
	"math"

	"ropeman/player"
	"ropeman/rope"
)

// EventKind names something that happened during a tick.
type EventKind uint8

const (
	Jumped EventKind = iota
	Landed
	Fell     // the runner dropped past saving: the run is lost
	Finished // the runner crossed the finish line: the run is won
	Revived  // a lost run goes on (after a rewarded ad)
)

// Event is something the game reacts to (sound, haptics, screens).
type Event struct {
	Kind EventKind
	Tick int
}

// Outcome is how the run stands.
type Outcome uint8

const (
	Running Outcome = iota
	Won
	Lost
)

// afterFinishTicks is how long the runner jogs on past the finish line
// before the run is over (the win screen waits for him).
const afterFinishTicks = player.TickRate

// World is one run of one level.
type World struct {
	Level   *Level
	Tuning  player.Tuning
	Runner  player.Runner
	Tick    int
	Outcome Outcome

	outcomeTick int
	rng         RNG
	events      []Event
	lastFloorS  float32 // where the runner last stood on the floor

	rope  *rope.Rope // nil until AttachRope
	space rope.Space
	trail TrailTuning
}

// startS is where the runner stands at the start, metres into the first
// floor: the camera sees track behind him, and the rope has floor to lie on.
const startS = 3

// New starts a run of level l.
func New(l *Level, t player.Tuning, seed uint64) *World {
	w := &World{
		Level:  l,
		Tuning: t,
		Runner: player.NewRunner(&t),
		rng:    NewRNG(seed),
		events: make([]Event, 0, 8),
	}
	w.Runner.PlaceAt(0, min(startS, l.Sections[0].Length/2))
	w.lastFloorS = w.Runner.S
	return w
}

// Step advances the run by one tick and returns what happened. The slice
// is the world's own and valid until the next Step.
func (w *World) Step(in player.Input) []Event {
	w.events = w.events[:0]
	if w.Outcome == Won {
		in = player.Input{} // past the line he runs on by himself
	}
	h := w.Runner.Step(in, w.Level, &w.Tuning)
	w.Tick++
	if w.Runner.State == player.Run {
		w.lastFloorS = w.Runner.S
	}
	w.stepRope()
	if h&player.Jumped != 0 {
		w.emit(Jumped)
	}
	if h&player.Landed != 0 {
		w.emit(Landed)
	}
	if h&player.Fell != 0 && w.Outcome == Running {
		w.decide(Lost, Fell)
	}
	if w.Outcome == Running && w.Runner.S >= w.Level.Finish {
		w.decide(Won, Finished)
	}
	return w.events
}

func (w *World) emit(k EventKind) { w.events = append(w.events, Event{k, w.Tick}) }

func (w *World) decide(o Outcome, k EventKind) {
	w.Outcome, w.outcomeTick = o, w.Tick
	w.emit(k)
}

// reviveBack is how far before his last footing a revived runner starts,
// metres: time to see the gap coming again.
const reviveBack = 5

// Revive continues a lost run: the runner stands again on the centre line
// a few metres before where he last stood (never before that floor's
// start), and the run goes on. It reports whether there was a lost run to
// revive.
func (w *World) Revive() bool {
	if w.Outcome != Lost {
		return false
	}
	s := w.lastFloorS
	if sec := w.Level.SectionAt(s); sec != nil {
		s = max(sec.Start+0.5, s-reviveBack)
	}
	w.Runner.PlaceAt(0, s)
	if w.rope != nil {
		w.layRope()
	}
	w.Outcome = Running
	w.emit(Revived)
	return true
}

// Over reports whether the run has ended and its result can be shown: a
// fall has dropped out of sight, or the runner has jogged past the line.
func (w *World) Over() bool {
	switch w.Outcome {
	case Lost:
		return w.Runner.Failed(&w.Tuning)
	case Won:
		return w.Tick-w.outcomeTick >= afterFinishTicks
	}
	return false
}

// Progress returns how far along the track the runner is, 0..1.
func (w *World) Progress() float32 {
	return min(1, max(0, w.Runner.S/w.Level.Finish))
}

// RNG returns the run's random generator (the bot draws from it).
func (w *World) RNG() *RNG { return &w.rng }

// Hash returns a digest of the whole simulation state, exact to the bit:
// two runs are the same run if and only if (barring collisions) their
// hashes match.
func (w *World) Hash() uint64 {
	h := fnv.New64a()
	var buf [8]byte
	put := func(v uint64) {
		for i := range buf {
			buf[i] = byte(v >> (8 * i))
		}
		h.Write(buf[:])
	}
	for _, v := range w.Runner.StateWords() {
		put(v)
	}
	put(uint64(w.Tick))
	put(uint64(w.Outcome))
	put(uint64(math.Float32bits(w.lastFloorS)))
	put(w.rng.state)
	if w.rope != nil {
		put(w.rope.Hash())
	}
	return h.Sum64()
}
