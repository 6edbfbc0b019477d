package hud

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/camera"
	"ropeman/game/economy"
	"ropeman/game/flow"
	"ropeman/game/hud/typeface"
	"ropeman/game/internal/timing"
	"ropeman/game/lang"
	"ropeman/game/scene"
	"ropeman/game/world"
)

// HUD draws the text and bars over the 3D scene. Sizes follow the screen
// height, and every text is measured and shrunk to fit its place at any
// width from 320 px, clear of the safe-area insets. Texts are captions
// (measured once, again only when the text or the size changes) drawn
// from a glyph atlas, and the whole HUD is one batch of triangles (ink),
// so a frame costs one draw call and allocates nothing.
type HUD struct {
	bold   typeface.Font // every text is bold: thin strokes vanish on a phone
	shaper lineShaper    // lays out what Go Bold cannot draw alone
	atlas  atlas
	ink    ink

	width, height   float32    // the screen's, pixels (the faces are made for its height)
	insets          [4]float32 // safe area: top, right, bottom, left, pixels
	dp              float32    // device pixels per dp (the screen's scale)
	textless        bool       // QA: draw everything but the texts (see Textless)
	big, mid, small *face

	lang  lang.Tag // the language of this frame's texts
	sCard caption  // the title of the card on screen

	head    headPainter
	play    playPainter
	title   titlePainter
	result  resultPainter
	shop    shopPainter
	daily   dailyPainter
	chests  chestPainter
	board   boardPainter
	overlay overlayPainter
	buttons buttonPainter
	pops    popPainter
	sLabels []caption // the stage's 3D labels, by index
	debug   debugLine

	boxes  [96]Box // where this frame's texts landed (for the layout tests)
	nBoxes int
}

// playPainter draws the run's HUD: the yarn counter, the boss's and the meter's texts, the lessons and the countdown, owning their captions.
type playPainter struct {
	yarn       number // tenths of a metre
	sYarn      caption
	zone       number
	sZone      caption
	wraps      number
	sTapMeter  caption
	sBoss      caption
	sBossWarn  caption
	sMeter     [world.MaxMeterZones]caption // the meter's zones' multipliers, from the centre out
	meterTimes [world.MaxMeterZones]number
	sHintText  caption
	sHintMore  caption
	sCount     caption
}

// titlePainter draws the title card's texts, owning their captions.
type titlePainter struct {
	best      number
	sTitle    caption
	sSubtitle caption
	sName     caption
	sTap      caption
	sHint     caption
	sBest     caption
}

// resultPainter draws the result card's texts: what the win paid, and the level of the day's streak, owning their captions.
type resultPainter struct {
	earned    number
	paidFor   number // tenths of a metre and the multiplier
	levelPaid number // the level's coins
	bossPaid  number // a boss level's: its coins times the finale's multiplier
	tripled   number // the ad's multiplier, once it paid
	sEarned   caption
	sPaid     caption
	sMult     caption
	sTripled  caption
	sStreak   caption
	sDayBest  caption
	streak    number
	dayBest   number
}

// shopPainter draws the shop's and the upgrades' texts, owning their captions.
type shopPainter struct {
	sShop  caption
	sShort caption
}

// dailyPainter draws the daily calendar's texts, owning their captions.
type dailyPainter struct {
	sDayName   [economy.DailyDays]caption
	sDayCoins  [economy.DailyDays]caption
	dailyCoins [economy.DailyDays]int       // the calendar the texts were made for
	dailyText  [economy.DailyDays][2]string // "DAY n", "+coins"
	dailyLang  lang.Tag                     // the language they were made in
}

// chestPainter draws the chest room's texts, owning their captions.
type chestPainter struct {
	bestPrize  number // the room's best prize
	sBestPrize caption
	sChests    [economy.ChestRoom]caption
}

// boardPainter draws the level of the day's board's texts, owning their captions.
type boardPainter struct {
	sBoard       [flow.BoardRows]caption // the day's best runs
	sYou         caption
	sBoardStatus caption
	sNameNote    caption
}

// overlayPainter draws what covers the game: the simulated ad, the reward's check, a notice, owning their captions.
type overlayPainter struct {
	adLeft      number
	sAdTitle    caption
	sAdLine     caption
	sAdLeft     caption
	sVerify     caption
	sVerifyLine caption
	sNotice     [noticeLines]caption
	sDismiss    caption
	notice      string   // the notice the lines were wrapped for
	noticeW     float32  // at this width
	noticeLines []string // its words wrapped to the panel
}

