package flow

import (
	"cmp"
	"fmt"
	"os"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/needs"
	"ropeman/game/world"
)

// cheapest returns the cheapest thing he can buy now that changes
// something (a skin he lacks, the next level of an upgrade), its price and
// what it is, or ok false.
func (s *Session) cheapest() (what string, price int, buy func(), ok bool) {
	price = 1 << 62
	for i := range Skins {
		if sk := &Skins[i]; !sk.ByAd && !s.progress.Owns(sk.ID) && s.shop.skinPrice(s, i) < price {
			k := i
			what, price, buy, ok = "skin "+sk.Name, s.shop.skinPrice(s, i), func() {
				s.shop.pick(s, k)
				if !s.progress.Owns(Skins[k].ID) {
					s.shop.pick(s, k) // a dear skin asks once
				}
			}, true
		}
	}
	for u := range upgradeCount {
		r, n := s.tuning.economy.Upgrades.row(u), s.progress.Upgrades[u]
		if n < r.Levels && r.Cost(n) < price {
			k := int(u)
			what, price, buy, ok = fmt.Sprintf("%s %d", upgradeNames[u], n+1), r.Cost(n), func() { s.shop.buy(s, k) }, true
		}
	}
	return what, price, buy, ok
}

// economyRun is the human-like bot playing levels 1 to last in order
// (retrying what it loses, each try a new seed) and, as each level's run
// starts, buying the cheapest thing that changes something while he can
// afford it, as a player would (and starting the run again with it); with watchAds it watches the x3 ad after
// every win. It returns the table of pay, coins held and purchases per
// level and the levels he bought something on.
type economyRun struct {
	table    strings.Builder
	bought   []int           // the levels after which he bought something
	items    int             // things bought
	owned    []int           // things bought by the end of each level
	firstBuy map[Upgrade]int // the level after which each upgrade was first bought
	rooms    int
}

func playEconomy(t *testing.T, last int, watchAds bool) *economyRun {
	flags := ads.SimFlags{NoFill: !watchAds}
	s, err := New(Config{Level: 1, Seed: 1, Autoplay: true, BotSkill: world.Casual, Ads: &ads.Simulated{Flags: flags}})
	if err != nil {
		t.Fatal(err)
	}
	s.progress.UserID = economyUser // the chest rooms are laid out from it
	r := &economyRun{firstBuy: map[Upgrade]int{}}
	tries := 0
	for level, ticks := 1, 0; level <= last; ticks++ {
		if ticks > 60*60*60*12 {
			t.Fatalf("twelve hours of play and still at level %d:\n%s", level, r.table.String())
		}
		if err := s.Step(Command{}); err != nil {
			t.Fatal(err)
		}
		switch {
		case s.scene == Result && s.sceneTick == 1:
			tries++
			if s.run.world.Outcome != world.Won {
				if tries == 30 {
					t.Fatalf("level %d lost 30 times in a row", level)
				}
				s.seed++ // the bot retries; a person's next try is not the same run
				continue
			}
			if watchAds && !s.run.tripled && s.ad.manager.Ready(ads.TripleCoins) { // as the card offers it: once a win
				s.offer(ads.TripleCoins)
			}
		case s.scene == Play && s.sceneTick == 1 && s.run.levelN == level+1: // NEXT starts the next run
			paid := s.progress.Best[level] // what the win paid, after the ad if one was watched
			rooms := s.progress.Rooms
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
				r.bought = append(r.bought, level)
				r.items += len(bought)
				s.run.startRun(s, s.run.world.Level) // the run he starts has what he bought, as from the title
				s.goTo(Play)
			}
			for u := range upgradeCount {
				if _, ok := r.firstBuy[u]; !ok && s.progress.Upgrades[u] > 0 {
					r.firstBuy[u] = level
				}
			}
			r.owned = append(r.owned, r.items)
			room := ""
			if rooms > r.rooms {
				room, r.rooms = " (chest room)", rooms
			}
			fmt.Fprintf(&r.table, "level %3d: %d tries, paid %5d%s, holds %6d, bought %s\n", level, tries, paid, room, s.progress.Coins, strings.Join(bought, ", "))
			level, tries = level+1, 0
		}
	}
	return r
}

// economyUser is the player the economy is measured for (ROPEMAN_USER
// sets another: the chest rooms differ).
var economyUser = cmp.Or(os.Getenv("ROPEMAN_USER"), "player-one")

// longestWait returns the most levels in a row, from the first to last,
// after which he could buy nothing new.
func (r *economyRun) longestWait(last int) int {
	longest, prev := 0, 0
	for _, l := range append(r.bought, last) {
		longest, prev = max(longest, l-prev), l
	}
	return longest
}

// The economy over a hundred levels, measured (go test -v -run
// TestTheEconomyOverAHundredLevels ./game/flow logs the table): played
// without ads, something new is affordable at least every 4 levels
// through level 100, and every upgrade is first bought by level 30; no
// level takes 30 tries. With the x3 ad watched after every win he can buy
// more by level 50 (worth watching), but nothing needs it.
func TestTheEconomyOverAHundredLevels(t *testing.T) {
	needs.Short(t, "plays a hundred levels twice")
	plain := playEconomy(t, 100, false)
	t.Logf("the economy over 100 levels without ads (at most %d levels in a row with nothing new, %d things bought on %d levels, %d chest rooms):\n%s",
		plain.longestWait(100), plain.items, len(plain.bought), plain.rooms, plain.table.String())
	if w := plain.longestWait(100); w > 4 {
		t.Errorf("%d levels in a row with nothing new to buy, want at most 4", w)
	}
	for u := range upgradeCount {
		if at, ok := plain.firstBuy[u]; !ok || at > 30 {
			t.Errorf("%s first bought at level %d, want by level 30", upgradeNames[u], at)
		}
	}
	ads := playEconomy(t, 50, true)
	without := plain.owned[49]
	t.Logf("by level 50: %d things bought without ads, %d watching the x3 ad after every win:\n%s", without, ads.items, ads.table.String())
	if ads.items <= without {
		t.Errorf("by level 50 the x3 ad bought %d things, without it %d: it is not worth watching", ads.items, without)
	}
}
