package lab

import (
	"cmp"
	"os"
	"testing"

	"ropeman/game/economy"
	"ropeman/game/needs"
)

// economyUser is the player the economy is measured for (ROPEMAN_USER
// sets another: the chest rooms differ).
var economyUser = cmp.Or(os.Getenv("ROPEMAN_USER"), "player-one")

// playEconomyT is playEconomy on the shipped tuning, for economyUser.
func playEconomyT(t *testing.T, last int, watchAds bool) *economyRun {
	t.Helper()
	tables, err := Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	r, err := tables.playEconomy(last, watchAds, economyUser)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The economy over a hundred levels, measured (go test -v -run
// TestTheEconomyOverAHundredLevels ./game/lab logs the table): played
// without ads, something new is affordable at least every 4 levels
// through level 100, and every upgrade is first bought by level 30; no
// level takes 30 tries. With the x3 ad watched after every win he can buy
// more by level 50 (worth watching), but nothing needs it.
func TestTheEconomyOverAHundredLevels(t *testing.T) {
	needs.Short(t, "plays a hundred levels twice")
	plain := playEconomyT(t, 100, false)
	wait, _ := plain.longestWait(100)
	t.Logf("the economy over 100 levels without ads (at most %d levels in a row with nothing new, %d things bought on %d levels, %d chest rooms):\n%s",
		wait, plain.items, len(plain.bought), plain.rooms, plain.table.String())
	if wait > 4 {
		t.Errorf("%d levels in a row with nothing new to buy, want at most 4", wait)
	}
	for u := range economy.UpgradeCount {
		if at, ok := plain.firstBuy[u]; !ok || at > 30 {
			t.Errorf("%s first bought at level %d, want by level 30", u.String(), at)
		}
	}
	ads := playEconomyT(t, 50, true)
	without := plain.owned[49]
	t.Logf("by level 50: %d things bought without ads, %d watching the x3 ad after every win:\n%s", without, ads.items, ads.table.String())
	if ads.items <= without {
		t.Errorf("by level 50 the x3 ad bought %d things, without it %d: it is not worth watching", ads.items, without)
	}
}