// buttonPainter draws the cards' buttons: labels, badges and prices, owning their captions.
type buttonPainter struct {
	sButtons   [flow.MaxButtons + 1]caption // the last: the simulated ad's close
	sBadges    [flow.MaxButtons + 1]caption
	sPrices    [flow.MaxButtons + 1]caption
	prices     [flow.MaxButtons + 1]number
	buttonRoom [flow.MaxButtons + 1]float32 // the width sButtons' face was chosen for
}

// popPainter draws the popups by the yarn counter and their places, owning their captions.
type popPainter struct {
	popups    popups
	sPopups   [len(popups{}.live)]caption
	popPlaces [len(popups{}.live)]popPlace
	flashNow  color.RGBA // this frame's flash
}

// headPainter draws the level's label and the coin counter at the top of the run and the cards, owning their captions.
type headPainter struct {
	levelLabel number
	sLevel     caption
	coins      number
	sCoins     caption
}

// noticeLines is the most lines a storage notice shows.
const noticeLines = 6

// number caches the text of an int that changes rarely, and of a message
// that counts it in a language. Its text is written into a buffer it
// keeps (see view): it stays as it is until the number changes, and a
// caption shown it keeps its own copy. A number allocates nothing once its
// buffer has the room.
type number struct {
	v, w, u int // what it shows (w, u: more values, for the win card's sums)
	t       lang.Tag
	m       lang.Msg
	word    string // signed's word before the metres
	text    string
	buf     []byte
}

// keep makes b, appended to the number's buffer, its text.
func (n *number) keep(b []byte) string {
	n.buf, n.text = b, view(b)
	return n.text
}

// reset forgets the number's text and values, and keeps its buffer.
func (n *number) reset() { *n = number{buf: n.buf[:0]} }

// count returns message m of language t for v, cached while they stay the
// same.
func (n *number) count(v int, t lang.Tag, m lang.Msg) string {
	if n.text == "" || v != n.v || t != n.t || m != n.m {
		n.v, n.t, n.m = v, t, m
		n.keep(t.AppendFormat(n.buf[:0], m, v, ""))
	}
	return n.text
}

func (n *number) String(v int, prefix string) string {
	if n.text == "" || v != n.v {
		n.v = v
		n.keep(strconv.AppendInt(append(n.buf[:0], prefix...), int64(v), 10))
	}
	return n.text
}

// yarnTimes returns "7.2 m of yarn × 2.0 × 5 = +72" in language t for
// tenths of a metre, tenths of a coin a metre, the finale's multiplier
// (left out at x1) and the coins they paid, cached while they stay the
// same. Its sum checks out: the pay is worked out from the same numbers
// (pay.Run.Coins).
func (n *number) yarnTimes(tenths, rate, times, coins int, t lang.Tag) string {
	if n.text == "" || tenths != n.v || rate<<8|times&0xff != n.w || coins != n.u || t != n.t {
		n.v, n.w, n.u, n.t = tenths, rate<<8|times&0xff, coins, t
		var metres [24]byte
		b := t.AppendFormat(n.buf[:0], lang.YarnTimes, 0, view(t.AppendTenths(metres[:0], tenths)))
		b = t.AppendTenths(append(b, " × "...), rate)
		if times > 1 {
			b = strconv.AppendInt(append(b, " × "...), int64(times), 10)
		}
		n.keep(strconv.AppendInt(append(b, " = +"...), int64(coins), 10))
	}
	return n.text
}

// levelTimes returns a boss level's coins times the finale's multiplier:
// "330 × 3 = +990 for the level" in language t, cached.
func (n *number) levelTimes(base, times, coins int, t lang.Tag) string {
	if n.text == "" || base != n.v || times != n.w || coins != n.u || t != n.t {
		n.v, n.w, n.u, n.t = base, times, coins, t
		b := strconv.AppendInt(n.buf[:0], int64(base), 10)
		b = strconv.AppendInt(append(b, " × "...), int64(times), 10)
		n.keep(t.AppendFormat(append(b, " = "...), lang.ForTheLevel, coins, ""))
	}
	return n.text
}

// metres returns n tenths of a metre as "7.2 m" in language t's decimal
// mark, cached.
func (n *number) metres(tenths int, t lang.Tag) string {
	if n.text == "" || tenths != n.v || t != n.t {
		n.v, n.t = tenths, t
		n.keep(append(t.AppendTenths(n.buf[:0], tenths), " m"...))
	}
	return n.text
}

