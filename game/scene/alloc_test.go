package scene

import (
	"os"
	"testing"

	"ropeman/assets"
	"ropeman/game/flow"
	"ropeman/game/internal/allocs"
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
	// What is judged is what the frame's build allocated, by the heap
	// profile's stacks: the runtime allocates a little of its own now and
	// then, counted with the frame's by the process's counter (see allocs).
	count := allocs.New(t, "ropeman/game/scene.(*Scene).buildFrame")
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
			var suspects []int // ticks the process allocated in
			for tick := 0; tick < 60*120 && f.View().Scene != flow.Result; tick++ {
				step(t, s, f)
				if len(f.View().Run.Pieces) > 0 {
					cut++
				}
				stage := s.staged
				count.Start()
				s.buildFrame()
				if a := count.Stop(); a > 0 && s.staged == stage {
					suspects = append(suspects, tick)
				}
				if s.staged != stage {
					staged++
					count.Mark() // what the next frames allocate is counted from here
					continue
				}
				frames++
			}
			if f.View().Scene != flow.Result || staged == 0 {
				t.Fatalf("level %d: the %s bot's run did not end (or built no stage)", n, p.name)
			}
			if a, where := count.Since(); a > 0 {
				t.Errorf("level %d, the %s bot: its frames but the stage's allocated %d times, the most in %s (the process allocated in ticks %v)", n, p.name, a, where, suspects)
			} else if len(suspects) > 0 {
				t.Logf("level %d, the %s bot: the runtime allocated of its own in ticks %v (no frame did)", n, p.name, suspects)
			}
			t.Logf("level %d, the %s bot: %d frames (%d with cut pieces in flight) and %d that built the stage; %s", n, p.name, frames, cut, staged, f.View().Run.Outcome)
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
