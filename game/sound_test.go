package game

import (
	"bytes"
	"encoding/binary"
	"io"
	"ropeman/game/flow"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/audio/wav"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/assets/sounds/synth"
	"ropeman/game/world"
)

// Every shipped sound decodes at the game's 48 kHz, is heard (not
// silent) and peaks below clipping after the resampling.
func TestEverySoundDecodesAt48kHz(t *testing.T) {
	for _, s := range synth.All() {
		data, err := assets.Sound(s.Name)
		if err != nil {
			t.Fatal(err)
		}
		st, err := wav.DecodeWithSampleRate(SampleRate, bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		pcm, err := io.ReadAll(st)
		if err != nil || st.SampleRate() != SampleRate {
			t.Fatalf("%s: %v, %d Hz", s.Name, err, st.SampleRate())
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
		if want := int64(len(s.Samples)) * SampleRate / synth.Rate * 4; abs(float32(st.Length()-want)) > 64 {
			t.Errorf("%s: %d bytes at 48 kHz stereo, want about %d", s.Name, st.Length(), want)
		}
	}
}

// started opens g's sound device, as its first frame does, and suspends
// it: the players play all the same, but the driver thread reads nothing.
// On ALSA's null device that thread spins and allocates, and the device is
// the process's: left running, it would count in every later allocation
// test (go test -count=3 showed it).
func started(t *testing.T, g *Game) *Audio {
	t.Helper()
	a := g.audio
	if a == nil {
		t.Fatal("no audio")
	}
	a.start()
	if a.silent {
		t.Fatal("no sound device (./build.sh test points ALSA at a null device)")
	}
	a.device.Suspend()
	return a
}

// The settings' switches and an ad on screen mute the right bus: effects
// and music each by their switch, both under an ad; the music player
// follows the mixer.
func TestTogglesAndAdsMuteTheRightBus(t *testing.T) {
	sim := &ads.Simulated{}
	g, err := New(Options{Config: flow.Config{Level: 1, Seed: 1, Ads: sim}})
	if err != nil {
		t.Fatal(err)
	}
	a := started(t, g)
	set := &g.flow.Progress().Settings
	check := func(what string, effects, music bool) {
		t.Helper()
		g.mix(nil, false)
		if a.Effects() != effects || a.Playing() != music || a.music.IsPlaying() != music {
			t.Errorf("%s: effects %v, music %v (player %v); want %v, %v", what, a.Effects(), a.Playing(), a.music.IsPlaying(), effects, music)
		}
	}
	check("defaults", true, true)
	set.Sound = false
	check("sound off", false, true)
	played := a.played
	g.mix([]world.Event{{Kind: world.Collected}, {Kind: world.Cut}}, false)
	if a.played != played {
		t.Error("an effect played with the sound off")
	}
	set.Sound, set.Music = true, false
	check("music off", true, false)
	set.Music = true
	check("both on", true, true)
	for i := 0; i < 600 && !g.flow.Ads().Ready(ads.Revive); i++ {
		g.flow.Step(flow.Command{})
	}
	if _, ok := g.flow.Ads().Show(ads.Revive); !ok {
		t.Fatal("the simulated ad did not show")
	}
	check("under an ad", false, false)
	g.mix(nil, true)
	if a.Effects() || a.Playing() {
		t.Error("sound plays with the window in the background")
	}
}

// A pickup streak climbs the pickup sounds a step at a time and starts
// over after a pause; playing allocates nothing.
func TestPickupStreakClimbs(t *testing.T) {
	g, err := New(Options{Config: flow.Config{Level: 1, Seed: 1}})
	if err != nil {
		t.Fatal(err)
	}
	a := started(t, g)
	a.Sound, a.Unfocused, a.Covered = true, false, false
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
