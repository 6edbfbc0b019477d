package flow

import (
	"math"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/world"
)

// A run whose simulation breaks down (its rope went NaN entering the
// boss's arena) is never a frozen game: the session says so in one log
// line and goes on to the fail card, where RETRY plays again.
func TestABrokenRunGoesToItsFailCard(t *testing.T) {
	var logged []string
	s, err := New(Config{Level: 1, Seed: 1, DataDir: t.TempDir(), Ads: &ads.Simulated{},
		Log: func(l string) { logged = append(logged, l) }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	jumpedBefore(s)
	l, err := world.ParseLevel("boss.json", []byte(`{"name": "boss", "finish": 12, "finale": "boss", "track": [{"kind": "floor", "length": 60, "width": 5}]}`))
	if err != nil {
		t.Fatal(err)
	}
	s.run.startRun(l)
	s.goTo(Play)
	until(t, s, "the arena", 60*20, true, s.run.world.InArena)
	s.run.world.Rope().Positions()[2].X = float32(math.NaN())
	until(t, s, "the fail card", 60*5, true, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Lost {
		t.Errorf("outcome %v, want a lost run", s.run.world.Outcome)
	}
	var said []string
	for _, l := range logged {
		if strings.Contains(l, "not at a finite position") {
			said = append(said, l)
		}
	}
	if len(said) != 1 || !strings.Contains(said[0], "ends as a loss") {
		t.Errorf("log lines about the breakdown: %q, want one saying the run ends as a loss", said)
	}
}
