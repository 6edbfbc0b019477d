package flow

import (
	"fmt"
	"slices"

	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// Ghosts: the best run of each level (and of the level of the day) is
// kept in the save (save.Ghost: its recorded input, from a few hundred
// bytes to a few kilobytes) and, when he plays that level again, races
// beside him: a second world stepped from the recorded input, drawn
// translucent by the scene. Nothing of it touches his run: its rope, its
// yarn and its hazards are its own. A run that beats it replaces it (a win
// beats a fall, more coins a win, further a fall). A run an ad revived is
// not kept: the revive is not in its input. The settings' GHOST switch
// turns them off.

// ghostTail is how long a ghost goes on after its recording ends, ticks:
// it comes to rest on the runway, or falls out of sight.
const ghostTail = 180

// ghost is the run racing beside him.
type ghost struct {
	world *world.World // nil: none this run
	play  *replay.Player
	ticks int // how long its recording runs
}

// recordRun starts recording the run he is about to play, for its ghost.
func (r *run) recordRun(s *Session) {
	if r.content.level != r.levelN || r.content.tuning != s.remote.runID(r.dayRun) {
		c, err := rules.ContentTuned(r.levelN, s.remote.runTables(r.dayRun))
		if err != nil {
			c = "" // no ghost can be checked against it: none is kept
		}
		r.content.level, r.content.tuning, r.content.digest = r.levelN, s.remote.runID(r.dayRun), c
	}
	r.input.Restart(rules.Version, r.levelN, r.content.digest, r.runSeed(s))
	r.input.Tune(s.remote.runTables(r.dayRun)) // a ghost of another tuning races no more (its content differs)
	r.input.Teach(r.teaches(s))
	r.input.Upgrade(r.upgradeLevels(s))
}

// raceGhost sets the best run of the level he starts (or of today's level
// of the day) racing beside him, when he has one this version can play.
func (r *run) raceGhost(s *Session) {
	r.ghost = ghost{}
	asked := s.board.race != nil // RACE THE BEST races whatever the settings say
	if !s.progress.Settings.Ghosts && !asked || r.recording.play != nil || r.content.digest == "" {
		s.board.race = nil
		return
	}
	l, ok := s.board.bestGhost(&s.run) // RACE THE BEST: the day's best run, downloaded
	if !ok {
		i := r.ghostIndex(s)
		if i < 0 {
			return
		}
		var err error
		l, err = replay.Read(s.progress.Ghosts[i].Run)
		if err == nil {
			err = l.Check(rules.Version, r.levelN, r.content.digest)
		}
		if err != nil { // a game update changed the level or the rules: it would run another race
			s.log(fmt.Sprintf("ghost of level %d: %v", r.levelN, err))
			return
		}
	}
	w := r.makeWorld(s, r.world.Level, l.Upgrades, l.Seed)
	if l.Teach {
		w.TeachJump()
	}
	r.ghost = ghost{world: w, play: replay.NewPlayer(l), ticks: l.Ticks}
}

// ghostIndex returns where the save keeps the ghost of the run he plays,
// or -1.
func (r *run) ghostIndex(s *Session) int {
	return slices.IndexFunc(s.progress.Ghosts, func(g save.Ghost) bool { return g.Level == r.levelN && g.Day == r.dayRun })
}

// stepGhost steps the ghost's run one tick with its recorded input.
func (r *run) stepGhost() {
	g := &r.ghost
	if g.world == nil || g.world.Tick >= g.ticks+ghostTail {
		return
	}
	g.world.Step(g.play.Input(g.world.Tick))
}

// keepGhost keeps the run that just ended as its level's ghost if it
// beats the one kept: the newest at the end, the oldest level's dropped
// past save.MaxGhosts, one level of the day's (today's).
func (r *run) keepGhost(s *Session) {
	if r.revived || r.recording.play != nil || r.content.digest == "" {
		return
	}
	run, err := r.finishedRun()
	if err != nil {
		s.log("ghost: " + err.Error() + ": not kept")
		return
	}
	g := save.Ghost{Level: r.levelN, Day: r.dayRun, Won: r.world.Outcome == world.Won, Coins: r.earned,
		Metres: int(max(0, r.world.Runner.S)), Run: run}
	if i := r.ghostIndex(s); i >= 0 && !g.Beats(&s.progress.Ghosts[i]) {
		return
	}
	ghosts := slices.DeleteFunc(slices.Clone(s.progress.Ghosts), func(o save.Ghost) bool {
		return o.Level == g.Level && o.Day == g.Day || g.Day != 0 && o.Day != 0
	})
	if levels := len(ghosts) - countDays(ghosts); g.Day == 0 && levels >= save.MaxGhosts {
		first := slices.IndexFunc(ghosts, func(o save.Ghost) bool { return o.Day == 0 })
		ghosts = slices.Delete(ghosts, first, first+1)
	}
	s.progress.Ghosts = append(ghosts, g)
}

// countDays counts the ghosts of a level of the day.
func countDays(gs []save.Ghost) int {
	n := 0
	for _, g := range gs {
		if g.Day != 0 {
			n++
		}
	}
	return n
}
