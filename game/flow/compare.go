package flow

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"

	"ropeman/game/internal/cpuclock"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// An A/B replay (-replay FILE -tuning OTHER.json) plays one recorded run
// twice, tick by tick side by side: under the shipped tuning (A, the run
// as it was recorded) and with some of the simulation's tables replaced
// (B: another rope, other tiers). Its report puts the rope's figures of
// both runs side by side and says where the runs part: that they do is
// what the comparison is for, not an error.

// RunFigures are what one side of an A/B replay measured.
type RunFigures struct {
	Ticks    int // played: the recording's, or fewer if the run ended first
	Outcome  world.Outcome
	Yarn     float32 // metres, at the end
	Hash     uint64  // the state hash at the end
	Stretch  float32 // the rope's worst stretch (length over rest length, less 1)
	StretchT int     // and its tick
	Strain   float32 // the rope's worst segment strain
	StrainT  int
	// Substeps and Work are the rope's substeps and particle passes a
	// tick, mean and most; CPU its tick's thread time, ns (0 where the
	// machine has no thread clock).
	Substeps, Work, CPU struct {
		Mean float64
		Most int64
	}
}

// Comparison is an A/B replay's result.
type Comparison struct {
	Level int
	Seed  uint64
	// Ticks is the recording's length and Recorded its final state hash,
	// which A should end at.
	Ticks    int
	Recorded string
	Names    [2]string // the sides: the shipped tuning, the other file
	Runs     [2]RunFigures
	// Tables are the tables B replaced.
	Tables []string
	// Parted is the first tick at which the two runs' states differ (0:
	// never), Apart the first at which their events do, with what each
	// run reported then.
	Parted, Apart int
	PartS         float32 // where he was (A) at Parted, metres
	Said          [2]string
}

// CompareReplay plays the recording at path under the shipped tuning and
// under the tables of other (a tuning file's JSON holding any of
// rules.SimTables; its name for the report), side by side.
func CompareReplay(path, name string, other []byte) (*Comparison, error) {
	log, err := openReplay(path)
	if err != nil {
		return nil, err
	}
	var a, b tuning
	if err := rules.LoadTuning(a.tables()); err != nil {
		return nil, err
	}
	if log.Tuning != nil { // the run played a remote override: A is the run as played
		if _, err := a.replace(log.Tuning, rules.RemoteTables); err != nil {
			return nil, fmt.Errorf("-replay %s: tuning: %w", path, err)
		}
	}
	b = a
	replaced, err := b.replace(other, rules.SimTables)
	if err != nil {
		return nil, fmt.Errorf("-tuning %s: %w", name, err)
	}
	l, err := ParseLevel(log.Level)
	if err != nil {
		return nil, err
	}
	c := &Comparison{Level: log.Level, Seed: log.Seed, Ticks: log.Ticks, Recorded: log.Hash,
		Names: [2]string{"shipped", name}, Tables: replaced}
	c.play(log, [2]*world.World{a.makeWorld(l, log.Upgrades, log.Seed), b.makeWorld(l, log.Upgrades, log.Seed)})
	return c, nil
}

// MaxTuningBytes is the largest tuning file an A/B replay reads: the
// shipped one is 4 KB.
const MaxTuningBytes = 1 << 20

// ReadTuningFile reads the tuning file at path for an A/B replay, never
// more than MaxTuningBytes of it.
func ReadTuningFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, MaxTuningBytes+1))
	if err == nil && len(data) > MaxTuningBytes {
		err = fmt.Errorf("%s: more than %d bytes", path, MaxTuningBytes)
	}
	return data, err
}

// replace decodes the tables other holds over t's, checks each, and
// returns their names; a table not allowed is an error (rules.Replace).
func (t *tuning) replace(other []byte, allowed []string) ([]string, error) {
	return rules.Replace(t.tables(), other, allowed)
}