// signed returns a change of m metres, to the tenth, after word (if
// any): "+1.2 m", "CUT! -2.1 m", in language t's decimal mark; cached
// while the tenths, the word and the language stay the same.
func (n *number) signed(m float32, word string, t lang.Tag) string {
	tenths := int(m*10 + 0.5)
	if m < 0 {
		tenths = int(m*10 - 0.5)
	}
	if n.text != "" && tenths == n.v && word == n.word && t == n.t {
		return n.text
	}
	n.v, n.word, n.t = tenths, word, t
	b := n.buf[:0]
	if word != "" {
		b = append(append(b, word...), ' ')
	}
	if tenths >= 0 {
		b = append(b, '+')
	}
	return n.keep(append(t.AppendTenths(b, tenths), " m"...))
}

// New makes a HUD in Go Bold.
func New() *HUD {
	h := &HUD{bold: typeface.GoBold(), shaper: newShaper()}
	h.ink.atlas = &h.atlas
	return h
}

// faceSizes are the big, mid and small faces' sizes in screen heights.
var faceSizes = [...]float64{0.06, 0.032, 0.024}

// resize makes the faces for a screen h pixels high, and an atlas to
// hold their glyphs (a bigger one if the last frame's did not).
func (h *HUD) resize(height float32) {
	grow := h.atlas.full && h.atlas.side < maxAtlasSide
	if height == h.height && !grow && !h.atlas.refill {
		return
	}
	side := atlasSide(height)
	if height == h.height {
		side = h.atlas.side
		if grow {
			side *= 2
		}
	}
	h.height = height
	h.atlas.reset(side)
	rtl := h.lang.RTL()
	h.big = newFace(h.bold, float64(height)*faceSizes[0], &h.atlas, h.shaper, rtl)
	h.mid = newFace(h.bold, float64(height)*faceSizes[1], &h.atlas, h.shaper, rtl)
	h.small = newFace(h.bold, float64(height)*faceSizes[2], &h.atlas, h.shaper, rtl)
}

// label returns "LEVEL n", cached.
func (hp *headPainter) label(h *HUD, n int) string { return hp.levelLabel.count(n, h.lang, lang.Level) }

// say returns message m in the frame's language.
func (h *HUD) say(m lang.Msg) string { return h.lang.Text(m) }

// Begin starts a frame's HUD on a screen width x height pixels with dp
// pixels per dp, clear of the safe area's insets (top, right, bottom,
// left, pixels): the text boxes are collected afresh.
func (h *HUD) Begin(width, height, dp float32, insets [4]float32) {
	h.width = width
	h.resize(height)
	h.dp, h.insets = dp, insets
	h.nBoxes = 0
}

// Textless makes the HUD draw everything but its texts (still placing
// them: Boxes says where they would be), or texts again: QA's screens
// test finds each text where a frame with them and one without differ.
func (h *HUD) Textless(on bool) { h.textless = on }

// Boxes returns where this frame's texts landed (for QA's layout checks).
func (h *HUD) Boxes() []Box { return h.boxes[:h.nBoxes] }

// Missing returns the runes a text asked for that the font has no glyph
// for (drawn as nothing; QA's checks fail on any).
func (h *HUD) Missing() []rune { return h.atlas.missing }

// safe returns the screen's usable span across: its left edge, width and
// centre, inside the side insets and a 4 % margin.
func (h *HUD) safe(w float32) (left, width, centre float32) {
	left = h.insets[3] + w*0.04
	right := w - h.insets[1] - w*0.04
	return left, right - left, (left + right) / 2
}

// text shows str from caption s centred at the safe span's centre, its
// top at y, no wider than share of the safe span.
func (h *HUD) text(s *caption, str string, face *face, y, share float32, clr color.Color) {
	_, span, cx := h.safe(h.width)
	s.setFit(str, face, span*share, legibleSize*max(1, h.dp))
	h.put(s, cx, y, span*share, 1, 0, clr)
}

// wide reports whether the screen is as wide as a tablet's (3:4 and
// wider), where the camera frames him larger: his head higher, his feet
// lower than on a phone, where the prompts above and below him stand.
func (h *HUD) wide() bool { return h.width >= 0.7*h.height }

// legibleSize is the least size a text's face is shrunk to, dp: a longer
// text takes two lines instead.
const legibleSize = 12

// top is where the HUD starts: below the notch or status bar the phone
// reports, and never in the top 6 % of the screen.
func (h *HUD) top(height float32) float32 { return max(height*0.06, h.insets[0]+height*0.02) }

// playBar is the height of play's progress bar, in screen heights.
const playGauge = 0.016

