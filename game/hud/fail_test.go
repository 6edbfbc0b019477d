package hud

import (
	"testing"

	"ropeman/game/world"
)

// The fail card never says "YOU FELL!" for a run that ran out of yarn,
// and names every hazard that can take the last of it, by a hit and, for
// those that cut, by a cut.
func TestTheFailCardNamesTheCause(t *testing.T) {
	gap, gapWhy := failTexts(world.Cause{Fell: true})
	side, sideWhy := failTexts(world.Cause{Fell: true, Side: true})
	if gap != "YOU FELL!" || side != gap || gapWhy == "" || sideWhy == "" || gapWhy == sideWhy {
		t.Errorf("a fall into a gap: %q / %q; off the side: %q / %q", gap, gapWhy, side, sideWhy)
	}
	cutters := map[world.Hazard]bool{world.HazardSaw: true, world.HazardBlade: true, world.HazardBar: true, world.HazardScissors: true, world.HazardSpider: true}
	seen := map[string]world.Hazard{}
	for by := world.HazardWrongBall; by < world.HazardCount; by++ {
		for _, cut := range []bool{false, true} {
			if cut && !cutters[by] {
				continue
			}
			title, why := failTexts(world.Cause{By: by, Cut: cut})
			if title != "OUT OF YARN!" || why == "" {
				t.Errorf("%v (cut %v): %q / %q", by, cut, title, why)
			}
			if other, dup := seen[why]; dup {
				t.Errorf("%v (cut %v) and %v say the same: %q", by, cut, other, why)
			}
			seen[why] = by
		}
	}
}
