package hud

import (
	"strings"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/world"
)

// The HUD draws what the view it is handed says, built here by hand: the
// title's level, name, coins and best; nothing of the title while an ad's
// reward is verified; the simulated ad over it; a notice on top.
func TestTheHUDDrawsTheViewItIsGiven(t *testing.T) {
	h := testHUD(t)
	title := flow.View{Scene: flow.Title, Lang: lang.English, LevelN: 7, LevelName: "CANDY LANE", Coins: 1234, Best: 321}
	texts := func(v flow.View) string {
		var all []string
		for _, b := range laidOut(t, h, &v, 360, 780) {
			all = append(all, b.Text)
		}
		return strings.Join(all, " / ")
	}
	for _, c := range []struct {
		what       string
		v          func(v *flow.View)
		has, lacks []string
	}{
		{"the title", func(*flow.View) {}, []string{"ROPE-MAN", "LEVEL 7", "CANDY LANE", "1234", "best: 321"}, nil},
		{"a first try", func(v *flow.View) { v.Best = 0 }, []string{"LEVEL 7"}, []string{"321"}},
		{"a reward being verified", func(v *flow.View) { v.Ad.Verifying = true }, []string{h.lang.Text(lang.CheckingReward)}, []string{"ROPE-MAN", "LEVEL 7"}},
		{"the simulated ad", func(v *flow.View) {
			v.Ad.Simulated = flow.SimulatedAd{On: true, Rewarded: true, Left: 3e9}
		}, []string{"ROPE-MAN", "SIMULATED AD", "reward in 3 seconds"}, nil},
		{"a notice", func(v *flow.View) { v.Notice = "STORAGE IS FULL" }, []string{"ROPE-MAN", "STORAGE IS FULL"}, nil},
	} {
		v := title
		c.v(&v)
		got := texts(v)
		for _, s := range c.has {
			if !strings.Contains(got, s) {
				t.Errorf("%s: %q not drawn; drawn: %s", c.what, s, got)
			}
		}
		for _, s := range c.lacks {
			if strings.Contains(got, s) {
				t.Errorf("%s: %q drawn; drawn: %s", c.what, s, got)
			}
		}
	}
}

// Each lesson told in words draws its own two lines, as a player reads them
// (English, written out here): a kind's words keyed to another kind, or
// its two lines swapped, fail.
func TestEachLessonSaysItsOwnWords(t *testing.T) {
	h := testHUD(t)
	for l, want := range map[flow.Lesson][2]string{
		flow.HazardLesson(world.HazardSaw):      {"SAWS CUT YOUR ROPE", "steer wide: your rope follows your line"},
		flow.HazardLesson(world.HazardBlade):    {"WATCH THE BLADE", "pass when it swings away from you"},
		flow.HazardLesson(world.HazardSpikes):   {"JUMP THE SPIKES", "swipe up just before them"},
		flow.HazardLesson(world.HazardBar):      {"JUMP THE BAR", "swipe up as it sweeps round to you"},
		flow.HazardLesson(world.HazardScissors): {"SCISSORS SNAP SHUT", "pass while their jaws are open"},
		flow.HazardLesson(world.HazardWall):     {"WALLS SLIDE ACROSS", "steer into the gap beside them"},
		flow.HazardLesson(world.HazardSpider):   {"SPIDERS BITE ROPES", "jump them or steer round them"},
		flow.LessonBoss:                         {"RUN ROUND IT TO WRAP IT", "step out of reach when a leg glows"},
		flow.LessonGate:                         {"GATES CHANGE YOUR COLOUR", "then take yarn of your new colour"},
		flow.LessonMaths:                        {"GATES ADD OR TAKE YARN", "go through + or x, not - or ÷"},
		flow.LessonKey:                          {"TAKE THE KEY", "three keys open a chest room"},
		flow.LessonMeter:                        {"TAP OR LIFT TO STOP IT", "the needle pays where it stops"},
	} {
		h.Begin(360, 780, 1, [4]float32{})
		h.lang = lang.English
		h.play.drawLesson(h, l, 0)
		var got []string
		for _, b := range h.Boxes() {
			got = append(got, b.Text)
		}
		if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
			t.Errorf("lesson %d draws %q, want %q", l, got, want)
		}
		h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
	}
}
