package hud

import (
	"ropeman/game/flow"
	"ropeman/game/lang"
)

// The chest room and the keys: the room's chests (closed: a wooden chest
// with a gold lock; open: its coins), the keys he holds over them, and in
// play the keys toward the next room.

// draw draws the chest room over the dimmed scene: its name, his
// coins, a key for each he holds, the chests, CONTINUE once the keys are
// spent.
func (cp *chestPainter) draw(h *HUD, v *flow.View) {
	w, ht := h.width, h.height
	h.ink.rect(0, 0, w, ht, hudDim)
	top := h.top(ht)
	h.head.drawCoins(h, v.Coins, top)
	h.text(&h.sCard, h.say(lang.ChestRoom), h.big, max(ht*0.1, top+float32(h.small.Size)*1.6), 1, hudText)
	keys := v.Keys
	cp.drawKeyRow(h, keys, 0, ht*0.185)
	line := h.say(lang.EachChestTakesAKey)
	if keys == 0 {
		line = h.say(lang.NoKeysLeft)
	}
	h.text(&h.shop.sShort, line, h.small, ht*0.21, 1, hudAccent)
	h.text(&cp.sBestPrize, cp.bestPrize.count(v.ChestBest, h.lang, lang.BestPrize), h.small, ht*0.243, 1, hudGood) // one chest holds it
	buttons := v.Buttons
	for i := range buttons {
		if b := &buttons[i]; b.Act == flow.ActChest {
			cp.drawChest(h, b)
		} else {
			h.buttons.drawButton(h, b, i, v.Ticks) // CONTINUE
		}
	}
}

// drawKeyRow draws a row of keys across the middle at height y: held
// gold, then faint ones up to room (0: none).
func (cp *chestPainter) drawKeyRow(h *HUD, held, room int, y float32) {
	n := max(held, room)
	if n == 0 {
		return
	}
	size := float32(h.mid.Size)
	_, span, cx := h.safe(h.width)
	step := min(size*1.6, span*0.8/float32(n))
	for i := range n {
		cp.drawKeyIcon(h, cx+(float32(i)-float32(n-1)/2)*step, y, size, i < held)
	}
}

// drawChest draws one chest of the room in its button's place.
func (cp *chestPainter) drawChest(h *HUD, b *flow.Button) {
	w, ht := h.width, h.height
	x0, y0, x1, y1 := b.Rect(w, ht, h.dp)
	cw, chH := x1-x0, y1-y0
	if !b.On {
		h.ink.rect(x0, y0+chH*0.18, cw, chH*0.82, hudChestWood)
		h.ink.rect(x0, y0, cw, chH*0.3, hudChestLid)
		h.ink.rect(x0, y0+chH*0.3, cw, chH*0.06, hudChestBand)
		lock := cw * 0.16
		h.ink.rect(x0+cw/2-lock/2, y0+chH*0.26, lock, lock*1.1, hudAccent)
		return
	}
	h.ink.rect(x0, y0+chH*0.18, cw, chH*0.82, hudChestInside)
	h.ink.rect(x0, y0, cw, chH*0.18, hudChestLid)
	i := min(b.Index, len(cp.sChests)-1)
	sp := &cp.sChests[i]
	sp.set(b.Label, h.mid)
	h.put(sp, (x0+x1)/2, y0+chH*0.45, cw*0.9, 1, 0, hudAccent)
}

// drawKeyIcon draws a key lying across, its bow left of (x, y), size
// pixels long: gold when filled, a faint outline of one when not.
func (cp *chestPainter) drawKeyIcon(h *HUD, x, y, size float32, filled bool) {
	col := hudAccent
	if !filled {
		col = hudGaugeBack
	}
	r := size * 0.22
	h.ink.disc(x-size*0.25, y, r+1.5, hudShade)
	h.ink.disc(x-size*0.25, y, r, col)
	h.ink.disc(x-size*0.25, y, r*0.45, hudShade)
	h.ink.rect(x-size*0.05, y-size*0.06, size*0.55, size*0.12, col)
	h.ink.rect(x+size*0.3, y, size*0.08, size*0.18, col)
	h.ink.rect(x+size*0.42, y, size*0.08, size*0.14, col)
}

// drawKeys draws, in play, the keys toward the next room in a column
// under the pause button: those he holds and those this run took (got)
// gold, the rest of the room's faint.
func (cp *chestPainter) drawKeys(h *HUD, got, room int) {
	w, ht := h.width, h.height
	x0, y0, x1, y1 := flow.PauseSlot.Rect(w, ht, h.dp)
	size := float32(h.small.Size) * 1.3
	for i := range max(room, got) {
		cp.drawKeyIcon(h, (x0+x1)/2, y1+(y1-y0)*0.2+size*0.4+float32(i)*size*0.6, size, i < got)
	}
}
