package game

import (
	"image/color"
	"math"
	"strconv"

	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/world"
)

// Feel turns the world's events into what makes them felt: a short text
// rising from the yarn counter ("+0.3 m", "CUT!"), a shake of the camera
// on a hit, a flash of colour through a gate (his landing squash is his
// body's, in player.Body). All of
// it lives in fixed arrays and strings made once per level: nothing is
// allocated in play.
type Feel struct {
	popups    [6]popup
	next      int
	tick      int
	shakeFrom int // tick of the last hit (-1: none yet)
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
	shakeTicks = 18
	flashTicks = 14
)

// prepare makes the texts for a level and the tuning.
func (f *Feel) prepare(l *world.Level, y world.YarnTuning) {
	*f = Feel{shakeFrom: -shakeTicks, flashFrom: -flashTicks, gates: f.gates[:0]}
	metres := func(sign string, m float32) string {
		return sign + strconv.FormatFloat(float64(m), 'f', -1, 32) + " m"
	}
	f.gain, f.loss, f.hit, f.cut = metres("+", y.BallMetres), metres("-", y.WrongMetres), "OUCH! "+metres("-", y.HitMetres), "CUT!"
	for c := range f.colours {
		f.colours[c] = upper(world.Colour(c).String()) + "!"
	}
	for i := range l.Gates {
		f.gates = append(f.gates, f.colours[l.Gates[i].Colour])
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

// react takes one tick's events.
func (f *Feel) react(events []world.Event, w *world.World) {
	f.tick++
	for _, e := range events {
		switch e.Kind {
		case world.Collected:
			f.pop(f.gain, true)
		case world.WrongYarn:
			f.pop(f.loss, false)
		case world.Hit:
			f.pop(f.hit, false)
			f.shakeFrom = f.tick
		case world.Cut:
			f.pop(f.cut, false)
		case world.PassedGate:
			f.passed(w)
		}
	}
}

// passed pops the gate just passed: its op, or his new colour with a flash.
func (f *Feel) passed(w *world.World) {
	i := w.GatesPassed() - 1
	if i < 0 || i >= len(w.Level.Gates) {
		return
	}
	g := &w.Level.Gates[i]
	if g.Recolour {
		f.pop(f.gates[i], true)
		f.flash, f.flashFrom = rgba(yarnColours[g.Colour][0]), f.tick
		return
	}
	op := g.Right
	if w.Runner.X < 0 {
		op = g.Left
	}
	f.pop(op.Text, op.Kind == world.Add || op.Kind == world.Mul)
}

func (f *Feel) pop(text string, good bool) {
	// Start a line lower for each popup still near its start, so quick
	// pickups read as a stack instead of one smudge.
	lane := 0
	for _, p := range f.popups {
		if p.text != "" && f.tick-p.from < popupTicks/3 {
			lane = max(lane, p.lane+1)
		}
	}
	f.popups[f.next] = popup{text: text, from: f.tick, good: good, lane: lane % 3}
	f.next = (f.next + 1) % len(f.popups)
}

// shake returns cam moved by the hit shake (a few centimetres, decaying).
func (f *Feel) shake(cam camera.Camera) camera.Camera {
	age := f.tick - f.shakeFrom
	if age >= shakeTicks {
		return cam
	}
	k := float32(shakeTicks-age) / shakeTicks * 0.09
	d := geom.V3(k*float32(math.Sin(float64(age)*2.1)), k*float32(math.Cos(float64(age)*2.9)), 0)
	cam.Eye, cam.Target = cam.Eye.Add(d), cam.Target.Add(d)
	return cam
}
