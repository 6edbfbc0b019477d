package game

import (
	"maps"
	"path/filepath"
	"slices"
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/flow"
	"ropeman/game/rules"
)

// Every table tuning.json may hold is read by the game, and the shipped
// file loads and validates.
func TestShippedTuningLoads(t *testing.T) {
	var g Game
	tables := allTuningTables(&g, new(flow.Session))
	if got := slices.Sorted(maps.Keys(tables)); !slices.Equal(got, slices.Sorted(slices.Values(assets.TuningTables))) {
		t.Errorf("the game reads tables %v, assets.TuningTables lists %v", got, assets.TuningTables)
	}
	if err := rules.LoadTuning(tables); err != nil {
		t.Fatal(err)
	}
}

// allTuningTables are the game's tables and the flow's together.
func allTuningTables(g *Game, s *flow.Session) map[string]rules.Validator {
	tables := g.tuningTables()
	maps.Copy(tables, s.TuningTables())
	return tables
}

func TestInputTuningValidate(t *testing.T) {
	good := inputTuning{DragMetres: 1.75, SwipeUp: 0.05, SwipeTicks: 16}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []inputTuning{
		{DragMetres: 0, SwipeUp: 0.05, SwipeTicks: 16},
		{DragMetres: 1.75, SwipeUp: 0.9, SwipeTicks: 16},
		{DragMetres: 1.75, SwipeUp: 0.05, SwipeTicks: 0},
		{DragMetres: 1.75, SwipeUp: 0.05, SwipeTicks: 999},
	} {
		if bad.Validate() == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
}

// swipe feeds the finger a stroke of ys (one per tick, pixels) on an 800 px
// high screen and returns the ticks on which it recognised a swipe up.
func swipe(ys ...float32) []int {
	tun := inputTuning{DragMetres: 1.75, SwipeUp: 0.05, SwipeTicks: 8}
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

// A booted game (the browser's start) draws the page's sky first and is
// made in the tick after that frame, at once, to the same first run a
// game made by New has; a replay it cannot open ends it from that tick.
func TestABootedGameIsMadeAfterItsFirstFrame(t *testing.T) {
	opts := Options{Config: flow.Config{Level: 2, Seed: 3, Ads: &ads.Simulated{}}, Mute: true}
	g := Boot(opts)
	if err := g.Update(); err != nil || !g.booting() || g.flow != nil {
		t.Fatalf("before its first frame the game was made (err %v, booting %v)", err, g.booting())
	}
	g.start.shown = true // its first frame: the page's sky
	if err := g.Update(); err != nil || g.booting() || g.flow == nil {
		t.Fatalf("after its first frame: err %v, still booting %v", err, g.booting())
	}
	made, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := g.flow.RunHash(), made.flow.RunHash(); a != b || g.flow.View().LevelN != 2 {
		t.Errorf("booted: level %d, run %016x; made by New: %016x", g.flow.View().LevelN, a, b)
	}
	bad := Boot(Options{Config: flow.Config{Replay: filepath.Join(t.TempDir(), "none.json")}, Mute: true})
	bad.start.shown = true
	if err := bad.Update(); err == nil {
		t.Error("a booted game whose replay is missing went on")
	}
}

// An opened game (the desktop's start) is made on a goroutine while the
// window opens, its stage built for the window it asked for: Ebitengine's
// first call waits for it and finds it made, to the same first run a game
// made by New has, its stage warm for the screen; a replay it cannot
// open ends it at its first Update.
func TestAnOpenedGameIsMadeWhileTheWindowOpens(t *testing.T) {
	opts := Options{Config: flow.Config{Level: 2, Seed: 3, Ads: &ads.Simulated{}}, Mute: true}
	g := Open(opts, 360, 640)
	w, h := g.LayoutF(360, 640)
	if g.booting() || g.flow == nil || !g.start.warm || float32(w) != g.width || float32(h) != g.height {
		t.Fatalf("at its first Layout (%gx%g): booting %v, warm %v for %gx%g", w, h, g.booting(), g.start.warm, g.width, g.height)
	}
	if err := g.Update(); err != nil {
		t.Fatal(err)
	}
	made, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := g.flow.RunHash(), made.flow.RunHash(); a != b || g.flow.View().LevelN != 2 {
		t.Errorf("opened: level %d, run %016x; made by New: %016x", g.flow.View().LevelN, a, b)
	}
	bad := Open(Options{Config: flow.Config{Replay: filepath.Join(t.TempDir(), "none.json")}, Mute: true}, 360, 640)
	if err := bad.Update(); err == nil {
		t.Error("an opened game whose replay is missing went on")
	}
}

// Only a phone's debug build lets four fingers toggle the gizmos: the
// platform says so once its ad adapter has (mobile.RegisterAdProvider),
// and the game takes it with the platform's other news at its next tick.
func TestADebugBuildLetsFourFingersToggleTheGizmos(t *testing.T) {
	for _, debug := range []bool{false, true} {
		var p Platform
		g, err := New(Options{Config: flow.Config{Level: 1, Ads: &ads.Simulated{}}, Mute: true, Platform: &p})
		if err != nil {
			t.Fatal(err)
		}
		p.SetLocale("en")
		if debug {
			p.SetDebugBuild()
		}
		g.applyPlatform()
		if g.debugBuild != debug {
			t.Errorf("a debug build %v: the game takes four fingers %v", debug, g.debugBuild)
		}
		g.applyPlatform() // no news: it stays as it was
		if g.debugBuild != debug {
			t.Errorf("a debug build %v: after a tick without news, four fingers %v", debug, g.debugBuild)
		}
	}
}
