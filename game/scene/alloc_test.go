package scene

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"testing"

	"ropeman/assets"
	"ropeman/game/flow"
	"ropeman/game/needs"
)

// No frame of a level allocates but the one that builds its stage (a
// new run's first): the bot plays a level on a fresh Scene, as a player
// starting the app, and every frame's build (the scene queued, posed and
// projected) is counted. What is built lazily (a spider's or the boss's
// meshes the frame they come into view, the saws' frame mesh the frame
// the most of them are in view, the finish ribbon, the yarn laid along
// the runway, a mesh's normals the frame it is first drawn) fails it.
// The sample is a straight level, a boss's arena, a bending level with
// spiders and the busiest; ROPEMAN_FULL=1 plays every shipped level.
func TestNoFrameAllocatesButTheStages(t *testing.T) {
	needs.Short(t, "plays whole levels")
	levels := []int{1, 5, 20, 30}
	if os.Getenv("ROPEMAN_FULL") != "" {
		levels = levels[:0]
		for n := 1; n <= len(assets.Levels()); n++ {
			levels = append(levels, n)
		}
	}
	needs.Sample(t, len(levels), len(assets.Levels()), "ROPEMAN_FULL=1")
	// The runtime allocates a little of its own now and then, counted with
	// the frame's: the collector's workers (off while the frames are
	// counted) and a new thread's records (a frame the runtime starts a
	// thread in is not judged).
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	threads := pprof.Lookup("threadcreate")
	var mem runtime.MemStats
	for _, n := range levels {
		f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true})
		if err != nil {
			t.Fatal(err)
		}
		s := opened(t, f)
		frames, staged := 0, 0
		for tick := 0; tick < 60*120 && f.View().Scene != flow.Result; tick++ {
			step(t, s, f)
			stage, made := s.staged, threads.Count()
			runtime.ReadMemStats(&mem)
			before := mem.Mallocs
			s.buildFrame()
			runtime.ReadMemStats(&mem)
			if s.staged != stage {
				staged++
				continue
			}
			if threads.Count() != made {
				continue
			}
			frames++
			if a := mem.Mallocs - before; a > 0 {
				t.Errorf("level %d, tick %d: building the frame allocated %d times", n, tick, a)
			}
		}
		if f.View().Scene != flow.Result || staged == 0 {
			t.Fatalf("level %d: the bot's run did not end (or built no stage)", n)
		}
		t.Logf("level %d: %d frames and %d that built the stage", n, frames, staged)
		runtime.GC()
	}
}
