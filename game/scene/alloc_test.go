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
	"ropeman/game/world"
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
	// Each level is played by four: the expert bot (the most yarn, the
	// longest rope), the novice, a clumsy one (late, wide of the mark and
	// blind to the boss: cut more, pieces in flight) and one that steers
	// off the track (the fall below the floor, the fail card).
	for _, n := range levels {
		for _, p := range players {
			f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true, BotSkill: p.skill, AutoFail: p.fail})
			if err != nil {
				t.Fatal(err)
			}
			s := opened(t, f)
			frames, staged, cut := 0, 0, 0
			for tick := 0; tick < 60*120 && f.View().Scene != flow.Result; tick++ {
				step(t, s, f)
				if len(f.View().Run.Pieces) > 0 {
					cut++
				}
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
					t.Errorf("level %d, the %s bot, tick %d: building the frame allocated %d times", n, p.name, tick, a)
				}
			}
			if f.View().Scene != flow.Result || staged == 0 {
				t.Fatalf("level %d: the %s bot's run did not end (or built no stage)", n, p.name)
			}
			t.Logf("level %d, the %s bot: %d frames (%d with cut pieces in flight) and %d that built the stage; %s", n, p.name, frames, cut, staged, f.View().Run.Outcome)
			runtime.GC()
		}
	}
}

// players are the bots TestNoFrameAllocatesButTheStages plays with.
var players = []struct {
	name  string
	skill world.Skill
	fail  bool
}{
	{"expert", world.Expert, false},
	{"novice", world.Novice, false},
	{"clumsy", world.Skill{ReactionTicks: 40, AimNoise: 1.2, TapNoise: 20, JumpNoise: 0.3, Sight: 6, WatchPeriods: 3, PeriodError: 0.5, Lapses: 0.9}, false},
	{"falling", world.Novice, true},
}
