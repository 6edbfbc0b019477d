//go:build !race

package lab

import (
	"os"
	"strconv"
	"testing"

	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/game/world"
)

// (Not built with -race: it plays thousands of runs. build.sh runs it on
// its own.)

// curveRuns is how many first tries the casual bot makes at each level:
// 20 in the checks (the novice and the expert half that);
// ROPEMAN_CURVE_RUNS=200 for the full table.
func curveRuns() int {
	if n, err := strconv.Atoi(os.Getenv("ROPEMAN_CURVE_RUNS")); err == nil && n > 0 {
		return n
	}
	return 20
}

// curveGenerated are the generated levels the curve samples: every tenth
// up to 200.
func curveGenerated(shipped int) []int {
	var ns []int
	for n := shipped + 1; n <= 200; n += 10 {
		ns = append(ns, n)
	}
	return ns
}

// skillTries are one level's first tries by each skill.
type skillTries struct{ novice, casual, expert Tries }

// playCurve plays the levels' first tries by the three skills, on every
// core (see playTries).
func playCurve(t *testing.T, levels []int, runs int) []skillTries {
	tables, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	played, err := tables.playTries(levels, runs)
	if err != nil {
		t.Fatal(err)
	}
	rows := make([]skillTries, len(played))
	for i, r := range played {
		rows[i] = skillTries{r[0], r[1], r[2]}
	}
	return rows
}

