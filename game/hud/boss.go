package hud

import (
	"ropeman/game/lang"
	"ropeman/game/world"
)

// The boss finale's line under the yarn line: the wraps that count and
// what they pay with a bar of how long the boss still stands for it, a
// warning while a leg rises and he is inside its reach, STRUCK! for a
// second after a strike tears wraps off, and at the end whether the boss
// is bound.
func (pp *playPainter) drawBoss(h *HUD, w *world.Snapshot, tick int) {
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
	switch in := w.Boss.StrikeIn; {
	case w.Boss.StruckAt > 0 && w.Tick-w.Boss.StruckAt < struckShown:
		h.text(&pp.sBossWarn, h.say(lang.Struck), h.big, gaugeY+gaugeH*2, 0.7, hudBad)
	case in >= 0 && in < w.Boss.Tuning.WarnTicks && w.Boss.Orbit < w.Boss.Tuning.LegReach && tick/6%2 == 0:
		h.text(&pp.sBossWarn, h.say(lang.GetOut), h.big, gaugeY+gaugeH*2, 0.7, hudBad)
	}
}

// struckShown is how long STRUCK! shows after a strike lands, ticks.
const struckShown = 60
