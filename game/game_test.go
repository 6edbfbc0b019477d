package game

import (
	"maps"
	"ropeman/camera/geom"
	"ropeman/game/flow"
	"slices"
	"testing"

	"ropeman/assets"
	"ropeman/game/world"
	"ropeman/player"
)

// Every table tuning.json may hold is read by the game, and the shipped
// file loads and validates.
func TestShippedTuningLoads(t *testing.T) {
	var g Game
	tables := allTuningTables(&g, new(flow.Session))
	if got := slices.Sorted(maps.Keys(tables)); !slices.Equal(got, slices.Sorted(slices.Values(assets.TuningTables))) {
		t.Errorf("the game reads tables %v, assets.TuningTables lists %v", got, assets.TuningTables)
	}
	if err := flow.LoadTuning(tables); err != nil {
		t.Fatal(err)
	}
}

// allTuningTables are the game's tables and the flow's together.
func allTuningTables(g *Game, s *flow.Session) map[string]flow.Validator {
	tables := g.tuningTables()
	maps.Copy(tables, s.TuningTables())
	return tables
}

func TestInputTuningValidate(t *testing.T) {
	good := InputTuning{DragMetres: 7, SwipeUp: 0.05, SwipeTicks: 16}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []InputTuning{
		{DragMetres: 0, SwipeUp: 0.05, SwipeTicks: 16},
		{DragMetres: 7, SwipeUp: 0.9, SwipeTicks: 16},
		{DragMetres: 7, SwipeUp: 0.05, SwipeTicks: 0},
		{DragMetres: 7, SwipeUp: 0.05, SwipeTicks: 999},
	} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// swipe feeds the finger a stroke of ys (one per tick, pixels) on an 800 px
// high screen and returns the ticks on which it recognised a swipe up.
func swipe(ys ...float32) []int {
	tun := InputTuning{DragMetres: 7, SwipeUp: 0.05, SwipeTicks: 8}
	var f finger
	f.down, f.pressed = true, true
	var hits []int
	for i, y := range ys {
		f.x, f.y, f.swiped = 100, y, false
		if i == 0 {
			for k := range f.trail {
				f.trail[k] = y
			}
		}
		f.track(&tun, 450, 800)
		if f.swiped {
			hits = append(hits, i)
		}
	}
	return hits
}

func TestSwipeUpRecognition(t *testing.T) {
	cases := []struct {
		name string
		ys   []float32
		want int // swipes recognised
	}{
		{"quick flick up 60 px", []float32{500, 480, 460, 440}, 1},
		{"slow drift up 60 px over 30 ticks", ramp(500, 440, 30), 0},
		{"drag down", []float32{500, 520, 540, 560}, 0},
		{"long stroke up counts once per 40 px", []float32{500, 470, 440, 410, 380, 350}, 2},
		{"sideways jitter", []float32{500, 498, 502, 499, 501}, 0},
	}
	for _, tc := range cases {
		if got := swipe(tc.ys...); len(got) != tc.want {
			t.Errorf("%s: swipes at ticks %v, want %d", tc.name, got, tc.want)
		}
	}
}

func ramp(from, to float32, n int) []float32 {
	ys := make([]float32, n)
	for i := range ys {
		ys[i] = from + (to-from)*float32(i)/float32(n-1)
	}
	return ys
}

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

func TestStageCoversEveryFloor(t *testing.T) {
	l := shippedLevel(t, 1)
	var st Stage
	st.Build(l, nil)
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
	st.Build(l, nil) // a rebuild reuses the chunks
	if len(st.chunks) != n {
		t.Errorf("rebuild made %d chunks, first build %d", len(st.chunks), n)
	}
}

func TestTileColourAlternatesOnOneGrid(t *testing.T) {
	for i := range themes {
		st := Stage{theme: &themes[i]}
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
	var f Figure
	r := player.Runner{S: 3, VX: 1, Speed: 8}
	var b player.Body
	b.Reset(&r)
	l := shippedLevel(t, 1)
	col := yarnColours[world.Blue]
	f.Pose(&b, col[0], col[1], Chunk(12))
	f.PoseShadow(&r, true)
	allocs := testing.AllocsPerRun(50, func() {
		r.S += 0.1
		b.Step(&r, 0, l, false, 0, geom.Vec3{})
		f.Pose(&b, col[0], col[1], Chunk(12))
		f.PoseShadow(&r, true)
	})
	if allocs != 0 {
		t.Errorf("posing the figure allocates %v times per frame", allocs)
	}
	if len(f.Mesh.Faces) == 0 || len(f.Shadow.Faces) == 0 {
		t.Error("figure or shadow is empty")
	}
	r.State = player.Fall
	r.Y = -2
	f.PoseShadow(&r, false)
	if len(f.Shadow.Faces) != 0 {
		t.Error("a falling runner over a gap still casts a shadow")
	}
}
