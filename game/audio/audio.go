package audio

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"

	"ropeman/assets/sounds/synth"
	"ropeman/game/flow"
	"ropeman/game/world"
)

// sampleRate is the device's rate, Hz: the synthesiser makes every sound
// at it, so nothing resamples them.
const sampleRate = synth.Rate

// effect names a sound effect; the pickups come first, one per step of a
// streak.
type effect uint8

// sfxPickup is the first step of a streak's pickups; the others follow it.
const sfxPickup effect = 0

const (
	sfxWrong effect = synth.PickupSteps + iota
	sfxCut
	sfxHit
	sfxGate
	sfxJump
	sfxLand
	sfxCoin
	sfxWin
	sfxFail
	sfxButton
	sfxLandHard
	sfxTear
	effectCount
)

// effectNames are the effects' files (synth.All), by effect.
var effectNames = func() [effectCount]string {
	var n [effectCount]string
	for i := 0; i < synth.PickupSteps; i++ {
		n[i] = synth.PickupName(i)
	}
	copy(n[sfxWrong:], []string{"wrong", "cut", "hit", "gate", "jump", "land", "coin", "win", "fail", "button", "landHard", "tear"})
	return n
}()

// mixer decides which buses sound: effects and music each by their
// switch in the settings, both silent while an ad covers the game or the
// window is in the background (a phone suspending the app stops the
// device itself); the haptics switch decides the buzzes.
type mixer struct {
	Sound, Music, Haptics bool // the settings
	Covered, Unfocused    bool
}

// effectsOn reports whether effects play now.
func (m mixer) effectsOn() bool { return m.Sound && !m.Covered && !m.Unfocused }

// musicOn reports whether the music plays now.
func (m mixer) musicOn() bool { return m.Music && !m.Covered && !m.Unfocused }

// Audio plays the game's sounds through Ebitengine's audio context
// (device.go): a player per effect, made once the context exists and the
// sounds are ready, and rewound to play again (nothing is allocated per
// sound), and the music loop. The context is made once the game's first
// frame is up (Start), so a browser's AudioContext never holds the first
// frame, and a game built and stepped without a window (tests, tools)
// never opens a device. The sounds are made on a goroutine of their own
// from then on, so the game never waits for them (they once took half the
// start-up, seconds in the browser); until they are ready it plays
// nothing. With no sound device the game plays silent, says so once, and
// looks for one every deviceRetry: one that appears brings the sound in.
type Audio struct {
	mixer
	made       chan sounds   // the sounds, sent once they are made
	makeSounds func() sounds // makes the sounds (nil: makeAll; a test holds them back)
	probe      func() error  // finds the sound device (nil: probeDevice; a test plays one)
	appeared   chan struct{} // the watcher found a device
	context    *audio.Context
	effects    [effectCount]*audio.Player
	music      *audio.Player
	streak     int // pickups in a row (each a step higher)
	lastPickup,
	tick int
	played  int // effects started, for QA
	last    effect
	started bool // Start has run
	broken  bool // a sound the game plays was not made: nothing plays
	log     func(string)
}

// deviceRetry is how often a game with no sound device looks for one.
var deviceRetry = 2 * time.Second

// pickupGap is how many ticks apart two pickups still make a streak.
const pickupGap = 40

// sounds are the game's sounds as the players take them: the effects and
// the music.
type sounds struct {
	pcm  [effectCount][]byte
	tune []byte
	err  error // a sound the game plays was not made (a broken build)
}

// New returns the game's audio, silent until Start. log gets a line when
// the device fails or a sound is missing.
func New(log func(string)) *Audio {
	return &Audio{log: log, made: make(chan sounds, 1), appeared: make(chan struct{}, 1)}
}

// makeAll makes the game's sounds (package synth) and turns them into
// the players' PCM.
func makeAll() (s sounds) {
	made := map[string][]float32{}
	for m := range synth.All(letFramesThrough) {
		made[m.Name] = m.Samples
		letFramesThrough()
	}
	for e, name := range effectNames {
		if s.pcm[e], s.err = toPCM(name, made[name]); s.err != nil {
			return s
		}
	}
	s.tune, s.err = toPCM("music", made["music"])
	return s
}

