package world

import (
	"fmt"
	"hash/fnv"
	"testing"

	"ropeman/assets"
)

// Generated levels: every one a valid level, the same n always the same
// level (pinned hashes), harder as n grows, and playable to the finish.
func TestGeneratedLevels(t *testing.T) {
	shipped := len(assets.Levels())
	density := func(from, to int) float64 { // obstacles and sections (gaps, beams, ...) per 100 m, averaged
		var sum float64
		for n := from; n < to; n++ {
			name, data := GeneratedFile(n, shipped)
			l, err := ParseLevel(name, data)
			if err != nil {
				t.Fatal(err)
			}
			obstacles := len(l.Saws) + len(l.Blades) + len(l.Spikes) + len(l.Bars) + len(l.Scissors) + len(l.Walls) + len(l.Spiders)
			for _, sec := range l.Sections {
				if sec.Kind != Floor {
					obstacles++
				}
			}
			sum += float64(obstacles) / float64(l.Finish) * 100
		}
		return sum / float64(to-from)
	}
	// Every one of the first few hundred is a level ParseLevel accepts.
	early, late := density(shipped+1, shipped+21), density(shipped+60, shipped+80)
	density(shipped+80, shipped+400)
	t.Logf("obstacles and sections per 100 m: %.1f in the first 20 generated levels, %.1f 60 levels on", early, late)
	if late <= early*1.1 { // they start where the shipped levels end, and rise from there
		t.Errorf("difficulty does not rise: %.1f obstacles per 100 m early, %.1f later", early, late)
	}
	// The same n, the same level, on every run and machine.
	pinned := map[int]string{}
	for _, n := range []int{shipped + 1, shipped + 20, shipped + 100} {
		_, data := GeneratedFile(n, shipped)
		h := fnv.New64a()
		h.Write(data)
		pinned[n] = fmt.Sprintf("%016x", h.Sum64())
		_, again := GeneratedFile(n, shipped)
		if string(again) != string(data) {
			t.Errorf("level %d came out different the second time", n)
		}
	}
	for n, want := range generatedHashes(shipped) {
		if pinned[n] != want {
			t.Errorf("generated level %d hashes to %s, pinned %s: the generator changed (update generatedHashes if meant)", n, pinned[n], want)
		}
	}
	// The bot finishes them, early and late.
	for _, n := range []int{shipped + 1, shipped + 10, shipped + 40} {
		name, data := GeneratedFile(n, shipped)
		l, err := ParseLevel(name, data)
		if err != nil {
			t.Fatal(err)
		}
		w := New(l, tuning(t), 1)
		w.AttachRope(shippedRope(t), shippedTrail(t))
		var bot Bot
		for w.Tick < 60*120 && !w.Over() {
			w.Step(bot.Input(w))
		}
		if w.Outcome != Won {
			t.Errorf("%s: the bot ended %v at %.0f m of %.0f", name, w.Outcome, w.Runner.S, l.Finish)
		}
	}
}

// generatedHashes are the pinned FNV-1a hashes of a few generated level
// files, with 30 levels shipped (shipping more changes which level is the
// first generated one: pin again then).
func generatedHashes(shipped int) map[int]string {
	return map[int]string{shipped + 1: "a3c5d5d8b4953547", shipped + 20: "f15e1fdb62b166c5", shipped + 100: "cde8170364463103"}
}
