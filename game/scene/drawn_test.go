package scene

import (
	"math"
	"testing"

	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// rendered draws the scene's frame as the renderer sends it, with a depth
// buffer: what a player sees of each thing, whatever stands in front.
func rendered(t *testing.T, s *Scene, w, h int) *raster {
	t.Helper()
	tris := frameTris(t, s, float32(w), float32(h), nil)
	r := newRaster(w, h)
	for i := range tris {
		if tris[i].opaque() {
			r.draw(&tris[i], true, true)
		}
	}
	for i := range tris {
		if !tris[i].opaque() {
			r.draw(&tris[i], true, false)
		}
	}
	return r
}

// at returns the colour drawn at pixel (x, y), and whether something
// opaque was drawn there.
func (r *raster) at(x, y float32) (mesh.Colour, bool) {
	i := int(y)*r.w + int(x)
	if x < 0 || y < 0 || int(x) >= r.w || int(y) >= r.h || r.depth[i] == 0 {
		return mesh.Colour{}, false
	}
	return mesh.Colour{R: r.rgb[3*i], G: r.rgb[3*i+1], B: r.rgb[3*i+2], A: 1}, true
}

// chroma is how colourful c looks (CIE LCh): yarn is vivid, a hazard's
// steel is not.
func chroma(c mesh.Colour) float64 {
	l := lab(c)
	return math.Hypot(l[1], l[2])
}

// settle places him at x, s and lets the chase camera settle there.
func settle(s *Scene, f *flow.Session, x, at float32) {
	f.PlaceRunner(x, at)
	s.follow.Reset(s.runnerPos())
	for range 120 {
		s.cam = s.shoot()
	}
}

// A saw's disc is drawn in a hazard's steel on the frame a player sees,
// never in a yarn's colours: level 3's saws, from 6 m off, where the disc
// shows over the floor, are dark and grey where the yarn balls drawn in
// the same frames are vivid. (A disc painted in the yarn's red fails:
// the colour rule is the game.)
func TestASawIsDrawnInSteelNotYarn(t *testing.T) {
	g, f := still(t, 3)
	w := &f.View().Run
	for c := range world.ColourCount {
		if ch := chroma(palette.Yarn[c][0]); ch < 40 {
			t.Fatalf("yarn colour %v has chroma %.0f: the test's line between yarn and steel (25) needs it vivid", world.Colour(c), ch)
		}
	}
	seen := 0
	for i := range w.Level.Saws {
		saw := &w.Level.Saws[i]
		side := float32(-1.5) // beside the saw: he and his rope are not in front of it
		if saw.X < 0 {
			side = 1.5
		}
		settle(g, f, side, saw.S-6)
		img := rendered(t, g, 360, 780)
		centre := world.Pos(saw.XAt(w.Seconds), 0, saw.S)
		for k := range 5 {
			a := math.Pi * (0.2 + 0.15*float64(k)) // across the upper half, clear of the hub
			p := centre.Add(maths.V3(float32(math.Cos(a))*0.6*saw.Radius, float32(math.Sin(a))*0.6*saw.Radius, 0))
			x, y, ok := g.cam.Project(g.place(p), g.width, g.height)
			if !ok {
				continue
			}
			col, drawn := img.at(x, y)
			if !drawn {
				t.Errorf("saw %d at %.0f m: nothing drawn at its disc (%.0f, %.0f)", i, saw.S, x, y)
				continue
			}
			seen++
			if ch, l := chroma(col), lab(col)[0]; ch > 25 || l > 60 {
				t.Errorf("saw %d at %.0f m: its disc is drawn %v at (%.0f, %.0f), chroma %.0f, lightness %.0f: want a hazard's dark steel (chroma ≤ 25, L ≤ 60)", i, saw.S, col, x, y, ch, l)
			}
		}
	}
	if seen < 10 {
		t.Errorf("%d points of saw discs seen on level 3: the test needs its saws in view", seen)
	}
}

// ropePixels returns the colours drawn where the middle third of his rope
// is the nearest thing to the eye.
func ropePixels(s *Scene, img *raster) []mesh.Colour {
	var out []mesh.Colour
	pts := s.view.Run.Rope
	for _, p := range pts[len(pts)/3 : 2*len(pts)/3] {
		at := s.place(p)
		x, y, ok := s.cam.Project(at, s.width, s.height)
		col, drawn := img.at(x, y)
		if !ok || !drawn {
			continue
		}
		if z := img.depth[int(y)*img.w+int(x)]; abs(z*s.cam.Depth(at)-1) > 0.01 {
			continue // something stands in front of the rope here
		}
		out = append(out, col)
	}
	return out
}

// Before a cutter reaches the rope, the rope on the frame flashes white
// and warning orange (every other four ticks) and is his yarn's colour in
// between: on level 3 as the bot plays it, on the ticks the world reports
// a threat, the rope's pixels are nearer the warning colours than his
// yarn's on a flash and nearer his yarn's between flashes.
func TestTheRopeFlashesOnTheFrameBeforeACut(t *testing.T) {
	g, f := playing(t, 3, 0)
	flashes, between := 0, 0
	for i := 0; i < 60*60 && f.View().Run.Outcome == world.Running; i++ {
		step(t, g, f)
		w := &f.View().Run
		if !w.Threat || len(w.Rope) == 0 {
			continue
		}
		img := rendered(t, g, 360, 780)
		yarn := palette.Of(w.Colour, false).Colour
		flash := w.Tick/4%2 == 0
		for _, col := range ropePixels(g, img) {
			warn := min(deltaE(col, hazardEdge), deltaE(col, hazardAccent))
			own := deltaE(col, yarn)
			if flash && warn >= own || !flash && own >= warn {
				t.Errorf("tick %d (flash %v): the rope is drawn %v, %.0f ΔE from the warning colours and %.0f from his yarn %v", w.Tick, flash, col, warn, own, yarn)
			}
			if flash {
				flashes++
			} else {
				between++
			}
		}
	}
	if flashes < 20 || between < 20 {
		t.Errorf("%d rope pixels seen flashing and %d between flashes: the test needs both", flashes, between)
	}
	t.Logf("%d rope pixels checked on flashes, %d between", flashes, between)
}

// In colour-blind play each yarn ball on the frame shows its colour-blind
// colour and its pattern's ink: on level 2 from where he starts, the
// pixels of every ball 3 to 12 m ahead are nearest its own look's colour
// or ink of every look's (a ball drawn in normal play's colours, or in
// another colour's, fails), with at least a tenth of each (a ball without
// its pattern fails).
func TestColourBlindBallsShowTheirPatternOnTheFrame(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 2, Seed: 1, ColourBlind: true})
	if err != nil {
		t.Fatal(err)
	}
	g := opened(t, f)
	w := &f.View().Run
	checked := 0
	for _, at := range []float32{2, 12, 22} {
		settle(g, f, 0, at)
		img := rendered(t, g, 360, 780)
		for i := range w.Level.Balls {
			b := &w.Level.Balls[i]
			if d := b.S - at; d < 3 || d > 12 {
				continue
			}
			centre := g.place(world.Pos(b.X, world.BallRadius, b.S))
			cx, cy, ok := g.cam.Project(centre, g.width, g.height)
			ex, ey, _ := g.cam.Project(g.place(world.Pos(b.X+world.BallRadius, world.BallRadius, b.S)), g.width, g.height)
			rad := float32(math.Hypot(float64(ex-cx), float64(ey-cy))) * 0.7
			if !ok || rad < 4 {
				continue
			}
			var own, ink, other int
			for y := cy - rad; y <= cy+rad; y++ {
				for x := cx - rad; x <= cx+rad; x++ {
					col, drawn := img.at(x, y)
					if !drawn || (x-cx)*(x-cx)+(y-cy)*(y-cy) > rad*rad {
						continue
					}
					best, which := math.Inf(1), -1
					for c := range world.ColourCount {
						for k := range 2 {
							if d := deltaE(col, palette.ColourBlind[c][k]); d < best {
								best, which = d, 2*int(c)+k
							}
						}
					}
					switch which {
					case 2 * int(b.Colour):
						own++
					case 2*int(b.Colour) + 1:
						ink++
					default:
						other++
					}
				}
			}
			n := own + ink + other
			if n == 0 || float64(other) > 0.1*float64(n) || float64(own) < 0.1*float64(n) || float64(ink) < 0.1*float64(n) {
				t.Errorf("a %v ball at %.0f m, seen from %.0f m: of %d pixels %d its colour, %d its ink, %d nearer another look; want a tenth each of colour and ink and few others",
					b.Colour, b.S, at, n, own, ink, other)
			}
			checked++
		}
	}
	if checked < 6 {
		t.Errorf("%d balls checked: the test needs level 2's balls in view", checked)
	}
	t.Logf("%d balls checked", checked)
}

