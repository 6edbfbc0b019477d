package hud

import (
	"testing"

	"ropeman/game/world"
)

// The fail card never says "YOU FELL!" for a run that ran out of yarn,
// and names every hazard that can take the last of it, by a hit and, for
// those that cut, by a cut.
func TestTheFailCardNamesTheCause(t *testing.T) {
	if title, why := failTexts(world.Cause{Fell: true}); title != "YOU FELL!" || why == "" {
		t.Errorf("a fall: %q / %q", title, why)
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
