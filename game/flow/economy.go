package flow

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"

	"ropeman/assets/bounds"
	"ropeman/game/save"
)

// Economy is the coin table, "economy" in assets/tuning.json: every price
// and every payout of the game in one place. A win pays the level's coins
// and his yarn at the finish, in metres, times CoinsPerMetre times the
// finale's multiplier; both grow with the level by LevelGrowth (a later
// level pays more for the same run) and with the income upgrade.
type Economy struct {
	CoinsPerMetre float32 `json:"coinsPerMetre"`
	LevelCoins    float32 `json:"levelCoins"`  // a win of level 1 pays these besides his yarn
	LevelGrowth   float32 `json:"levelGrowth"` // each level on pays this share of level 1's more
	// BossLevelCoins multiplies the level's coins on a level that ends
	// with the boss: the finale every fifth level is worth playing for.
	BossLevelCoins float32 `json:"bossLevelCoins"`
	AdMultiplier   int     `json:"adMultiplier"` // the win screen's ad multiplies the level's coins by this
	// Upgrades are the coin upgrades' prices and gains, Skins the price
	// of each skin sold for coins (by id), Daily the daily calendar and
	// Chests the chest room's.
	Upgrades UpgradeTable   `json:"upgrades"`
	Skins    map[string]int `json:"skins"`
	Daily    DailyTable     `json:"daily"`
	Chests   ChestTable     `json:"chests"`
}

// Validate reports the first field out of range: coins stay far from an
// int's limit even on 32-bit phones. The skins' prices are checked
// against the catalogue when a session starts (checkSkins).
func (e Economy) Validate() error {
	errs := []error{
		bounds.Within[float32]("coinsPerMetre", e.CoinsPerMetre, 0, 10_000, "coins"),
		bounds.Within[float32]("levelCoins", e.LevelCoins, 0, 10_000, "coins"),
		bounds.Within[float32]("levelGrowth", e.LevelGrowth, 0, 1, ""),
		bounds.Within[float32]("bossLevelCoins", e.BossLevelCoins, 1, 10, ""),
		bounds.Within("adMultiplier", e.AdMultiplier, 2, 10, ""),
	}
	for _, id := range slices.Sorted(maps.Keys(e.Skins)) {
		errs = append(errs, bounds.Within("skins."+id, e.Skins[id], 1, 1_000_000, "coins"))
	}
	for _, t := range []struct {
		name string
		err  error
	}{{"upgrades", e.Upgrades.Validate()}, {"daily", e.Daily.Validate()}, {"chests", e.Chests.Validate()}} {
		if t.err != nil {
			errs = append(errs, fmt.Errorf("%s.%w", t.name, t.err))
		}
	}
	return bounds.First(errs...)
}

// Pay is what a win of one run pays: the level's coins, and coins a metre
// of yarn at the finish (before the finale's multiplier).
type Pay struct {
	Level, PerMetre float32
}

// Win returns what a win pays with yarn metres at the finish and the
// finale's multiplier times.
// A win pays at most what a wallet holds.
func (p Pay) Win(yarn float32, times int) int64 {
	v := p.Level + yarn*p.PerMetre*float32(times) + 0.5
	if !(v < save.MaxCoins) {
		return save.MaxCoins
	}
	return int64(max(v, 0))
}

// Pay returns what a win of level n pays with income levels of the
// income upgrade; boss tells a level that ends with the boss.
func (e *Economy) Pay(n, income int, boss bool) Pay {
	k := (1 + e.LevelGrowth*float32(min(n, save.MaxLevel)-1)) * (1 + float32(income)*e.Upgrades.Income.Step)
	p := Pay{Level: e.LevelCoins * k, PerMetre: e.CoinsPerMetre * k}
	if boss {
		p.Level *= e.BossLevelCoins
	}
	return p
}

// ChestRoom is how many chests a room holds.
const ChestRoom = 9

// ChestTable is the chest room's row of the economy: the keys that open a
// room (each chest opened spends one) and what its chests hold, in a
// win's level coins (so a room pays more on later levels).
type ChestTable struct {
	Keys   int                `json:"keys"`
	Prizes [ChestRoom]float32 `json:"prizes"`
}

// Validate reports the first field out of range.
func (t ChestTable) Validate() error {
	errs := []error{bounds.Within("keys", t.Keys, 1, min(ChestRoom, save.MaxKeys), "")}
	for i, p := range t.Prizes {
		errs = append(errs, bounds.Within("prizes["+strconv.Itoa(i)+"]", p, 0.1, 100, "level coins"))
	}
	return bounds.First(errs...)
}

// roundCoins rounds a share of coins to whole coins, at least 1.
func roundCoins(v float32) int { return max(1, coins(float64(v))) }

// coins rounds v to whole coins within what a wallet holds (0 for NaN):
// a float out of an int's range never reaches a conversion, on any
// GOARCH (a 32-bit phone's int ends at 2.1e9).
func coins(v float64) int {
	if !(v > 0) {
		return 0
	}
	return int(math.Round(min(v, save.MaxCoins)))
}