// Every hazard is drawn where the world has it on the same tick: along
// shipped levels with saws, blades, spikes, bars, walls, scissors and
// spiders, played by the bot, the nearest hazard ahead of him (see
// hazardAhead) has something drawn at its point on the frame, at its
// distance from the eye (within 0.4 m: the floor behind it is further),
// unless something nearer stands in front of it. A hazard drawn half a
// metre along the track from its place, or wider of it than its size,
// leaves floor or sky there.
func TestHazardsAreDrawnWhereTheWorldHasThem(t *testing.T) {
	checked := 0
	for _, n := range []int{3, 12, 17, 19, 23, 28} {
		f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true, Open: flow.Play})
		if err != nil {
			t.Fatal(err)
		}
		g := opened(t, f)
		for i, seen := 0, 0; i < 60*60 && seen < 8 && f.View().Scene == flow.Play && f.View().Run.Outcome == world.Running; i++ {
			step(t, g, f)
			if i%15 != 0 {
				continue
			}
			g.cam = g.shoot()
			x, y, ok := hazardAhead(g)
			if x0, y0, x1, y1, in := g.RunnerBox(); !ok || in && x > x0-4 && x < x1+4 && y > y0-4 && y < y1+4 {
				continue // none ahead, or he stands in front of it
			}
			img := rendered(t, g, 360, 780)
			at, _ := hazardPoint(g)
			depth := g.cam.Depth(g.place(at))
			found, nearer := false, true
			for dy := float32(-2); dy <= 2 && !found; dy++ {
				for dx := float32(-2); dx <= 2 && !found; dx++ {
					if px, py := int(x+dx), int(y+dy); px >= 0 && py >= 0 && px < img.w && py < img.h {
						drawn := 1 / img.depth[py*img.w+px] // +Inf: sky
						found = abs(drawn-depth) < 0.4
						nearer = nearer && drawn < depth-0.4
					}
				}
			}
			if !found && nearer {
				continue // something else stands in front of it
			}
			if !found {
				t.Errorf("level %d, tick %d: nothing drawn at the hazard ahead %v (%.0f, %.0f), %.1f m off; %.1f m drawn there", n, f.View().Run.Tick, at, x, y, depth, 1/img.depth[int(y)*img.w+int(x)])
			}
			seen++
			checked++
		}
	}
	if checked < 30 {
		t.Errorf("%d hazards checked, want at least 30", checked)
	}
}

