package game

import (
	"testing"

	"ropeman/camera/geom"
	"ropeman/game/flow"
)

// framed returns a game of shipped level n, played by the bot for ticks
// ticks, with a phone-sized screen.
func framed(t testing.TB, n, ticks int) *Game {
	g, err := New(Options{Config: flow.Config{Level: n, Seed: 1, Autoplay: true}})
	if err != nil {
		t.Fatal(err)
	}
	g.width, g.height = 360, 780
	for i := 0; i < ticks; i++ {
		if err := g.Update(); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// buildFrame queues the whole 3D scene as Draw does, without a screen.
func (g *Game) buildFrame() {
	g.beginStage()
	for k := range stageLayers {
		g.queueLayer(k)
		g.renderer.Flush()
	}
}

// A frame of a bending, climbing level allocates nothing once warm: the
// warp and the camera's frame are arithmetic on the level's table.
func TestBentFrameAllocatesNothing(t *testing.T) {
	g := framed(t, 30, 300)
	g.restage()
	g.buildFrame()
	if a := testing.AllocsPerRun(20, g.buildFrame); a != 0 {
		t.Errorf("building a frame of level 30 allocates %v times", a)
	}
	if a := testing.AllocsPerRun(20, func() { g.cam = g.shoot() }); a != 0 {
		t.Errorf("the camera's shot on a bend allocates %v times", a)
	}
}

// BenchmarkFrameBuild: the 3D scene of level 30 (bends, climbs, gaps, the
// most obstacles) mid-run, warp included. go test -run '^$' -bench FrameBuild -benchmem ./game
func BenchmarkFrameBuild(b *testing.B) {
	g := framed(b, 30, 300)
	g.restage()
	for b.Loop() {
		g.buildFrame()
	}
	b.ReportMetric(float64(g.renderer.Stats().Drawn), "triangles")
}

// The rope leaves from his drawn hand: on every tick of the bot's run of
// a level with gaps, saws and blades (jumps, landings, hits, the finish),
// the rope's first particle is within 2 cm of the hand the figure draws.
func TestRopeLeavesFromTheDrawnHand(t *testing.T) {
	for _, n := range []int{3, 28} {
		g := framed(t, n, 1)
		worst, at := float32(0), 0
		for tick := 0; tick < 60*60 && g.flow.Scene() != flow.Result; tick++ {
			if err := g.Update(); err != nil {
				t.Fatal(err)
			}
			if g.flow.Scene() != flow.Play || g.flow.World().Rope() == nil {
				continue
			}
			g.beginStage()
			g.queueFigure()
			hand := figureModel.MulPoint3(g.figure.drawnHand())
			if d := hand.Sub(g.flow.World().Rope().Positions()[0]).Len(); d > worst {
				worst, at = d, tick
			}
		}
		if g.flow.Scene() != flow.Result {
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
func (f *Figure) drawnHand() geom.Vec3 {
	lo, hi := geom.Bounds(f.Mesh.Positions[f.handBall[0]:f.handBall[1]])
	return lo.Lerp(hi, 0.5)
}
