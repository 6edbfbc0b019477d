package scene

import (
	"os"
	"runtime"
	"slices"
	"testing"

	"ropeman/assets"
	"ropeman/game/flow"
	"ropeman/game/internal/cpuclock"
	"ropeman/game/needs"
)

// frameSample is one frame of a bot's run: its triangles and what
// building it (the scene queued and the camera's projection, sorting and
// batching, without a screen) cost in CPU time on its thread.
type frameSample struct {
	level, tick int
	triangles   int
	cpu         int64 // ns
}

// profiler builds the frames of bot runs on one Scene, as the game keeps
// one Scene from level to level: only the app's first frame meets its
// buffers empty.
type profiler struct {
	scene *Scene
	first int64 // the app's first frame, ns
}

// build plays level n with the bot as the game runs it, building the
// frame every tick, reps times, and returns a sample a frame with its
// least CPU time over the reps (see the world's TestTickBudget).
func (p *profiler) build(t *testing.T, n, reps int) []frameSample {
	var out []frameSample
	for rep := range reps {
		f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true})
		if err != nil {
			t.Fatal(err)
		}
		if p.scene == nil {
			p.scene = opened(t, f)
		} else {
			p.scene.Open(f.View())
		}
		s := p.scene
		out = slices.Grow(out, 60*90)
		runtime.GC()
		runtime.LockOSThread()
		for tick := 0; tick < 60*90 && f.View().Scene != flow.Result; tick++ {
			step(t, s, f)
			t0, _ := cpuclock.Thread()
			s.buildFrame()
			t1, _ := cpuclock.Thread()
			switch {
			case p.first == 0:
				p.first = t1 - t0 // the app's first: reported on its own
			case rep == 0:
				out = append(out, frameSample{level: n, tick: tick, triangles: s.Stats().Drawn, cpu: t1 - t0})
			case tick < len(out):
				out[tick].cpu = min(out[tick].cpu, t1-t0)
			}
		}
		runtime.UnlockOSThread()
	}
	return out
}

// The frame build of every shipped level, played by the bot on one Scene
// as the game keeps it: with -v the test reports p50/p99/max of a frame's
// thread CPU and the worst frame's level and moment, and holds the
// triangles a frame draws within 4x the median frame's (the same on every
// machine: what a frame's cost grows with). ROPEMAN_TICK_PROFILE=1 plays
// each level 3 times and keeps each frame's least CPU time; without it
// CI samples every third level:
// ROPEMAN_TICK_PROFILE=1 go test -run TestFrameBudget -v ./game/scene
func TestFrameBudget(t *testing.T) {
	needs.Short(t, "builds the frames of every shipped level")
	reps, every := 1, 3
	if os.Getenv("ROPEMAN_TICK_PROFILE") != "" {
		reps, every = 3, 1
	}
	var all []frameSample
	var p profiler
	for n := 1; n <= len(assets.Levels()); n += every {
		run := p.build(t, n, reps)
		cpu := make([]int64, len(run))
		var worst frameSample
		for i, s := range run {
			cpu[i] = s.cpu
			if s.cpu > worst.cpu {
				worst = s
			}
		}
		slices.Sort(cpu)
		t.Logf("level %2d: frame build p50 %6.1f µs, p99 %6.1f µs, max %6.1f µs (tick %d, %d triangles)",
			n, float64(cpu[len(cpu)/2])/1e3, float64(cpu[len(cpu)*99/100])/1e3, float64(worst.cpu)/1e3, worst.tick, worst.triangles)
		all = append(all, run...)
	}
	cpu := make([]int64, len(all))
	tris := make([]int, len(all))
	var worst, most frameSample
	for i, s := range all {
		cpu[i], tris[i] = s.cpu, s.triangles
		if s.cpu > worst.cpu {
			worst = s
		}
		if s.triangles > most.triangles {
			most = s
		}
	}
	slices.Sort(cpu)
	slices.Sort(tris)
	p50 := cpu[len(cpu)/2]
	t.Logf("the app's first frame (its buffers empty): %.1f µs", float64(p.first)/1e3)
	t.Logf("all %d frames: p50 %.1f µs, p99 %.1f µs, max %.1f µs (%.1fx p50) at level %d, tick %d; triangles p50 %d, max %d (level %d, tick %d)",
		len(all), float64(p50)/1e3, float64(cpu[len(cpu)*99/100])/1e3, float64(worst.cpu)/1e3, float64(worst.cpu)/float64(max(1, p50)),
		worst.level, worst.tick, tris[len(tris)/2], most.triangles, most.level, most.tick)
	if median := tris[len(tris)/2]; most.triangles > 4*median {
		t.Errorf("level %d, tick %d: the frame draws %d triangles, more than 4x the median frame's %d", most.level, most.tick, most.triangles, median)
	}
}
