// Package synth makes the game's sounds: every effect and the music loop
// is synthesised here from oscillators, noise and envelopes, so they are
// the project's own and the same on every run. The game makes them once
// its first frame is up (40 ms here) and plays them at 48 kHz:
// nothing is shipped but this code (shipped as WAV files they were 480 KB
// of every download).
package synth

import (
	"iter"
	"math"
)

// Rate is the sounds' sample rate, Hz: the game's, so nothing resamples
// them.
const Rate = 48000

// Sound is one sound: its name and its samples.
type Sound struct {
	Name    string
	Samples []float32 // -1..1
}

// PickupSteps is how many pitches the pickup sound comes in: a streak of
// pickups climbs them.
const PickupSteps = 8

// All makes every sound the game plays, one at a time, in a fixed order:
// the game makes them after its first frame and, in the browser (one
// thread), lets frames through between them. pause (nil: none) is called
// between the notes and bars of the longer sounds as well, so none holds
// the thread for long (the music took 0.3 s of the page's at once).
func All(pause func()) iter.Seq[Sound] {
	if pause == nil {
		pause = func() {}
	}
	return func(yield func(Sound) bool) {
		// A pentatonic climb from A5: each pickup in a streak a step higher.
		steps := [PickupSteps]float64{0, 2, 4, 7, 9, 12, 14, 16}
		for i, st := range steps {
			if !yield(Sound{pickupName(i), normalise(pickup(880*math.Pow(2, st/12)), 0.7)}) {
				return
			}
		}
		for _, s := range sounds {
			if !yield(Sound{s.name, normalise(s.make(pause), s.peak)}) {
				return
			}
		}
	}
}

// sounds are the sounds after the pickups: a name, how to make it and how
// loud it peaks.
var sounds = [...]struct {
	name string
	make func(pause func()) []float32
	peak float32
}{
	{"wrong", still(wrong), 0.7},
	{"cut", still(cut), 0.8},
	{"hit", still(hit), 0.85},
	{"gate", gate, 0.6},
	{"jump", still(jump), 0.55},
	{"land", still(land), 0.6},
	{"coin", still(coin), 0.55},
	{"win", win, 0.7},
	{"fail", fail, 0.7},
	{"button", still(button), 0.5},
	{"landHard", still(landHard), 0.85},
	{"tear", still(tear), 0.75},
	{"music", music, 0.5},
}

// still is a sound short enough to make without a pause.
func still(make func() []float32) func(func()) []float32 {
	return func(func()) []float32 { return make() }
}

func pickupName(i int) string { return "pickup" + string(rune('0'+i)) }

// PickupName returns the name of the pickup sound for streak step i.
func PickupName(i int) string { return pickupName(min(max(i, 0), PickupSteps-1)) }

// seconds returns a buffer for d seconds.
func seconds(d float64) []float32 { return make([]float32, int(d*Rate)) }

// noise is a small deterministic generator of white noise in -1..1.
type noise uint32

func (n *noise) next() float64 {
	*n ^= *n << 13
	*n ^= *n >> 17
	*n ^= *n << 5
	return float64(*n)/float64(math.MaxUint32)*2 - 1
}

// tone adds a sine gliding from f0 to f1 Hz over buf, shaped by env(t) (t
// in seconds), with a touch of second harmonic for body.
func tone(buf []float32, start float64, f0, f1, length, amp float64, env func(t float64) float64) {
	phase := 0.0
	from := int(start * Rate)
	for i := 0; i < int(length*Rate) && from+i < len(buf); i++ {
		t := float64(i) / Rate
		f := f0 + (f1-f0)*t/length
		phase += 2 * math.Pi * f / Rate
		v := math.Sin(phase) + 0.25*math.Sin(2*phase)
		buf[from+i] += float32(amp * env(t) * v)
	}
}

// decay is an exponential envelope with a 4 ms attack.
func decay(rate float64) func(float64) float64 {
	return func(t float64) float64 { return min(1, t/0.004) * math.Exp(-rate*t) }
}

func pickup(f float64) []float32 {
	b := seconds(0.16)
	tone(b, 0, f, f*1.25, 0.16, 1, decay(22))
	tone(b, 0.02, f*2, f*2.2, 0.12, 0.3, decay(30))
	return b
}

func wrong() []float32 {
	b := seconds(0.3)
	phase := 0.0
	for i := range b {
		t := float64(i) / Rate
		phase += 2 * math.Pi * (200 - 80*t/0.3) / Rate
		sq := math.Tanh(3 * math.Sin(phase)) // a soft square: a buzz
		b[i] = float32(sq * min(1, t/0.005) * math.Exp(-7*t))
	}
	return b
}

func cut() []float32 {
	b := seconds(0.2)
	n := noise(0x2545f491)
	var lp float64
	for i := range b {
		t := float64(i) / Rate
		x := n.next()
		lp += 0.5 * (x - lp) // a little high-pass below: x - lp
		b[i] = float32((x - lp) * math.Exp(-28*t))
	}
	tone(b, 0, 2400, 1600, 0.08, 0.5, decay(50)) // the snip
	return b
}

// tear is cloth ripping (the finish ribbon): a run of noise crackles,
// quickening as the rip runs, over a hiss, both fading.
func tear() []float32 {
	b := seconds(0.35)
	n := noise(0x51ed270b)
	var lp, phase float64
	for i := range b {
		t := float64(i) / Rate
		x := n.next()
		lp += 0.3 * (x - lp) // x - lp: the hiss without its rumble
		phase += (40 + 160*t) / Rate
		phase -= math.Floor(phase)
		crackle := math.Exp(-45 * phase) // a snap at each thread, 40 a second rising to 95
		b[i] = float32((x - lp) * (0.3 + crackle) * math.Exp(-7*t))
	}
	return b
}

