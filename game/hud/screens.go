package hud

import (
	"strconv"

	"ropeman/camera/maths"
	"ropeman/game/economy"
	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/world"
)

// The screens besides play's HUD, the title and the result: cards of
// buttons over the dimmed scene, the shop (over the Rope-Man turning in
// his skin), the pause button and the first-run hint.

// drawCard draws a plain card: the scene dimmed, a title, the buttons.
func (h *HUD) drawCard(title *caption, text string, buttons []flow.Button, tick int) {
	w, ht := h.width, h.height
	h.ink.rect(0, 0, w, ht, hudDim)
	y := ht * 0.22 // or higher, clear of a long card's first button
	for i := range buttons {
		y = min(y, buttons[i].Y0*ht-h.big.lineHeight()*1.15)
	}
	h.text(title, text, h.big, max(y, h.top(ht)), 1, hudText)
	h.buttons.drawButtons(h, buttons, tick)
}

// drawShop draws the shop: its name and his coins (top right, as in play)
// over the Rope-Man turning in the skin he wears (the 3D scene), a button
// per skin below, and a word when the coins fall short.
func (sp *shopPainter) drawShop(h *HUD, coins int, short bool, buttons []flow.Button, tick int) {
	ht := h.height
	top := h.top(ht)
	h.head.drawCoins(h, coins, top)
	h.text(&sp.sShop, h.say(lang.Shop), h.big, top+float32(h.small.Size)*0.6, 0.6, hudText)
	if short {
		h.text(&sp.sShort, h.say(lang.NotEnoughCoins), h.mid, ht*0.37, 1, hudBad)
	}
	h.buttons.drawButtons(h, buttons, tick)
}

// draw draws the daily reward's calendar: seven days in two rows,
// the days climbed already done, today's lit and pulsing, CLAIM below.
func (cal *dailyPainter) draw(h *HUD, today int, coins [economy.DailyDays]int, held int, buttons []flow.Button, tick int) {
	w, ht := h.width, h.height
	if coins != cal.dailyCoins || cal.dailyText[0][0] == "" || cal.dailyLang != h.lang {
		cal.dailyCoins, cal.dailyLang = coins, h.lang
		for i, c := range coins {
			cal.dailyText[i] = [2]string{h.lang.Count(lang.Day, i+1), "+" + strconv.Itoa(c)}
		}
	}
	h.drawCard(&h.sCard, h.say(lang.DailyReward), buttons, tick)
	h.head.drawCoins(h, held, h.top(ht))
	left, span, _ := h.safe(w)
	tileW, tileH := span/4*0.9, ht*0.1
	for i := range coins {
		row, col, per := i/4, i%4, 4
		if i >= 4 {
			per = 3
		}
		x := left + span/2 + (float32(col)-float32(per)/2)*span/4 + span/4*0.05
		y := ht*0.38 + float32(row)*tileH*1.2
		fill := hudButton
		switch day := i + 1; {
		case day < today:
			fill = hudShortButton // climbed already
		case day == today:
			fill = hudAdButton
			if tick/20%2 == 0 {
				fill = hudOnButton
			}
		}
		h.ink.rect(x, y, tileW, tileH, fill)
		cal.sDayName[i].set(cal.dailyText[i][0], h.small)
		h.put(&cal.sDayName[i], x+tileW/2, y+tileH*0.12, tileW*0.9, 1, 0, hudText)
		cal.sDayCoins[i].set(cal.dailyText[i][1], h.mid)
		h.put(&cal.sDayCoins[i], x+tileW/2, y+tileH*0.45, tileW*0.9, 1, 0, hudAccent)
	}
}

// drawUpgrades draws the upgrades card: its name and his coins over the
// dimmed scene, a button per upgrade (what the next level gives and
// costs), and a word when the coins fall short.
func (sp *shopPainter) drawUpgrades(h *HUD, coins int, short bool, buttons []flow.Button, tick int) {
	ht := h.height
	h.drawCard(&h.sCard, h.say(lang.Upgrades), buttons, tick)
	h.head.drawCoins(h, coins, h.top(ht))
	if short {
		h.text(&sp.sShort, h.say(lang.NotEnoughCoins), h.mid, ht*0.73, 1, hudBad)
	}
}

