package hud

import (
	"testing"

	"ropeman/game/flow"
	"ropeman/game/world"
)

// BenchmarkResultCard lays out the win card, the HUD's busiest (a veil,
// six texts, two pills with their labels and a badge, the key row), into
// the batch the frame draws: what the HUD costs the CPU per frame. The
// batch is emptied, not drawn: the game draws it, once.
func BenchmarkResultCard(b *testing.B) {
	h := New()
	l, err := world.ParseLevel("card.json", []byte(`{"name": "card", "finish": 20, "track": [{"kind": "floor", "length": 45, "width": 5}]}`))
	if err != nil {
		b.Fatal(err)
	}
	run := world.New(l, world.Rules{}, 1)
	run.Outcome = world.Won
	var snap world.Snapshot
	run.Snap(&snap)
	buttons := []flow.Button{
		{X0: 0.16, Y0: 0.52, X1: 0.84, Y1: 0.61, Label: "x3 COINS", Ad: true},
		{X0: 0.26, Y0: 0.66, X1: 0.74, Y1: 0.73, Label: "NEXT"},
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		h.Begin(360, 780, 1, [4]float32{44, 0, 34, 0})
		v := flow.View{Run: snap, Earned: 3702, LevelCoins: 50, YarnCoins: 1184, Tripled: 3, Buttons: buttons, Ticks: flow.CountUpTicks + i%60} // counted up: its texts stay
		h.result.draw(h, &v, [2]int{2, 3})
		h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
	}
}