// play steps both runs with the recorded input until the recording ends
// (or a run does), and notes what the comparison reports.
func (c *Comparison) play(log *replay.Log, ws [2]*world.World) {
	in := replay.NewPlayer(log)
	for _, w := range ws {
		if log.Teach {
			w.TeachJump()
		}
	}
	var subs, work, cpu [2][]int64
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for tick := 0; !in.Done(tick); tick++ {
		var said [2][]world.Event
		for i, w := range ws {
			if w.Over() {
				continue
			}
			t0, _ := cpuclock.Thread()
			said[i] = w.Step(in.Input(tick))
			t1, _ := cpuclock.Thread()
			c.Runs[i].watch(w)
			r := w.Rope()
			subs[i], work[i], cpu[i] = append(subs[i], int64(r.Substeps())), append(work[i], int64(r.Work())), append(cpu[i], t1-t0)
		}
		if c.Parted == 0 && ws[0].Hash() != ws[1].Hash() {
			c.Parted, c.PartS = ws[0].Tick, ws[0].Runner.S
		}
		if c.Apart == 0 && !slices.EqualFunc(said[0], said[1], func(x, y world.Event) bool { return x.Kind == y.Kind }) {
			c.Apart = max(ws[0].Tick, ws[1].Tick)
			c.Said = [2]string{eventList(said[0]), eventList(said[1])}
		}
	}
	for i, w := range ws {
		f := &c.Runs[i]
		f.Ticks, f.Outcome, f.Yarn, f.Hash = w.Tick, w.Outcome, w.Yarn(), w.Hash()
		f.Substeps.Mean, f.Substeps.Most = meanMost(subs[i])
		f.Work.Mean, f.Work.Most = meanMost(work[i])
		f.CPU.Mean, f.CPU.Most = meanMost(cpu[i])
	}
}

// watch notes the rope's worst stretch and segment strain so far.
func (f *RunFigures) watch(w *world.World) {
	r := w.Rope()
	if v := r.Stretch(); v > f.Stretch {
		f.Stretch, f.StretchT = v, w.Tick
	}
	if v := r.WorstStrain(); v > f.Strain {
		f.Strain, f.StrainT = v, w.Tick
	}
}

func meanMost(v []int64) (float64, int64) {
	if len(v) == 0 {
		return 0, 0
	}
	var sum int64
	for _, x := range v {
		sum += x
	}
	return float64(sum) / float64(len(v)), slices.Max(v)
}

// eventList names a tick's events ("nothing" for none).
func eventList(es []world.Event) string {
	if len(es) == 0 {
		return "nothing"
	}
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.Kind.String()
	}
	return strings.Join(names, ", ")
}

// String is the report: both runs' figures side by side, then where they
// part.
func (c *Comparison) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "A/B replay of level %d (seed %d, %d ticks); B replaces %s\n", c.Level, c.Seed, c.Ticks, strings.Join(c.Tables, ", "))
	row := func(what string, cell func(f *RunFigures) string) {
		fmt.Fprintf(&b, "  %-24s %-26s %s\n", what, cell(&c.Runs[0]), cell(&c.Runs[1]))
	}
	row("", func(f *RunFigures) string {
		if f == &c.Runs[0] {
			return "A: " + c.Names[0]
		}
		return "B: " + c.Names[1]
	})
	row("ticks, outcome, yarn", func(f *RunFigures) string {
		return fmt.Sprintf("%d, %v, %.1f m", f.Ticks, f.Outcome, f.Yarn)
	})
	row("worst stretch (tick)", func(f *RunFigures) string { return fmt.Sprintf("%.2f %% (%d)", 100*f.Stretch, f.StretchT) })
	row("worst segment (tick)", func(f *RunFigures) string { return fmt.Sprintf("%.2f %% (%d)", 100*f.Strain, f.StrainT) })
	row("substeps mean / most", func(f *RunFigures) string { return fmt.Sprintf("%.2f / %d", f.Substeps.Mean, f.Substeps.Most) })
	row("rope passes mean / most", func(f *RunFigures) string { return fmt.Sprintf("%.0f / %d", f.Work.Mean, f.Work.Most) })
	row("tick CPU µs mean / most", func(f *RunFigures) string {
		return fmt.Sprintf("%.1f / %.1f", f.CPU.Mean/1e3, float64(f.CPU.Most)/1e3)
	})
	row("state hash at the end", func(f *RunFigures) string { return fmt.Sprintf("%016x", f.Hash) })
	if got := fmt.Sprintf("%016x", c.Runs[0].Hash); got == c.Recorded {
		b.WriteString("A ends where the recording did.\n")
	} else {
		fmt.Fprintf(&b, "A ends at %s, the recording at %s: this build plays it differently.\n", got, c.Recorded)
	}
	switch {
	case c.Parted == 0:
		b.WriteString("The runs never part: B's tables change nothing this run meets.\n")
	default:
		fmt.Fprintf(&b, "The runs part at tick %d (%.1f m in): their states differ from there.\n", c.Parted, c.PartS)
	}
	if c.Apart > 0 {
		fmt.Fprintf(&b, "Their events first differ at tick %d: A %s; B %s.\n", c.Apart, c.Said[0], c.Said[1])
	} else {
		b.WriteString("Their events never differ.\n")
	}
	return b.String()
}