// The finish arch never hides him once he is past it: while the runway's
// meter swings (level 3, yellow yarn), his neck and hips show his yarn
// on the frame, not the arch's pink banner, which the camera behind him
// would otherwise look through.
func TestTheArchLeavesHimInView(t *testing.T) {
	f, err := flow.New(flow.Config{Level: 3, Seed: 1, Autoplay: true, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	for i := 0; i < 60*90 && !f.View().Run.Finale.Metering; i++ {
		step(t, s, f)
	}
	if !f.View().Run.Finale.Metering {
		t.Fatal("level 3's runway never showed its meter")
	}
	dist := func(a, b mesh.Colour) float32 {
		return (a.R-b.R)*(a.R-b.R) + (a.G-b.G)*(a.G-b.G) + (a.B-b.B)*(a.B-b.B)
	}
	seen := 0
	for range 8 { // the meter's first second
		for range 8 {
			step(t, s, f)
		}
		w := &f.View().Run
		img := rendered(t, s, 360, 780)
		yarn := palette.Yarn[w.Colour]
		for _, p := range []maths.Vec3{w.Body.Neck, w.Body.Pelvis} {
			x, y, ok := s.cam.Project(s.place(p), 360, 780)
			col, drawn := img.at(x, y)
			if !ok || !drawn {
				continue
			}
			seen++
			if d := min(dist(col, yarn[0]), dist(col, yarn[1])); d > dist(col, archBanner) {
				t.Errorf("tick %d: at his body (%.0f, %.0f) the frame shows %v, nearer the arch's banner than his yarn", w.Tick, x, y, col)
			}
		}
	}
	if seen < 10 {
		t.Errorf("his body was on the frame %d times in the meter's first second, want it in view", seen)
	}
}
