package flow

import "ropeman/game/world"

// Lesson is a mechanic the HUD teaches as he meets it for the first time.
type Lesson uint8

const (
	NoLesson    Lesson = iota
	LessonSteer        // until he steers: hold and drag
	LessonJump         // the first gap waits for his first jump (world.TeachJump)
	LessonGate         // his first colour gate: it recolours him, and his colour's yarn is the one to take
	LessonKey          // his first key: take it, three open a chest room
	LessonMaths        // his first maths gate: + and x give yarn, - and ÷ take it
	LessonBoss         // his first boss: run round it, and out of reach as a leg rises
	LessonMeter        // his first runway: a tap, or lifting the finger held through the finish, stops the needle
	// lessonHazard+h is his first hazard of kind h (one whose kind has a
	// lesson, world.HazardKind.Lesson): what it does and how to pass it.
	lessonHazard
)

// HazardLesson returns the lesson that teaches hazard h.
func HazardLesson(h world.Hazard) Lesson { return lessonHazard + Lesson(h) }

// Hazard returns the hazard l teaches, if it teaches one.
func (l Lesson) Hazard() (world.Hazard, bool) {
	if l < lessonHazard {
		return world.NoHazard, false
	}
	return world.Hazard(l - lessonHazard), true
}

// lessonAhead is how far ahead (metres) a gate, a hazard or a key is when
// its lesson shows.
const lessonAhead = 14

// lesson returns the lesson on screen: in play, for a player (not the
// bot), one at a time, each until it is learned (the save remembers).
func (r *run) lesson() Lesson {
	set := &r.book.progress.Settings
	w := r.world
	switch {
	case r.sc.scene != Play || r.sc.autoplay:
		return NoLesson
	case w.InArena() && !w.Over():
		if !set.BossTaught {
			return LessonBoss
		}
		return NoLesson
	case w.Metering() && !set.MeterTaught:
		return LessonMeter
	case w.Outcome != world.Running:
		return NoLesson
	}
	if r.world.JumpPrompt() {
		return LessonJump
	}
	// The nearest hazard ahead whose kind he has not been taught: how to
	// pass it comes first, even before the steering hint.
	lesson, near := NoLesson, float32(lessonAhead)
	for _, k := range world.Hazards() {
		if !k.Lesson || set.HazardsTaught&(1<<k.Hazard) != 0 {
			continue // taught: no look-out (a player who has met them all pays nothing a tick)
		}
		if d := r.world.Level.NextHazard(k.Hazard, r.world.Runner.S); d < near {
			lesson, near = HazardLesson(k.Hazard), d
		}
	}
	switch {
	case lesson != NoLesson:
		return lesson
	case !set.Hinted:
		return LessonSteer
	case !set.GateTaught && r.nextColourGate() < lessonAhead:
		return LessonGate
	case !set.KeyTaught && r.nextKey() < lessonAhead:
		return LessonKey
	case !set.MathsTaught && r.nextMathsGate() < lessonAhead:
		return LessonMaths
	}
	return NoLesson
}

// nextColourGate returns how far ahead his next colour gate is, metres
// (a long way if none is).
func (r *run) nextColourGate() float32 { return r.nextGate(true) }

// nextMathsGate returns how far ahead his next maths gate (+, -, x, ÷) is,
// metres (a long way if none is).
func (r *run) nextMathsGate() float32 { return r.nextGate(false) }

// nextGate returns how far ahead his next gate that recolours (or, not
// recolour, does sums) is, metres (a long way if none is).
func (r *run) nextGate(recolour bool) float32 {
	w := r.world
	for i := w.GatesPassed(); i < len(w.Level.Gates); i++ {
		if g := &w.Level.Gates[i]; g.Recolour == recolour {
			return g.S - w.Runner.S
		}
	}
	return 1e9
}

// nextKey returns how far ahead the next key he has not taken is, metres
// (a long way if none is); one he is passing still counts, for half a
// metre.
func (r *run) nextKey() float32 {
	w := r.world
	for i := range w.Level.Keys {
		if d := w.Level.Keys[i].S - w.Runner.S; d > -0.5 && !w.KeyTaken(i) {
			return d
		}
	}
	return 1e9
}

// learn marks the gates' and a hazard's lessons learned once he is past
// what they taught with the lesson on screen, and the key's once he takes
// one with it on screen (one he misses is taught again at the next) (on
// is the lesson that was on before this tick's step).
func (r *run) learn(on Lesson) {
	set := &r.book.progress.Settings
	switch h, taught := on.Hazard(); {
	case on == LessonGate && r.passedGate(true):
		set.GateTaught = true
	case on == LessonMaths && r.passedGate(false):
		set.MathsTaught = true
	case on == LessonKey && r.happened(world.TookKey):
		set.KeyTaught = true
	case on == LessonBoss && r.world.Over(): // he has fought it through with the lesson on
		set.BossTaught = true
	case on == LessonMeter && !r.world.Metering(): // the needle stopped with the lesson on
		set.MeterTaught = true
	case taught && r.world.Level.NextHazard(h, r.world.Runner.S) > lessonAhead: // the one he was taught is behind him
		set.HazardsTaught |= 1 << h
	default:
		return
	}
	r.book.persist()
}

// passedGate reports whether this tick took him through a gate that
// recolours (or, not recolour, does sums).
func (r *run) passedGate(recolour bool) bool {
	w := r.world
	return r.happened(world.PassedGate) && w.GatesPassed() > 0 && w.Level.Gates[w.GatesPassed()-1].Recolour == recolour
}
