package world

import (
	"os"
	"runtime"
	"slices"
	"testing"

	"ropeman/assets"
	"ropeman/game/internal/cpuclock"
	"ropeman/game/needs"
)

// tickSample is one tick of a bot's run: the rope's work (particle
// passes, the same on every machine) and the tick's CPU time on its
// thread.
type tickSample struct {
	level, tick int
	s           float32 // where he was, metres into the level
	work        int     // the rope's, without the pieces cuts sent flying
	stretch     float32 // the rope's worst segment strain after the tick (see rope.WorstStrain)
	cpu         int64   // ns, 0 without a thread clock
}

// profiledLevels are the runs the tick budget is held on: every shipped
// level and three generated ones (the first, one halfway up the rise and
// one past it, a boss's among them).
func profiledLevels() []int {
	shipped := len(assets.Levels())
	var ns []int
	for n := 1; n <= shipped; n++ {
		ns = append(ns, n)
	}
	return append(ns, shipped+1, shipped+generatedRise/2, shipped+generatedRise+5)
}

// playProfiled plays level n with the perfect bot as the game plays it
// (tier, rope, ribbon), reps times, and returns one sample a tick, its CPU
// time the least of the reps: the runs are the same tick for tick, so the
// least is the tick's own cost, without what a busy (or virtual) machine
// added to some of them.
func playProfiled(t testing.TB, n, reps int) []tickSample {
	var out []tickSample
	for rep := range reps {
		w := profiledRun(t, n)
		var bot Bot
		// The run allocates nothing a tick; what the samples need is
		// allocated first, so no collection lands inside a tick.
		out = slices.Grow(out, maxTicks)
		runtime.GC()
		runtime.LockOSThread()
		for tick := 0; tick < maxTicks && !w.Over(); tick++ {
			in := bot.Input(w)
			t0, _ := cpuclock.Thread()
			w.Step(in)
			t1, _ := cpuclock.Thread()
			if rep == 0 {
				out = append(out, tickSample{level: n, tick: tick, s: w.Runner.S, work: w.rope.Work(), stretch: w.rope.WorstStrain(), cpu: t1 - t0})
			} else {
				out[tick].cpu = min(out[tick].cpu, t1-t0)
			}
		}
		runtime.UnlockOSThread()
	}
	return out
}

