package world

import (
	"math"

	"ropeman/player"
)

// Teaching the jump: a player who has never jumped meets the first gap of
// his first level in slow motion. As he nears its edge his run slows to a
// stop a little before it, and he waits there, the game showing SWIPE UP,
// until the player jumps; the jump gives him back his full speed. Once he
// has jumped (anywhere) the run is ordinary. It is part of the run (a
// recording says whether it taught), so a replay slows where the run did.
type teaching struct {
	on    bool
	gap   float32 // where the first gap ahead begins, metres
	speed float32 // his speed as the slow-down began (0: not yet)
}

// The slow-down: it begins teachFrom metres before the gap's edge and
// brings him to rest teachStop metres before it.
const (
	teachFrom = 7
	teachStop = 0.9
)

// TeachJump makes this run teach the jump at the first gap ahead (call it
// before the first Step). A level with no gap teaches nothing.
func (w *World) TeachJump() {
	for i := range w.Level.Sections {
		if sec := &w.Level.Sections[i]; sec.Kind == Gap && sec.Start > w.Runner.S+teachFrom {
			w.teach = teaching{on: true, gap: sec.Start}
			return
		}
	}
}

// JumpPrompt reports whether the run is waiting to be taught the jump: he
// is slowing toward, or standing at, the gap he must jump.
func (w *World) JumpPrompt() bool {
	return w.teach.on && w.Outcome == Running && w.teach.gap-w.Runner.S < teachFrom
}

// slow slows runner r toward the gap until he jumps (before his step),
// while the run goes on.
func (t *teaching) slow(r *player.Runner, jump, running bool) {
	if !t.on {
		return
	}
	if jump || r.State != player.Run || !running {
		if t.speed > 0 {
			r.Speed = t.speed // the jump has his full speed
		}
		*t = teaching{}
		return
	}
	left := t.gap - teachStop - r.S // metres to where he stops
	if left > teachFrom-teachStop {
		return
	}
	if t.speed == 0 {
		t.speed = r.Speed
	}
	// Braking evenly to rest at the stop: the speed left this far from
	// it (about two seconds from the slow-down's start).
	r.Speed = t.speed * float32(math.Sqrt(float64(max(0, left)/(teachFrom-teachStop))))
}

// hold keeps runner r, being taught, from creeping past his stop (his
// step adds a little speed each tick), however long he waits.
func (t *teaching) hold(r *player.Runner) {
	if t.on {
		r.S = min(r.S, t.gap-teachStop)
	}
}
