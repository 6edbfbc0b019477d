package lab

import (
	"fmt"
	"slices"
	"strings"

	"ropeman/game/economy"
	"ropeman/game/world"
)

// The economy as the casual bot meets it, level after level, buying what
// he can as a player would: the economy's test holds it to its design,
// and ropeman-tune check holds a tuning override to it. It is played by
// the economy's own rules (economy.Economy: what a win pays, what the ad
// adds, the chest rooms, the prices, what an upgrade changes in a run),
// the way the game's screens apply them: a win's coins and keys, the
// room the keys open on the way on (every chest his keys open, in turn),
// a lost try retried on the next seed.

// wallet is what the bot holds: coins, keys, the rooms opened so far,
// the skins bought and each upgrade's level.
type wallet struct {
	coins, keys, rooms int
	skins              []string
	upgrades           [economy.UpgradeKinds]int
}

// cheapest returns the cheapest thing he can buy now that changes
// something (a skin he lacks, the next level of an upgrade), its price and
// what it is, or ok false: a skin, or an upgrade (up).
func (w *wallet) cheapest(e *economy.Economy) (what string, price int, up economy.Upgrade, skin string, ok bool) {
	price = 1 << 62
	for _, sk := range economy.Skins {
		if p := e.Skins[sk.ID]; !sk.ByAd && sk.ID != "" && !slices.Contains(w.skins, sk.ID) && p < price {
			what, price, skin, ok = "skin "+sk.Name, p, sk.ID, true
		}
	}
	for u := range economy.UpgradeCount {
		r, n := e.Upgrades.Row(u), w.upgrades[u]
		if n < r.Levels && r.Cost(n) < price {
			what, price, up, skin, ok = fmt.Sprintf("%s %d", u, n+1), r.Cost(n), u, "", true
		}
	}
	return what, price, up, skin, ok
}

// economyRun is the human-like bot playing levels 1 to last in order
// (retrying what it loses, each try a new seed) and, before each level's
// run, buying the cheapest thing that changes something while he can
// afford it, as a player would; with watchAds it watches the x3 ad after
// every win. It holds the table of pay, coins held and purchases per
// level and the levels he bought something on.
type economyRun struct {
	table    strings.Builder
	bought   []int                   // the levels after which he bought something
	items    int                     // things bought
	owned    []int                   // things bought by the end of each level
	firstBuy map[economy.Upgrade]int // the level after which each upgrade was first bought
	rooms    int
}

// playEconomy plays levels 1 to last under t for the player user (his
// chest rooms are laid out from his id).
func (t *Tables) playEconomy(last int, watchAds bool, user string) (*economyRun, error) {
	e := &t.Economy
	r := &economyRun{firstBuy: map[economy.Upgrade]int{}}
	var w wallet
	seed := uint64(1)
	for n := 1; n <= last; n++ {
		l, err := level(n)
		if err != nil {
			return r, err
		}
		tries, paid := 0, 0
		for {
			tries++
			run, bot := e.NewWorld(&t.Run, l, w.upgrades, seed), world.Bot{Skill: world.Casual}
			play(run, &bot)
			if run.Outcome != world.Won {
				if tries == 30 {
					return r, fmt.Errorf("level %d lost 30 times in a row", n)
				}
				seed++ // the bot retries; a person's next try is not the same run
				continue
			}
			pay := e.Pay(n, w.upgrades[economy.Income], l.Boss())
			paid = economy.AddCoins(0, pay.Win(run.YarnAtFinish(), run.Multiplier()))
			if watchAds { // as the card offers it: once a win
				paid = economy.AddCoins(paid, e.Tripled(paid))
			}
			w.coins = economy.AddCoins(w.coins, int64(paid))
			w.keys = min(w.keys+run.KeysTaken(), economy.MaxKeys)
			if w.keys >= e.Chests.Keys { // his keys open a room on the way on
				room := e.Chests.Room(user, w.rooms, pay.Level)
				for _, prize := range room[:min(w.keys, economy.ChestRoom)] {
					w.coins, w.keys = economy.AddCoins(w.coins, int64(prize)), w.keys-1
				}
				w.rooms++
			}
			break
		}
		var bought []string
		for {
			what, price, up, skin, ok := w.cheapest(e)
			if !ok || price > w.coins {
				break
			}
			w.coins -= price
			if skin != "" {
				w.skins = append(w.skins, skin)
			} else {
				w.upgrades[up]++
			}
			bought = append(bought, what)
		}
		if len(bought) > 0 {
			r.bought = append(r.bought, n)
			r.items += len(bought)
		}
		for u := range economy.UpgradeCount {
			if _, ok := r.firstBuy[u]; !ok && w.upgrades[u] > 0 {
				r.firstBuy[u] = n
			}
		}
		r.owned = append(r.owned, r.items)
		room := ""
		if w.rooms > r.rooms {
			room, r.rooms = " (chest room)", w.rooms
		}
		fmt.Fprintf(&r.table, "level %3d: %d tries, paid %5d%s, holds %6d, bought %s\n", n, tries, paid, room, w.coins, strings.Join(bought, ", "))
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
