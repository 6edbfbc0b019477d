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
