package scene

import (
	"math"
	"testing"

	"ropeman/assets"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/needs"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
	"ropeman/player"
)

// lab returns c in CIE L*a*b* (D65): the space where a distance is about
// how different two colours look.
func lab(c mesh.Colour) [3]float64 { return seen(c, deficiencies[0].m) }

// deltaE is the CIE76 distance between two colours: about 2.3 is the
// smallest difference a person sees; tens is another colour.
func deltaE(a, b mesh.Colour) float64 {
	p, q := lab(a), lab(b)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}

// A hazard never looks like yarn (the colour rule is the game: a saw the
// colour of his yarn would read as a pickup), and its body stands out of
// every theme's track.
func TestHazardsNeverLookLikeYarn(t *testing.T) {
	hazards := map[string]mesh.Colour{"dark": hazardDark, "edge": hazardEdge, "accent": hazardAccent}
	for name, h := range hazards {
		for _, yarn := range [][world.ColourCount][2]mesh.Colour{palette.Yarn, palette.ColourBlind} {
			for c, shades := range yarn {
				if d := deltaE(h, shades[0]); d < 30 {
					t.Errorf("hazard %s %v is %.1f ΔE from yarn colour %d %v: want ≥ 30", name, h, d, c, shades[0])
				}
			}
		}
		for c, shades := range palette.Yarn { // a twist is yarn too
			if d := deltaE(h, shades[1]); d < 30 {
				t.Errorf("hazard %s %v is %.1f ΔE from yarn colour %d's twist %v: want ≥ 30", name, h, d, c, shades[1])
			}
		}
	}
	for i, th := range themes {
		for _, tile := range []mesh.Colour{th.tileLight, th.tileDark} {
			for name, h := range map[string]mesh.Colour{"dark": hazardDark, "accent": hazardAccent} {
				if d := deltaE(h, tile); d < 40 {
					t.Errorf("theme %d: hazard %s is %.1f ΔE from the track %v: want ≥ 40", i, name, d, tile)
				}
			}
		}
	}
}

// hazardAhead returns where on screen the nearest hazard ahead of him in
// his lane shows (its middle, as the camera sees it), if one is between
// 2 and 20 m ahead: a saw, a blade's head, spikes, a bar's post, a wall, a
// spider, or the scissors' jaw on his side.
func hazardAhead(s *Scene) (x, y float32, ok bool) {
	at, ok := hazardPoint(s)
	if !ok {
		return 0, 0, false
	}
	x, y, vis := s.cam.Project(s.place(at), s.width, s.height)
	return x, y, vis
}

// hazardPoint returns the point (track space) of the nearest hazard ahead
// of him in his lane (see hazardAhead).
func hazardPoint(s *Scene) (at maths.Vec3, ok bool) {
	w := &s.view.Run
	l, r := w.Level, &w.Runner
	t := float32(w.Tick) / 60
	best := float32(20)
	consider := func(hx, hy, hs, half float32) {
		if d := hs - r.S; d > 2 && d < best && abs(hx-r.X) < half+0.6 {
			best, at, ok = d, world.Pos(hx, hy, hs), true
		}
	}
	for i := range l.Saws {
		consider(l.Saws[i].XAt(t), l.Saws[i].Radius*0.6, l.Saws[i].S, l.Saws[i].Radius)
	}
	for i := range l.Blades {
		hx, hy, _ := l.Blades[i].HeadAt(t)
		consider(hx, hy, l.Blades[i].S, 0.3)
	}
	for i := range l.Spikes {
		k := &l.Spikes[i]
		consider(k.X, world.SpikesHeight, k.S+k.Length/2, k.Width/2)
	}
	for i := range l.Bars {
		consider(l.Bars[i].X, world.BarHeight, l.Bars[i].S, l.Bars[i].Radius)
	}
	for i := range l.Walls {
		consider(l.Walls[i].XAt(t), world.WallHeight/2, l.Walls[i].S, l.Walls[i].Width/2)
	}
	for i := range l.Scissors {
		c := &l.Scissors[i]
		side := float32(1)
		if r.X < 0 {
			side = -1
		}
		gap := c.GapAt(t)
		consider(side*(gap+c.Half)/2, 0.8, c.S, (c.Half-gap)/2)
	}
	for i := range w.Spiders {
		p := w.Spiders[i].Pos
		consider(p.X, p.Y, -p.Z, 0.5)
	}
	return at, ok
}

// hiddenHazards plays shipped level n with the bot on a w x h screen and
// counts the frames on the floor with a hazard ahead in his lane, those
// where his body hides it (it shows inside the box he is drawn in), and
// the longest run of such frames. Frames in the air are left out: over a
// jump his body rises across what lies ahead, but his choice is made
// (airborne counts the hidden ones among them, for the log).
func hiddenHazards(t *testing.T, n int, w, h float32) (frames, hidden, longest, airborne int) {
	f, err := flow.New(flow.Config{Level: n, Seed: 1, Autoplay: true, BotSkill: world.Casual, Open: flow.Play})
	if err != nil {
		t.Fatal(err)
	}
	s := opened(t, f)
	s.Resize(w, h)
	run := 0
	for i := 0; i < 60*60 && f.View().Scene == flow.Play && f.View().Run.Outcome == world.Running; i++ {
		step(t, s, f)
		x, y, ok := hazardAhead(s)
		if !ok {
			run = 0
			continue
		}
		x0, y0, x1, y1, seen := s.RunnerBox()
		behind := seen && x > x0 && x < x1 && y > y0 && y < y1
		if f.View().Run.Runner.State != player.Run {
			if behind {
				airborne++
			}
			continue
		}
		frames++
		if behind {
			hidden++
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return frames, hidden, longest, airborne
}

// The chase camera keeps the lane ahead of him in view, on a phone and on
// a tablet: played by the human-like bot along every shipped level, a
// hazard 2 to 20 m ahead in his lane is hidden behind his body in at most
// 1 % of the frames he is on the floor with it ahead (5 % on any level),
// and never for more than a tenth of a second at a time. (With the camera at 4.6 m up, 6.8 m back: 1.94 %,
// 12.6 % on level 11, and up to 15 frames at once.)
func TestHazardsAheadAreNotHiddenByHim(t *testing.T) {
	needs.Short(t, "plays every shipped level at two sizes")
	for _, size := range [][2]float32{{360, 780}, {768, 1024}} { // a phone, and a tablet (a wider view)
		var frames, hidden, airborne int
		for n := 1; n <= len(assets.Levels()); n++ {
			fr, hd, longest, air := hiddenHazards(t, n, size[0], size[1])
			frames, hidden, airborne = frames+fr, hidden+hd, airborne+air
			if fr > 0 && (float64(hd) > 0.05*float64(fr) || longest > 6) {
				t.Errorf("%vx%v, level %d: a hazard in his lane hidden by him in %d of %d frames (%.1f %%), %d frames at once at most",
					size[0], size[1], n, hd, fr, 100*float64(hd)/float64(fr), longest)
			}
		}
		t.Logf("%vx%v, every level: a hazard ahead in his lane hidden by him in %d of %d frames on the floor (%.2f %%); %d more in the air",
			size[0], size[1], hidden, frames, 100*float64(hidden)/float64(max(1, frames)), airborne)
		if float64(hidden) > 0.01*float64(frames) {
			t.Errorf("%vx%v: a hazard in his lane hidden by him in %d of %d frames, want at most 1 %%", size[0], size[1], hidden, frames)
		}
	}
}
