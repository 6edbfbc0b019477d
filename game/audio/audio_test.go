package audio

import (
	"encoding/binary"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ropeman/assets"
	"ropeman/assets/sounds/synth"
	"ropeman/game/flow"
	"ropeman/game/save"
	"ropeman/game/world"
)

// Every sound the game makes becomes PCM at the game's 48 kHz, is heard (not
// silent), peaks below clipping, and plays as long as it was made.
func TestEverySoundDecodesAt48kHz(t *testing.T) {
	for s := range synth.All(nil) {
		pcm, err := toPCM(s.Name, s.Samples)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		var peak int
		var loud int
		for i := 0; i+1 < len(pcm); i += 2 {
			v := int(int16(binary.LittleEndian.Uint16(pcm[i:])))
			peak = max(peak, v, -v)
			if v > 1000 || v < -1000 {
				loud++
			}
		}
		if peak >= 32700 || loud < len(pcm)/2/50 {
			t.Errorf("%s at 48 kHz: peak %d, %d of %d samples above -30 dB; want below clipping and heard", s.Name, peak, loud, len(pcm)/2)
		}
		if want, got := int64(len(s.Samples))*sampleRate/synth.Rate*4, int64(len(pcm)); max(got-want, want-got) > 64 {
			t.Errorf("%s: %d bytes at 48 kHz stereo, want about %d", s.Name, got, want)
		}
	}
}

// deviceHere is a probe that finds a device: the context is made, and
// the players play as the game's do. Ebitengine opens the device itself at
// the game's first update, which a unit test never runs, so these tests
// play with no device at all (the smoke tests play on a real one).
func deviceHere() error { return nil }