// counterY is where play's yarn counter is centred on a screen ht pixels
// high: under the level's label and the progress bar.
func (h *HUD) counterY(ht float32) float32 { return h.top(ht) + ht*(0.05+playGauge+0.035) }

// playBottom is the bottom of play's top HUD (the yarn counter's line).
func (h *HUD) playBottom(ht float32) float32 { return h.counterY(ht) + h.mid.lineHeight()/2 }

// draw draws the level label, the progress bar and the coins at the
// top, clear of any notch, and under them his yarn in metres beside a
// ball of his colour.
func (pp *playPainter) draw(h *HUD, label string, progress float32, coins int, yarn float32, colour color.Color) {
	w, ht := h.width, h.height
	left, span, cx := h.safe(w)
	top := h.top(ht)
	h.text(&h.head.sLevel, label, h.mid, top, 0.5, hudText)
	h.head.drawCoins(h, coins, top)
	gaugeW, gaugeH := span*0.7, ht*playGauge
	x, y := cx-gaugeW/2, top+ht*0.05
	h.ink.rect(x, y, gaugeW, gaugeH, hudGaugeBack)
	h.ink.rect(x, y, gaugeW*progress, gaugeH, hudGaugeFill)
	// A ball of his colour, then his yarn, left-aligned beside it so the
	// ball never moves as the number changes.
	ball := float32(h.mid.Size) * 0.42
	yy := h.counterY(ht)
	bx := left + span*0.4
	h.ink.disc(bx, yy, ball, colour)
	pp.sYarn.set(pp.yarn.metres(int(yarn*10+0.5), h.lang), h.mid)
	h.put(&pp.sYarn, bx+ball*1.6, yy-pp.sYarn.h/2, left+span-(bx+ball*1.6), 1, 1, hudText)
}

// drawCoins draws his coins at the top right, a coin then the count,
// inside the safe span, with its top at top.
func (hp *headPainter) drawCoins(h *HUD, coins int, top float32) {
	left, span, _ := h.safe(h.width)
	r := float32(h.small.Size) * 0.45
	ballX := left + span*0.8
	h.ink.disc(ballX, top+float32(h.small.Size)*0.75, r+1.5, hudShade)
	h.ink.disc(ballX, top+float32(h.small.Size)*0.75, r, hudAccent)
	hp.sCoins.set(hp.coins.String(coins, ""), h.small)
	h.put(&hp.sCoins, ballX+r*1.6, top, left+span-(ballX+r*1.6), 1, 1, hudText)
}

// draw draws the title card over the scene, with its buttons (the
// shop, the settings) and the level's best coins, once it has any.
func (tp *titlePainter) draw(h *HUD, level int, name string, coins, best, tick int, buttons []flow.Button) {
	w, ht := h.width, h.height
	h.ink.rect(0, 0, w, ht, hudVeil)
	h.head.drawCoins(h, coins, h.top(ht))
	top := max(ht*0.12, h.top(ht)+float32(h.small.Size)*1.6)
	for i := range buttons {
		if b := &buttons[i]; b.Act == flow.ActCalendar { // the title's name goes under it
			_, _, _, y1 := b.Rect(w, ht, h.dp)
			top = max(top, y1+float32(h.small.Size)*0.3)
		}
	}
	h.text(&tp.sTitle, "ROPE-MAN", h.big, top, 1, hudText)
	h.text(&tp.sSubtitle, "RUN 3D", h.mid, top+float32(h.big.Size)*1.1, 1, hudAccent)
	h.text(&h.head.sLevel, h.head.label(h, level), h.mid, ht*0.34, 1, hudText)
	h.text(&tp.sName, name, h.small, ht*0.34+float32(h.mid.Size)*1.3, 1, hudText)
	if best > 0 {
		h.text(&tp.sBest, tp.best.count(best, h.lang, lang.Best), h.small, ht*0.34+float32(h.mid.Size)*2.3, 1, hudAccent)
	}
	if tick/30%2 == 0 {
		// Under him, over the hint; on a tablet his feet are there: over
		// his head instead.
		y := ht * 0.712
		if h.wide() {
			y = ht * 0.5
		}
		h.text(&tp.sTap, h.say(lang.TapToPlay), h.mid, y, 1, hudText)
	}
	h.text(&tp.sHint, h.say(lang.TitleHint), h.small, ht*0.758, 1, hudText)
	h.buttons.drawButtons(h, buttons, tick)
}

