//go:build !race

package lab

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"

	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/game/rules/events"
	"ropeman/game/world"
)

// The novice's fails on a shipped level are not a wall of one cause. A
// level where more than wallShare of the novice bot's lost first tries
// end one way (off the side, into a gap, on one kind of hazard, cut or
// hit) meets every player who retries with the same thing again and
// again: the dashboard of the bots' players showed level 17 at 87 % off
// the side (104 of 120), and the lab at 100 % (23 of 23 novices, all at
// its first split), while the levels of mixed hazards peak at 80 % (level
// 24's blade cuts, 8 of 10). Fewer than wallFails fails in wallTries (a
// fifth) are too few to call a wall. A hazard the level is built round,
// its most numerous kind (Saw Storm's saws, Leap Pads' blades), is its
// lesson: it may end them all. A fall is never a level's lesson.
func TestNoLevelIsAWallOfOneCause(t *testing.T) {
	needs.Short(t, "plays every shipped level's first tries as a novice")
	tries := wallTries
	if os.Getenv("ROPEMAN_FULL") != "" {
		tries = 100
	}
	tables, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	shipped := len(assets.Levels())
	jobs := make([]tryJob, shipped)
	for n := 1; n <= shipped; n++ {
		jobs[n-1] = tryJob{level: n, skill: world.Novice, runs: tries}
	}
	played, err := tables.playJobs(jobs)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range played {
		n, lost := i+1, r.Runs-r.Won
		var top world.Cause
		for c, k := range r.Lost {
			if k > r.Lost[top] {
				top = c
			}
		}
		theme := themeOf(t, n)
		t.Logf("level %2d: a novice loses %2d of %d: %s (its theme: %v)", n, lost, r.Runs, causeCounts(r.Lost), theme)
		share := float64(r.Lost[top]) / float64(max(1, lost))
		if lost < wallFails*tries/wallTries || share <= wallShare {
			continue
		}
		if !top.Fell && theme[top.By.String()] {
			t.Logf("level %d: %.0f %% of the novice's fails are %s, the hazard the level is built round", n, 100*share, events.CauseName(top))
			continue
		}
		t.Errorf("level %d: %d of the novice's %d fails (%.0f %%) are %s: a wall of one cause", n, r.Lost[top], lost, 100*share, events.CauseName(top))
	}
}

// The wall's measures (see TestNoLevelIsAWallOfOneCause).
const (
	wallTries = 40
	wallFails = 8
	wallShare = 0.85
)

// themeOf returns the hazards shipped level n is built round: its most
// numerous kind of hazard in its file (more than one on a tie).
func themeOf(t *testing.T, n int) map[string]bool {
	t.Helper()
	_, data, err := assets.Level(n)
	if err != nil {
		t.Fatal(err)
	}
	var file struct{ Entities []struct{ Kind string } }
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("level %d: %v", n, err)
	}
	hazard := map[string]bool{}
	for _, k := range world.Hazards() {
		hazard[k.Name] = k.Name != ""
	}
	count, most := map[string]int{}, 0
	for _, e := range file.Entities {
		if hazard[e.Kind] {
			count[e.Kind]++
			most = max(most, count[e.Kind])
		}
	}
	theme := map[string]bool{}
	for k, c := range count {
		if c == most {
			theme[k] = true
		}
	}
	return theme
}

// causeCounts writes the lost tries by cause, as the events name them.
func causeCounts(lost map[world.Cause]int) string {
	s := ""
	for c, k := range lost {
		s += fmt.Sprintf(" %s %d", events.CauseName(c), k)
	}
	return s
}
