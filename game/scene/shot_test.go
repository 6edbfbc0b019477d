package scene

import (
	"testing"

	"ropeman/game/flow"
	"ropeman/game/world"
)

// still returns a scene of shipped level n before its run starts, and the
// session: tests place him by hand.
func still(t *testing.T, n int) (*Scene, *flow.Session) {
	t.Helper()
	f, err := flow.New(flow.Config{Level: n, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return opened(t, f), f
}

// screens are the phone shapes the picture must hold on (and a tablet).
var screens = [][2]float32{{320, 720}, {360, 780}, {405, 720}, {360, 840}, {768, 1024}}

// On every screen shape, with him anywhere across the track, the chase
// camera shows both track edges at his depth (with a margin) and keeps
// him in the middle third of the screen's width: on a straight track, and
// at the sharpest point of the sharpest shipped bend (level 24, 43° over
// 60 m, climbing), where the camera follows the track round.
func TestChaseFramesTheTrackOnEveryScreen(t *testing.T) {
	for _, c := range []struct {
		level int
		s     float32
	}{{1, 20}, {24, 45}} {
		g, f := still(t, c.level)
		sec := f.View().Run.Level.SectionAt(c.s)
		reach := sec.HalfWidth - f.View().Body
		for _, sc := range screens {
			g.Resize(sc[0], sc[1])
			for _, x := range []float32{-reach, 0, reach} {
				f.PlaceRunner(x, c.s)
				g.follow.Reset(g.runnerPos())
				for i := 0; i < 120; i++ {
					g.cam = g.shoot()
				}
				edge := func(side float32) float32 {
					px, _, ok := g.cam.Project(g.place(world.Pos(side*sec.HalfWidth, 0, c.s)), g.width, g.height)
					if !ok {
						t.Fatalf("level %d, %vx%v: the track's edge is behind the camera", c.level, sc[0], sc[1])
					}
					return px
				}
				left, right := edge(-1), edge(1)
				margin := g.width / 2 * edgeMargin * 0.9
				if left < margin || right > g.width-margin {
					t.Errorf("level %d, %vx%v, runner at x %.2f: track edges at %.0f and %.0f px, want inside %.0f..%.0f",
						c.level, sc[0], sc[1], x, left, right, margin, g.width-margin)
				}
				px, _, _ := g.cam.Project(g.place(g.runnerPos()), g.width, g.height)
				if px < g.width/3-1 || px > 2*g.width/3+1 {
					t.Errorf("level %d, %vx%v, runner at x %.2f: he is at %.0f px, outside the middle third %.0f..%.0f",
						c.level, sc[0], sc[1], x, px, g.width/3, 2*g.width/3)
				}
			}
		}
	}
}

// The framing holds still from floor to gap to floor: a gap has no width,
// and once the camera narrowed to it for the length of every jump.
func TestFramingHoldsOverAGap(t *testing.T) {
	g, f := still(t, 10) // "Mind the Gaps"
	g.Resize(320, 720)
	w := &f.View().Run
	var gap *world.Section
	for i := range w.Level.Sections {
		if w.Level.Sections[i].Kind == world.Gap {
			gap = &w.Level.Sections[i]
			break
		}
	}
	if gap == nil {
		t.Fatal("level 10 has no gap")
	}
	var fov float32
	f.PlaceRunner(0, gap.Start-15)
	g.follow.Reset(g.runnerPos())
	for s := gap.Start - 15; s < gap.End()+3; s += 0.2 { // 12 m/s
		f.PlaceRunner(0, s)
		c := g.shoot()
		if s < gap.Start-3 { // the chase settles
			continue
		}
		if fov != 0 && abs(c.FovY-fov) > 1e-3 {
			t.Fatalf("at %.1f m (gap %.1f..%.1f m) the field of view went from %.4f to %.4f rad", s, gap.Start, gap.End(), fov, c.FovY)
		}
		fov = c.FovY
	}
}

// At the finish the eye stays clear of the arch: it never comes within
// 1.5 m of the banner while he runs under it and on to the end (closer,
// the banner fills the top of the screen as it passes the near plane).
func TestWinShotClearsTheArch(t *testing.T) {
	g, f := still(t, 1)
	g.Begin()
	lo, hi := g.stage.banner[0], g.stage.banner[1] // track space: -z is along
	if hi.Y-lo.Y < 0.1 || hi.Z-lo.Z < 0.1 {
		t.Fatalf("the stage's banner spans %v..%v: not built", lo, hi)
	}
	for _, sc := range screens {
		g.Resize(sc[0], sc[1])
		finish := f.View().Run.Level.Finish
		f.PlaceRunner(0, finish-20)
		g.follow.Reset(g.runnerPos())
		for s := finish - 20; s < finish+12; s += 0.2 { // 12 m/s
			f.PlaceRunner(0, s)
			g.cam = g.shoot()
			eye := g.cam.Eye
			dz := max(0, lo.Z-eye.Z, eye.Z-hi.Z)
			dy := max(0, lo.Y-eye.Y, eye.Y-hi.Y)
			if dz*dz+dy*dy < 1.5*1.5 {
				t.Fatalf("%vx%v, runner at %.1f m: the eye at %v passes %.2f m from the banner", sc[0], sc[1], s, eye, dz+dy)
			}
		}
	}
}
