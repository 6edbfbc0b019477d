package scene

import (
	"math"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/world"
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
