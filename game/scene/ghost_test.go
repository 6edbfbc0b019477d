package scene

import (
	"math"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/world"
	"ropeman/player"
)

// The ghost is drawn (its figure and rope, translucent, beside him) when
// the view has one, and only then.
func TestTheGhostIsDrawnTranslucent(t *testing.T) {
	s, f := playing(t, 3, 240)
	ghostly := func(v flow.View) int {
		v.Events, v.Cut = nil, false
		s.Step(&v)
		s.Begin()
		n := 0
		for k := range Layers {
			s.Queue(k)
			verts, _ := s.renderer.Flush()
			for _, vx := range verts {
				if math.Abs(float64(vx.ColorA-ghostAlpha)) < 1e-3 {
					n++
				}
			}
		}
		return n
	}
	v := *f.View()
	if v.Ghost != nil {
		t.Fatal("a ghost on a first run")
	}
	none := ghostly(v)
	run := v.Run
	g := world.New(run.Level, world.Rules{Tuning: run.Tuning, Yarn: run.YarnTuning, Runway: run.Runway, Boss: run.Boss}, 1)
	var bot world.Bot
	for range 200 {
		g.Step(bot.Input(g))
	}
	v.Ghost = g
	with := ghostly(v)
	if with < 200+none {
		t.Errorf("with a ghost %d translucent vertices, without %d: no ghost drawn", with, none)
	}
}

// The ghost running where he runs is drawn beside him, apart enough that
// the two never overlap, and named over its head; running a few metres
// off, it is drawn where it runs, and named still.
func TestTheGhostRunsBesideHimNamed(t *testing.T) {
	s, f := playing(t, 3, 240)
	v := *f.View()
	run := v.Run
	g := world.New(run.Level, world.Rules{Tuning: run.Tuning, Yarn: run.YarnTuning, Runway: run.Runway, Boss: run.Boss}, 1)
	for g.Runner.S < run.Runner.S-0.05 || g.Tick < 30 {
		g.Step(player.Input{Steer: true, SteerX: run.Runner.X})
	}
	g.Runner.X, g.Runner.S = run.Runner.X, run.Runner.S // just where he is
	v.Ghost = g
	for _, c := range []struct {
		name  string
		ahead float32
		apart bool
	}{{"in him", 0, true}, {"three metres ahead", 3, false}} {
		g.Runner.S = run.Runner.S + c.ahead
		shift := ghostShift(&v)
		if drawnApart := abs(g.Runner.X+shift-run.Runner.X) >= ghostApart-1e-3; drawnApart != c.apart || (!c.apart && shift != 0) {
			t.Errorf("a ghost %s: drawn %.2f m across from him (shifted %.2f), want apart %v", c.name, g.Runner.X+shift-run.Runner.X, shift, c.apart)
		}
		v.Events, v.Cut = nil, false
		s.Step(&v)
		named := false
		for _, lb := range s.Labels() {
			named = named || lb.Text == v.Lang.Text(lang.GhostName)
		}
		if !named {
			t.Errorf("a ghost %s is not named", c.name)
		}
	}
}
