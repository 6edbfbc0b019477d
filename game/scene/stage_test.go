package scene

import (
	"slices"
	"testing"

	"ropeman/assets"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/economy"
	"ropeman/game/flow"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
	"ropeman/player"
)

// shippedLevel loads shipped level n.
func shippedLevel(t testing.TB, n int) *world.Level {
	t.Helper()
	name, data, err := assets.Level(n)
	if err != nil {
		t.Fatal(err)
	}
	l, err := world.ParseLevel(name, data)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// builtStage returns shipped level n's stage, built straight (no bend),
// and the snapshot it was built from.
func builtStage(t *testing.T, n int) (*stage, *world.Snapshot) {
	t.Helper()
	var w world.Snapshot
	world.New(shippedLevel(t, n), world.Rules{}, 1).Snap(&w)
	var st stage
	st.build(&w, nil, false, nil)
	return &st, &w
}

func TestStageCoversEveryFloor(t *testing.T) {
	st, w := builtStage(t, 1)
	l := w.Level
	for i := range l.Sections {
		sec := &l.Sections[i]
		if sec.Kind != world.Floor {
			continue
		}
		mid := world.Pos(0, 0, sec.Start+sec.Length/2)
		covered := false
		for _, m := range st.chunks {
			if m.Center.Sub(mid).Len() <= m.Radius {
				covered = true
			}
		}
		if !covered {
			t.Errorf("section %d (%v..%v m) has no chunk around its middle", i, sec.Start, sec.End())
		}
	}
	n := len(st.chunks)
	st.build(w, nil, false, nil) // a rebuild reuses the chunks
	if len(st.chunks) != n {
		t.Errorf("rebuild made %d chunks, first build %d", len(st.chunks), n)
	}
}

func TestTileColourAlternatesOnOneGrid(t *testing.T) {
	for i := range themes {
		st := stage{theme: &themes[i]}
		if st.tileColour(0.1, 100) == st.tileColour(tileLength+0.1, 100) {
			t.Errorf("theme %s: neighbouring tiles share a colour", world.ThemeNames[i])
		}
		if st.tileColour(0.1, 100) != st.tileColour(2*tileLength+0.1, 100) {
			t.Errorf("theme %s: tiles two apart differ", world.ThemeNames[i])
		}
		for z := 0; z < world.RunwayZones; z++ {
			s := 100 + float32(z)*world.RunwayZone + 0.2
			if c := st.tileColour(s, 100); c != runwayZones[z] && c != runwayZones[z].Scale(0.94) {
				t.Errorf("runway zone x%d is %v, want its zone colour", z+1, c)
			}
		}
	}
}

// Every theme the levels may name has its colours, and the shipped levels
// do not all look alike.
func TestEveryThemeHasColours(t *testing.T) {
	if len(themes) != len(world.ThemeNames) {
		t.Fatalf("%d themes coloured, world.ThemeNames has %d", len(themes), len(world.ThemeNames))
	}
	seen := map[string]bool{}
	for n := range assets.Levels() {
		l, err := flow.ParseLevel(n + 1)
		if err != nil {
			t.Fatal(err)
		}
		if themeOf(l) != &themes[slices.Index(world.ThemeNames, l.Theme)] {
			t.Errorf("level %d: theme %q not found", n+1, l.Theme)
		}
		seen[l.Theme] = true
	}
	if len(seen) < min(3, len(assets.Levels())) {
		t.Errorf("the shipped levels use %d themes, want at least 3", len(seen))
	}
}

func TestFigurePoseAllocatesNothing(t *testing.T) {
	var f figure
	w := world.New(shippedLevel(t, 1), shippedRules(t), 1)
	var run world.Snapshot
	w.Snap(&run)
	col := palette.Yarn[world.Blue]
	f.pose(&run.Body, col[0], col[1], chunk(12))
	f.poseShadow(&run.Runner, 0, true)
	allocs := testing.AllocsPerRun(50, func() {
		w.Step(player.Input{})
		w.Snap(&run)
		f.pose(&run.Body, col[0], col[1], chunk(12))
		f.addHat(partyHat, mesh.RGB(90, 220, 255), run.Body.Head, maths.V3(0, 1, 0))
		f.poseShadow(&run.Runner, 0, true)
	})
	if allocs != 0 {
		t.Errorf("posing the figure allocates %v times per frame", allocs)
	}
	if len(f.mesh.Faces) == 0 || len(f.shadow.Faces) == 0 {
		t.Error("figure or shadow is empty")
	}
	r := run.Runner
	r.State, r.Y = player.Fall, -2
	f.poseShadow(&r, 0, false)
	if len(f.shadow.Faces) != 0 {
		t.Error("a falling runner over a gap still casts a shadow")
	}
}

// Every skin the shop sells has a look of its own, and no two look the
// same.
func TestEverySkinHasItsOwnLook(t *testing.T) {
	seen := map[skinLook]string{}
	for _, sk := range economy.Skins {
		look := *lookOf(sk.ID)
		if look.id != sk.ID {
			t.Errorf("skin %s draws as %q: it has no look of its own", sk.Name, look.id)
		}
		look.id = ""
		if other, dup := seen[look]; dup {
			t.Errorf("skins %s and %s look the same", sk.Name, other)
		}
		seen[look] = sk.Name
	}
}

// A skin's trail stripes the rope and its rope end is the ball the rope
// ends in, as drawn; the classic look draws neither.
func TestSkinsDressTheRope(t *testing.T) {
	s, _ := playing(t, 3, 200)
	has := func(c mesh.Colour) bool {
		for _, f := range s.yarn.Faces {
			if f.Colour == c {
				return true
			}
		}
		return false
	}
	for _, id := range []string{"pompom", "comet", "cane"} {
		look := lookOf(id)
		s.view.Skin = id
		s.buildYarn()
		if look.end != (mesh.Colour{}) && !has(look.end) {
			t.Errorf("%s: no face of the rope's end in %v", id, look.end)
		}
		if look.trail != (mesh.Colour{}) && !has(look.trail) {
			t.Errorf("%s: no face of the rope's stripe in %v", id, look.trail)
		}
		s.view.Skin = ""
		s.buildYarn()
		if has(look.end) || (look.trail != (mesh.Colour{}) && has(look.trail)) {
			t.Errorf("the classic look draws %s's rope", id)
		}
	}
}

// Splitting a mesh along the track keeps every face, in its colour, with
// its corners where they were, each in the piece of the 12 m it starts in.
func TestSplitAlongKeepsEveryFace(t *testing.T) {
	st, _ := builtStage(t, 20)
	type corner struct {
		a, b, c maths.Vec3
		col     mesh.Colour
	}
	var want, got []corner
	for _, f := range st.frames.Faces {
		p := st.frames.Positions
		want = append(want, corner{p[f.A], p[f.B], p[f.C], f.Colour})
	}
	for k, part := range st.framed {
		for _, f := range part.Faces {
			p := part.Positions
			got = append(got, corner{p[f.A], p[f.B], p[f.C], f.Colour})
			if s := -p[f.A].Z; int(max(0, s)/chunkLength) != k {
				t.Errorf("a face starting at %.1f m is in piece %d", s, k)
			}
		}
	}
	if len(want) < 100 || !slices.Equal(want, got) {
		t.Errorf("level 20's frames: %d faces, %d after the split (or in another order or place)", len(want), len(got))
	}
}

// A mesh in two levels of detail is drawn near until the nearest point of
// its bounds is the given distance away, and far from there.
func TestTwoLevelsSwitchAtTheirDistance(t *testing.T) {
	var two twoLevels
	two.near.AddBox(maths.Identity(), cloudWhite)
	two.near.FitBounds()
	r := two.near.Radius
	for _, c := range []struct {
		at   float32
		near bool
	}{{0, true}, {r + curbsFar - 0.01, true}, {r + curbsFar + 0.01, false}, {200, false}} {
		if got := two.lod(maths.V3(0, 0, c.at), curbsFar) == &two.near; got != c.near {
			t.Errorf("seen from %.2f m (bounds %.2f): near %v, want %v", c.at, r, got, c.near)
		}
	}
}

// A cloud is drawn coarse only when every cloud of its row is at least
// cloudsFar from the eye (its facets never show beside a nearer cloud),
// and each cloud is a mesh of its own, culled alone: along the bot's run
// of level 20, from the eye of every tenth frame, rows with one cloud
// nearer than cloudsFar and another beyond it are met, and drawn fine.
func TestACloudTurnsCoarseOnlyWithItsRow(t *testing.T) {
	s, f := playing(t, 20, 0)
	// nearest returns how near cloud i's near mesh comes to eye.
	nearest := func(i int, eye maths.Vec3) float32 {
		d := float32(1e9)
		for _, p := range s.stage.clouds[i].near.Positions {
			d = min(d, p.Sub(eye).Len())
		}
		return d
	}
	coarse, mixed := 0, 0
	for tick := 0; tick < 60*60 && f.View().Scene != flow.Result; tick++ {
		step(t, s, f)
		if tick%10 != 0 {
			continue
		}
		s.buildFrame()
		eye := s.cam.Eye
		for row := 0; row*cloudsPerRow < len(s.stage.clouds); row++ {
			first, end := row*cloudsPerRow, min((row+1)*cloudsPerRow, len(s.stage.clouds))
			rowNearest, rowFarthest := float32(1e9), float32(0)
			for i := first; i < end; i++ {
				d := nearest(i, eye)
				rowNearest, rowFarthest = min(rowNearest, d), max(rowFarthest, d)
			}
			if rowNearest < cloudsFar && rowFarthest >= cloudsFar {
				mixed++
			}
			for i := first; i < end; i++ {
				if s.stage.clouds[i].near.Radius > 12 { // a cloud is at most about 16 m across; a row spans 36 m
					t.Fatalf("cloud %d: a sphere of %.1f m about it: clouds share a mesh", i, s.stage.clouds[i].near.Radius)
				}
				if s.stage.cloud(i, eye) != &s.stage.clouds[i].far {
					continue
				}
				coarse++
				if rowNearest < cloudsFar {
					t.Fatalf("tick %d: cloud %d drawn coarse %.1f m from the eye, its row's nearest %.1f m (want %d m or more)", tick, i, nearest(i, eye), rowNearest, cloudsFar)
				}
			}
		}
	}
	if coarse == 0 || mixed == 0 {
		t.Errorf("the run met %d coarse clouds and %d rows both near and far: the test saw nothing to judge", coarse, mixed)
	}
	t.Logf("%d clouds drawn coarse, %d rows with clouds either side of %d m", coarse, mixed, cloudsFar)
}
