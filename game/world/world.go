package world

import (
	"hash/fnv"
	"math"

	"ropeman/player"
)

// settleTicks is how long the result waits after the run ends: he comes
// to rest on the runway, or stands with no yarn left, before the card.
const settleTicks = player.TickRate * 3 / 4

// reviveWaitTicks is how long a revived runner waits for the player's
// finger before he runs on by himself.
const reviveWaitTicks = player.TickRate * 3 / 2

// World is one run of one level.
type World struct {
	Level      *Level
	Tuning     player.Tuning
	YarnTuning YarnTuning
	Runway     RunwayTuning
	Boss       BossTuning
	Runner     player.Runner
	// Body is his posed skeleton: his feet on the floor, his rope hand.
	Body    player.Body
	Tick    int
	Outcome Outcome
	Stats   Stats
	// Watch, if set, is told when the rope's step begins and ends (the
	// game's debug timings). It is no part of the run's state.
	Watch RopeWatch

	end    ending   // how the run ended, or what would end it (see events.go)
	teach  teaching // slowing him for his first jump (see teach.go)
	rng    RNG
	events []Event

	haul   haul    // his yarn and colour, and what he took (see yarn.go)
	revive revival // where he last stood, and a revived runner's grace
	finale finale  // what the runway or the boss decided
	boss   bossFight
	floor  ground // what he runs on (see ground)

	tether            // his rope (nil until AttachRope) and what it lies in
	cutters cutterSet // the rope-cutting colliders in space (see colliders.go)
	// platforms are the moving platforms' slabs in space: handle, section.
	platforms platforms
	spiders   spiderPack

	ribbon ribbon // the finish ribbon (see ribbon.go)

	lastRunner player.Runner // the runner as he last stepped whole
	broke      *Fault        // what broke the run (see Fault): nothing steps (nil: nothing has)
}

// startS is where the runner stands at the start, metres into the first
// floor: the camera sees track behind him, and the rope has floor to lie on.
const startS = 3

// New starts a run of level l.
func New(l *Level, r Rules, seed uint64) *World {
	w := &World{
		Level:      l,
		Tuning:     r.Tuning,
		YarnTuning: r.Yarn,
		Runway:     r.Runway,
		Boss:       r.Boss,
		Runner:     player.NewRunner(&r.Tuning),
		rng:        NewRNG(seed),
		events:     make([]Event, 0, 16),
		haul:       haul{yarn: min(r.Yarn.StartMetres, r.Yarn.MaxMetres), colour: l.Colour, taken: make([]bool, len(l.Balls))},
	}
	w.floor = ground{l: l, entry: maxTrackLen + 1}
	w.wire()
	w.boss.start()
	w.PlaceAt(0, min(startS, l.Sections[0].Length/2))
	w.spiders = newSpiders(w.Level)
	w.revive.floorS = w.Runner.S
	return w
}

// moveCutters sets the rope-cutting colliders where they are this tick
// (while he has a rope: they cut nothing else).
func (w *World) moveCutters() {
	if w.rope != nil {
		w.cutters.move(w.Level, w.spiders, &w.space, w.Tick)
	}
}

// revival is what a revive needs: where he last stood on the floor, the
// tick until which nothing hits him, and the tick until which a revived
// runner waits for the finger.
type revival struct {
	floorS      float32
	grace, wait int
}

// PlaceAt stands him still on the floor at (x, s), his speed kept (a
// start, a revive; tests and tools that put him somewhere).
func (w *World) PlaceAt(x, s float32) {
	w.Runner.PlaceAt(x, s, w.ground().Top(x, s))
	w.Body.Reset(&w.Runner, w.ground())
	w.lastRunner = w.Runner
}

