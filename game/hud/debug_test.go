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

// Each system's bar is as long as its cost on the 2 ms scale: its mean
// solid, its worst behind it, a spike past the scale held at its end.
func TestTheDebugBarsMeasureEachSystem(t *testing.T) {
	var m timing.Meter
	m.On(true)
	for i := range 60 {
		m.Add(timing.Rope, 1_000_000) // 1 ms every frame
		m.Add(timing.World, 250_000)
		if i == 30 {
			m.Add(timing.Camera, 6_000_000) // one 6 ms spike
		}
		m.Frame()
	}
	gauges := systemGauges(&m, 200)
	for _, c := range []struct {
		s          timing.System
		mean, most float32
	}{
		{timing.Rope, 100, 100}, {timing.World, 25, 25}, {timing.Camera, 10, 200}, {timing.Bot, 0, 0},
	} {
		if b := gauges[c.s]; abs(b.mean-c.mean) > 0.5 || abs(b.most-c.most) > 0.5 {
			t.Errorf("%s: bars %.1f (mean) and %.1f (worst) px, want %.1f and %.1f", timing.Names[c.s], b.mean, b.most, c.mean, c.most)
		}
	}
}
