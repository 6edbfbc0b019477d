//go:build !race

package world

import (
	"os"
	"strconv"
	"testing"

	"ropeman/assets"
)

// humanRuns is how many seeded human-like runs each level gets: 20 in the
// checks; ROPEMAN_HUMAN_RUNS=300 for the full table.
func humanRuns() int {
	if n, err := strconv.Atoi(os.Getenv("ROPEMAN_HUMAN_RUNS")); err == nil && n > 0 {
		return n
	}
	return 20
}

// (Not built with -race: it plays hundreds of runs. build.sh runs it on
// its own.)

// The bot with a person's reaction time and aim plays every shipped
// level from many seeds: the test prints each level's completion rate,
// mean duration and mean pay (yarn at the finish times the runway's
// multiplier), and asserts that every level lasts 20-45 s, that the first
// level is not harder to finish than the last, and that the first third
// of the levels pays more than the last third.
func TestHumanLikeCompletionTable(t *testing.T) {
	if testing.Short() {
		t.Skip("plays every level many times")
	}
	n, runs := len(assets.Levels()), humanRuns()
	rate, paid := make([]float64, n), make([]float64, n)
	for i := range n {
		won, ticks, pay := 0, 0, float32(0)
		for seed := uint64(1); seed <= uint64(runs); seed++ {
			w := shippedRun(t, i+1, seed)
			bot := Bot{Skill: Human}
			for w.Tick < 60*90 && !w.Over() {
				w.Step(bot.Input(w))
			}
			if w.Outcome == Won {
				won++
				ticks += w.outcomeTick
				pay += w.YarnAtFinish() * float32(w.Multiplier())
			}
		}
		rate[i] = float64(won) / float64(runs)
		paid[i] = float64(pay) / float64(max(1, won))
		secs := float64(ticks) / float64(max(1, won)) / 60
		t.Logf("level %2d: %3.0f %% of %d human-like runs finish, in %.1f s on average, paying %.1f m x zone",
			i+1, rate[i]*100, runs, secs, pay/float32(max(1, won)))
		if won > 0 && (secs < 20 || secs > 45) {
			t.Errorf("level %d lasts %.1f s, want 20-45 s", i+1, secs)
		}
		if won == 0 {
			t.Errorf("level %d: no human-like run finished", i+1)
		}
	}
	if rate[0] < rate[n-1]-0.1 {
		t.Errorf("the first level (%.0f %%) is harder than the last (%.0f %%)", rate[0]*100, rate[n-1]*100)
	}
	// Nearly every run finishes (hits cost yarn, not the run): difficulty
	// shows in what a run keeps. The first third must pay more than the
	// last.
	third := n / 3
	var early, late float64
	for i := range third {
		early += paid[i] / float64(third)
		late += paid[n-third+i] / float64(third)
	}
	t.Logf("pay: %.1f over the first %d levels, %.1f over the last %d", early, third, late, third)
	if third > 0 && early <= late {
		t.Errorf("the first levels pay %.1f, the last %.1f: want the late ones harder", early, late)
	}
}