// profiledRun starts level n, shipped or generated, as the game does.
func profiledRun(t testing.TB, n int) *World {
	shipped := len(assets.Levels())
	if n <= shipped {
		return shippedRun(t, n, 7)
	}
	name, data := GeneratedFile(n, shipped)
	l, err := ParseLevel(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return tieredRun(t, l, 7)
}

// maxTicks is the longest a profiled run plays: 90 s.
const maxTicks = 60 * 90

// quantile returns the q-quantile of sorted values.
func quantile[T int | int64 | float32](sorted []T, q float64) T {
	return sorted[min(len(sorted)-1, int(q*float64(len(sorted))))]
}

// The rope's work per tick is bounded: on every shipped level and three
// generated ones, played by the bot, no tick's rope costs more than the
// trail's tickBudget (particle passes, the same on every machine). With -v
// the test reports each level's p50/p99/max of thread CPU a tick, the
// worst tick's level and moment, and the rope's work; with
// ROPEMAN_TICK_PROFILE=1 it plays each run 5 times and keeps each tick's
// least CPU time, so what a busy (or virtual) machine adds to a tick does
// not show: ROPEMAN_TICK_PROFILE=1 go test -run TestTickBudget -v ./game/world
func TestTickBudget(t *testing.T) {
	needs.Short(t, "plays every shipped level and three generated ones, timing each tick")
	reps := 1
	if os.Getenv("ROPEMAN_TICK_PROFILE") != "" {
		reps = 5
	}
	budget := shippedTrail(t).TickBudget
	type row struct {
		level          int
		p50, p99, most int64
		mostAt         tickSample
		work50, work   int
	}
	var all []tickSample
	var rows []row
	for _, n := range profiledLevels() {
		run := playProfiled(t, n, reps)
		all = append(all, run...)
		cpu := make([]int64, len(run))
		work := make([]int, len(run))
		r := row{level: n}
		for i, s := range run {
			cpu[i], work[i] = s.cpu, s.work
			if s.cpu > r.most {
				r.most, r.mostAt = s.cpu, s
			}
			r.work = max(r.work, s.work)
		}
		slices.Sort(cpu)
		slices.Sort(work)
		r.p50, r.p99, r.work50 = quantile(cpu, 0.5), quantile(cpu, 0.99), quantile(work, 0.5)
		rows = append(rows, r)
	}
	cpu := make([]int64, len(all))
	work := make([]int, len(all))
	var worst, worstWork, worstStrain tickSample
	strains := make([]float32, len(all))
	for i, s := range all {
		cpu[i], work[i], strains[i] = s.cpu, s.work, s.stretch
		if s.cpu > worst.cpu {
			worst = s
		}
		if s.stretch > worstStrain.stretch {
			worstStrain = s
		}
		if s.work > worstWork.work {
			worstWork = s
		}
	}
	slices.Sort(cpu)
	slices.Sort(work)
	report := t.Logf
	report("level  p50 µs  p99 µs  max µs (at s, tick)   rope work p50/max")
	for _, r := range rows {
		report("%5d %7.1f %7.1f %7.1f (%5.1f m, %4d)  %5d/%d", r.level,
			float64(r.p50)/1e3, float64(r.p99)/1e3, float64(r.most)/1e3, r.mostAt.s, r.mostAt.tick, r.work50, r.work)
	}
	p50 := quantile(cpu, 0.5)
	report("all %d ticks: p50 %.1f µs, p99 %.1f µs, max %.1f µs (%.1fx p50) at level %d, tick %d, %.1f m; rope work p50 %d, max %d (%.1fx p50; level %d, tick %d, %.1f m)",
		len(all), float64(p50)/1e3, float64(quantile(cpu, 0.99))/1e3, float64(worst.cpu)/1e3, float64(worst.cpu)/float64(max(1, p50)),
		worst.level, worst.tick, worst.s, quantile(work, 0.5), worstWork.work, float64(worstWork.work)/float64(max(1, quantile(work, 0.5))),
		worstWork.level, worstWork.tick, worstWork.s)
	slices.Sort(strains)
	report("the rope's worst segment strain after a tick: p99 %.2f %%, p99.9 %.2f %%, max %.1f %% (level %d, tick %d, %.1f m)",
		100*quantile(strains, 0.99), 100*quantile(strains, 0.999), 100*worstStrain.stretch, worstStrain.level, worstStrain.tick, worstStrain.s)
	if worstWork.work > budget {
		t.Errorf("level %d, tick %d (%.1f m): the rope cost %d particle passes, want at most the trail's tickBudget, %d",
			worstWork.level, worstWork.tick, worstWork.s, worstWork.work, budget)
	}
}

// A rope that binds the boss settles: on the shipped boss levels the bot
// binds, from a third of a second after the boss is bound to the end of the
// level, no segment of the rope strains past 1 % and no tick's rope costs
// more than two passes a substep (before, the rope stayed pulled taut past
// its length round the boss, and every substep made every pass it could).
func TestTheRopeRoundABoundBossSettles(t *testing.T) {
	settled := 0
	for _, n := range []int{5, 10, 15} {
		w := shippedRun(t, n, 7)
		var bot Bot
		bound := -1
		for tick := 0; tick < maxTicks && !w.Over(); tick++ {
			w.Step(bot.Input(w))
			if bound < 0 && w.boss.bound(&w.Boss) {
				bound = tick
			}
			if bound < 0 || tick < bound+20 {
				continue
			}
			r := w.Rope()
			if s := r.WorstStrain(); s > 0.01 {
				t.Errorf("level %d, tick %d (bound at %d): a segment strains %.1f %%, want at most 1 %%", n, tick, bound, 100*s)
			}
			if most := 3 * r.Substeps() * r.Len(); r.Work() > most {
				t.Errorf("level %d, tick %d (bound at %d): the rope cost %d particle passes, want at most %d (two passes a substep)", n, tick, bound, r.Work(), most)
			}
			settled++
		}
	}
	if settled < 60 {
		t.Errorf("the bot bound the boss with only %d ticks left on levels 5, 10 and 15: the test sees nothing", settled)
	}
}
