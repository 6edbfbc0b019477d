package hud

import (
	"strings"
	"testing"

	"ropeman/camera"
	"ropeman/game/internal/timing"
)

// The debug readout shows every system's mean and worst cost a frame over
// the last second, in µs, and rebuilding it twice a second allocates
// nothing.
func TestTheDebugLineShowsEverySystemWithoutAllocating(t *testing.T) {
	var m timing.Meter
	m.On(true)
	for range 60 {
		m.Add(timing.Rope, 120_000)
		m.Add(timing.Submit, 3_000)
		m.Frame()
	}
	var d debugLine
	text := d.line(camera.Stats{Drawn: 10, Source: 20}, &m)
	for _, want := range []string{"rope 120/120", "world 0/0", "bot 0/0", "scene 0/0", "camera 0/0", "hud 0/0", "submit 3/3", "tris 10/20"} {
		if !strings.Contains(text, want) {
			t.Errorf("debug line %q: no %q", text, want)
		}
	}
	if n := testing.AllocsPerRun(120, func() { d.line(camera.Stats{}, &m) }); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}
