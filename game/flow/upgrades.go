package flow

import (
	"fmt"
	"math"
	"strconv"

	"ropeman/assets/bounds"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// Upgrade is a coin sink that changes every run from then on.
type Upgrade uint8

const (
	StartYarn Upgrade = iota // more yarn at the start line
	YarnCap                  // a higher cap on his yarn
	Income                   // more coins for the same yarn
	upgradeCount
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
func (t *UpgradeTable) row(u Upgrade) *UpgradeTuning {
	return [upgradeCount]*UpgradeTuning{&t.StartYarn, &t.YarnCap, &t.Income}[u]
}

// Validate reports the first field out of range.
func (t UpgradeTable) Validate() error {
	var errs []error
	for u := range upgradeCount {
		r := t.row(u)
		errs = append(errs,
			bounds.Within(upgradeNames[u]+".price", r.First, 1, 1_000_000, "coins"),
			bounds.Within[float32](upgradeNames[u]+".growth", r.Growth, 1, 3, ""),
			bounds.Within[float32](upgradeNames[u]+".step", r.Step, 0.01, 5, ""),
			bounds.Within(upgradeNames[u]+".levels", r.Levels, 1, save.MaxUpgradeLevel, ""),
		)
		if last := r.price(r.Levels - 1); !(last <= rules.MaxCoins) {
			errs = append(errs, fmt.Errorf("%s: level %d costs %.3g coins, more than a wallet holds (%d)", upgradeNames[u], r.Levels, last, rules.MaxCoins))
		}
	}
	return bounds.First(errs...)
}

var upgradeNames = [upgradeCount]string{"startYarn", "yarnCap", "income"}

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
func (t *UpgradeTable) applyUpgrades(rules world.Rules, levels [save.UpgradeKinds]int) world.Rules {
	rules.Yarn.StartMetres += float32(levels[StartYarn]) * t.StartYarn.Step
	rules.Yarn.MaxMetres += float32(levels[YarnCap]) * t.YarnCap.Step
	rules.Yarn.StartMetres = min(rules.Yarn.StartMetres, rules.Yarn.MaxMetres)
	return rules
}

// upgradeSlot returns upgrade u's button place.
func upgradeSlot(u Upgrade) Button {
	y0 := float32(0.36) + float32(u)*0.12
	return Button{X0: 0.1, Y0: y0, X1: 0.9, Y1: y0 + 0.09}
}

// upgradeLabels makes the upgrade buttons' texts for the levels he has:
// its name over what he has now and what the next level gives (its price
// goes beside, with a coin), or what he has and MAX.
func (sh *shop) upgradeLabels() {
	for u := range upgradeCount {
		r, n := sh.tables.economy.Upgrades.row(u), sh.book.progress.Upgrades[u]
		label := sh.texts.lang.Text(upgradeTitles[u]) + "\n" + sh.upgradeValue(u, min(n, r.Levels))
		if n >= r.Levels {
			label += "  " + sh.texts.lang.Text(lang.Max)
		} else {
			label += " → " + sh.upgradeValue(u, n+1)
		}
		sh.texts.upgradeText[u] = label
	}
}

// upgradeValue returns what upgrade u gives with n levels bought: "3.5 m",
// "+6%".
func (sh *shop) upgradeValue(u Upgrade, n int) string {
	r := sh.tables.economy.Upgrades.row(u)
	if u == Income {
		return "+" + strconv.Itoa(int(float32(n)*r.Step*100+0.5)) + "%"
	}
	return sh.texts.lang.Tenths(int((sh.baseYarn(u)+float32(n)*r.Step)*10+0.5)) + " m"
}

// baseYarn is the start yarn or the cap with no upgrade, metres.
func (sh *shop) baseYarn(u Upgrade) float32 {
	if u == StartYarn {
		return sh.tables.run.Rules.Yarn.StartMetres
	}
	return sh.tables.run.Rules.Yarn.MaxMetres
}

var upgradeTitles = [upgradeCount]lang.Msg{lang.StartYarn, lang.YarnCap, lang.Income}

// enterUpgrades makes the labels and clears the word on short coins.
func (sh *shop) enterUpgrades() {
	sh.shortUntil = 0
	sh.upgradeLabels()
}

// stepUpgrades lays out a button per upgrade and the ways back and to
// play, and takes a tap.
func (sh *shop) stepUpgrades(cmd Command) error {
	sh.sc.card.n = 0
	for u := range upgradeCount {
		r, n := sh.tables.economy.Upgrades.row(u), sh.book.progress.Upgrades[u]
		b := place(upgradeSlot(u), ActUpgrade, sh.texts.upgradeText[u], false)
		b.Index = int(u)
		b.On = n >= r.Levels
		b.Short = n < r.Levels && sh.book.progress.Coins < r.Cost(n)
		if n < r.Levels {
			b.Price = r.Cost(n)
		}
		sh.sc.card.add(b)
	}
	return sh.exits.wayOut(cmd)
}

// buy buys the next level of upgrade i if he has the coins, else says
// they are short; a maxed upgrade does nothing.
func (sh *shop) buy(i int) {
	if i < 0 || i >= int(upgradeCount) {
		return
	}
	u := Upgrade(i)
	r, p := sh.tables.economy.Upgrades.row(u), &sh.book.progress
	n := p.Upgrades[u]
	switch {
	case n >= r.Levels:
		return
	case p.Coins < r.Cost(n):
		sh.sayShort()
		return
	}
	sh.events.bought("upgrade-"+upgradeNames[u], r.Cost(n))
	p.Coins -= r.Cost(n)
	p.Upgrades[u]++
	sh.upgradeLabels()
	sh.book.persist()
}

// upgradeLevels returns the levels the run plays with: a replay's as
// recorded, else the player's.
func (r *run) upgradeLevels() [save.UpgradeKinds]int {
	if r := r.recording.played; r != nil {
		return r.Upgrades
	}
	if r.dayRun != 0 {
		return [save.UpgradeKinds]int{} // the level of the day is everyone's: no upgrades
	}
	return r.book.progress.Upgrades
}
