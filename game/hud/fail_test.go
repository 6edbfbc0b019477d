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
	cutters := map[world.Hazard]bool{world.HazardSaw: true, world.HazardBlade: true, world.HazardBar: true, world.HazardScissors: true, world.HazardSpider: true}
	seen := map[string]world.Hazard{}
	for by := world.HazardWrongBall; by < world.HazardCount; by++ {
		for _, cut := range []bool{false, true} {
			if cut && !cutters[by] {
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
