package stage

import "time"

// Clock is wall-clock time as the Stage needs it: the phone's own (Go's
// monotonic clock and timers, which, like Android's Handler and iOS's
// dispatch timers, stand still while the phone sleeps), or a hand-driven
// one in tests.
type Clock interface {
	// Now is the time since some fixed start.
	Now() time.Duration
	// AfterFunc calls f on a goroutine of its own after d; stop keeps it
	// from being called if it has not been yet.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

type wall struct{ start time.Time }

func newWall() wall { return wall{start: time.Now()} }

func (w wall) Now() time.Duration { return time.Since(w.start) }

func (w wall) AfterFunc(d time.Duration, f func()) func() bool { return time.AfterFunc(d, f).Stop }

// arm sets the watchdog to go off d from now.
func (s *Stage) arm(d time.Duration) {
	s.show.armed, s.show.deadline = true, s.clock.Now()+d
}

// schedule keeps the one timer at the earliest of what is due: the
// watchdog and the wait for the GPU.
func (s *Stage) schedule() {
	at, due := time.Duration(0), false
	if s.show.armed {
		at, due = s.show.deadline, true
	}
	if s.show.waiting && (!due || s.show.pollAt < at) {
		at, due = s.show.pollAt, true
	}
	if s.timer != nil && due && at == s.timerAt {
		return
	}
	if s.timer != nil {
		s.timer()
		s.timer = nil
	}
	if !due {
		return
	}
	s.gen++
	gen := s.gen
	s.timerAt = at
	s.timer = s.clock.AfterFunc(max(at-s.clock.Now(), 0), func() { s.run(input{kind: timerFired, code: gen}, false) })
}

// fired: timer gen went off. What is due runs; a stopped timer that went
// off anyway finds nothing due.
func (s *Stage) fired(gen int) {
	if gen == s.gen {
		s.timer = nil // it has gone off: nothing left to stop
	}
	now := s.clock.Now()
	if s.show.waiting && now >= s.show.pollAt {
		s.present()
	}
	if s.show.armed && now >= s.show.deadline {
		s.show.armed = false
		s.watchdog()
	}
}
