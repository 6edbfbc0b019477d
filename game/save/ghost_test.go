package save

import (
	"encoding/json"
	"strings"
	"testing"

	"ropeman/game/rules"
)

// The ghost kept for a level is the best run: a win beats any fall, a win
// beats a win by more coins, a fall a fall by getting further; a tie
// keeps the one already there.
func TestTheBestRunIsTheGhostKept(t *testing.T) {
	for _, c := range []struct {
		what  string
		a, b  Ghost
		beats bool
	}{
		{"a win over a fall", Ghost{Won: true, Coins: 1}, Ghost{Metres: 900}, true},
		{"a fall over a win", Ghost{Metres: 900}, Ghost{Won: true, Coins: 1}, false},
		{"more coins", Ghost{Won: true, Coins: 301}, Ghost{Won: true, Coins: 300}, true},
		{"as many coins", Ghost{Won: true, Coins: 300}, Ghost{Won: true, Coins: 300}, false},
		{"fewer coins", Ghost{Won: true, Coins: 299}, Ghost{Won: true, Coins: 300, Metres: 1}, false},
		{"further", Ghost{Metres: 121}, Ghost{Metres: 120}, true},
		{"as far", Ghost{Metres: 120}, Ghost{Metres: 120}, false},
		{"coins do not count in a fall", Ghost{Metres: 119, Coins: 50}, Ghost{Metres: 120}, false},
	} {
		if got := c.a.Beats(&c.b); got != c.beats {
			t.Errorf("%s: %+v beats %+v: %v, want %v", c.what, c.a, c.b, got, c.beats)
		}
	}
}

// A ghost's figures are held to their ranges when a save is read or
// written, each just inside and just outside.
func TestAGhostsFiguresAreHeldToTheirRanges(t *testing.T) {
	run := json.RawMessage(`{"inputs":[]}`)
	base := func() Progress {
		p := fresh()
		p.Ghosts = []Ghost{{Level: 3, Coins: 10, Metres: 50, Run: run}}
		return p
	}
	for _, c := range []struct {
		what string
		edit func(g *Ghost)
		ok   bool
	}{
		{"coins 0", func(g *Ghost) { g.Coins = 0 }, true},
		{"coins -1", func(g *Ghost) { g.Coins = -1 }, false},
		{"coins at the most", func(g *Ghost) { g.Coins = rules.MaxCoins }, true},
		{"coins over", func(g *Ghost) { g.Coins = rules.MaxCoins + 1 }, false},
		{"metres 0", func(g *Ghost) { g.Metres = 0 }, true},
		{"metres -1", func(g *Ghost) { g.Metres = -1 }, false},
		{"metres 100000", func(g *Ghost) { g.Metres = 100_000 }, true},
		{"metres 100001", func(g *Ghost) { g.Metres = 100_001 }, false},
		{"a run that is not an object", func(g *Ghost) { g.Run = json.RawMessage(`[1]`) }, false},
	} {
		p := base()
		c.edit(&p.Ghosts[0])
		if err := p.Validate(); (err == nil) != c.ok {
			t.Errorf("a ghost with %s: %v, want valid %v", c.what, err, c.ok)
		}
	}
	// Escaped as written, "<" takes six bytes: a run of MaxGhostBytes as
	// written fits, one byte more does not.
	for _, c := range []struct {
		extra int
		ok    bool
	}{{0, true}, {1, false}} {
		const wrap = len(`{"s":""}`)
		n := (MaxGhostBytes - wrap) / 6
		pad := strings.Repeat("a", MaxGhostBytes-wrap-6*n+c.extra)
		p := base()
		p.Ghosts[0].Run = json.RawMessage(`{"s":"` + strings.Repeat("<", n) + pad + `"}`)
		if err := p.Validate(); (err == nil) != c.ok {
			t.Errorf("a run of %d bytes as written: %v, want valid %v", MaxGhostBytes+c.extra, err, c.ok)
		}
	}
}
