package hud

import (
	"testing"

	"ropeman/game/lang"
	"ropeman/game/world"
)

// The fail card never says "YOU FELL!" for a run that ran out of yarn,
// and names every hazard that can take the last of it, by a hit and, for
// those that cut, by a cut: in every language.
func TestTheFailCardNamesTheCause(t *testing.T) {
	for l := range lang.Count {
		t.Run(l.Code(), func(t *testing.T) { failCauses(t, l) })
	}
}

func failCauses(t *testing.T, l lang.Tag) {
	gap, gapWhy := failTexts(world.Cause{Fell: true}, l)
	side, sideWhy := failTexts(world.Cause{Fell: true, Side: true}, l)
	if gap != l.Text(lang.YouFell) || side != gap || gapWhy == "" || sideWhy == "" || gapWhy == sideWhy {
		t.Errorf("a fall into a gap: %q / %q; off the side: %q / %q", gap, gapWhy, side, sideWhy)
	}
	seen := map[string]world.Hazard{}
	for _, k := range world.Hazards() {
		if k.Name == "" {
			continue
		}
		by := k.Hazard
		for _, cut := range []bool{false, true} {
			if cut && !k.Cuts {
				continue
			}
			title, why := failTexts(world.Cause{By: by, Cut: cut}, l)
			if title != l.Text(lang.OutOfYarn) || title == gap || why == "" {
				t.Errorf("%v (cut %v): %q / %q", by, cut, title, why)
			}
			if other, dup := seen[why]; dup {
				t.Errorf("%v (cut %v) and %v say the same: %q", by, cut, other, why)
			}
			seen[why] = by
		}
	}
}

// Each cause gets its own words on the fail card, as a player reads them
// (English, written out here): two causes' lines swapped, in the table or
// in the language file, fail.
func TestEachCauseSaysWhatHappened(t *testing.T) {
	for _, c := range []struct {
		cause      world.Cause
		title, why string
	}{
		{world.Cause{Fell: true}, "YOU FELL!", "mind the gaps: swipe up to jump"},
		{world.Cause{Fell: true, Side: true}, "YOU FELL!", "keep on the track"},
		{world.Cause{By: world.NoHazard}, "OUT OF YARN!", "no yarn left"},
		{world.Cause{By: world.NoHazard, Cut: true}, "OUT OF YARN!", "your rope was cut"},
		{world.Cause{By: world.HazardWrongBall}, "OUT OF YARN!", "yarn of another colour unravels you"},
		{world.Cause{By: world.HazardGate}, "OUT OF YARN!", "that gate took the last of it"},
		{world.Cause{By: world.HazardSaw}, "OUT OF YARN!", "a saw hit you"},
		{world.Cause{By: world.HazardSaw, Cut: true}, "OUT OF YARN!", "a saw cut your rope"},
		{world.Cause{By: world.HazardBlade}, "OUT OF YARN!", "a blade hit you"},
		{world.Cause{By: world.HazardBlade, Cut: true}, "OUT OF YARN!", "a blade cut your rope"},
		{world.Cause{By: world.HazardSpikes}, "OUT OF YARN!", "spikes: jump over them"},
		{world.Cause{By: world.HazardBar}, "OUT OF YARN!", "a bar hit you: jump it"},
		{world.Cause{By: world.HazardBar, Cut: true}, "OUT OF YARN!", "a bar cut your rope"},
		{world.Cause{By: world.HazardScissors}, "OUT OF YARN!", "the scissors caught you"},
		{world.Cause{By: world.HazardScissors, Cut: true}, "OUT OF YARN!", "the scissors cut your rope"},
		{world.Cause{By: world.HazardWall}, "OUT OF YARN!", "a wall hit you"},
		{world.Cause{By: world.HazardSpider}, "OUT OF YARN!", "a spider got you"},
		{world.Cause{By: world.HazardSpider, Cut: true}, "OUT OF YARN!", "a spider cut your rope"},
		{world.Cause{By: 200}, "OUT OF YARN!", ""}, // a cause this build does not know
	} {
		title, why := failTexts(c.cause, lang.English)
		if title != c.title || why != c.why {
			t.Errorf("%+v: the card says %q / %q, want %q / %q", c.cause, title, why, c.title, c.why)
		}
	}
}