// drawPauseButton draws the pause button in play: two bars on a pill.
func (bt *buttonPainter) drawPauseButton(h *HUD) {
	b := flow.PauseSlot
	b.Label = "II"
	bt.drawButton(h, &b, len(bt.sButtons)-2, 0)
}

// drawLesson draws the lesson on screen, if any.
func (pp *playPainter) drawLesson(h *HUD, l flow.Lesson, tick int) {
	switch l {
	case flow.LessonSteer:
		pp.drawHint(h, tick)
	case flow.LessonJump:
		pp.drawJumpHint(h, tick)
	case flow.LessonGate:
		pp.drawWords(h, h.say(lang.GatesChange), h.say(lang.GatesChangeMore))
	case flow.LessonKey:
		pp.drawWords(h, h.say(lang.TakeKey), h.say(lang.TakeKeyMore))
	case flow.LessonMaths:
		pp.drawWords(h, h.say(lang.MathsGates), h.say(lang.MathsGatesMore))
	case flow.LessonBoss:
		pp.drawWords(h, h.say(lang.BossLesson), h.say(lang.BossLessonMore))
	case flow.LessonMeter:
		pp.drawWords(h, h.say(lang.MeterLesson), h.say(lang.MeterLessonMore))
	default:
		if hz, ok := l.Hazard(); ok { // a kind of hazard's: its two lines, by its name
			w := h.lang.Kind(hz.String())
			pp.drawWords(h, w.Lesson, w.More)
		}
	}
}

// drawWords draws a lesson told in words: a line and a smaller one under it.
func (pp *playPainter) drawWords(h *HUD, line, more string) {
	ht := h.height
	h.text(&pp.sHintText, line, h.mid, ht*0.7, 0.95, hudAccent)
	h.text(&pp.sHintMore, more, h.small, ht*0.7+float32(h.mid.Size)*1.4, 0.95, hudText)
}

// drawJumpHint draws the jump's lesson while the first gap waits for it:
// a finger that flicks up, over SWIPE UP.
func (pp *playPainter) drawJumpHint(h *HUD, tick int) {
	w, ht := h.width, h.height
	_, _, cx := h.safe(w)
	// The finger rises quickly and fades back every second.
	u := maths.Smoothstep(min(1, float32(tick%60)/30))
	y0 := ht * 0.72
	x, y := cx, y0-u*ht*0.12
	r := ht * 0.028
	for k := 1; k <= 4; k++ { // a trail below it
		h.ink.disc(x, y+float32(k)*ht*0.022*u, r*(1-float32(k)*0.15), hudHintTrail)
	}
	h.ink.disc(x, y, r, hudText)
	h.ink.disc(x, y, r*0.55, hudAccent)
	h.text(&pp.sHintText, h.say(lang.SwipeUp), h.big, y0+r*2, 0.95, hudAccent)
}

// drawCountdown draws a revived runner's wait as 3, 2, 1: he runs on by
// himself at the end of it (or as soon as the finger moves).
func (pp *playPainter) drawCountdown(h *HUD, ticksLeft int) {
	ht := h.height
	third := (world.ReviveWait + 2) / 3
	n := min(3, (ticksLeft+third-1)/third)
	h.text(&pp.sCount, countdown[n], h.big, ht*0.32, 0.3, hudAccent)
}

// countdown are the countdown's texts, by number.
var countdown = [4]string{"", "1", "2", "3"}

// drawHint draws the first-run hint until he steers: a finger that holds
// and drags from side to side above the words.
func (pp *playPainter) drawHint(h *HUD, tick int) {
	w, ht := h.width, h.height
	_, span, cx := h.safe(w)
	// The finger sweeps across and back every two seconds, eased at the ends.
	u := float32(tick%120) / 60
	if u > 1 {
		u = 2 - u
	}
	u = maths.Smoothstep(u)
	x, y := cx+(u-0.5)*span*0.5, ht*0.7
	r := ht * 0.028
	for k := 1; k <= 4; k++ { // a fading trail behind it
		back := float32(k) * span * 0.025
		if tick%120 >= 60 {
			back = -back
		}
		h.ink.disc(x-back, y, r*(1-float32(k)*0.15), hudHintTrail)
	}
	h.ink.disc(x, y, r, hudText)
	h.ink.disc(x, y, r*0.55, hudAccent)
	h.text(&pp.sHintText, h.say(lang.HoldDrag), h.mid, y+r*2, 0.9, hudText)
}
