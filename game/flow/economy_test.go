package flow

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/world"
)

// cheapest returns the cheapest thing he can buy now that changes
// something (a skin he lacks, the next level of an upgrade), its price and
// what it is, or ok false.
func (s *Session) cheapest() (what string, price int, buy func(), ok bool) {
	price = 1 << 62
	for i := range Skins {
		if sk := &Skins[i]; !sk.ByAd && !s.progress.Owns(sk.ID) && s.skinPrice(i) < price {
			k := i
			what, price, buy, ok = "skin "+sk.Name, s.skinPrice(i), func() { s.pick(k) }, true
		}
	}
	for u := range upgradeCount {
		r, n := s.economy.Upgrades.row(u), s.progress.Upgrades[u]
		if n < r.Levels && r.Cost(n) < price {
			k := int(u)
			what, price, buy, ok = fmt.Sprintf("%s %d", upgradeNames[u], n+1), r.Cost(n), func() { s.buy(k) }, true
		}
	}
	return what, price, buy, ok
}

// The economy over a hundred levels, measured: the human-like bot plays
// levels 1 to 100 in order (retrying what it loses, each try a new seed,
// never watching an ad) and after each win buys the cheapest thing that
// changes something while he can afford it; the table of pay, coins held
// and purchases per level, and the longest run of levels with nothing
// bought, are logged (go test -v -run TestTheEconomyOverAHundredLevels
// ./game/flow). Every upgrade is within reach early: each is first bought
// by level 30, and no level takes 30 tries.
func TestTheEconomyOverAHundredLevels(t *testing.T) {
	s, err := New(Config{Level: 1, Seed: 1, Autoplay: true, BotSkill: world.Human, Ads: &ads.Simulated{Flags: ads.SimFlags{NoFill: true}}})
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	last, longest, tries := 0, 0, 0
	firstBuy := map[Upgrade]int{}
	for level, ticks := 1, 0; level <= 100; ticks++ {
		if ticks > 60*60*60*12 {
			t.Fatalf("twelve hours of play and still at level %d:\n%s", level, table.String())
		}
		if err := s.Step(Command{}); err != nil {
			t.Fatal(err)
		}
		if s.scene != Result || s.sceneTick != 1 {
			continue
		}
		tries++
		if s.world.Outcome != world.Won {
			if tries == 30 {
				t.Fatalf("level %d lost 30 times in a row", level)
			}
			s.seed++ // the bot retries; a person's next try is not the same run
			continue
		}
		var bought []string
		for {
			what, price, buy, ok := s.cheapest()
			if !ok || price > s.progress.Coins {
				break
			}
			buy()
			bought = append(bought, what)
		}
		if len(bought) > 0 {
			longest, last = max(longest, level-last), level
		}
		for u := range upgradeCount {
			if _, ok := firstBuy[u]; !ok && s.progress.Upgrades[u] > 0 {
				firstBuy[u] = level
			}
		}
		fmt.Fprintf(&table, "level %3d: %d tries, paid %5d, holds %6d, bought %s\n", level, tries, s.earned, s.progress.Coins, strings.Join(bought, ", "))
		level, tries = level+1, 0
		if level > 100 {
			break
		}
	}
	longest = max(longest, 100-last)
	t.Logf("the economy over 100 levels (at most %d levels with nothing bought):\n%s", longest, table.String())
	for u := range upgradeCount {
		if at, ok := firstBuy[u]; !ok || at > 30 {
			t.Errorf("%s first bought at level %d, want by level 30", upgradeNames[u], at)
		}
	}
}
