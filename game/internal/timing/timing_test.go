package timing

import (
	"encoding/json"
	"testing"
)

// An off meter reads no clock and counts nothing; a nil one is off.
func TestAnOffMeterCountsNothing(t *testing.T) {
	var m Meter
	if t0 := m.Start(); t0 != 0 {
		t.Errorf("an off meter's Start read the clock: %d", t0)
	}
	m.Add(Rope, 5e6)
	m.Frame()
	if mean, most := m.Second(Rope); mean != 0 || most != 0 || m.frames != 0 {
		t.Errorf("an off meter counted: mean %d, most %d, %d frames", mean, most, m.frames)
	}
	var none *Meter
	none.Stop(World, none.Start()) // must not panic
	none.Take(World, Rope, none.Since(0))
}

// Each system's cost a frame is summed over the frame; a second is 60
// frames: its mean and its worst frame; a part measured inside another
// moves from the one to the other; a second starts afresh.
func TestAMeterSumsFramesIntoSeconds(t *testing.T) {
	var m Meter
	m.On(true)
	for f := range framesASecond {
		m.Add(World, 1000)
		m.Add(World, 1000) // two ticks in one frame
		m.Take(World, Rope, 500)
		if f == 10 {
			m.Add(Camera, 90_000)
		}
		m.Frame()
	}
	if mean, most := m.Second(World); mean != 1500 || most != 1500 {
		t.Errorf("world: mean %d, worst %d ns, want 1500 and 1500 (two ticks of 1000 less the rope's 500)", mean, most)
	}
	if mean, most := m.Second(Rope); mean != 500 || most != 500 {
		t.Errorf("rope: mean %d, worst %d ns, want 500 and 500", mean, most)
	}
	if mean, most := m.Second(Camera); mean != 1500 || most != 90_000 {
		t.Errorf("camera: mean %d, worst %d ns, want 1500 (one frame of 90 µs in 60) and 90000", mean, most)
	}
	for range framesASecond - 1 {
		m.Frame()
	}
	if _, most := m.Second(Camera); most != 90_000 {
		t.Errorf("a second not yet whole replaced the last: worst %d", most)
	}
	m.Frame()
	if mean, most := m.Second(Camera); mean != 0 || most != 0 {
		t.Errorf("an idle second: camera mean %d, worst %d, want 0", mean, most)
	}
	var run struct {
		Frames int
		Camera struct{ MeanUs, MaxUs float64 }
	}
	b := m.AppendJSON(nil)
	if err := json.Unmarshal(b, &run); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	if c := run.Camera; run.Frames != 2*framesASecond || c.MeanUs != 0.8 || c.MaxUs != 90 {
		t.Errorf("the run's camera: %+v, want a mean of 0.75 µs (shown 0.8) over 120 frames and a worst of 90 µs (%s)", c, b)
	}
}

// Measuring allocates nothing, nor does writing the run's figures into a
// buffer that holds them.
func TestMeteringAllocatesNothing(t *testing.T) {
	var m Meter
	m.On(true)
	buf := m.AppendJSON(nil)
	if n := testing.AllocsPerRun(1000, func() {
		t0 := m.Start()
		m.Stop(Scene, t0)
		m.Take(Scene, Camera, m.Since(t0))
		m.Frame()
		buf = m.AppendJSON(buf[:0])
	}); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}
