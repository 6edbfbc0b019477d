package synth

import (
	"math"
	"slices"
	"testing"
)

// Each sound is heard: not silent, not clipped, and as long as a sound of
// its kind should be; the same every time it is made.
func TestSoundsAreHeard(t *testing.T) {
	again := slices.Collect(All(nil))
	for k, s := range slices.Collect(All(nil)) {
		if !slices.Equal(s.Samples, again[k].Samples) {
			t.Errorf("%s: two makings differ", s.Name)
		}
		var peak, sum float64
		for _, v := range s.Samples {
			peak = max(peak, math.Abs(float64(v)))
			sum += float64(v * v)
		}
		rms := math.Sqrt(sum / float64(len(s.Samples)))
		secs := float64(len(s.Samples)) / Rate
		if peak >= 0.99 || rms < 0.03 || secs < 0.05 || secs > 8 {
			t.Errorf("%s: peak %.3f, rms %.3f, %.2f s: want below clipping, audible, 0.05..8 s", s.Name, peak, rms, secs)
		}
	}
}

// The music loops without a click: its first and last samples meet.
func TestMusicLoopsSeamlessly(t *testing.T) {
	for s := range All(nil) {
		if s.Name != "music" {
			continue
		}
		first, last := s.Samples[0], s.Samples[len(s.Samples)-1]
		if math.Abs(float64(first-last)) > 0.05 {
			t.Errorf("the loop jumps from %.3f to %.3f where it wraps", last, first)
		}
		if n := len(s.Samples); n%(Rate/2) != 0 {
			t.Errorf("the loop is %d samples, not a whole number of beats", n)
		}
	}
}

// Made with pauses (the browser's, to let frames through), the sounds are
// the same, and the longest (the music, the win and fail tunes) pause
// between their notes: none is made in one go.
func TestPausesDoNotChangeTheSounds(t *testing.T) {
	plain := slices.Collect(All(nil))
	pauses := 0
	k := 0
	for s := range All(func() { pauses++ }) {
		if !slices.Equal(s.Samples, plain[k].Samples) {
			t.Errorf("%s: made with pauses, it differs", s.Name)
		}
		switch s.Name {
		case "music", "win", "fail":
			if pauses < 4 {
				t.Errorf("%s: %d pauses while making it, want one a note", s.Name, pauses)
			}
		}
		pauses = 0
		k++
	}
}