// Step advances the run by one tick and returns what happened. The slice
// is the world's own and valid until the next Step.
func (w *World) Step(in player.Input) []Event {
	w.events = w.events[:0]
	w.Tick++
	if w.broke != nil {
		return w.events
	}
	w.finale.meter(in.Jump)
	if w.standing(in) {
		pull, toward := w.handPull()
		w.Body.Step(&w.Runner, 0, w.ground(), false, pull, toward)
		w.boss.placeFigure()
		w.spiders.step(w.Level, w.Tick, w.rope, &w.Runner)
		w.moveCutters()
		w.stepRope()
		return w.events
	}
	if w.Outcome == Won && (!w.InArena() || w.boss.over) {
		in = player.Input{} // past the line he runs on by himself (into the boss's arena, where the finger is his again until the fight ends)
	}
	in = w.boss.drawIn(in)
	from := w.Runner.S
	w.teach.slow(&w.Runner, in.Jump, w.Outcome == Running)
	h := w.Runner.Step(in, w.ground(), w.boss.runTuning())
	h |= w.launch()
	if !w.checkRunner() {
		return w.events
	}
	w.boss.turn(from)
	w.teach.hold(&w.Runner)
	if w.Runner.State == player.Run {
		w.revive.floorS = w.Runner.S
	}
	if w.Outcome == Running {
		w.haul.pickUp()
		w.haul.takeKeys()
		w.haul.passGates()
		w.hitByObstacles()
	}
	pull, toward := w.handPull()
	w.Body.Step(&w.Runner, h, w.ground(), w.happened(Hit), pull, toward)
	w.boss.placeFigure()
	w.spiders.step(w.Level, w.Tick, w.rope, &w.Runner)
	w.moveCutters()
	w.stepRope()
	if w.ribbon.step(&w.Runner, w.Level.Finish) {
		w.emit(Tore)
	}
	if h&player.Jumped != 0 {
		w.emit(Jumped)
	}
	if h&player.Landed != 0 {
		w.emit(Landed)
		if w.Runner.Impact >= player.HardLanding {
			w.emit(LandedHard)
		}
	}
	switch {
	case h&player.Fell != 0 && w.Outcome == Running:
		w.decide(Lost, Fell)
	case w.Outcome == Running && w.Runner.S >= w.Level.Finish:
		w.finale.yarnAtFinish = w.haul.yarn
		w.decide(Won, Finished)
	case w.Outcome == Won && w.Level.Boss():
		w.boss.step()
	case w.Outcome == Won:
		w.finale.unwind(from)
	}
	return w.events
}

// launch throws him up where he runs onto a jump pad (his feet on it:
// a jump over the pad misses it), and reports it as a jump.
func (w *World) launch() player.Happened {
	r := &w.Runner
	if r.State != player.Run || w.InArena() {
		return 0
	}
	if sec := w.Level.SectionAt(r.S); sec != nil && sec.Kind == Pad {
		r.Launch(sec.Launch)
		return player.Jumped
	}
	return 0
}

// standing reports whether he stands still this tick: at rest on the
// runway, out of yarn, or revived and waiting for the finger.
func (w *World) standing(in player.Input) bool {
	switch {
	case w.finale.stopped:
		return true
	case w.Outcome == Lost && w.end.by == OutOfYarn:
		return true
	case w.Tick < w.revive.wait && !in.Steer && !in.Jump:
		return true
	}
	w.revive.wait = 0
	return false
}

// reviveLanding is how far onto the floor past a gap he fell into a
// revived runner stands, metres.
const reviveLanding = 1

// reviveAhead is how far past where his yarn ran out a revived runner
// stands, metres: clear of the saw or blade that took the last of it.
const reviveAhead = 1.8

// Revive continues a lost run, fairly: never back before what ended it.
// After a fall into a gap he stands on the floor past it; after a fall off
// the track's side, on the centre line where he left it; when his yarn ran
// out he stands past what took it, with his starting yarn back. He waits
// there for the finger (or 1.5 s: the game counts it down), and no hit
// counts for a moment. It reports whether there was a lost run to revive.
func (w *World) Revive() bool {
	if w.Outcome != Lost {
		return false
	}
	s := w.pastTheFall()
	if w.end.by == OutOfYarn {
		if ahead := w.Runner.S + reviveAhead; w.Level.onFloor(0, ahead, 0) {
			s = ahead
		}
		w.haul.yarn = 0
		w.haul.set(w.YarnTuning.StartMetres)
	}
	w.PlaceAt(0, s)
	w.Outcome = Running
	w.revive.wait = w.Tick + reviveWaitTicks
	w.revive.grace = w.Tick + reviveWaitTicks + w.YarnTuning.HitGrace
	if w.rope != nil {
		w.layRope()
	}
	w.emit(Revived)
	return true
}

