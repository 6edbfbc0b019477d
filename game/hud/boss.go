package hud

import (
	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/lang"
	"ropeman/game/world"
)

// The boss finale's line under the yarn line: what to do before the web
// catches his rope, then the wraps and what they pay with a bar of how
// long the boss still stands for it, a warning while a leg rises and he
// is inside its reach, and at the end whether the boss is bound.
func (h *HUD) drawBoss(dst *ebiten.Image, w *world.World, tick int) {
	ht := float32(dst.Bounds().Dy())
	y := ht * 0.2
	switch {
	case !w.Tied():
		return
	case w.Bound():
		h.text(dst, &h.sBoss, h.say(lang.Bound), h.big, y, 0.6, hudGood)
		h.text(dst, &h.sZone, h.zone.String(w.Multiplier(), "x"), h.big, y+h.sBoss.h*1.1, 0.5, hudAccent)
		return
	case w.Struck():
		h.text(dst, &h.sBoss, h.say(lang.ItCutYourRope), h.mid, y, 0.8, hudBad)
		return
	case w.Over():
		h.text(dst, &h.sBoss, h.say(lang.NotBound), h.mid, y, 0.8, hudBad)
		return
	}
	h.text(dst, &h.sBoss, h.wraps.count(w.Wraps(), h.lang, lang.Wraps), h.mid, y, 0.6, hudText)
	h.text(dst, &h.sZone, h.zone.String(w.Boss.PayFor(w.Wraps()), "x"), h.big, y+h.sBoss.h*1.05, 0.5, hudAccent)
	_, span, cx := h.safe(float32(dst.Bounds().Dx()))
	barY, barW, barH := y+h.sBoss.h*1.1+h.sZone.h*1.05, span*0.5, float32(h.mid.Size)*0.28
	left := float32(w.HoldLeft()) / float32(max(1, w.Boss.HoldTicks))
	h.ink.rect(cx-barW/2, barY, barW, barH, hudBarBack)
	h.ink.rect(cx-barW/2, barY, barW*left, barH, hudBarFill)
	if in := w.StrikeIn(); in >= 0 && in < w.Boss.WarnTicks && w.Orbit() < w.Boss.LegReach && tick/6%2 == 0 {
		h.text(dst, &h.sBossWarn, h.say(lang.GetOut), h.big, barY+barH*2, 0.7, hudBad)
	}
}
