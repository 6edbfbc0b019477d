package game

import (
	"math/rand/v2"
	"testing"

	"ropeman/ads"
	"ropeman/game/flow"
)

// drag holds the finger down at x pixels for one tick of the real game
// (pressed: it went down this tick).
func drag(t *testing.T, g *Game, x float32, pressed bool) {
	t.Helper()
	g.finger.down, g.finger.pressed, g.finger.x, g.finger.y = true, pressed, x, g.height/2
	if pressed {
		g.finger.startX, g.finger.startY = x, g.height/2
	}
	if err := g.step(); err != nil {
		t.Fatal(err)
	}
}

// After any over-drag past the track's edge, turning the finger back by d
// moves his target back by d's worth on that very tick, and he follows:
// no dead zone to win back first. Screens of every density feel the same
// (the drag is in dp).
func TestSteeringHasNoDeadZoneAfterAnOverDrag(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 1))
	for run := range 40 {
		g, err := New(Options{Config: flow.Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}, Open: flow.Play}, Mute: true})
		if err != nil {
			t.Fatal(err)
		}
		if g.flow.View().Scene != flow.Play {
			t.Fatalf("opened on scene %d, want play", g.flow.View().Scene)
		}
		g.dp = []float32{1, 2, 2.75, 3.5}[run%4]
		g.width, g.height = 412*g.dp, 900*g.dp
		perPixel := g.input.DragMetres / 100 / g.dp // metres per pixel of drag
		side := float32(1 - 2*float32(run%2))       // over the right edge, or the left
		start := g.width / 2
		drag(t, g, start, true)
		// Over-drag: 1.5 to 4 times what reaches the edge, in a few moves.
		over := (1.5 + 2.5*rng.Float32()) * 3 / perPixel
		x := start
		for k := 1; k <= 6; k++ {
			x = start + side*over*float32(k)/6
			drag(t, g, x, false)
		}
		for range 30 { // he runs at the edge, the finger still past it
			drag(t, g, x, false)
		}
		r := &g.flow.View().Run.Runner
		edge := g.flow.View().Steer.Target
		if side*edge < 1 {
			t.Fatalf("run %d: an over-drag left his target at %.2f m, not at an edge", run, edge)
		}
		// Back by d, less than the track is wide.
		d := (0.2 + 3*rng.Float32()) / perPixel
		fromX := r.X
		drag(t, g, x-side*d, false)
		want := edge - side*d*perPixel
		if got := g.flow.View().Steer.Target; abs32(got-want) > 0.01 {
			t.Errorf("run %d (dp %v): back %.0f px after an over-drag of %.0f px moved his target %.2f → %.2f m, want %.2f (%.2f m at once)",
				run, g.dp, d, over, edge, got, want, abs32(want-edge))
		}
		for range 20 {
			drag(t, g, x-side*d, false)
		}
		if moved := side * (fromX - r.X); moved < 0.9*d*perPixel || moved > 1.1*d*perPixel {
			t.Errorf("run %d: he moved %.2f m back in a third of a second, want %.2f", run, moved, d*perPixel)
		}
	}
}
