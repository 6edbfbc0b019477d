package scene

import (
	"math"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/rules"
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
	g := world.New(v.Run.Level, shippedRules(t), 1)
	var bot world.Bot
	for range 200 {
		g.Step(bot.Input(g))
	}
	var ghost world.Snapshot
	g.Snap(&ghost)
	v.Ghost = &ghost
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
	run := &v.Run
	w := world.New(run.Level, shippedRules(t), 1)
	for w.Runner.S < run.Runner.S-0.05 || w.Tick < 30 {
		w.Step(player.Input{Steer: true, SteerX: run.Runner.X})
	}
	var ghost world.Snapshot
	w.Snap(&ghost)
	g := &ghost.Runner
	g.X, g.S = run.Runner.X, run.Runner.S // just where he is
	v.Ghost = &ghost
	for _, c := range []struct {
		name  string
		ahead float32
		apart bool
	}{{"in him", 0, true}, {"three metres ahead", 3, false}} {
		g.S = run.Runner.S + c.ahead
		shift := ghostShift(&v)
		if drawnApart := abs(g.X+shift-run.Runner.X) >= ghostApart-1e-3; drawnApart != c.apart || (!c.apart && shift != 0) {
			t.Errorf("a ghost %s: drawn %.2f m across from him (shifted %.2f), want apart %v", c.name, g.X+shift-run.Runner.X, shift, c.apart)
		}
		v.Events, v.Cut = nil, false
		s.Step(&v)
		named := false
		px, py, _ := s.cam.Project(s.place(v.Run.Body.Pelvis), s.width, s.height)
		for _, lb := range s.Labels() {
			if lb.Text != v.Lang.Text(lang.GhostName) {
				continue
			}
			named = true
			if o := lb.Off; !(o[0] < px && px < o[2] && o[1] < py && py < o[3]) { // the HUD keeps the name off it
				t.Errorf("a ghost %s: its name keeps off %v, which is not his figure (his middle at %.0f, %.0f)", c.name, o, px, py)
			}
		}
		if !named {
			t.Errorf("a ghost %s is not named", c.name)
		}
	}
}

// shippedRules returns the run's rules as assets/tuning.json ships them.
func shippedRules(t *testing.T) world.Rules {
	t.Helper()
	var r world.Rules
	if err := rules.LoadTuning(map[string]rules.Validator{"player": &r.Tuning, "yarn": &r.Yarn, "runway": &r.Runway, "boss": &r.Boss}); err != nil {
		t.Fatal(err)
	}
	return r
}
