package scene

import (
	"math"
	"runtime"
	"strconv"
	"testing"

	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/needs"
	"ropeman/game/world"
)

// A frame of a bending, climbing level allocates nothing once warm: the
// warp and the camera's frame are arithmetic on the level's table.
func TestBentFrameAllocatesNothing(t *testing.T) {
	s, f := playing(t, 30, 300)
	s.buildFrame()
	if a := testing.AllocsPerRun(20, s.buildFrame); a != 0 {
		t.Errorf("building a frame of level 30 allocates %v times", a)
	}
	if a := testing.AllocsPerRun(20, func() { s.Step(f.View()) }); a != 0 {
		t.Errorf("a tick of the scene (the camera's shot on a bend, sparks, shake) allocates %v times", a)
	}
	if a := testing.AllocsPerRun(20, func() { s.Labels() }); a != 0 {
		t.Errorf("projecting the labels allocates %v times", a)
	}
}

// A frame of the boss's arena, his rope wound round it, allocates nothing
// once warm either.
func TestArenaFrameAllocatesNothing(t *testing.T) {
	s, f := playing(t, 5, 1700)
	if !f.View().Run.Boss.Tied {
		t.Fatal("level 5 after 1700 ticks: not in the arena")
	}
	s.buildFrame()
	if a := testing.AllocsPerRun(20, s.buildFrame); a != 0 {
		t.Errorf("building a frame of the arena allocates %v times", a)
	}
}

// BenchmarkFrameBuild: the 3D scene of a level of each kind mid-run, as
// the game builds it a frame (posing, meshes, the camera's Add and Flush
// of every layer): Track, level 20 (bends and a spider); Busiest, level
// 30 (bends, climbs, gaps, the most obstacles); Arena, level 5's boss with
// his rope wound round it; TrackGhost, level 30 with a ghost. camera-ns is
// the camera's share (Renderer.Timed, as the game's -frames timings
// count it). go test -run '^$' -bench FrameBuild -benchmem ./game/scene
func BenchmarkFrameBuild(b *testing.B) {
	for _, c := range []struct {
		name         string
		level, ticks int
		ghost        bool
	}{{"Track", 20, 600, false}, {"Busiest", 30, 300, false}, {"Arena", 5, 1700, false}, {"TrackGhost", 30, 300, true}} {
		b.Run(c.name, func(b *testing.B) {
			s, f := playing(b, c.level, c.ticks)
			if arena := f.View().Run.Boss.Tied; arena != (c.name == "Arena") {
				b.Fatalf("level %d after %d ticks: his rope tied to the boss %v", c.level, c.ticks, arena)
			}
			if c.ghost { // a run of the same level half a second behind, rope and all
				_, g := playing(b, c.level, c.ticks-30)
				s.view.Ghost = &g.View().Run
			}
			s.renderer.Timed = true
			s.buildFrame()
			var camera int64
			for b.Loop() {
				s.buildFrame()
				camera += s.Stats().Nanos
			}
			b.ReportMetric(float64(s.Stats().Drawn), "triangles")
			b.ReportMetric(float64(camera)/float64(b.N), "camera-ns/op")
		})
	}
}

// The rope leaves from his drawn hand: on every tick of the bot's run of
// a level with gaps, saws and blades (jumps, landings, hits, the finish),
// the rope's first particle is within 2 cm of the hand the figure draws.
func TestRopeLeavesFromTheDrawnHand(t *testing.T) {
	for _, n := range []int{3, 28} {
		s, f := playing(t, n, 1)
		worst, at := float32(0), 0
		for tick := 0; tick < 60*60 && f.View().Scene != flow.Result; tick++ {
			step(t, s, f)
			if f.View().Scene != flow.Play || len(f.View().Run.Rope) == 0 {
				continue
			}
			s.Begin()
			s.queueFigure()
			hand := figureModel.MulPoint3(s.figure.drawnHand())
			if d := hand.Sub(f.View().Run.Rope[0]).Len(); d > worst {
				worst, at = d, tick
			}
		}
		if f.View().Scene != flow.Result {
			t.Fatalf("level %d: the bot's run did not end", n)
		}
		t.Logf("level %d: the rope's anchor is at most %.4f m from the drawn hand (tick %d)", n, worst, at)
		if worst > 0.02 {
			t.Errorf("level %d, tick %d: the rope leaves %.3f m from his drawn hand", n, at, worst)
		}
	}
}