// draw draws the win or fail card with its buttons. A win counts
// its coins up over the first second and says what paid them, in sums
// that add up to it: the yarn at the finish times the finale's multiplier
// and what that paid, the level's coins, and an ad's multiplier once it
// has paid; the keys he holds toward a chest room (keys: held, a room's)
// show above. A loss says what lost it.
func (rp *resultPainter) draw(h *HUD, v *flow.View, keys [2]int) {
	w, ht := h.width, h.height
	run, tick := &v.Run, v.Ticks
	h.ink.rect(0, 0, w, ht, hudDim)
	title, why := failTexts(run.Cause, h.lang)
	if run.Outcome != world.Won {
		h.text(&rp.sPaid, why, h.mid, max(ht*0.24, h.top(ht))+float32(h.big.Size)*1.3, 1, hudAccent)
	} else {
		title = h.say(lang.WellDone)
		shown := v.Earned * min(tick, flow.CountUpTicks) / flow.CountUpTicks
		y := ht * 0.36
		h.text(&rp.sEarned, rp.earned.String(shown, "+"), h.big, y, 1, hudAccent)
		y += float32(h.big.Size) * 1.2
		times := run.Finale.Multiplier
		h.text(&rp.sPaid, rp.paidFor.yarnTimes(v.YarnTenths, v.Rate, times, v.YarnCoins, h.lang), h.mid, y, 1, hudText)
		y += float32(h.mid.Size) * 1.3
		level := rp.levelPaid.count(v.LevelCoins, h.lang, lang.ForTheLevel)
		if v.BossPay && times > 1 {
			level = rp.bossPaid.levelTimes(v.LevelCoins/times, times, v.LevelCoins, h.lang)
		}
		h.text(&rp.sMult, level, h.mid, y, 1, hudAccent)
		if v.Tripled > 0 {
			h.text(&rp.sTripled, rp.tripled.count(v.Tripled, h.lang, lang.TripleCoins), h.mid, y+float32(h.mid.Size)*1.3, 1, hudGood)
		}
		h.chests.drawKeyRow(h, keys[0], keys[1], ht*0.33)
	}
	h.text(&h.sCard, title, h.big, max(ht*0.24, h.top(ht)), 1, hudText)
	h.buttons.drawButtons(h, v.Buttons, tick)
}

// failTexts returns the fail card's title and the line under it that
// names what lost the run, in language t.
func failTexts(c world.Cause, t lang.Tag) (title, why string) {
	switch {
	case c.Fell && c.Side:
		return t.Text(lang.YouFell), t.Text(lang.KeepOnTrack)
	case c.Fell:
		return t.Text(lang.YouFell), t.Text(lang.MindTheGaps)
	}
	if c.By == world.NoHazard {
		if c.Cut {
			return t.Text(lang.OutOfYarn), t.Text(lang.CutNone)
		}
		return t.Text(lang.OutOfYarn), t.Text(lang.HitNone)
	}
	w := t.Kind(c.By.String()) // its words, by its kind's name
	why = w.Hit
	if c.Cut {
		why = w.Cut
	}
	return t.Text(lang.OutOfYarn), why // "" for a hazard with no words of its own
}

// drawButtons draws a screen's buttons.
func (bt *buttonPainter) drawButtons(h *HUD, buttons []flow.Button, tick int) {
	for i := range buttons {
		bt.drawButton(h, &buttons[i], i, tick)
	}
}

// CountUpTicks is how long the win card counts its coins up (the game
// ticks a coin sound meanwhile).
const CountUpTicks = 60

