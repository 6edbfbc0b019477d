// Package timing measures what each system of the game costs a frame: the
// rope, the rest of the world, the bot, the scene, the camera, the HUD and
// handing the triangles to the GPU (draw submit). A Meter is off until
// switched on (-debug, F3, a -frames run): off, it reads no clock. On, it
// reads the monotonic clock round each system (wall time: what the frame
// waits for), sums a frame's costs, and keeps each system's mean and worst
// frame over the last whole second and over the whole run. Nothing it
// does allocates.
package timing

import (
	"strconv"
	"time"
)

// System is one part of a frame's work.
type System int

// The systems a frame is made of. World is the world's step without its
// rope; Scene is the scene's own work (posing, meshing) without the
// camera's projection; Submit is the draw calls without the camera's
// final sort.
const (
	Rope System = iota
	World
	Bot
	Scene
	Camera
	HUD
	Submit
	Systems // how many
)

// Names are the systems' names, as the debug line and the JSON show them.
var Names = [Systems]string{"rope", "world", "bot", "scene", "camera", "hud", "submit"}

// framesASecond is how many frames make the debug line's second.
const framesASecond = 60

// origin is the clock's zero.
var origin = time.Now()

// Now returns the monotonic clock, in nanoseconds.
func Now() int64 { return int64(time.Since(origin)) }

// stat is a system's cost over some frames: their sum and the worst.
type stat struct{ sum, most int64 }

func (s *stat) add(ns int64) {
	s.sum += ns
	s.most = max(s.most, ns)
}

// Meter adds up the systems' costs frame by frame. The zero Meter is off;
// a nil *Meter is off for good.
type Meter struct {
	on          bool
	frame       [Systems]int64
	second      [Systems]stat
	shown       [Systems]stat // the last whole second
	whole       [Systems]stat // every frame since On
	inSecond    int
	shownFrames int
	frames      int
}

// On switches the meter on or off; switched on, it starts afresh.
func (m *Meter) On(on bool) {
	if m.on != on {
		*m = Meter{on: on}
	}
}

// Running reports whether the meter is on.
func (m *Meter) Running() bool { return m != nil && m.on }

// Start returns the clock to pass to Stop (0 when the meter is off).
func (m *Meter) Start() int64 {
	if !m.Running() {
		return 0
	}
	return Now()
}

// Stop adds the time since t0 (from Start) to system s's cost this frame.
func (m *Meter) Stop(s System, t0 int64) {
	if m.Running() {
		m.frame[s] += Now() - t0
	}
}

// Since returns the time since t0 (from Start), 0 when the meter is off.
func (m *Meter) Since(t0 int64) int64 {
	if !m.Running() {
		return 0
	}
	return Now() - t0
}

// Add adds ns to system s's cost this frame (a cost measured elsewhere).
func (m *Meter) Add(s System, ns int64) {
	if m.Running() {
		m.frame[s] += ns
	}
}

// Take moves ns of system from's cost this frame to system to (a part
// measured inside another: the rope inside the world's step).
func (m *Meter) Take(from, to System, ns int64) {
	if m.Running() {
		m.frame[from] -= ns
		m.frame[to] += ns
	}
}

// Frame ends a frame: its costs join the second's and the run's, and
// every framesASecond frames the second is the one Second reports.
func (m *Meter) Frame() {
	if !m.Running() {
		return
	}
	for s := range m.frame {
		m.second[s].add(m.frame[s])
		m.whole[s].add(m.frame[s])
		m.frame[s] = 0
	}
	m.frames++
	if m.inSecond++; m.inSecond == framesASecond {
		m.shown, m.shownFrames = m.second, m.inSecond
		m.second, m.inSecond = [Systems]stat{}, 0
	}
}

// Second returns system s's mean and worst cost a frame over the last
// whole second, in nanoseconds (0 before the first second).
func (m *Meter) Second(s System) (mean, most int64) {
	if m.shownFrames == 0 {
		return 0, 0
	}
	return m.shown[s].sum / int64(m.shownFrames), m.shown[s].most
}

// AppendJSON appends the whole run's figures as a JSON object: for each
// system its mean and worst microseconds a frame, and the frames counted.
func (m *Meter) AppendJSON(b []byte) []byte {
	b = append(b, `{"frames":`...)
	b = strconv.AppendInt(b, int64(m.frames), 10)
	for s, name := range Names {
		b = append(b, `,"`...)
		b = append(b, name...)
		b = append(b, `":{"meanUs":`...)
		b = strconv.AppendFloat(b, float64(m.whole[s].sum)/float64(max(1, m.frames))/1e3, 'f', 1, 64)
		b = append(b, `,"maxUs":`...)
		b = strconv.AppendFloat(b, float64(m.whole[s].most)/1e3, 'f', 1, 64)
		b = append(b, '}')
	}
	return append(b, '}')
}
