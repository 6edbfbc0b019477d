package hud

import (
	"image/color"
	"strconv"

	"ropeman/game/internal/palette"
	"ropeman/game/world"
)

// popups make the world's events felt on the HUD: a short text rising
// from the yarn counter ("+0.3 m", "CUT!") and a flash of colour through
// a colour gate. (The camera's shake on a hit is the scene's; his landing
// squash his body's, in player.Body.) All of it lives in fixed arrays and
// strings made once per run: nothing is allocated in play.
type popups struct {
	run       *world.World // the run the texts were made for
	live      [6]popup
	next      int
	tick      int
	flashFrom int
	flash     color.RGBA

	gain, loss, hit, cut string
	colours              [world.ColourCount]string
	gates                []string // per gate of the level, the text it shows
}

type popup struct {
	text string
	from int // tick it appeared; 0: free
	good bool
	lane int // how many lines below the newest it starts: popups that come together stack
}

// Durations of the effects, ticks.
const (
	popupTicks = 50
	flashTicks = 14
)

// prepare makes the texts for run w with the yarn tuning y.
func (f *popups) prepare(w *world.World, y world.YarnTuning) {
	*f = popups{run: w, flashFrom: -flashTicks, gates: f.gates[:0]}
	metres := func(sign string, m float32) string {
		return sign + strconv.FormatFloat(float64(m), 'f', -1, 32) + " m"
	}
	f.gain, f.loss, f.hit, f.cut = metres("+", y.BallMetres), metres("-", y.WrongMetres), "OUCH! "+metres("-", y.HitMetres), "CUT!"
	for c := range f.colours {
		f.colours[c] = upper(world.Colour(c).String()) + "!"
	}
	for i := range w.Level.Gates {
		f.gates = append(f.gates, f.colours[w.Level.Gates[i].Colour])
	}
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// react takes one tick's events of run w (a new run gets its texts first).
func (f *popups) react(w *world.World, y world.YarnTuning, events []world.Event) {
	if w != f.run {
		f.prepare(w, y)
	}
	f.tick++
	for _, e := range events {
		switch e.Kind {
		case world.Collected:
			f.pop(f.gain, true)
		case world.WrongYarn:
			f.pop(f.loss, false)
		case world.Hit:
			f.pop(f.hit, false)
		case world.Cut:
			f.pop(f.cut, false)
		case world.PassedGate:
			f.passed(w)
		}
	}
}

// passed pops the gate just passed: its op, or his new colour with a flash.
func (f *popups) passed(w *world.World) {
	i := w.GatesPassed() - 1
	if i < 0 || i >= len(w.Level.Gates) {
		return
	}
	g := &w.Level.Gates[i]
	if g.Recolour {
		f.pop(f.gates[i], true)
		f.flash, f.flashFrom = rgba(palette.Yarn[g.Colour][0]), f.tick
		return
	}
	op := g.Right
	if w.Runner.X < 0 {
		op = g.Left
	}
	f.pop(op.Text, op.Kind == world.Add || op.Kind == world.Mul)
}

func (f *popups) pop(text string, good bool) {
	// Start a line lower for each popup still near its start, so quick
	// pickups read as a stack instead of one smudge.
	lane := 0
	for _, p := range f.live {
		if p.text != "" && f.tick-p.from < popupTicks/3 {
			lane = max(lane, p.lane+1)
		}
	}
	f.live[f.next] = popup{text: text, from: f.tick, good: good, lane: lane % 3}
	f.next = (f.next + 1) % len(f.live)
}
