package hud

import (
	"image/color"

	"ropeman/game/lang"
	"ropeman/game/world"
)

// The boss finale's line under the yarn line: the wraps that count and
// what they pay with a bar of how long the boss still stands for it and
// one, in his yarn's colour, of the rope he has left to wind (marked where
// a step out of the legs' reach would leave it, all red when it would
// take more than is left), a warning while a leg rises and he is inside
// its reach, STRUCK! for a second after a strike tears wraps off, and at
// the end whether the boss is bound.
func (pp *playPainter) drawBoss(h *HUD, w *world.Snapshot, tick int, yarn color.Color) {
	ht := h.height
	y := ht * 0.2
	switch {
	case !w.Boss.Tied:
		return
	case w.Boss.Bound:
		h.text(&pp.sBoss, h.say(lang.Bound), h.big, y, 0.6, hudGood)
		h.text(&pp.sZone, pp.zone.String(w.Finale.Multiplier, "x"), h.big, y+pp.sBoss.h*1.1, 0.5, hudAccent)
		return
	case w.Over:
		h.text(&pp.sBoss, h.say(lang.NotBound), h.mid, y, 0.8, hudBad)
		return
	}
	h.text(&pp.sBoss, pp.wraps.count(w.Boss.Wraps, h.lang, lang.Wraps), h.mid, y, 0.6, hudText)
	h.text(&pp.sZone, pp.zone.String(w.Boss.Pay, "x"), h.big, y+pp.sBoss.h*1.05, 0.5, hudAccent)
	_, span, cx := h.safe(h.width)
	gaugeY, gaugeW, gaugeH := y+pp.sBoss.h*1.1+pp.sZone.h*1.05, span*0.5, float32(h.mid.Size)*0.28
	left := float32(w.Boss.HoldLeft) / float32(max(1, w.Boss.Tuning.HoldTicks))
	h.ink.rect(cx-gaugeW/2, gaugeY, gaugeW, gaugeH, hudGaugeBack)
	h.ink.rect(cx-gaugeW/2, gaugeY, gaugeW*left, gaugeH, hudGaugeFill)
	ropeH := gaugeH * 2
	ropeY := gaugeY + gaugeH*1.8
	drawRopeGauge(h, &w.Boss, cx-gaugeW/2, ropeY, gaugeW, ropeH, yarn)
	switch in := w.Boss.StrikeIn; {
	case w.Boss.StruckAt > 0 && w.Tick-w.Boss.StruckAt < struckShown:
		h.text(&pp.sBossWarn, h.say(lang.Struck), h.big, ropeY+ropeH*1.6, 0.7, hudBad)
	case in >= 0 && in < w.Boss.Tuning.WarnTicks && w.Boss.Orbit < w.Boss.Tuning.LegReach && tick/6%2 == 0:
		h.text(&pp.sBossWarn, h.say(lang.GetOut), h.big, ropeY+ropeH*1.6, 0.7, hudBad)
	}
}

// drawRopeGauge draws the rope he has left to wind as a bar at x, y of
// width wd and height ht, led by a ball of his yarn (as the yarn line's):
// its fill the share of his rope left, in his yarn's colour, with a mark
// where a step out of the legs' reach would leave it (all the fill red
// when a step out would take more than is left).
func drawRopeGauge(h *HUD, b *world.BossPose, x, y, wd, ht float32, yarn color.Color) {
	if b.Rope <= 0 {
		return
	}
	h.ink.disc(x-ht, y+ht/2, ht*0.6, yarn)
	left := min(1, b.RopeLeft/b.Rope)
	out := min(left, b.Out/b.Rope)
	h.ink.rect(x, y, wd, ht, hudGaugeBack)
	if b.Out > b.RopeLeft {
		h.ink.rect(x, y, wd*left, ht, hudBad)
		return
	}
	h.ink.rect(x, y, wd*left, ht, yarn)
	if out > 0 { // a mark where a step out would leave it
		mark := x + wd*(left-out)
		h.ink.rect(mark-ht*0.25, y-ht*0.3, ht*0.5, ht*1.6, hudShade)
		h.ink.rect(mark-ht*0.12, y-ht*0.2, ht*0.24, ht*1.4, hudText)
	}
}

// struckShown is how long STRUCK! shows after a strike lands, ticks.
const struckShown = 60
