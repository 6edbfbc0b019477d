package hud

import (
	"strconv"
	"strings"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/world"
	"ropeman/player"
)

// checkPopups holds the popups to their promises after a tick whose yarn
// change was change: at most one label of a merging kind, labels that
// never overlap, and a gain label that says the yarn really gained.
func checkPopups(t *testing.T, what string, f *popups) {
	t.Helper()
	kinds := map[popupKind]int{}
	for i := range f.live {
		if !f.alive(i) {
			continue
		}
		kinds[f.live[i].kind]++
		ai, _ := f.age(i)
		for j := i + 1; j < len(f.live); j++ {
			if !f.alive(j) {
				continue
			}
			aj, _ := f.age(j)
			if gap := abs(laneY(j, aj)-laneY(i, ai)) * popupLane; gap < 1.2 {
				t.Fatalf("%s, tick %d: labels %q and %q are %.2f face sizes apart: they overlap", what, f.tick, f.live[i].shown, f.live[j].shown, gap)
			}
		}
	}
	for k, n := range kinds {
		if merges(k) && n > 1 {
			t.Fatalf("%s, tick %d: %d labels of kind %d at once, want them merged into one", what, f.tick, n, k)
		}
	}
}

func abs(v float32) float32 { return max(v, -v) }

// A row of balls reads as one growing label ("+1.5 m" for five), never as
// a stack of "+0.3 m"; on a whole shipped level no labels overlap and no
// kind that merges shows twice.
func TestPopupsMergeAndNeverOverlap(t *testing.T) {
	s, err := flow.New(flow.Config{Level: 1, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	var f popups
	var biggest float32
	for i := 0; i < 60*40 && s.View().Scene == flow.Play; i++ {
		if err := s.Step(flow.Command{}); err != nil {
			t.Fatal(err)
		}
		f.react(&s.View().Run, s.View().RunNumber, s.View().Events, lang.English, false)
		checkPopups(t, "level 1", &f)
		for k := range f.live {
			if f.alive(k) && f.live[k].kind == popGain {
				biggest = max(biggest, f.live[k].metres)
			}
		}
	}
	// Level 1 opens with a row of five balls of his colour.
	var yarn world.YarnTuning
	if err := rules.LoadTuning(map[string]rules.Validator{"yarn": &yarn}); err != nil {
		t.Fatal(err)
	}
	if ball := yarn.BallMetres; biggest < 4.5*ball {
		t.Errorf("the biggest gain label said %.1f m: the first row of five balls (%.1f m each) did not merge", biggest, ball)
	}
}

// At the yarn cap a ball or a "+2" gate says MAX, and never a gain that
// is not there; the losses after it merge into one label that says what
// they took.
func TestPopupsSayMaxAtTheCap(t *testing.T) {
	var run world.Rules
	if err := rules.LoadTuning(map[string]rules.Validator{"player": &run.Tuning, "yarn": &run.Yarn}); err != nil {
		t.Fatal(err)
	}
	l, err := world.ParseLevel("cap.json", []byte(`{"name": "cap", "finish": 80, "colour": "red", "track": [{"kind": "floor", "length": 100, "width": 5}],
		"entities": [{"kind": "mathGate", "s": 6, "left": "x5", "right": "x5"}, {"kind": "mathGate", "s": 10, "left": "x5", "right": "x5"},
		{"kind": "mathGate", "s": 13, "left": "+2", "right": "+2"},
		{"kind": "yarn", "s": 15, "x": 0, "colour": "red", "count": 6, "step": 1.2},
		{"kind": "yarn", "s": 30, "x": 0, "colour": "blue", "count": 3, "step": 1.2}]}`))
	if err != nil {
		t.Fatal(err)
	}
	w := world.New(l, run, 1)
	var f popups
	var said []string
	for w.Runner.S < 40 {
		sn, ev := stepped(w, player.Input{Steer: true})
		f.react(sn, 1, ev, lang.English, false)
		checkPopups(t, "the cap", &f)
		for i := range f.live {
			if f.alive(i) && f.live[i].last == f.tick {
				said = append(said, f.live[i].shown)
			}
		}
	}
	lost := 3 * run.Yarn.WrongMetres // the three, merged
	var max, gains, losses int
	for _, s := range said {
		switch {
		case s == "MAX":
			max++
		case s[0] == '+':
			gains++
		case strings.HasPrefix(s, "WRONG YARN -"):
			if m, err := strconv.ParseFloat(strings.TrimSuffix(strings.TrimPrefix(s, "WRONG YARN -"), " m"), 32); err == nil && abs(float32(m)-lost) < 0.06 {
				losses++
			}
		}
	}
	if max == 0 || gains != 0 || losses == 0 {
		t.Errorf("six balls at the cap, then three wrong ones: the labels said %q; want MAX and no gain, then WRONG YARN -%.1f m", said, lost)
	}
}

// stepped steps w one tick with in and returns the run as the HUD sees
// it, and the tick's events.
func stepped(w *world.World, in player.Input) (*world.Snapshot, []world.Event) {
	ev := w.Step(in)
	var sn world.Snapshot
	w.Snap(&sn)
	return &sn, ev
}
