package world

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/game/replay"
	"ropeman/rope"
)

var updateHashes = flag.Bool("update-hashes", false, "rewrite testdata/runhashes.txt from this machine")

// runHashes plays the bot through every shipped level, with the rope and
// the level's tier as the game plays it, and returns one line per level:
// the level, the ticks, the final state hash and a digest of the states
// along the way.
func runHashes(t *testing.T) []string {
	var lines []string
	for i, name := range assets.Levels() {
		w := shippedRun(t, i+1, 7)
		var bot Bot
		tick := 0
		// The state is hashed every half second, not only at the end: at
		// the end the yarn is all laid on the runway, and the rope's
		// history would not show.
		var digest uint64
		for ; tick < 60*90 && !w.Over(); tick++ {
			w.Step(bot.Input(w))
			if tick%30 == 0 {
				digest = digest*1099511628211 ^ w.Hash()
			}
		}
		lines = append(lines, fmt.Sprintf("%s %d %016x %016x", name, tick, w.Hash(), digest))
	}
	return lines
}

// shippedRun is a run of shipped level n as the game starts it: its
// tier's pace and rope, the rope and the finish ribbon attached.
func shippedRun(t testing.TB, n int, seed uint64) *World {
	return tieredRun(t, shippedLevel(t, n), seed)
}

// shippedLevel is shipped level n, parsed.
func shippedLevel(t testing.TB, n int) *Level {
	name, data, err := assets.Level(n)
	if err != nil {
		t.Fatal(err)
	}
	l, err := ParseLevel(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// tieredRun is a run of level l as the game starts it (see shippedRun).
func tieredRun(t testing.TB, l *Level, seed uint64) *World {
	var tiers Tiers
	if err := assets.Tuning("tiers", &tiers); err != nil {
		t.Fatal(err)
	}
	if err := tiers.Validate(); err != nil {
		t.Fatal(err)
	}
	tiered, p, trail := tiers[l.Tier].Apply(tuning(t), shippedRope(t), shippedTrail(t))
	w := New(l, tiered, seed)
	w.AttachRope(p, trail)
	var ribbon rope.ClothParams
	if err := assets.Tuning("ribbon", &ribbon); err != nil {
		t.Fatal(err)
	}
	w.AttachRibbon(ribbon)
	return w
}

// A run recorded by the game (-record) replays in the simulation alone to
// the hash the game recorded: on this machine, and (build.sh) as arm64
// and GOAMD64=v3, where a phone would replay it.
func TestRunHashesOfARecording(t *testing.T) {
	data, err := os.ReadFile("testdata/level3.replay.json")
	if err != nil {
		t.Fatal(err)
	}
	l, err := replay.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	w := shippedRun(t, l.Level, l.Seed)
	p := replay.NewPlayer(l)
	for !p.Done(w.Tick) {
		w.Step(p.Input(w.Tick))
	}
	if got := fmt.Sprintf("%016x", w.Hash()); got != l.Hash {
		t.Errorf("replayed level %d for %d ticks to hash %s, the game recorded %s (re-record it with: go run . -autoplay -level 3 -record game/world/testdata/level3.replay.json -until-result -frames 4000 -data '')",
			l.Level, w.Tick, got, l.Hash)
	}
}

// The simulation is bit-identical on every machine the game ships to:
// amd64 (with or without fused multiply-add, GOAMD64=v3) and arm64
// phones, where Go fuses x*y+z into one instruction unless a product is
// rounded explicitly. ./build.sh test runs this test natively, with
// GOAMD64=v3, and for arm64 under qemu-aarch64-static against the hashes
// recorded in testdata/runhashes.txt.
func TestRunHashesAcrossMachines(t *testing.T) {
	needs.Short(t, "plays every shipped level to its state hash")
	got := runHashes(t)
	const file = "testdata/runhashes.txt"
	if *updateHashes {
		if err := os.WriteFile(file, []byte(strings.Join(got, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatalf("%v (go test -run RunHashes ./game/world -update-hashes records them)", err)
	}
	defer f.Close()
	var want []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		want = append(want, sc.Text())
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("runs differ from %s:\ngot\n%s\nwant\n%s", file, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