// drawButton draws a rounded-looking pill with its label (caption slot i);
// an ad offer is bigger, brighter and pulses gently, with a "watch an ad"
// badge.
func (bt *buttonPainter) drawButton(h *HUD, b *flow.Button, i, tick int) {
	w, ht := h.width, h.height
	x0, y0, x1, y1 := b.Rect(w, ht, h.dp)
	room := x1 - x0 - (y1-y0)/2 // the label's, at rest (an ad's pulse leaves it be)
	fill, face, ink := hudButton, h.mid, hudText
	if b.On {
		fill = hudOnButton // a switch that is on, the skin he wears
	}
	if b.Short {
		fill, ink = hudShortButton, hudShortText // a skin he cannot afford yet
	}
	if b.Ad {
		fill = hudAdButton
		grow := float32(tick%60) / 60 * 0.02 * w
		x0, x1 = x0-grow/2, x1+grow/2
	}
	r := (y1 - y0) / 2
	h.ink.rect(x0+r, y0, x1-x0-2*r, y1-y0, fill)
	h.ink.disc(x0+r, y0+r, r, fill)
	h.ink.disc(x1-r, y0+r, r, fill)
	if b.Dot { // something behind it he can afford now
		d := r * 0.32
		h.ink.disc(x1-d*1.2, y0+d*0.6, d+1.5, hudShade)
		h.ink.disc(x1-d*1.2, y0+d*0.6, d, hudBad)
	}
	i = min(i, len(bt.sButtons)-1)
	if b.Price > 0 { // a coin and the price at its end; the label keeps the rest
		pr := &bt.sPrices[i]
		pr.set(bt.prices[i].String(b.Price, ""), h.small)
		coin := float32(h.small.Size) * 0.42
		right := x1 - r*0.7
		h.put(pr, right, (y0+y1)/2-pr.h/2, pr.w, 1, -1, ink)
		cx := right - pr.w - coin*1.5
		h.ink.disc(cx, (y0+y1)/2, coin+1.5, hudShade)
		h.ink.disc(cx, (y0+y1)/2, coin, hudAccent)
		used := x1 - (cx - coin*2)
		room -= used
		x1 -= used // the label centres in what is left
	}
	lb := &bt.sButtons[i]
	// A label never taller than its pill, nor wider than its middle; one
	// that would shrink much in the button's face takes the small one.
	// The face is chosen when the label, its room, the faces (a resize)
	// or its fonts (come to a browser) change, not every frame: a label
	// in the small face stays in it.
	if lb.text != b.Label || bt.buttonRoom[i] != room || lb.face != face && lb.face != h.small || lb.fonts != h.atlas.fonts {
		bt.buttonRoom[i] = room
		lb.set(b.Label, face)
		if lb.w*min(1, (y1-y0)*0.8/lb.h) > room/0.8 {
			lb.set(b.Label, h.small)
		}
	}
	k := min(1, (y1-y0)*0.8/lb.h)
	shown := min(k, room/max(lb.w, 1)) // put shrinks it to that
	h.put(lb, (x0+x1)/2, (y0+y1)/2-lb.h*shown/2, room, k, 0, ink)
	if b.Ad {
		bd := &bt.sBadges[i]
		bd.set(h.say(lang.WatchAnAd), h.small)
		h.put(bd, (x0+x1)/2, y1+float32(h.small.Size)*0.2, x1-x0, 1, 0, hudText)
	}
}

// drawVerifying covers the screen, as the ad did, while the ad's reward
// waits for the publisher's server: the card under it must not show
// through (a shop's prices, a result's offer).
func (op *overlayPainter) drawVerifying(h *HUD) {
	w, ht := h.width, h.height
	h.ink.rect(0, 0, w, ht, hudAdBack)
	h.text(&op.sVerify, h.say(lang.CheckingReward), h.big, ht*0.4, 1, hudAccent)
	h.text(&op.sVerifyLine, h.say(lang.OneMoment), h.mid, ht*0.4+float32(h.big.Size)*1.6, 1, hudText)
}

// drawSimulatedAd draws the simulated provider's stand-in ad: clearly
// labelled, a countdown (to the reward, for a rewarded ad), and the close
// button once it is live.
func (op *overlayPainter) drawSimulatedAd(h *HUD, left time.Duration, closable, rewarded bool) {
	w, ht := h.width, h.height
	h.ink.rect(0, 0, w, ht, hudAdBack)
	h.text(&op.sAdTitle, h.say(lang.SimulatedAd), h.big, ht*0.3, 1, hudAccent)
	h.text(&op.sAdLine, h.say(lang.SimulatedAdLine), h.small, ht*0.3+float32(h.big.Size)*1.4, 1, hudText)
	secs := int((left + time.Second - 1) / time.Second)
	switch {
	case secs > 0 && rewarded:
		h.text(&op.sAdLeft, op.adLeft.count(secs, h.lang, lang.RewardIn), h.mid, ht*0.55, 1, hudText)
	case secs > 0:
		h.text(&op.sAdLeft, op.adLeft.count(secs, h.lang, lang.CloseIn), h.mid, ht*0.55, 1, hudText)
	case rewarded:
		h.text(&op.sAdLeft, h.say(lang.RewardEarned), h.mid, ht*0.55, 1, hudText)
	}
	if closable {
		h.buttons.drawButton(h, &flow.CloseAdSlot, len(h.buttons.sButtons)-1, 0)
	}
}

