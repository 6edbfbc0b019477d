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
	ticks int    // how long its recording runs
	name  string // whose run it is, when it is another's (RACE THE BEST)
}

// recordRun starts recording the run he is about to play, for its ghost.
func (r *run) recordRun() {
	if r.content.level != r.levelN || r.content.tuning != r.remote.runID(r.dayRun) {
		c, err := rules.ContentTuned(r.levelN, r.remote.runTables(r.dayRun))
		if err != nil {
			c = "" // no ghost can be checked against it: none is kept
		}
		r.content.level, r.content.tuning, r.content.digest = r.levelN, r.remote.runID(r.dayRun), c
	}
	r.input.Restart(rules.Version, r.levelN, r.content.digest, r.runSeed())
	r.input.Tune(r.remote.runTables(r.dayRun)) // a ghost of another tuning races no more (its content differs)
	r.input.Teach(r.teaches())
	r.input.Upgrade(r.upgradeLevels())
}

// raceGhost sets the best run of the level he starts (or of today's level
// of the day) racing beside him, when he has one this version can play.
func (r *run) raceGhost() {
	r.ghost = ghost{}
	asked := r.board.race != nil // RACE THE BEST races whatever the settings say
	if !r.book.progress.Settings.Ghosts && !asked || r.recording.play != nil || r.content.digest == "" {
		r.board.race = nil
		return
	}
	l, name, ok := r.board.bestGhost(r) // RACE THE BEST: the day's best run, downloaded
	if !ok {
		i := r.ghostIndex()
		if i < 0 {
			return
		}
		var err error
		l, err = replay.Read(r.book.progress.Ghosts[i].Run)
		if err == nil {
			err = l.Check(rules.Version, r.levelN, r.content.digest)
		}
		if err != nil { // a game update changed the level or the rules: it would run another race
			r.log(fmt.Sprintf("ghost of level %d: %v", r.levelN, err))
			return
		}
	}
	w := r.makeWorld(r.world.Level, l.Upgrades, l.Seed)
	if l.Teach {
		w.TeachJump()
	}
	r.ghost = ghost{world: w, play: replay.NewPlayer(l), ticks: l.Ticks, name: name}
}

// ghostIndex returns where the save keeps the ghost of the run he plays,
// or -1.
func (r *run) ghostIndex() int {
	return slices.IndexFunc(r.book.progress.Ghosts, func(g save.Ghost) bool { return g.Level == r.levelN && g.Day == r.dayRun })
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
func (r *run) keepGhost() {
	if r.revived || r.recording.play != nil || r.content.digest == "" {
		return
	}
	run, err := r.finishedRun()
	if err != nil {
		r.log("ghost: " + err.Error() + ": not kept")
		return
	}
	g := save.Ghost{Level: r.levelN, Day: r.dayRun, Won: r.world.Outcome == world.Won, Coins: r.earned,
		Metres: int(max(0, r.world.Runner.S)), Run: run}
	if i := r.ghostIndex(); i >= 0 && !g.Beats(&r.book.progress.Ghosts[i]) {
		return
	}
	ghosts := slices.DeleteFunc(slices.Clone(r.book.progress.Ghosts), func(o save.Ghost) bool {
		return o.Level == g.Level && o.Day == g.Day || g.Day != 0 && o.Day != 0
	})
	if levels := len(ghosts) - countDays(ghosts); g.Day == 0 && levels >= save.MaxGhosts {
		first := slices.IndexFunc(ghosts, func(o save.Ghost) bool { return o.Day == 0 })
		ghosts = slices.Delete(ghosts, first, first+1)
	}
	r.book.progress.Ghosts = append(ghosts, g)
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