// hit is a body blow: a falling thump and a rumble.
func hit() []float32 { return thud(0.35, 130, 55, 11, 0x9e3779b9, 0.08, 2.5, 18) }

// thud returns length seconds of a sine falling from f0 to f1 Hz (fading
// at rate) over noise low-passed by smooth, amp loud, fading at noiseRate.
func thud(length, f0, f1, rate float64, seed noise, smooth, amp, noiseRate float64) []float32 {
	b := seconds(length)
	tone(b, 0, f0, f1, length, 1, decay(rate))
	rumble(b, seed, smooth, amp, noiseRate)
	return b
}

// rumble adds low-passed noise to b (smooth: how much of each new sample
// passes), amp loud, fading at rate per second.
func rumble(b []float32, seed noise, smooth, amp, rate float64) {
	n := seed
	var lp float64
	for i := range b {
		t := float64(i) / Rate
		lp += smooth * (n.next() - lp)
		b[i] += float32(amp * lp * math.Exp(-rate*t))
	}
}

func gate(pause func()) []float32 {
	return arpeggio(0.45, 523.25, []float64{0, 4, 7, 12}, 0.06, 0, 1, 0.5, 9, pause)
}

// arpeggio returns length seconds of notes semis semitones from base Hz,
// one every gap seconds, each ringing ring seconds (0: to the end) and
// gliding to glide times its pitch, with a pause after each note.
func arpeggio(length, base float64, semis []float64, gap, ring, glide, amp, rate float64, pause func()) []float32 {
	b := seconds(length)
	for k, semi := range semis {
		f, at := base*math.Pow(2, semi/12), float64(k)*gap
		d := ring
		if d == 0 {
			d = length - at
		}
		tone(b, at, f, f*glide, d, amp, decay(rate))
		pause()
	}
	return b
}

func jump() []float32 {
	b := seconds(0.16)
	tone(b, 0, 330, 660, 0.16, 1, decay(14))
	return b
}

func land() []float32 { return thud(0.12, 110, 70, 35, 0x1234567, 0.2, 1.5, 45) }

// landHard is a hard landing's thud: lower, longer, with more rumble.
func landHard() []float32 { return thud(0.3, 85, 42, 13, 0x2345671, 0.1, 2.6, 14) }

func coin() []float32 {
	b := seconds(0.22)
	tone(b, 0, 987.77, 987.77, 0.06, 0.8, decay(20))
	tone(b, 0.05, 1318.5, 1318.5, 0.17, 0.8, decay(16))
	return b
}

func win(pause func()) []float32 {
	return arpeggio(1.1, 523.25, []float64{0, 4, 7, 12, 16}, 0.11, 0, 1, 0.45, 4, pause)
}

func fail(pause func()) []float32 {
	return arpeggio(1, 392, []float64{0, -3, -6, -10}, 0.18, 0.3, 0.97, 0.6, 7, pause)
}

func button() []float32 {
	b := seconds(0.06)
	tone(b, 0, 1500, 1200, 0.06, 1, decay(70))
	return b
}

// music is a cheerful loop of two bars at 120 beats a minute: a triangle
// bass on C, A minor, F and G, an arpeggio over it, a kick on the beat and
// a hat between. Its length is a whole number of beats, so it loops
// without a seam. It pauses after each bar's bass and each of its notes.
func music(pause func()) []float32 {
	const beat = 0.5
	b := seconds(8 * beat)
	roots := []float64{48, 45, 41, 43} // MIDI: C3, A2, F2, G2, two beats each
	chords := [][]float64{{0, 4, 7}, {0, 3, 7}, {0, 4, 7}, {0, 4, 7}}
	midi := func(m float64) float64 { return 440 * math.Pow(2, (m-69)/12) }
	for bar := 0; bar < 4; bar++ {
		start := float64(bar) * 2 * beat
		f := midi(roots[bar])
		// Bass: a triangle, two notes a chord.
		for k := 0; k < 2; k++ {
			from := int((start + float64(k)*beat) * Rate)
			for i := 0; i < int(beat*0.9*Rate) && from+i < len(b); i++ {
				t := float64(i) / Rate
				p := math.Mod(f*t, 1)
				tri := 4*math.Abs(p-0.5) - 1
				b[from+i] += float32(0.5 * tri * min(1, t/0.01) * math.Exp(-2*t))
			}
			pause()
		}
		// Arpeggio: eighth notes up the chord, two octaves above the bass.
		for k := 0; k < 4; k++ {
			semi := chords[bar][k%3] + 24
			if k == 3 {
				semi = chords[bar][1] + 24
			}
			tone(b, start+float64(k)*beat/2, f*math.Pow(2, semi/12), f*math.Pow(2, semi/12), beat/2, 0.18, decay(8))
			pause()
		}
	}
	// Drums: a kick on every beat, a hat on every off-beat.
	n := noise(0xbadc0de)
	for k := 0; k < 8; k++ {
		tone(b, float64(k)*beat, 120, 45, 0.12, 0.7, decay(25))
		from := int((float64(k)*beat + beat/2) * Rate)
		var lp float64
		for i := 0; i < int(0.05*Rate) && from+i < len(b); i++ {
			x := n.next()
			lp += 0.6 * (x - lp)
			b[from+i] += float32(0.12 * (x - lp) * math.Exp(-80*float64(i)/Rate))
		}
		pause()
	}
	return b
}

// normalise scales b so its peak is peak.
func normalise(b []float32, peak float32) []float32 {
	var m float32
	for _, v := range b {
		m = max(m, v, -v)
	}
	if m == 0 {
		return b
	}
	for i := range b {
		b[i] *= peak / m
	}
	return b
}
