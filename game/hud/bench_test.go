package hud

import (
	"strconv"
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

// BenchmarkShapedLine measures a line Go Bold cannot draw, a Japanese
// caption: "new" shapes and fills a line never seen (the first frame a
// name or a caption shows, or a count-up's each frame in a script that
// is shaped), "kept" draws it again from the atlas (every frame after).
// "goBold" draws an English line of the same length, the yardstick.
func BenchmarkShapedLine(b *testing.B) {
	h := New()
	h.Begin(360, 780, 2, [4]float32{44, 0, 34, 0})
	f := h.mid
	lines := make([]string, 4096)
	for i := range lines {
		lines[i] = "毛糸 " + strconv.Itoa(i) + " m"
	}
	b.Run("new", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; b.Loop(); i++ {
			if len(f.lines) == maxLines {
				f.lines = f.lines[:0]
				h.atlas.reset(h.atlas.side)
			}
			h.ink.text(f, lines[i%len(lines)], 10, 10, 1, hudText, 1)
			h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
		}
	})
	for _, c := range []struct{ name, text string }{{"kept", "タップしてスタート"}, {"goBold", "TAP TO PLAY"}} {
		b.Run(c.name, func(b *testing.B) {
			h.ink.text(f, c.text, 10, 10, 1, hudText, 1)
			b.ReportAllocs()
			for b.Loop() {
				h.ink.text(f, c.text, 10, 10, 1, hudText, 1)
				h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
			}
		})
	}
}
