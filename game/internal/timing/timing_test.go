package timing

import (
	"encoding/json"
	"runtime"
	"testing"
	"time"
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

// The frames' whole work: its mean, its median (to its 10 µs bucket) and
// its worst, even past the buckets, apart from the systems' figures.
func TestTheFramesWorkHasAMedianAndAWorst(t *testing.T) {
	var m Meter
	m.On(true)
	for f := range 101 {
		m.AddWork(400_000) // 0.4 ms
		if f > 50 {        // the last 50 frames draw more
			m.AddWork(200_000)
		}
		if f == 100 {
			m.AddWork(45_000_000) // one 45 ms frame, past the buckets
		}
		m.Add(Camera, 300_000)
		m.Frame()
	}
	if got := m.Median(); got != 405_000 {
		t.Errorf("median %d ns, want 405000 (51 frames of 0.4 ms: the middle of its bucket)", got)
	}
	var run struct {
		Camera struct{ MeanUs, MaxUs float64 }
		Work   struct {
			MeanUs, MedianUs, MaxUs float64
			OverTwiceMedian         int
			Clock                   string
		}
	}
	b := m.AppendJSON(nil)
	if err := json.Unmarshal(b, &run); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
	if w := run.Work; w.MedianUs != 405 || w.MaxUs != 45_600 || w.MeanUs != 944.6 || w.OverTwiceMedian != 1 || w.Clock != Clock() {
		t.Errorf("the run's work: %+v, want a median of 405 µs, a worst of 45.6 ms, a mean of 944.6 µs, one frame over twice the median (the 0.6 ms frames are not), on the %s clock (%s)", w, Clock(), b)
	}
	if c := run.Camera; c.MeanUs != 300 || c.MaxUs != 300 {
		t.Errorf("the camera's figures took the work's: %+v (%s)", c, b)
	}
	// Both sides of twice the median (810 µs): 809.9 µs is not over, 810 µs is.
	var edge Meter
	edge.On(true)
	for range 5 {
		edge.AddWork(400_000)
		edge.Frame()
	}
	for _, c := range []struct {
		ns   int64
		over int
	}{{809_900, 0}, {810_000, 1}} {
		edge.AddWork(c.ns)
		edge.Frame()
		if got := edge.over(2 * edge.Median()); got != c.over {
			t.Errorf("after a frame of %d ns: %d frames over twice the median (%d ns), want %d", c.ns, got, 2*edge.Median(), c.over)
		}
	}
	m.On(false)
	m.On(true)
	if got := m.Median(); got != 0 {
		t.Errorf("a meter switched on afresh has a median of %d ns", got)
	}
}

// A part of the work is timed on the thread's CPU clock where there is
// one: a thread that sleeps 20 ms between the stamps has worked far less
// than that, and never more than the wall time between.
func TestWorkIsTheThreadsCPU(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var m Meter
	m.On(true)
	t0, w0 := m.StartWork(), Now()
	time.Sleep(20 * time.Millisecond)
	m.StopWork(t0)
	wall := Now() - w0
	if m.work > wall {
		t.Errorf("work %d ns, more than the %d ns of wall time between", m.work, wall)
	}
	if Clock() == "thread CPU" && m.work > 10_000_000 {
		t.Errorf("work %d ns over a 20 ms sleep: the thread's CPU clock counted the sleep", m.work)
	}
	if Clock() == "wall" && m.work < 20_000_000 {
		t.Errorf("work %d ns over a 20 ms sleep on the wall clock", m.work)
	}
}

// Measuring allocates nothing, nor does writing the run's figures into a
// buffer that holds them.
func TestMeteringAllocatesNothing(t *testing.T) {
	var m Meter
	m.On(true)
	buf := m.AppendJSON(nil)
	if n := testing.AllocsPerRun(1000, func() {
		w := m.StartWork()
		t0 := m.Start()
		m.Stop(Scene, t0)
		m.Take(Scene, Camera, m.Since(t0))
		m.StopWork(w)
		m.Frame()
		buf = m.AppendJSON(buf[:0])
	}); n != 0 {
		t.Errorf("%v allocations a frame, want 0", n)
	}
}
