package hud

import (
	"strings"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/lang"
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

// Each hazard's lesson draws its own two lines (the lessons and their
// words are mapped by order: a kind added to one and not the other, or
// out of order, says the wrong thing).
func TestEachHazardLessonSaysItsOwnWords(t *testing.T) {
	h := testHUD(t)
	for l, want := range map[flow.Lesson][2]lang.Msg{
		flow.LessonSaw: {lang.WatchSaw, lang.WatchSawMore}, flow.LessonBlade: {lang.WatchBlade, lang.WatchBladeMore},
		flow.LessonSpikes: {lang.WatchSpikes, lang.WatchSpikesMore}, flow.LessonBar: {lang.WatchBar, lang.WatchBarMore},
		flow.LessonScissors: {lang.WatchScissors, lang.WatchScissorsMore}, flow.LessonWall: {lang.WatchWall, lang.WatchWallMore},
		flow.LessonSpider: {lang.WatchSpider, lang.WatchSpiderMore}, flow.LessonBoss: {lang.BossLesson, lang.BossLessonMore},
	} {
		h.Begin(360, 780, 1, [4]float32{})
		h.lang = lang.English
		h.drawLesson(l, 0)
		var got []string
		for _, b := range h.Boxes() {
			got = append(got, b.Text)
		}
		if len(got) != 2 || got[0] != lang.English.Text(want[0]) || got[1] != lang.English.Text(want[1]) {
			t.Errorf("lesson %d draws %q, want %q and %q", l, got, lang.English.Text(want[0]), lang.English.Text(want[1]))
		}
		h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
	}
}