// Start makes the audio context, once: call it when the game's first
// frame is up. With no sound device the game plays silent and a watcher
// looks for one. The sounds are made once the context exists, on a
// goroutine of their own, and the players follow when they are (ready):
// nothing delays the first frame, even in the browser, where goroutines
// share the page's one thread.
func (a *Audio) Start() {
	if a.started {
		return
	}
	a.started = true
	if a.probe == nil {
		a.probe = probeDevice
	}
	if err := a.open(a.probe); err != nil {
		a.log("audio: " + err.Error() + " (playing silent)") // a game without sound beats no game
		go a.watchForDevice()
	}
}

// open makes the context if probe finds the device, and starts making the
// sounds.
func (a *Audio) open(probe func() error) error {
	ctx, err := openSpeaker(probe)
	if err != nil {
		return err
	}
	a.context = ctx
	mk := a.makeSounds
	if mk == nil {
		mk = makeAll
	}
	go func() { a.made <- mk() }()
	return nil
}

// found is the probe of a device the watcher has found.
func found() error { return nil }

// watchForDevice probes for a sound device every deviceRetry until one is
// there, and tells the game (ready), which makes the context on its own
// goroutine. It is the only prober while it runs.
func (a *Audio) watchForDevice() {
	for {
		time.Sleep(deviceRetry)
		if a.probe() == nil {
			a.appeared <- struct{}{}
			return
		}
	}
}

// ready reports whether the players exist, making the context once a
// device has appeared and the players once the sounds are made (it never
// waits for either).
func (a *Audio) ready() bool {
	if a.music != nil {
		return true
	}
	if a.context == nil {
		select {
		case <-a.appeared:
			// The watcher has just found it: no second probe on the game's
			// goroutine (it dials a sound server: I/O on a tick).
			a.open(found)
			a.log("audio: a sound device appeared: sound on")
		default:
			return false
		}
	}
	if a.broken {
		return false
	}
	select {
	case s := <-a.made:
		if s.err != nil {
			a.broken = true
			a.log("audio: " + s.err.Error() + " (playing silent)")
			return false
		}
		for e := range s.pcm {
			a.effects[e] = a.context.NewPlayerFromBytes(s.pcm[e])
		}
		music, err := a.context.NewPlayer(audio.NewInfiniteLoop(bytes.NewReader(s.tune), int64(len(s.tune))))
		if err != nil {
			a.broken = true
			a.log("audio: the music: " + err.Error() + " (playing silent)")
			return false
		}
		music.SetVolume(0.45)
		a.music = music
		return true
	default:
		return false
	}
}

// toPCM returns the synthesiser's samples of sound name (mono, at
// sampleRate) as the players' 16-bit little-endian stereo PCM.
func toPCM(name string, samples []float32) ([]byte, error) {
	if len(samples) == 0 {
		return nil, fmt.Errorf("sound %q: the synthesiser makes no such sound", name)
	}
	pcm := make([]byte, 4*len(samples))
	for i, v := range samples {
		s := uint16(int16(math.Round(float64(max(-1, min(1, v))) * 32767)))
		binary.LittleEndian.PutUint16(pcm[4*i:], s)
		binary.LittleEndian.PutUint16(pcm[4*i+2:], s)
	}
	return pcm, nil
}

// play starts effect e from its beginning, if effects are on.
func (a *Audio) play(e effect) {
	if a.music == nil || !a.effectsOn() {
		return
	}
	p := a.effects[e]
	if err := p.Rewind(); err == nil {
		p.Play()
		a.played++
		a.last = e
	}
}