// drawnHand returns the centre of the rope hand's ball as it is in the
// figure's mesh: the middle of its vertices' bounds.
func (f *figure) drawnHand() maths.Vec3 {
	lo, hi := mesh.Bounds(f.mesh.Positions[f.handBall[0]:f.handBall[1]])
	return lo.Lerp(hi, 0.5)
}

// The scene only reads the run: the bot's run of a level with gaps, saws,
// blades, spiders and a bend, framed every tick and drawn every frame,
// ends in the same state, tick for tick, as the same run drawn by nothing.
func TestDrawingNeverChangesTheRun(t *testing.T) {
	needs.Short(t, "plays two levels twice, drawn and not")
	for _, n := range []int{24, 28} {
		s, drawn := playing(t, n, 0)
		bare, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true})
		if err != nil {
			t.Fatal(err)
		}
		tick := 0
		for ; tick < 60*90 && drawn.View().Scene != flow.Result; tick++ {
			step(t, s, drawn)
			s.buildFrame()
			s.Labels()
			if err := bare.Step(flow.Command{}); err != nil {
				t.Fatal(err)
			}
			if a, b := drawn.RunHash(), bare.RunHash(); a != b {
				t.Fatalf("level %d, tick %d: the drawn run's state is %016x, the bare run's %016x", n, tick, a, b)
			}
		}
		if drawn.View().Scene != flow.Result {
			t.Fatalf("level %d: the bot's run did not end", n)
		}
	}
}

// BenchmarkStageBuild: a level's stage (track, fixtures, clouds) built and
// bent, as the scene does once when the level changes.
func BenchmarkStageBuild(b *testing.B) {
	for _, n := range []int{1, 20, 30} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var w world.Snapshot
			world.New(shippedLevel(b, n), world.Rules{}, 1).Snap(&w)
			var st stage
			var bend trackBend
			b.ReportAllocs()
			for b.Loop() {
				bend.level = nil
				st.build(&w, bend.warpFor(w.Level), false, nil)
			}
		})
	}
}

// The yarn's meshes have room for his longest rope and for every piece a
// cut can throw from the scene's opening: the frame the rope is longest,
// and the frame of a cut, grow none of them (nor the camera's batch). A
// frame is measured once, on a fresh scene: the best of three, as another
// goroutine may allocate meanwhile.
func TestTheLongestRopeGrowsNoMesh(t *testing.T) {
	line := func(n int, x, s float32) []maths.Vec3 {
		pts := make([]maths.Vec3, n)
		for i := range pts {
			pts[i] = world.Pos(x, 0.3, s-1-0.12*float32(i))
		}
		return pts
	}
	for _, c := range []struct {
		what string
		set  func(v *flow.View)
	}{
		{"his rope at its longest, " + strconv.Itoa(world.MostRopePoints) + " particles", func(v *flow.View) {
			v.Run.Rope = line(world.MostRopePoints, 0, v.Run.Runner.S)
		}},
		{"a cut at his hand throwing the longest rope whole, three pieces still in flight", func(v *flow.View) {
			v.Run.Rope = line(2, 0, v.Run.Runner.S)
			v.Run.Pieces = make([]world.Piece, world.MostPieces)
			for i := range v.Run.Pieces {
				n := world.MostRopePoints / world.MostPieces
				if i == 0 {
					n = world.MostRopePoints - 1
				}
				v.Run.Pieces[i] = world.Piece{Points: line(n, float32(i)*0.2-0.3, v.Run.Runner.S), Alpha: 1}
			}
		}},
		{"his ghost's rope at its longest", func(v *flow.View) {
			ghost := v.Run
			ghost.Rope = line(world.MostRopePoints, -0.5, v.Run.Runner.S)
			v.Ghost = &ghost
		}},
	} {
		least := uint64(math.MaxUint64)
		for range 3 {
			s, _ := playing(t, 1, 120)
			s.buildFrame()
			run := &s.view.Run
			rope, pieces, ghost := run.Rope, run.Pieces, s.view.Ghost
			c.set(s.view)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			s.buildFrame()
			runtime.ReadMemStats(&after)
			run.Rope, run.Pieces, s.view.Ghost = rope, pieces, ghost
			least = min(least, after.Mallocs-before.Mallocs)
		}
		if least != 0 {
			t.Errorf("%s: the frame allocated %d times at the least, want 0", c.what, least)
		}
	}
}
