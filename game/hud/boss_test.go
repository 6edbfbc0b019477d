package hud

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/world"
)

// The boss arena's rope gauge, as the HUD queues it: led by a ball of his
// yarn, its fill in his yarn's colour as long as the share of his rope
// left to wind, a mark where a step out of the legs' reach would leave
// it, no mark once he is out of reach, and the fill all red when a step
// out would take more than is left.
func TestTheRopeGaugeShowsTheRopeLeftToWind(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 640, 1, layoutInsets)
	yarn := hudYarn[0][world.Blue]
	const x, y, wd, ht = 90, 200, 180, 8
	for _, c := range []struct {
		name            string
		rope, left, out float32
		fill            color.Color
		mark            bool
	}{
		{"just tied", 6, 4.8, 1.3, yarn, true},
		{"wound most of it", 6, 1.5, 1.3, yarn, true},
		{"out of reach", 6, 3, 0, yarn, false},
		{"a step out would pull it taut", 6, 1.0, 1.3, hudBad, false},
	} {
		h.ink.vs = h.ink.vs[:0]
		drawRopeGauge(h, &world.BossPose{Rope: c.rope, RopeLeft: c.left, Out: c.out}, x, y, wd, ht, yarn)
		fill := spanOf(h, c.fill, x, y)
		if want := wd * c.left / c.rope; fill < 0 || !near32(fill, want, 1) {
			t.Errorf("%s: %.1f of %.1f m left drawn %.1f px of %v wide, want %.1f", c.name, c.left, c.rope, fill, c.fill, want)
		}
		mark := spanOf(h, hudText, x, y-ht)
		switch {
		case c.mark && mark < 0:
			t.Errorf("%s: no mark where a step out would leave it", c.name)
		case c.mark:
			at := float32(0)
			for _, v := range h.ink.vs {
				if sameColour(v, hudText) {
					at += v.DstX / 4
				}
			}
			if want := x + wd*(c.left-c.out)/c.rope; !near32(at, want, 1) {
				t.Errorf("%s: the step out's mark at x %.1f, want %.1f (%.1f m left less %.1f)", c.name, at, want, c.left, c.out)
			}
		case mark >= 0:
			t.Errorf("%s: a step out's mark drawn", c.name)
		}
		ball := false
		for _, v := range h.ink.vs {
			ball = ball || (v.DstX < x && sameColour(v, yarn))
		}
		if !ball {
			t.Errorf("%s: no ball of his yarn leads the gauge", c.name)
		}
	}
	h.ink.vs = h.ink.vs[:0]
	drawRopeGauge(h, &world.BossPose{}, x, y, wd, ht, yarn)
	if len(h.ink.vs) != 0 {
		t.Error("a gauge drawn with no rope tied")
	}
}

// spanOf returns how wide the quads of colour c queued right of x and
// below y are (-1: none).
func spanOf(h *HUD, c color.Color, x, y float32) float32 {
	x0, x1 := float32(1e9), float32(-1e9)
	for _, v := range h.ink.vs {
		if v.DstX >= x && v.DstY >= y && sameColour(v, c) {
			x0, x1 = min(x0, v.DstX), max(x1, v.DstX)
		}
	}
	if x1 < x0 {
		return -1
	}
	return x1 - x0
}

// sameColour reports whether vertex v is drawn in c, opaque.
func sameColour(v ebiten.Vertex, c color.Color) bool {
	r, g, b, a := colour(c)
	return v.ColorR == r && v.ColorG == g && v.ColorB == b && v.ColorA == a
}
