package flow

import (
	"fmt"
	"os"

	"ropeman/game/economy"
	"ropeman/game/internal/timing"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/world"
	"ropeman/player"
)

// recording is a run being recorded or played back (-record, -replay),
// and the rope check of a replay (-ropecheck).
type recording struct {
	path    string // where a recording goes
	rec     *replay.Recorder
	pending []byte // a finished recording, written by Flush (off the game loop)
	play    *replay.Player
	played  *replay.Log
	over    bool  // the replayed run has reached its recorded end
	differs error // it did, to another state than the recording's

	ropeCheck           bool
	worstStretch        float32
	worstStrain         float32
	stretchAt, strainAt int
	log                 func(string) // its port: the session's log
}

// ropeTimer tells the debug meter the rope's share of the world's step.
type ropeTimer struct {
	m  *timing.Meter
	t0 int64
}

// watchRope returns what tells m the rope's cost (nil without a meter).
func watchRope(m *timing.Meter) world.RopeWatch {
	if m == nil {
		return nil
	}
	return &ropeTimer{m: m}
}

func (r *ropeTimer) RopeBegins() { r.t0 = r.m.Start() }
func (r *ropeTimer) RopeEnds()   { r.m.Take(timing.World, timing.Rope, r.m.Since(r.t0)) }

// openReplay reads the recording at path and checks this game can play it.
func openReplay(path string) (*replay.Log, error) {
	l, err := replay.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("-replay %s: %w", path, err)
	}
	c, err := rules.ContentTuned(l.Level, l.Tuning)
	if err != nil {
		return nil, err
	}
	if err := l.Check(rules.Version, l.Level, c); err != nil {
		return nil, fmt.Errorf("-replay %s: %w", path, err)
	}
	for k, n := range l.Upgrades {
		if n < 0 || n > economy.MaxUpgradeLevel {
			return nil, fmt.Errorf("-replay %s: upgrades[%d]: %d must be within 0..%d", path, k, n, economy.MaxUpgradeLevel)
		}
	}
	return l, nil
}

// stepWorld steps the run with in: the recorded input instead when
// replaying, recorded when recording, the rope watched when checking it.
func (r *run) stepWorld(in player.Input) {
	rec := &r.recording
	if rec.play != nil {
		in = rec.play.Input(r.world.Tick)
	}
	if rec.rec != nil {
		rec.rec.Add(r.world.Tick, in)
	}
	if !r.world.Over() {
		r.input.Add(r.world.Tick, in)
	}
	t0 := r.meter.Start()
	r.events = r.world.Step(in)
	r.meter.Stop(timing.World, t0)
	if f, ok := r.world.Fault().(*world.Fault); ok && f.Tick == r.world.Tick {
		r.log(fmt.Sprintf("level %d: %v", r.levelN, f)) // the world ended the run: its fail card follows
	}
	r.stepGhost()
	if rec.ropeCheck {
		rec.watchRope(r.world)
	}
	if rec.play != nil && rec.play.Done(r.world.Tick) && !rec.over {
		rec.over = true
		got := fmt.Sprintf("%016x", r.world.Hash())
		verdict := "matches the recording"
		if got != rec.played.Hash {
			verdict = "DIFFERS from the recording's " + rec.played.Hash
			rec.differs = fmt.Errorf("replay: level %d ended at state hash %s after %d ticks, the recording at %s", rec.played.Level, got, r.world.Tick, rec.played.Hash)
		}
		r.log(fmt.Sprintf("replay: %d ticks of level %d, state hash %s %s", r.world.Tick, rec.played.Level, got, verdict))
		if rec.ropeCheck {
			r.log(fmt.Sprintf("ropecheck: worst stretch %.3f %% at tick %d, worst segment %.3f %% at tick %d",
				rec.worstStretch*100, rec.stretchAt, rec.worstStrain*100, rec.strainAt))
		}
	}
	if rec.play != nil && rec.over && rec.played.Unfinished && r.sc.scene == Play {
		r.to.goTo(Pause) // the recording stopped here: so does its replay
	}
	if rec.rec != nil && r.world.Over() {
		rec.end(r.world, r.levelN, false)
	}
}

// cut ends the recording of a run that stops before its end: the player
// went home, or quit. Only the first run is recorded; a cut one is written
// marked unfinished, and replays up to where it stopped. One that never
// started is not written.
func (r *recording) cut(w *world.World, level int) {
	switch {
	case r.rec == nil:
	case w.Tick == 0:
		r.rec = nil
		r.log("-record: the run never started; nothing recorded")
	default:
		r.end(w, level, true)
	}
}

// end closes the recording at the world's tick; Flush writes it.
func (r *recording) end(w *world.World, level int, unfinished bool) {
	r.pending, r.rec = r.rec.Finish(w.Tick, w.Hash(), unfinished), nil
	how := ""
	if unfinished {
		how = ", cut short"
	}
	r.log(fmt.Sprintf("recorded %d ticks of level %d%s (written to %s on exit)", w.Tick, level, how, r.path))
}

// flushRecording writes a finished recording to its file.
func (s *Session) flushRecording() {
	r := &s.run.recording
	if r.pending == nil {
		return
	}
	if err := os.WriteFile(r.path, r.pending, 0o644); err != nil {
		s.log("-record: " + err.Error())
	}
	r.pending = nil
}

// watchRope notes the rope's worst stretch and worst segment so far.
func (r *recording) watchRope(w *world.World) {
	rp := w.Rope()
	if rp == nil {
		return
	}
	if v := rp.Stretch(); v > r.worstStretch {
		r.worstStretch, r.stretchAt = v, w.Tick
	}
	if v := rp.WorstStrain(); v > r.worstStrain {
		r.worstStrain, r.strainAt = v, w.Tick
	}
}

// ReplayOver reports whether a replay has played its whole recording.
func (s *Session) ReplayOver() bool { return s.run.recording.over }

// ReplayErr reports a replay that reached its end in another state than
// its recording's (nil before the end, and for a matching one): -replay
// then exits with an error.
func (s *Session) ReplayErr() error { return s.run.recording.differs }