// pastTheFall is where a revived runner stands after a fall: the
// centre line where he last stood if the floor goes on there (he fell off
// its side), else the floor after the gap he fell into.
func (w *World) pastTheFall() float32 {
	s := w.revive.floorS
	if w.Level.onFloor(0, s+reviveLanding, 0) {
		return s
	}
	for i := range w.Level.Sections {
		if sec := &w.Level.Sections[i]; sec.Solid() && sec.Start > s {
			at := min(sec.Start+reviveLanding, sec.Start+float32(sec.Length/2))
			if w.Level.onFloor(0, at, 0) { // not a split's hole
				return at
			}
		}
	}
	return s
}

// Seconds returns how long the run has lasted: the time its moving parts
// are at.
func (w *World) Seconds() float32 { return seconds(w.Tick) }

// WaitLeft returns how many ticks a revived runner still waits for the
// finger before he runs on by himself (0: he is not waiting).
func (w *World) WaitLeft() int { return max(0, w.revive.wait-w.Tick) }

// ReviveWait is how long a revived runner waits at most, ticks.
const ReviveWait = reviveWaitTicks

// Over reports whether the run has ended and its result can be shown: a
// fall has dropped out of sight, or the runner has jogged past the line.
func (w *World) Over() bool {
	switch w.Outcome {
	case Lost:
		if w.end.by == OutOfYarn {
			return w.Tick-w.end.tick >= settleTicks
		}
		return w.Runner.Failed(&w.Tuning, w.ground().Top(0, w.revive.floorS))
	case Won:
		done, at := w.finale.done()
		return w.finale.stopped && done && w.Tick-max(w.finale.stoppedTick, at) >= settleTicks
	}
	return false
}

// Progress returns how far along the track the runner is, 0..1.
func (w *World) Progress() float32 {
	s := w.Runner.S
	if w.Outcome == Lost {
		s = w.end.at // he flies on as he falls: the bar stays where he fell
	}
	return min(1, max(0, s/w.Level.Finish))
}

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
	w.Body.StateWords(put)
	for i := range w.spiders {
		run := &w.spiders[i]
		for _, v := range [...]float32{run.x, run.s, run.vx, run.vs, run.way} {
			put(uint64(math.Float32bits(v)))
		}
		put(uint64(run.next)<<32 | uint64(run.planAt))
		for _, c := range run.path {
			put(uint64(c))
		}
		run.body.StateWords(put)
	}
	put(uint64(w.Tick))
	put(uint64(w.Outcome))
	put(uint64(math.Float32bits(w.revive.floorS)))
	put(w.rng.state)
	f := func(v float32) uint64 { return uint64(math.Float32bits(v)) }
	for _, v := range [...]uint64{f(w.haul.yarn), uint64(w.haul.colour), uint64(w.haul.nextGate), uint64(w.revive.grace),
		uint64(w.revive.wait), f(w.finale.yarnAtFinish), f(w.finale.unwound), uint64(w.finale.stoppedTick), uint64(w.end.by),
		uint64(w.finale.times), uint64(w.finale.meterStop)} {
		put(v)
	}
	if b := &w.boss; b.tie > 0 { // only a boss fight hashes it (none else has one)
		put(uint64(b.tie)<<32 | uint64(b.ended))
		put(uint64(b.taut))
		state := uint64(b.wound)<<2 | uint64(b.torn)<<40
		if b.pulled {
			state |= 2
		}
		if b.over {
			state |= 1
		}
		put(state)
		put(uint64(b.struck))
		for _, v := range [...]float32{b.angle, b.ray.X, b.ray.Z} {
			put(uint64(math.Float32bits(v)))
		}
	}
	var bits uint64
	for i, t := range w.haul.taken {
		if t {
			bits ^= uint64(i+1) * 0x9e3779b97f4a7c15
		}
	}
	put(bits)
	if w.rope != nil {
		put(w.rope.Hash())
	}
	if w.broke != nil { // a run that broke down hashes where and how
		put(uint64(w.broke.Tick)<<16 | uint64(w.broke.Index)<<1 | 1)
	}
	if w.ribbon.cloth != nil {
		put(uint64(w.ribbon.cloth.Torn()))
	}
	if len(w.Level.Keys) > 0 { // only a level with keys hashes them
		put(uint64(w.haul.keys))
	}
	if t := &w.teach; t.on { // a run that teaches the jump is another run (none else hashes it)
		put(uint64(math.Float32bits(t.gap))<<32 | uint64(math.Float32bits(t.speed)))
	}
	return h.Sum64()
}
