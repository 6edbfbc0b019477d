package world

import (
	"testing"

	"ropeman/assets"
)

func TestZZ17(t *testing.T) {
	_ = assets.Levels
	w := shippedRun(t, 17, 1)
	w.revive.wait = 0
	bot := Bot{Skill: Novice}
	for !w.Over() && w.Tick < 60*60 {
		in := bot.Input(w)
		if w.Runner.S > 43 && w.Runner.S < 48 {
			v := sight{level: w.Level, runner: &w.Runner, tick: w.Tick, run: &w.Tuning, yarn: &w.YarnTuning, runway: &w.Runway, boss: &w.Boss,
				fight: &w.boss, finale: &w.finale, haul: &w.haul, spiders: w.spiders, inArena: w.InArena(), jumpPrompt: w.JumpPrompt()}
			t.Logf("S %.2f X %.2f target %.2f in %.2f colour %v | score(-1.5) %.2f floor %.2f | score(1.5) %.2f floor %.2f", w.Runner.S, w.Runner.X, bot.target, in.SteerX, w.haul.colour, bot.score(&v, -1.5), bot.floorScore(&v, -1.5), bot.score(&v, 1.5), bot.floorScore(&v, 1.5))
		}
		w.Step(in)
	}
}
