// Package timing measures what each system of the game costs a frame: the
// rope, the rest of the world, the bot, the scene, the camera, the HUD and
// handing the triangles to the GPU (draw submit). A Meter is off until
// switched on (-debug, F3, a -frames run): off, it reads no clock. On, it
// reads the monotonic clock round each system (wall time: what the frame
// waits for), sums a frame's costs, and keeps each system's mean and worst
// frame over the last whole second and over the whole run. Apart, it
// times the frame's whole work (its ticks and its drawing) on the calling
// thread's CPU clock where the system has one (Linux and Android): a
// frame's mean, median and worst, what the game costs a core without the
// moments another process held it. Nothing it does allocates.
package timing

import (
	"strconv"
	"time"

	"ropeman/game/internal/cpuclock"
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
	work        int64               // the frame's whole work so far (see StartWork)
	total       stat                // the frame's whole work, every frame since On
	totals      [totalBuckets]int32 // the same, counted by totalBucket
}

// The frames' whole work is counted in buckets of totalBucket nanoseconds
// for its median; the last bucket holds every frame past them.
const (
	totalBucket  = 10_000 // 10 µs
	totalBuckets = 2_000  // up to 20 ms
)

// Stamp is a moment on the monotonic clock and on the calling thread's
// CPU clock.
type Stamp struct {
	wall, cpu int64
	hasCPU    bool
}

// StartWork returns the stamp to pass to StopWork round a part of the
// frame's whole work (the zero Stamp when the meter is off). The caller
// keeps to one thread in between (Ebitengine's game loop runs on one
// goroutine; the game locks it to its thread while it meters).
func (m *Meter) StartWork() Stamp {
	if !m.Running() {
		return Stamp{}
	}
	cpu, ok := cpuclock.Thread()
	return Stamp{wall: Now(), cpu: cpu, hasCPU: ok}
}

// StopWork adds the work since t0 (from StartWork) to the frame's: the
// thread's CPU time, never more than the wall time between (a goroutine
// that changed threads would read another's clock), or the wall time
// where there is no thread clock.
func (m *Meter) StopWork(t0 Stamp) {
	if !m.Running() {
		return
	}
	ns := Now() - t0.wall
	if cpu, ok := cpuclock.Thread(); ok && t0.hasCPU && cpu >= t0.cpu {
		ns = min(ns, cpu-t0.cpu)
	}
	m.AddWork(ns)
}

// AddWork adds ns to the frame's whole work (a cost measured elsewhere).
func (m *Meter) AddWork(ns int64) {
	if m.Running() {
		m.work += ns
	}
}

// Clock names the clock the frame's whole work is timed on.
func Clock() string {
	if _, ok := cpuclock.Thread(); ok {
		return "thread CPU"
	}
	return "wall"
}

// On switches the meter on or off; switched on, it starts afresh.
func (m *Meter) On(on bool) {
	if m.on != on {
		*m = Meter{on: on}
	}
}

// Restart starts an on meter afresh (the frames so far are not counted).
func (m *Meter) Restart() {
	if m.Running() {
		*m = Meter{on: true}
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
	m.total.add(m.work)
	m.totals[min(max(0, m.work/totalBucket), totalBuckets-1)]++
	m.work = 0
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

// Median returns the frames' median whole work over the run, ns: the
// middle of its bucket (the worst frame's when it is past them).
func (m *Meter) Median() int64 {
	seen := 0
	for k, n := range m.totals {
		if seen += int(n); seen > 0 && 2*seen >= m.frames {
			if k == totalBuckets-1 {
				return m.total.most
			}
			return int64(k)*totalBucket + totalBucket/2
		}
	}
	return 0
}

// over returns how many frames' whole work was ns or more, counting the
// bucket ns falls in whole (twice a median, the middle of its bucket, is
// a bucket's start).
func (m *Meter) over(ns int64) int {
	n := 0
	for k := min(ns/totalBucket, totalBuckets); k < totalBuckets; k++ {
		n += int(m.totals[k])
	}
	return n
}

// AppendJSON appends the whole run's figures as a JSON object: the frames
// counted, for each system its mean and worst microseconds a frame (wall
// time), and for the frame's whole work its mean, median and worst on the
// clock Clock names, and how many frames took more than twice the median.
func (m *Meter) AppendJSON(b []byte) []byte {
	b = append(b, `{"frames":`...)
	b = strconv.AppendInt(b, int64(m.frames), 10)
	for s, name := range Names {
		b = appendStat(b, name, m.whole[s], m.frames)
		b = append(b, '}')
	}
	b = appendStat(b, "work", m.total, m.frames)
	b = append(b, `,"medianUs":`...)
	b = appendUs(b, m.Median())
	b = append(b, `,"overTwiceMedian":`...)
	b = strconv.AppendInt(b, int64(m.over(2*m.Median())), 10)
	b = append(b, `,"clock":"`...)
	b = append(b, Clock()...)
	return append(b, `"}}`...)
}

// appendStat appends `,"name":{"meanUs":…,"maxUs":…` (open) for st over
// frames.
func appendStat(b []byte, name string, st stat, frames int) []byte {
	b = append(b, `,"`...)
	b = append(b, name...)
	b = append(b, `":{"meanUs":`...)
	b = appendUs(b, float64(st.sum)/float64(max(1, frames)))
	b = append(b, `,"maxUs":`...)
	return appendUs(b, float64(st.most))
}

// appendUs appends ns nanoseconds as microseconds to a tenth.
func appendUs[N int64 | float64](b []byte, ns N) []byte {
	return strconv.AppendFloat(b, float64(ns)/1e3, 'f', 1, 64)
}