// buzz is a short vibration, if haptics are on (phones only; elsewhere
// Ebitengine does nothing).
func (a *Audio) buzz(d time.Duration, strength float64) {
	if a.Haptics && !a.Covered {
		ebiten.Vibrate(&ebiten.VibrateOptions{Duration: d, Magnitude: strength})
	}
}

// Step plays one tick of v: the settings and an ad on screen (or the
// window in the background) set the buses, the world's events play their
// sounds and buzzes, a button pressed its click and a coin counted up on
// the win card its chink.
func (a *Audio) Step(v *flow.View, unfocused bool) {
	set := &v.Settings
	a.mixer = mixer{Sound: set.Sound, Music: set.Music, Haptics: set.Haptics, Covered: v.Ad.Showing, Unfocused: unfocused}
	a.ready()
	a.react(v.Events)
	if v.Clicked {
		a.play(sfxButton)
	}
	if v.Chink {
		a.play(sfxCoin)
	}
	a.update()
}

// Summary says how the sound went, for the end of a QA run.
func (a *Audio) Summary() string {
	if a.context == nil {
		return "audio: silent, no sound device"
	}
	if a.music == nil {
		return "audio: the sounds were still being made"
	}
	return fmt.Sprintf("audio: %d Hz, %d effects played, music playing %v", sampleRate, a.played, a.music.IsPlaying())
}

// react plays this tick's sounds and buzzes for the world's events.
func (a *Audio) react(events []world.Event) {
	a.tick++
	for _, e := range events {
		switch e.Kind {
		case world.Collected:
			if a.tick-a.lastPickup > pickupGap {
				a.streak = 0
			}
			a.lastPickup = a.tick
			a.play(sfxPickup + effect(min(a.streak, synth.PickupSteps-1)))
			a.streak++
			if a.streak%3 == 0 {
				a.buzz(15*time.Millisecond, 0.4) // a pulse every third of a streak
			}
		case world.WrongYarn:
			a.streak = 0
			a.play(sfxWrong)
		case world.Cut:
			a.play(sfxCut)
			a.buzz(35*time.Millisecond, 0.7)
		case world.Hit, world.Struck:
			a.play(sfxHit)
			a.buzz(70*time.Millisecond, 1)
		case world.PassedGate:
			a.play(sfxGate)
		case world.Jumped:
			a.play(sfxJump)
		case world.Landed:
			if !hard(events) {
				a.play(sfxLand)
			}
		case world.LandedHard: // a heavier thud, felt too
			a.play(sfxLandHard)
			a.buzz(25*time.Millisecond, 0.6)
		case world.Finished:
			a.play(sfxWin)
		case world.Tore: // the finish ribbon rips
			a.play(sfxTear)
			a.buzz(20*time.Millisecond, 0.5)
		case world.Multiplied: // the meter's needle stopped
			a.play(sfxGate)
			a.buzz(20*time.Millisecond, 0.5)
		case world.Caught: // the boss's web has his rope
			a.play(sfxCut)
			a.buzz(20*time.Millisecond, 0.5)
		case world.TookKey: // a key: a coin's ring, felt
			a.play(sfxCoin)
			a.buzz(20*time.Millisecond, 0.5)
		case world.Bound:
			a.play(sfxWin)
			a.buzz(60*time.Millisecond, 0.8)
		case world.Fell, world.OutOfYarn, world.Escaped:
			a.play(sfxFail)
		}
	}
}

// hard reports whether a tick's landing was a hard one.
func hard(events []world.Event) bool {
	for _, e := range events {
		if e.Kind == world.LandedHard {
			return true
		}
	}
	return false
}

// update applies the mixer to the music: it plays exactly while the
// mixer says so, and effects in flight stop under an ad.
func (a *Audio) update() {
	if a.music == nil {
		return
	}
	switch on := a.musicOn(); {
	case on && !a.music.IsPlaying():
		a.music.Play()
	case !on && a.music.IsPlaying():
		a.music.Pause()
	}
	if !a.effectsOn() {
		for _, p := range a.effects {
			if p.IsPlaying() {
				p.Pause()
			}
		}
	}
}
