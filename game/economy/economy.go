// Package economy is what the game charges and pays, and how its ads are
// paced and paid: every price, payout and ad setting of
// assets/tuning.json ("economy" and "ads"), the skins the shop sells, the
// upgrades and what they change in a run. The game's screens (package
// flow) and the bots' lab (package lab) both work by it; it knows
// nothing of either.
package economy

import (
	"fmt"
	"hash/fnv"
	"maps"
	"math"
	"slices"
	"strconv"

	"ropeman/assets/bounds"
	"ropeman/game/rules"
	"ropeman/game/rules/pay"
	"ropeman/game/world"
)

// Economy is the coin table, "economy" in assets/tuning.json: every price
// and every payout of the game in one place. What a win pays is its
// pay.Rows (the server ranks runs by them), grown by the
// income upgrade.
type Economy struct {
	pay.Rows
	AdMultiplier int `json:"adMultiplier"` // the win screen's ad multiplies the level's coins by this
	// Upgrades are the coin upgrades' prices and gains, Skins the price
	// of each skin sold for coins (by id), Daily the daily calendar and
	// Chests the chest room's.
	Upgrades UpgradeTable   `json:"upgrades"`
	Skins    map[string]int `json:"skins"`
	Daily    DailyTable     `json:"daily"`
	Chests   ChestTable     `json:"chests"`
	Revive   ReviveTable    `json:"revive"`
}

// ReviveTable caps the fail card's revive offer for a player who
// declines it: after Declines offers declined in a row (left by RETRY or
// HOME), it is offered only on every Every-th fail, until he takes one.
type ReviveTable struct {
	Declines int `json:"declines"`
	Every    int `json:"every"`
}

// Validate reports the first field out of range.
func (t ReviveTable) Validate() error {
	return bounds.First(bounds.Within("declines", t.Declines, 1, 50, "offers"), bounds.Within("every", t.Every, 1, 50, "fails"))
}

// Offers reports whether a fail offers the revive to a player who has
// declined it declined times in a row and failed unoffered times since
// it was last offered.
func (t ReviveTable) Offers(declined, unoffered int) bool {
	return declined < t.Declines || unoffered+1 >= t.Every
}

// Validate reports the first field out of range: coins stay far from an
// int's limit even on 32-bit phones. The skins' prices are checked
// against the catalogue when a session starts (checkSkins).
func (e Economy) Validate() error {
	errs := []error{
		e.Rows.Validate(),
		bounds.Within("adMultiplier", e.AdMultiplier, 2, 10, ""),
	}
	for _, id := range slices.Sorted(maps.Keys(e.Skins)) {
		errs = append(errs, bounds.Within("skins."+id, e.Skins[id], 1, 1_000_000, "coins"))
	}
	for _, t := range []struct {
		name string
		err  error
	}{{"upgrades", e.Upgrades.Validate()}, {"daily", e.Daily.Validate()}, {"chests", e.Chests.Validate()}, {"revive", e.Revive.Validate()}} {
		if t.err != nil {
			errs = append(errs, fmt.Errorf("%s.%w", t.name, t.err))
		}
	}
	return bounds.First(errs...)
}

// Pay returns what a win of level n pays with income levels of the
// income upgrade; boss tells a level that ends with the boss.
func (e *Economy) Pay(n, income int, boss bool) pay.Run {
	return e.Rows.Pay(n, float32(income)*e.Upgrades.Income.Step, boss)
}

// ChestRoom is how many chests a room holds, and MaxKeys the most keys
// he keeps (more than a room takes: a room left half open keeps its keys
// for the next).
const (
	ChestRoom = 9
	MaxKeys   = 9
)

// DailyDays is the daily calendar's length.
const DailyDays = 7

// UpgradeKinds is how many upgrades there are (Upgrade), and
// MaxUpgradeLevel the most levels one may have.
const (
	UpgradeKinds    = int(UpgradeCount)
	MaxUpgradeLevel = 50
)

// ChestTable is the chest room's row of the economy: the keys that open a
// room (each chest opened spends one) and what its chests hold, in a
// win's level coins (so a room pays more on later levels).
type ChestTable struct {
	Keys   int                `json:"keys"`
	Prizes [ChestRoom]float32 `json:"prizes"`
}

// Validate reports the first field out of range.
func (t ChestTable) Validate() error {
	errs := []error{bounds.Within("keys", t.Keys, 1, min(ChestRoom, MaxKeys), "")}
	for i, p := range t.Prizes {
		errs = append(errs, bounds.Within("prizes["+strconv.Itoa(i)+"]", p, 0.1, 100, "level coins"))
	}
	return bounds.First(errs...)
}

// RoundCoins rounds a share of coins to whole coins, at least 1.
func RoundCoins(v float32) int { return max(1, coins(float64(v))) }

// coins rounds v to whole coins within what a wallet holds (0 for NaN):
// a float out of an int's range never reaches a conversion, on any
// GOARCH (a 32-bit phone's int ends at 2.1e9).
func coins(v float64) int {
	if !(v > 0) {
		return 0
	}
	return int(math.Round(min(v, rules.MaxCoins)))
}

// Room lays out chest room number room of the player userID after a win
// whose level paid levelCoins: each chest's coins, a share of them
// (Prizes), in an order laid from his id and the room's number (the same
// room on every try, another room each time).
func (t *ChestTable) Room(userID string, room int, levelCoins float32) [ChestRoom]int {
	h := fnv.New64a()
	h.Write([]byte(userID))
	g := world.NewRNG(h.Sum64() ^ uint64(room)*0x9e3779b97f4a7c15)
	order := [ChestRoom]int{}
	for i := range order {
		order[i] = i
	}
	for i := len(order) - 1; i > 0; i-- {
		j := g.Intn(i + 1)
		order[i], order[j] = order[j], order[i]
	}
	var prizes [ChestRoom]int
	for i, k := range order {
		prizes[i] = RoundCoins(t.Prizes[k] * levelCoins)
	}
	return prizes
}

// Tripled is what the win screen's ad adds to a win that earned coins
// (AdMultiplier times in all).
func (e *Economy) Tripled(earned int) int64 { return int64(earned) * int64(e.AdMultiplier-1) }

// NewWorld makes a run of level l under the run's tables t, with the
// levels of the upgrades he has and seed (the income upgrade is the
// pay's: see Pay).
func (e *Economy) NewWorld(t *rules.Tuning, l *world.Level, upgrades [UpgradeKinds]int, seed uint64) *world.World {
	return t.NewWorld(l, e.Upgrades.Apply(t.Rules, upgrades), seed)
}

// AddCoins returns coins with n more (n below 0: fewer), held within what
// a wallet holds: never below 0, never past rules.MaxCoins (32-bit
// phones' ints end at 2.1e9).
func AddCoins(coins int, n int64) int {
	return int(min(max(int64(coins)+n, 0), rules.MaxCoins))
}
