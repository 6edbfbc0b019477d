package hud

import (
	"image/color"

	"ropeman/game/lang"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// popups make the world's events felt on the HUD: a short text by the
// yarn counter ("+1.2 m", "CUT! -2.1 m", "MAX", "KEY!") and a flash of colour
// through a colour gate. (The camera's shake on a hit is the scene's; his
// landing squash his body's, in player.Body.)
//
// They are meant to be read at a glance, so a run of gains (a row of
// balls) or of losses grows one label instead of stacking many: a gain
// while a gain's label shows adds to it (and keeps it on screen). A ball taken at the
// yarn cap says MAX, once, instead of a gain that is not there. At most
// len(live) labels show, each in a lane of its own, and a label rises less
// than a lane: none ever overlaps another. What a label says is the
// change of his yarn the HUD saw, not the tuning's figure.
type popups struct {
	run       int      // the run the texts were made for (the view's RunNumber)
	lang      lang.Tag // and their language
	blind     bool     // colour-blind play: the flash in its colours
	live      [3]popup // by lane: 0 nearest the counter
	tick      int
	yarn      float32 // his yarn after the last tick
	flashFrom int
	flash     color.RGBA

	hit, cut, wrong, key, max string
	colours                   [world.ColourCount]string
	gates                     []string // per gate of the level, the text it shows
}

// popupKind is what a label says: a run of one kind merges.
type popupKind uint8

const (
	popFree popupKind = iota
	popGain           // balls of his colour
	popLoss           // balls of another colour
	popMax            // a ball at the yarn cap
	popHit            // "OUCH!" and what it took
	popCut            // "CUT!" and what it took
	popGate           // a gate's op or his new colour
	popKey            // a key taken
)

type popup struct {
	kind   popupKind
	good   bool   // green, or red
	label  string // the word before the metres ("OUCH!"), or all of the text
	metres float32
	from   int // tick it appeared
	last   int // tick it last grew
	text   number
	shown  string // what it says now
}

// Timings of the effects, ticks.
const (
	popupTicks = 50 // a label lives this long after it last grew
	flashTicks = 14
)

// prepare makes the texts for run w (number run) in language t.
func (f *popups) prepare(w *world.Snapshot, run int, t lang.Tag) {
	*f = popups{run: run, lang: t, flashFrom: -flashTicks, gates: f.gates[:0], yarn: w.Yarn, live: f.live}
	for i := range f.live {
		f.live[i].renew(popup{})
	}
	f.hit, f.cut, f.wrong, f.key, f.max = t.Text(lang.Ouch), t.Text(lang.Cut), t.Text(lang.WrongYarn), t.Text(lang.KeyTaken), t.Text(lang.Max)
	for c := range f.colours {
		f.colours[c] = t.Text(colourWords[c])
	}
	for i := range w.Level.Gates {
		f.gates = append(f.gates, f.colours[w.Level.Gates[i].Colour])
	}
}

// colourWords are the colours' popups, by world.Colour.
var colourWords = [world.ColourCount]lang.Msg{lang.Red, lang.Blue, lang.Yellow, lang.Green}

// react takes one tick's events of run w (number run), in language t (a
// new run, or a new language, gets its texts first).
func (f *popups) react(w *world.Snapshot, run int, events []world.Event, t lang.Tag, colourBlind bool) {
	f.blind = colourBlind
	if run != f.run || t != f.lang {
		f.prepare(w, run, t)
	}
	f.tick++
	change := w.Yarn - f.yarn
	f.yarn = w.Yarn
	var collected, wrong, hit, cut bool
	for _, e := range events {
		switch e.Kind {
		case world.Collected:
			collected = true
		case world.WrongYarn:
			wrong = true
		case world.Hit:
			hit = true
		case world.Cut:
			cut = true
		case world.PassedGate:
			f.passed(w, change)
		case world.TookKey:
			f.popGood(popKey, f.key, 0, true)
		}
	}
	// One tick's change of yarn goes to one label: what caused most of it.
	switch {
	case hit:
		f.pop(popHit, f.hit, change)
	case cut:
		f.pop(popCut, f.cut, change)
	case wrong:
		f.pop(popLoss, f.wrong, change)
	case collected && change > 0:
		f.pop(popGain, "", change)
	case collected:
		f.pop(popMax, f.max, 0)
	}
}

// passed pops the gate just passed: its op (MAX for a gain the yarn's cap
// kept from him: change is what it gave), or his new colour with a flash.
func (f *popups) passed(w *world.Snapshot, change float32) {
	i := w.GatesPassed - 1
	if i < 0 || i >= len(w.Level.Gates) {
		return
	}
	g := &w.Level.Gates[i]
	if g.Recolour {
		f.popGood(popGate, f.gates[i], 0, true)
		f.flash, f.flashFrom = rgba(palette.Of(g.Colour, f.blind).Colour), f.tick
		return
	}
	op := g.Right
	if w.Runner.X < 0 {
		op = g.Left
	}
	gain := op.Kind == world.Add || op.Kind == world.Mul
	if gain && change <= 0 {
		f.pop(popMax, f.max, 0)
		return
	}
	f.popGood(popGate, op.Text, 0, gain)
}

// merges reports whether labels of kind k grow instead of stacking.
func merges(k popupKind) bool { return k == popGain || k == popLoss || k == popMax }

// pop shows a label of kind k: it joins a live label of its kind if k
// merges, or takes a free lane (the oldest label's if none is free).
func (f *popups) pop(k popupKind, label string, metres float32) {
	f.popGood(k, label, metres, k == popGain || k == popMax)
}

// popGood is pop with the label's colour said: good (green) or bad (red).
func (f *popups) popGood(k popupKind, label string, metres float32, good bool) {
	lane := -1
	for i := range f.live {
		p := &f.live[i]
		if merges(k) && p.kind == k && f.alive(i) {
			p.metres += metres
			p.last = f.tick
			f.say(p)
			return
		}
		if !f.alive(i) && lane < 0 {
			lane = i
		}
	}
	if lane < 0 { // every lane busy: the one that grew longest ago gives way
		lane = 0
		for i := range f.live {
			if f.live[i].last < f.live[lane].last {
				lane = i
			}
		}
	}
	p := &f.live[lane]
	p.renew(popup{kind: k, good: good, label: label, metres: metres, from: f.tick, last: f.tick})
	f.say(p)
}

// renew makes p the popup q, keeping p's text's buffer for q's.
func (p *popup) renew(q popup) {
	q.text = p.text
	q.text.reset()
	*p = q
}

// say makes p's text: its word and the metres it stands for.
func (f *popups) say(p *popup) {
	switch p.kind {
	case popGain, popLoss, popHit, popCut:
		p.shown = p.text.signed(p.metres, p.label, f.lang)
	default:
		p.shown = p.label
	}
}

// alive reports whether the label in lane i is on screen.
func (f *popups) alive(i int) bool {
	p := &f.live[i]
	return p.kind != popFree && f.tick-p.last < popupTicks
}

// age returns how long the label in lane i has shown, and how much of its
// life is left (1 when it last grew, 0 when it is gone).
func (f *popups) age(i int) (ticks int, left float32) {
	p := &f.live[i]
	return f.tick - p.from, 1 - float32(f.tick-p.last)/popupTicks
}

// popupRise is how far a label rises over its life, in lanes: less than
// one, so it never reaches the lane above.
const popupRise = 0.15

// laneY returns where the label in lane i has risen to after age ticks,
// in lanes below the first (the label's top: lane i at age 0 is at i).
func laneY(i, age int) float32 {
	return float32(i) - popupRise*min(1, float32(age)/popupTicks)
}
