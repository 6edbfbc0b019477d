package economy

import (
	"fmt"
	"math"

	"ropeman/assets/bounds"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// Upgrade is a coin sink that changes every run from then on.
type Upgrade uint8

const (
	StartYarn    Upgrade = iota // more yarn at the start line
	YarnCap                     // a higher cap on his yarn
	Income                      // more coins for the same yarn
	UpgradeCount                // how many there are
)

// UpgradeTuning is one upgrade's row of the economy's "upgrades" table.
type UpgradeTuning struct {
	First  int     `json:"price"`  // coins for its first level
	Growth float32 `json:"growth"` // each level costs this many times the one before
	Step   float32 `json:"step"`   // a level's gain: metres of start yarn or of the cap, or a share more coins
	Levels int     `json:"levels"` // how many levels it has
}

// UpgradeTable is the economy's "upgrades" table (assets/tuning.json), by Upgrade.
type UpgradeTable struct {
	StartYarn UpgradeTuning `json:"startYarn"`
	YarnCap   UpgradeTuning `json:"yarnCap"`
	Income    UpgradeTuning `json:"income"`
}

// row returns upgrade u's row.
func (t *UpgradeTable) Row(u Upgrade) *UpgradeTuning {
	return [UpgradeCount]*UpgradeTuning{&t.StartYarn, &t.YarnCap, &t.Income}[u]
}

// Validate reports the first field out of range.
func (t UpgradeTable) Validate() error {
	var errs []error
	for u := range UpgradeCount {
		r := t.Row(u)
		errs = append(errs,
			bounds.Within(u.String()+".price", r.First, 1, 1_000_000, "coins"),
			bounds.Within[float32](u.String()+".growth", r.Growth, 1, 3, ""),
			bounds.Within[float32](u.String()+".step", r.Step, 0.01, 5, ""),
			bounds.Within(u.String()+".levels", r.Levels, 1, MaxUpgradeLevel, ""),
		)
		if last := r.price(r.Levels - 1); !(last <= rules.MaxCoins) {
			errs = append(errs, fmt.Errorf("%s: level %d costs %.3g coins, more than a wallet holds (%d)", u.String(), r.Levels, last, rules.MaxCoins))
		}
	}
	return bounds.First(errs...)
}

// String is the upgrade's name in the tuning's table and in events.
func (u Upgrade) String() string {
	return [UpgradeCount]string{"startYarn", "yarnCap", "income"}[u]
}

// Cost returns what level n+1 of the upgrade costs: the first level's
// price times Growth to the n, in whole coins (a wallet's most at most:
// Validate keeps every level's price within it).
func (r *UpgradeTuning) Cost(n int) int { return coins(r.price(n)) }

// price is level n+1's price before rounding, in float64: far from any
// limit a validated table reaches.
func (r *UpgradeTuning) price(n int) float64 {
	return float64(r.First) * math.Pow(float64(r.Growth), float64(n))
}

// applyUpgrades returns the run's rules with the levels bought (the
// income upgrade is the economy's: see Economy.Pay).
func (t *UpgradeTable) Apply(rules world.Rules, levels [UpgradeKinds]int) world.Rules {
	rules.Yarn.StartMetres += float32(levels[StartYarn]) * t.StartYarn.Step
	rules.Yarn.MaxMetres += float32(levels[YarnCap]) * t.YarnCap.Step
	rules.Yarn.StartMetres = min(rules.Yarn.StartMetres, rules.Yarn.MaxMetres)
	return rules
}