// The difficulty curve as the three skills of the bot meet it on first
// tries (world.Novice, Casual and Expert: what a player sees, with a
// person's reactions and errors). The test prints the table and holds
// the casual player's curve to its design:
//   - levels 1-5 are finished at least 95 % of the time;
//   - from level 6 on, four levels of rising difficulty and a relief (the
//     boss's level, at least as easy as the four before it), each block
//     of four harder than the one before;
//   - levels 20-30 are finished 60-80 % of the time on average;
//   - the last five beat a novice at least one try in three, and none
//     lets him through five times in six;
//   - the generated levels go on from there, never back to calm: they
//     settle in a band no easier than levels 26-30 were, with no wall;
//   - every level lasts 20-45 s, and pay grows with skill and level.
func TestDifficultyCurve(t *testing.T) {
	needs.Short(t, "plays every level many times")
	shipped := len(assets.Levels())
	span := func(a, b int) []int {
		var ns []int
		for n := a; n <= b; n++ {
			ns = append(ns, n)
		}
		return ns
	}
	generated := curveGenerated(shipped)
	levels := append(span(1, shipped), generated...)
	runs := curveRuns()
	rows := playCurve(t, levels, runs)
	rate, won, novices := map[int]float64{}, map[int]float64{}, map[int]float64{}
	t.Logf("first tries: casual %d a level, novice and expert %d", runs, max(1, runs/2))
	t.Logf("level | novice %%  coins | casual %%  fell  coins     s | expert %%  coins")
	var novice, casual, expert float64 // coins a try, summed
	for i, n := range levels {
		r := rows[i]
		rate[n], novices[n] = r.casual.Rate(), r.novice.Rate()
		won[n] = r.casual.Coins * float64(r.casual.Runs) / float64(max(1, r.casual.Won))
		novice, casual, expert = novice+r.novice.Coins, casual+r.casual.Coins, expert+r.expert.Coins
		t.Logf("%5d | %7.0f %6.0f | %7.0f %5.0f %6.0f %5.1f | %7.0f %6.0f", n, 100*r.novice.Rate(), r.novice.Coins,
			100*r.casual.Rate(), 100*float64(r.casual.Fell())/float64(runs), r.casual.Coins, r.casual.Seconds, 100*r.expert.Rate(), r.expert.Coins)
		if s := r.casual.Seconds; r.casual.Won > 0 && (s < 20 || s > 45) {
			t.Errorf("level %d lasts %.1f s, want 20-45 s", n, s)
		}
	}
	mean := func(m map[int]float64, ns []int) float64 {
		var sum float64
		for _, n := range ns {
			sum += m[n]
		}
		return sum / float64(len(ns))
	}
	for n := 1; n <= 5; n++ {
		if rate[n] < 0.95 {
			t.Errorf("level %d: %.0f %% of first tries finish, want at least 95 %%", n, 100*rate[n])
		}
	}
	// The saw-tooth: blocks of four (6-9, 11-14, ...), each a little
	// harder than the last (a tolerance for the sample), then a relief.
	prev := 2.0
	for b := 6; b+3 <= shipped; b += 5 {
		block := mean(rate, span(b, b+3))
		t.Logf("levels %d-%d: %.0f %%; relief, level %d: %.0f %%", b, b+3, 100*block, b+4, 100*rate[b+4])
		if block > prev+0.05 {
			t.Errorf("levels %d-%d (%.0f %%) are easier than the four before them (%.0f %%)", b, b+3, 100*block, 100*prev)
		}
		if b+4 < shipped && rate[b+4] < block {
			t.Errorf("level %d (%.0f %%) is no relief after levels %d-%d (%.0f %%)", b+4, 100*rate[b+4], b, b+3, 100*block)
		}
		prev = block
	}
	if first, last := mean(rate, span(6, 9)), mean(rate, span(shipped-4, shipped-1)); last > first-0.15 {
		t.Errorf("the curve hardly rises: levels 6-9 %.0f %%, the last four %.0f %%", 100*first, 100*last)
	}
	if late := mean(rate, span(20, shipped)); late < 0.6 || late > 0.8 {
		t.Errorf("levels 20-%d: %.0f %% of first tries finish, want 60-80 %%", shipped, 100*late)
	}
	if last := mean(novices, span(shipped-4, shipped)); last > 2.0/3 {
		t.Errorf("levels %d-%d: a novice finishes %.0f %% of first tries, want at most two in three", shipped-4, shipped, 100*last)
	}
	for n := shipped - 4; n <= shipped; n++ {
		if novices[n] > 0.85 {
			t.Errorf("level %d: a novice finishes %.0f %% of first tries, want under 85 %% this late", n, 100*novices[n])
		}
	}
	// Generated levels: a band, never back to calm, no wall.
	gen, last := mean(rate, generated), mean(rate, span(26, shipped))
	t.Logf("generated levels: %.0f %% on average (levels 26-%d: %.0f %%)", 100*gen, shipped, 100*last)
	if gen > last+0.15 || gen < 0.5 || gen > 0.85 {
		t.Errorf("generated levels: %.0f %% of first tries finish, want 50-85 %% and within 15 points of levels 26-%d (%.0f %%)", 100*gen, shipped, 100*last)
	}
	walls := 0
	for _, n := range generated {
		l, err := level(n)
		if err != nil {
			t.Fatal(err)
		}
		if l.Tier == world.TierNames[0] {
			t.Errorf("generated level %d is back at the calm pace", n)
		}
		if rate[n] < 0.2 {
			walls++
		}
	}
	// A cut near his hand takes the whole rope: a level can hold a wall
	// the generator cannot see. Few of them, then.
	if walls*8 > len(generated) {
		t.Errorf("%d of %d sampled generated levels are finished less than 20 %% of the time, want at most one in eight", walls, len(generated))
	}
	// Pay: a better player earns more, and a win pays more later on.
	t.Logf("coins a try, summed over the levels: novice %.0f, casual %.0f, expert %.0f", novice, casual, expert)
	if !(novice < casual && casual < expert) {
		t.Errorf("pay does not grow with skill: novice %.0f, casual %.0f, expert %.0f", novice, casual, expert)
	}
	// A boss level's pay is its fight's multiplier's, which skill and the
	// yarn he brings decide: compared apart, each kind pays more later on,
	// and a boss level pays more than the levels round it.
	ofKind := func(from []int, boss bool) []int {
		var out []int
		for _, n := range from {
			if (n%world.BossEvery == 0) == boss {
				out = append(out, n)
			}
		}
		return out
	}
	early, late, endless := mean(won, ofKind(span(1, 10), false)), mean(won, ofKind(span(shipped-9, shipped), false)), mean(won, ofKind(generated, false))
	t.Logf("a casual win pays %.0f on levels 1-10, %.0f on %d-%d, %.0f generated (no boss); a boss level %.0f on 1-%d",
		early, late, shipped-9, shipped, endless, mean(won, ofKind(span(1, shipped), true)), shipped)
	if !(early < late && late < endless) {
		t.Errorf("a win does not pay more later on: %.0f, %.0f, %.0f", early, late, endless)
	}
	if boss, other := mean(won, ofKind(span(1, shipped), true)), mean(won, ofKind(span(1, shipped), false)); boss < 1.5*other {
		t.Errorf("a casual win of a boss level pays %.0f, of another %.0f: the boss is not the payout it is meant to be (1.5 times at least)", boss, other)
	}
}