// drawNotice draws a storage notice in its panel near the bottom, wrapped
// to the panel's width, with how to dismiss it.
func (op *overlayPainter) drawNotice(h *HUD, msg string) {
	w, ht := h.width, h.height
	x0, y0, x1, y1 := flow.NoticeSlot.Rect(w, ht, h.dp)
	h.ink.rect(x0, y0, x1-x0, y1-y0, hudNoticeBack)
	pad := float32(h.small.Size) * 0.6
	if msg != op.notice || x1-x0 != op.noticeW {
		op.notice, op.noticeW = msg, x1-x0
		op.noticeLines = wrap(op.noticeLines[:0], msg, h.small, x1-x0-2*pad)
	}
	lineH := float32(h.small.Size) * 1.25
	y := y0 + pad*0.6
	for i, line := range op.noticeLines {
		if y+lineH > y1-lineH || i == len(op.sNotice) { // keep the last line for the hint
			break
		}
		op.sNotice[i].set(line, h.small)
		h.put(&op.sNotice[i], (x0+x1)/2, y, x1-x0-2*pad, 1, 0, hudText)
		y += lineH
	}
	op.sDismiss.set(h.say(lang.TapToDismiss), h.small)
	h.put(&op.sDismiss, (x0+x1)/2, y1-lineH-pad*0.3, x1-x0-2*pad, 1, 0, hudNoticeHint)
}

