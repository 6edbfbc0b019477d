package flow

import (
	"fmt"
	"slices"
	"strings"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/world"
)

// The economy as the casual bot meets it, level after level, buying what
// he can as a player would: the economy's test holds it to its design,
// and ropeman-tune check holds a tuning override to it.

// cheapest returns the cheapest thing he can buy now that changes
// something (a skin he lacks, the next level of an upgrade), its price and
// what it is, or ok false.
func (sh *shop) cheapest() (what string, price int, buy func(), ok bool) {
	price = 1 << 62
	for i := range economy.Skins {
		if sk := &economy.Skins[i]; !sk.ByAd && !sh.book.progress.Owns(sk.ID) && sh.skinPrice(i) < price {
			k := i
			what, price, buy, ok = "skin "+sk.Name, sh.skinPrice(i), func() {
				sh.pick(k)
				if !sh.book.progress.Owns(economy.Skins[k].ID) {
					sh.pick(k) // a dear skin asks once
				}
			}, true
		}
	}
	for u := range economy.UpgradeCount {
		r, n := sh.tables.economy.Upgrades.Row(u), sh.book.progress.Upgrades[u]
		if n < r.Levels && r.Cost(n) < price {
			k := int(u)
			what, price, buy, ok = fmt.Sprintf("%s %d", u.String(), n+1), r.Cost(n), func() { sh.buy(k) }, true
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
	bought   []int                   // the levels after which he bought something
	items    int                     // things bought
	owned    []int                   // things bought by the end of each level
	firstBuy map[economy.Upgrade]int // the level after which each upgrade was first bought
	rooms    int
}

func playEconomy(other []byte, last int, watchAds bool, user string) (*economyRun, error) {
	flags := ads.SimFlags{NoFill: !watchAds}
	s, err := New(Config{Level: 1, Seed: 1, Autoplay: true, BotSkill: world.Casual, Ads: &ads.Simulated{Flags: flags}, Tuning: other})
	if err != nil {
		return nil, err
	}
	s.progress.UserID = user // the chest rooms are laid out from it
	r := &economyRun{firstBuy: map[economy.Upgrade]int{}}
	tries := 0
	for level, ticks := 1, 0; level <= last; ticks++ {
		if ticks > 60*60*60*12 {
			return r, fmt.Errorf("twelve hours of play and still at level %d", level)
		}
		if err := s.Step(Command{}); err != nil {
			return r, err
		}
		switch {
		case s.scene == Result && s.sceneTick == 1:
			tries++
			if s.run.world.Outcome != world.Won {
				if tries == 30 {
					return r, fmt.Errorf("level %d lost 30 times in a row", level)
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
				what, price, buy, ok := s.shop.cheapest()
				if !ok || price > s.progress.Coins {
					break
				}
				buy()
				bought = append(bought, what)
			}
			if len(bought) > 0 {
				r.bought = append(r.bought, level)
				r.items += len(bought)
				s.run.startRun(s.run.world.Level) // the run he starts has what he bought, as from the title
				s.goTo(Play)
			}
			for u := range economy.UpgradeCount {
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
	return r, nil
}

// longestWait returns the most levels in a row, from the first to last,
// after which he could buy nothing new, and the level before them (0: the
// start).
func (r *economyRun) longestWait(last int) (longest, after int) {
	prev := 0
	for _, l := range append(slices.Clip(r.bought), last) {
		if l-prev > longest {
			longest, after = l-prev, prev
		}
		prev = l
	}
	return longest, after
}