// started returns the game's audio with its context made, as the first
// frame makes it, and its sounds made.
func started(t *testing.T) *Audio {
	t.Helper()
	a := New(func(s string) { t.Log(s) })
	a.probe = deviceHere
	a.Start()
	if a.context == nil {
		t.Fatal("no audio context")
	}
	for i := 0; !a.ready(); i++ { // the sounds are made in the background
		if i > 1000 {
			t.Fatal("the sounds were never made")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return a
}

// The settings' switches, an ad on screen and the window in the
// background mute the right bus: effects and music each by their switch,
// both under an ad or in the background; the music player follows the
// mixer, and no effect plays on a muted bus.
func TestTogglesAndAdsMuteTheRightBus(t *testing.T) {
	a := started(t)
	on := mixer{Sound: true, Music: true, Haptics: true}
	for _, c := range []struct {
		what           string
		m              mixer
		effects, music bool
	}{
		{"defaults", on, true, true},
		{"sound off", mixer{Music: true}, false, true},
		{"music off", mixer{Sound: true}, true, false},
		{"both on again", on, true, true},
		{"under an ad", mixer{Sound: true, Music: true, Covered: true}, false, false},
		{"in the background", mixer{Sound: true, Music: true, Unfocused: true}, false, false},
		{"back in front", on, true, true},
	} {
		played := a.played
		a.Step(heard(c.m, []world.Event{{Kind: world.Collected}, {Kind: world.Cut}}, true, false), c.m.Unfocused)
		if a.effectsOn() != c.effects || a.musicOn() != c.music || a.music.IsPlaying() != c.music {
			t.Errorf("%s: effects %v, music %v (player %v); want %v, %v", c.what, a.effectsOn(), a.musicOn(), a.music.IsPlaying(), c.effects, c.music)
		}
		if got := a.played - played; (got > 0) != c.effects {
			t.Errorf("%s: %d effects played, want effects %v", c.what, got, c.effects)
		}
	}
}

// A pickup streak climbs the pickup sounds a step at a time and starts
// over after a pause; playing allocates nothing.
func TestPickupStreakClimbs(t *testing.T) {
	a := started(t)
	a.mixer = mixer{Sound: true}
	pick := []world.Event{{Kind: world.Collected}}
	for i := 0; i < synth.PickupSteps+2; i++ {
		played := a.played
		a.react(pick)
		want := sfxPickup + effect(min(i, synth.PickupSteps-1)) // the top note holds
		if a.played != played+1 || a.last != want || !a.effects[want].IsPlaying() {
			t.Fatalf("pickup %d: played %d effects, the last %q (playing %v); want one, %q",
				i, a.played-played, effectNames[a.last], a.effects[want].IsPlaying(), effectNames[want])
		}
	}
	for i := 0; i < pickupGap+1; i++ {
		a.react(nil)
	}
	a.react(pick)
	if a.last != sfxPickup {
		t.Errorf("after a pause the pickup plays %q, want the streak started over at %q", effectNames[a.last], effectNames[sfxPickup])
	}
	if n := testing.AllocsPerRun(100, func() { a.react(pick) }); n != 0 {
		t.Errorf("playing a pickup allocates %v times", n)
	}
}

// soundCase is what a tick's events should play last.
type soundCase struct {
	what   string
	events []world.Event
	want   effect
}

// checkLast reacts to each case's events and checks the last effect they
// played (and, with one, that they played exactly one).
func checkLast(t *testing.T, one bool, cases []soundCase) {
	t.Helper()
	a := started(t)
	a.mixer = mixer{Sound: true}
	for _, c := range cases {
		played := a.played
		a.react(c.events)
		if a.last != c.want || (one && a.played != played+1) {
			t.Errorf("%s: played %d effects, the last %q; want %q (one: %v)", c.what, a.played-played, effectNames[a.last], effectNames[c.want], one)
		}
	}
}

// A hard landing sounds heavier than a jump's: its own thud instead of the
// plain one, never both.
func TestAHardLandingThudsHeavier(t *testing.T) {
	checkLast(t, true, []soundCase{
		{"a landing", []world.Event{{Kind: world.Landed}}, sfxLand},
		{"a hard landing", []world.Event{{Kind: world.Landed}, {Kind: world.LandedHard}}, sfxLandHard},
	})
}

// The boss's end is heard: a bound boss cheers (over the multiplier's
// click), a free one sounds like a lost run.
func TestTheBossEndIsHeard(t *testing.T) {
	checkLast(t, false, []soundCase{
		{"bound", []world.Event{{Kind: world.Stopped}, {Kind: world.Multiplied}, {Kind: world.Bound}}, sfxWin},
		{"free", []world.Event{{Kind: world.Stopped}, {Kind: world.Multiplied}, {Kind: world.Escaped}}, sfxFail},
	})
	checkLast(t, true, []soundCase{{"the web's catch", []world.Event{{Kind: world.Caught}}, sfxCut}})
	checkLast(t, true, []soundCase{{"the ribbon torn", []world.Event{{Kind: world.Tore}}, sfxTear}})
}

// The first frame does not wait for the sounds: until they are made
// the game plays nothing (and nothing breaks); the tick they arrive,
// the players are made and the next sound plays.
func TestSoundsArriveAfterTheFirstFrame(t *testing.T) {
	held := make(chan sounds)
	a := New(func(s string) { t.Log(s) })
	a.probe, a.makeSounds = deviceHere, func() sounds { return <-held } // the sounds still being made
	a.Start()
	on := mixer{Sound: true, Music: true}
	for i := 0; i < 3; i++ {
		a.Step(heard(on, []world.Event{{Kind: world.Collected}}, true, false), on.Unfocused)
	}
	if a.played != 0 || a.music != nil {
		t.Fatalf("before the sounds are made: %d effects played, music player %v", a.played, a.music != nil)
	}
	if got := a.Summary(); !strings.Contains(got, "still being made") {
		t.Errorf("summary %q does not say the sounds were still being made", got)
	}
	held <- makeAll()
	for len(a.made) == 0 { // the maker's goroutine hands them over
		time.Sleep(time.Millisecond)
	}
	a.Step(heard(on, []world.Event{{Kind: world.Collected}}, false, false), on.Unfocused)
	if a.played != 1 || !a.music.IsPlaying() {
		t.Errorf("once made: %d effects played, music playing %v; want 1, true", a.played, a.music.IsPlaying())
	}
}

// With no sound device the game plays silent, says so once, and looks for
// one: when one appears (a sound server started, a headset plugged in) the
// context is made at the next tick, the sounds follow, and it plays.
func TestASoundDeviceThatAppearsLater(t *testing.T) {
	defer func(d time.Duration) { deviceRetry = d }(deviceRetry)
	deviceRetry = time.Millisecond
	var logged []string
	var mu sync.Mutex
	a := New(func(s string) { mu.Lock(); logged = append(logged, s); mu.Unlock() })
	var here atomic.Bool
	a.probe = func() error {
		if !here.Load() {
			return errors.New("no sound device (PulseAudio: none; ALSA: none)")
		}
		return nil
	}
	a.Start()
	on := mixer{Sound: true, Music: true}
	for i := 0; i < 20; i++ {
		a.Step(heard(on, []world.Event{{Kind: world.Collected}}, true, false), on.Unfocused)
		time.Sleep(time.Millisecond)
	}
	if a.context != nil || a.played != 0 || a.Summary() != "audio: silent, no sound device" {
		t.Fatalf("no device: context %v, %d effects played, %q", a.context != nil, a.played, a.Summary())
	}
	here.Store(true)
	for i := 0; i < 2000 && a.music == nil; i++ {
		a.Step(heard(on, nil, false, false), on.Unfocused)
		time.Sleep(time.Millisecond)
	}
	a.Step(heard(on, []world.Event{{Kind: world.Collected}}, false, false), on.Unfocused)
	if a.context == nil || a.played != 1 || !a.music.IsPlaying() {
		t.Fatalf("after the device appeared: context %v, %d effects played, music playing %v", a.context != nil, a.played, a.music != nil && a.music.IsPlaying())
	}
	mu.Lock()
	defer mu.Unlock()
	if len(logged) != 2 || !strings.Contains(logged[0], "(playing silent)") || !strings.Contains(logged[1], "appeared") {
		t.Errorf("log %q: want once silent, once the device appeared", logged)
	}
}

// The thuds follow the world's own landings: level 16 ("Leap Pads")
// played by the bot, each tick's events as the world emits them, plays
// the heavy thud for the pads' throws and the plain one for the jumps.
func TestTheWorldsLandingsAreHeard(t *testing.T) {
	a := started(t)
	a.mixer = mixer{Sound: true}
	var rules world.Rules
	for name, v := range map[string]interface{ Validate() error }{"player": &rules.Tuning, "yarn": &rules.Yarn} {
		if err := assets.Tuning(name, v); err != nil {
			t.Fatal(err)
		}
	}
	name, data, err := assets.Level(16)
	if err != nil {
		t.Fatal(err)
	}
	l, err := world.ParseLevel(name, data)
	if err != nil {
		t.Fatal(err)
	}
	w := world.New(l, rules, 1)
	var bot world.Bot
	var plain, heavy int
	for i := 0; i < 60*60 && !w.Over(); i++ {
		ev := w.Step(bot.Input(w))
		a.react(ev)
		for _, e := range ev {
			if e.Kind == world.Landed {
				switch a.last {
				case sfxLand:
					plain++
				case sfxLandHard:
					heavy++
				}
			}
		}
	}
	if plain == 0 || heavy == 0 {
		t.Errorf("level 16's landings played %d plain and %d heavy thuds, want both", plain, heavy)
	}
}

// heard is a tick's view as the audio reads it, built by hand: the
// mixer's settings and ad, the world's events, a button's click and a
// coin's chink.
func heard(m mixer, events []world.Event, button, coin bool) *flow.View {
	return &flow.View{Settings: save.Settings{Sound: m.Sound, Music: m.Music, Haptics: m.Haptics},
		Ad: flow.AdView{Showing: m.Covered}, Events: events, Clicked: button, Chink: coin}
}

// The mixer follows the tick's view: the three switches as the settings
// have them, an ad on screen covers both buses, and so does the window in
// the background.
func TestTheViewSetsTheMixer(t *testing.T) {
	a := New(func(string) {}) // not started: no device is opened
	for _, c := range []struct {
		what      string
		v         flow.View
		unfocused bool
		want      mixer
	}{
		{"all on", flow.View{Settings: save.Settings{Sound: true, Music: true, Haptics: true}}, false, mixer{Sound: true, Music: true, Haptics: true}},
		{"sound and haptics off", flow.View{Settings: save.Settings{Music: true}}, false, mixer{Music: true}},
		{"music off, in the background", flow.View{Settings: save.Settings{Sound: true, Haptics: true}}, true, mixer{Sound: true, Haptics: true, Unfocused: true}},
		{"under an ad", flow.View{Settings: save.Settings{Sound: true, Music: true}, Ad: flow.AdView{Showing: true}}, false, mixer{Sound: true, Music: true, Covered: true}},
	} {
		a.Step(&c.v, c.unfocused)
		if a.mixer != c.want {
			t.Errorf("%s: mixer %+v, want %+v", c.what, a.mixer, c.want)
		}
	}
}
