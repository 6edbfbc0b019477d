package flow

import (
	"strconv"

	"ropeman/game/economy"
	"ropeman/game/lang"
)

// upgradeSlot returns upgrade u's button place.
func upgradeSlot(u economy.Upgrade) Button {
	y0 := float32(0.36) + float32(u)*0.12
	return Button{X0: 0.1, Y0: y0, X1: 0.9, Y1: y0 + 0.09}
}

// upgradeLabels makes the upgrade buttons' texts for the levels he has:
// its name over what he has now and what the next level gives (its price
// goes beside, with a coin), or what he has and MAX.
func (sh *shop) upgradeLabels() {
	for u := range economy.UpgradeCount {
		r, n := sh.tables.economy.Upgrades.Row(u), sh.purse.Upgrades[u]
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
func (sh *shop) upgradeValue(u economy.Upgrade, n int) string {
	r := sh.tables.economy.Upgrades.Row(u)
	if u == economy.Income {
		return "+" + strconv.Itoa(int(float32(n)*r.Step*100+0.5)) + "%"
	}
	return sh.texts.lang.Tenths(int((sh.baseYarn(u)+float32(n)*r.Step)*10+0.5)) + " m"
}

// baseYarn is the start yarn or the cap with no upgrade, metres.
func (sh *shop) baseYarn(u economy.Upgrade) float32 {
	if u == economy.StartYarn {
		return sh.tables.run.Rules.Yarn.StartMetres
	}
	return sh.tables.run.Rules.Yarn.MaxMetres
}

var upgradeTitles = [economy.UpgradeCount]lang.Msg{lang.StartYarn, lang.YarnCap, lang.Income}

// enterUpgrades makes the labels and clears the word on short coins.
func (sh *shop) enterUpgrades() {
	sh.shortUntil = 0
	sh.upgradeLabels()
}

// stepUpgrades lays out a button per upgrade and the ways back and to
// play, and takes a tap.
func (sh *shop) stepUpgrades(cmd Command) error {
	sh.sc.card.n = 0
	for u := range economy.UpgradeCount {
		r, n := sh.tables.economy.Upgrades.Row(u), sh.purse.Upgrades[u]
		b := place(upgradeSlot(u), ActUpgrade, sh.texts.upgradeText[u], false)
		b.Index = int(u)
		b.On = n >= r.Levels
		b.Short = n < r.Levels && sh.purse.Coins < r.Cost(n)
		if n < r.Levels {
			b.Price = r.Cost(n)
		}
		sh.sc.card.add(b)
	}
	return sh.wayOut(cmd)
}

// buy buys the next level of upgrade i if he has the coins, else says
// they are short; a maxed upgrade does nothing.
func (sh *shop) buy(i int) {
	if i < 0 || i >= int(economy.UpgradeCount) {
		return
	}
	u := economy.Upgrade(i)
	r, p := sh.tables.economy.Upgrades.Row(u), sh.purse
	n := p.Upgrades[u]
	switch {
	case n >= r.Levels:
		return
	case p.Coins < r.Cost(n):
		sh.sayShort()
		return
	}
	sh.events.bought("upgrade-"+u.String(), r.Cost(n))
	p.Coins -= r.Cost(n)
	p.Upgrades[u]++
	sh.upgradeLabels()
	sh.keep.persist()
}

// upgradeLevels returns the levels the run plays with: a replay's as
// recorded, else the player's.
func (r *run) upgradeLevels() [economy.UpgradeKinds]int {
	if r := r.recording.played; r != nil {
		return r.Upgrades
	}
	if r.dayRun != 0 {
		return [economy.UpgradeKinds]int{} // the level of the day is everyone's: no upgrades
	}
	return r.book.progress.Upgrades
}