// wrap breaks s into lines no wider than width in face, appending to
// lines, at its spaces and where Japanese and Chinese, which write none,
// may break (nextBreak). A word wider than the line stands alone.
func wrap(lines []string, s string, f *face, width float32) []string {
	start, fits, fitsNext := 0, -1, -1 // the line's start; the last break where it fits, and where the next line starts
	for end, next := nextBreak(s, 0); ; end, next = nextBreak(s, next) {
		if fits > start && f.advance(s[start:end]) > width {
			lines = append(lines, s[start:fits])
			start = fitsNext
		}
		fits, fitsNext = end, next
		if end == len(s) {
			break
		}
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// nextBreak returns the first place at or after byte from where a line of
// s may end (end) and the next begin (next): a run of spaces, or between
// two characters of which one is a Han character or kana (UAX #14's
// ideographic class), unless the second may not start a line or the first
// may not end one (Japanese's kinsoku: 。、」っー and the like stay with
// what they follow, 「（ with what they open). The end of s is the last.
// A space at the start of from gives no break.
func nextBreak(s string, from int) (end, next int) {
	prev := rune(-1)
	for i, r := range s[from:] {
		i += from
		if r == ' ' {
			next = i
			for next < len(s) && s[next] == ' ' {
				next++
			}
			if prev >= 0 {
				return i, next
			}
			continue
		}
		if prev >= 0 && (ideographic(prev) || ideographic(r)) && !strings.ContainsRune(noLineStart, r) && !strings.ContainsRune(noLineEnd, prev) {
			return i, i
		}
		prev = r
	}
	return len(s), len(s)
}

// ideographic reports whether r is a Han character, kana, or CJK
// punctuation: a line of Japanese or Chinese may break beside it.
func ideographic(r rune) bool {
	return r >= 0x3000 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xf900 && r <= 0xfaff || r >= 0xff00 && r <= 0xffef
}

// noLineStart are what a line may not start with, and noLineEnd what it
// may not end with (the kinsoku rules of Japanese, which Chinese keeps
// too).
const (
	noLineStart = "、。，．・：；？！ー」』）】〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々〜…!?),.:;"
	noLineEnd   = "「『（【〈《("
)

// placePopups lays out this frame's popup labels by the yarn counter, one
// lane each, risen and faded by their age: where drawPopups draws them and
// what the stage's labels keep clear of.
func (pop *popPainter) placePopups(h *HUD) {
	f := &pop.popups
	left, span, _ := h.safe(h.width)
	base := h.top(h.height) + h.height*0.13
	lane := float32(h.mid.Size) * popupLane
	for i := range f.live {
		pl := &pop.popPlaces[i]
		if pl.on = f.alive(i); !pl.on {
			continue
		}
		p := &f.live[i]
		age, left01 := f.age(i)
		sp := &pop.sPopups[i]
		sp.set(p.shown, h.mid)
		pl.cx, pl.y, pl.maxW, pl.alpha = left+span*0.62, base+laneY(i, age)*lane, span*0.7, min(1, 2*left01)
		k := min(1, pl.maxW/max(1, sp.w))
		pl.x0, pl.x1, pl.y1 = pl.cx-sp.w*k/2, pl.cx+sp.w*k/2, pl.y+sp.h*k
	}
}

// popPlace is where a popup label shows this frame.
type popPlace struct {
	on                 bool
	cx, y, maxW, alpha float32
	x0, x1, y1         float32 // its box, with y
}

// clearOfPopups reports whether the box x0..x1, y0..y1 misses every popup
// label on screen.
func (pop *popPainter) clearOfPopups(x0, y0, x1, y1 float32) bool {
	for i := range pop.popPlaces {
		if p := &pop.popPlaces[i]; p.on && x0 < p.x1 && p.x0 < x1 && y0 < p.y1 && p.y < y1 {
			return false
		}
	}
	return true
}

// drawPopups draws the popups' flash over the screen and their labels
// where placePopups put them.
func (pop *popPainter) drawPopups(h *HUD) {
	f := &pop.popups
	w, ht := h.width, h.height
	if age := f.tick - f.flashFrom; age < flashTicks {
		c := f.flash
		k := float32(flashTicks-age) / flashTicks * 0.45
		// Handed as a pointer to the painter's own: a colour made here
		// would be copied to the heap to become a color.Color.
		pop.flashNow = color.RGBA{uint8(float32(c.R) * k), uint8(float32(c.G) * k), uint8(float32(c.B) * k), uint8(255 * k)}
		h.ink.rect(0, 0, w, ht, &pop.flashNow)
	}
	for i := range pop.popPlaces {
		if pl := &pop.popPlaces[i]; pl.on {
			col := hudGood
			if !f.live[i].good {
				col = hudBad
			}
			h.putFaded(&pop.sPopups[i], pl.cx, pl.y, pl.maxW, 1, 0, col, pl.alpha)
		}
	}
}

// popupLane is a popup lane's height in face sizes: a line (1.2) and a
// little, over what a label rises (popupRise lanes), so labels in
// neighbouring lanes never touch.
const popupLane = 1.45

// drawLabels draws the stage's texts where the camera sees them (see
// scene.Labels), but none still too far off to read (under a 12 dp face:
// it shows as he nears it), none that has risen into play's top HUD (a
// gate's op passing behind the yarn counter would garble both) and none
// a popup label covers (what just happened to him reads first).
func (h *HUD) drawLabels(labels []scene.Label) {
	band := h.playBottom(h.height)
	for _, lb := range labels {
		for len(h.sLabels) <= lb.Index {
			h.sLabels = append(h.sLabels, caption{})
		}
		sp := &h.sLabels[lb.Index]
		sp.set(lb.Text, h.big)
		k := min(lb.Size, h.width/max(1, sp.w))
		y := lb.Y - sp.h*lb.Size/2
		if o := lb.Off; lb.X-sp.w*k/2 < o[2] && lb.X+sp.w*k/2 > o[0] && y < o[3] && y+sp.h*k > o[1] {
			y = o[1] - sp.h*k // over his head: a label never hides the figure he steers
		}
		if float32(h.big.Size)*k >= legibleSize*max(1, h.dp) && y >= band && h.pops.clearOfPopups(lb.X-sp.w*k/2, y, lb.X+sp.w*k/2, y+sp.h*k) {
			h.put(sp, lb.X, y, h.width, lb.Size, 0, hudText)
		}
	}
}

// DrawDebug draws the debug lines (toggled with F3 or -debug): FPS, TPS
// and the triangles of the frame the scene drew, st, and what each system
// cost a frame over the last second, from m.
func (h *HUD) DrawDebug(dst *ebiten.Image, st camera.Stats, m *timing.Meter) {
	line := h.debug.line(st, m)
	h.resize(h.height)
	// At the bottom, clear of the safe area: the top has the level's bar.
	const scale = 0.8
	_, tall := h.small.measure(line)
	x, y := h.insets[3]+8, h.height-h.insets[2]-tall*scale-8
	h.ink.text(h.small, line, x, y, scale, hudDebugText, 1)
	// Over it, a bar for each system (see systemBars), named at its left.
	_, row := h.small.measure(timing.Names[0])
	row *= 0.6
	full := min(h.width*0.45, 220)
	label := row * 4
	for s, b := range systemGauges(m, full) {
		top := y - float32(len(timing.Names)-s)*(row+2) - 4
		h.ink.text(h.small, timing.Names[s], x, top, 0.6, hudDebugText, 1)
		h.ink.rect(x+label, top, full, row, color.NRGBA{255, 255, 255, 120})
		faded := gaugeColours[s]
		faded.A = 110
		h.ink.rect(x+label, top, b.most, row, faded)
		h.ink.rect(x+label, top+row*0.2, b.mean, row*0.6, gaugeColours[s])
	}
	h.ink.flush(dst)
}
