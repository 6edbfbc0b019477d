package economy

import (
	"strings"
	"testing"

	"ropeman/game/rules"
	"ropeman/game/rules/pay"
)

// A price table whose dearest level costs more than a wallet holds is a
// tuning error that names the upgrade (price 1,000,000 growing x3 over 50
// levels reached -9.2e18 coins at level 28 as an int on amd64, and from
// level 7 with a 32-bit int: buying wrapped the coins negative). A table
// at the edge validates, and every price of it is within the wallet.
func TestUpgradePricesStayWithinAWallet(t *testing.T) {
	r := UpgradeTuning{First: 1_000_000, Growth: 3, Step: 1, Levels: 50}
	table := UpgradeTable{StartYarn: r, YarnCap: r, Income: r}
	if err := table.Validate(); err == nil || !strings.Contains(err.Error(), "startYarn: level 50 costs") {
		t.Errorf("price 1e6 growing x3 over 50 levels: %v, want refused naming startYarn", err)
	}
	// 1e6 x 1.2^37 is 8.5e8, within 1e9; x 1.2^38 is 1.02e9, over it.
	edge := UpgradeTuning{First: 1_000_000, Growth: 1.2, Step: 1, Levels: 38}
	if err := (UpgradeTable{StartYarn: edge, YarnCap: edge, Income: edge}).Validate(); err != nil {
		t.Errorf("38 levels up to %d coins: %v", edge.Cost(37), err)
	}
	over := edge
	over.Levels = 39
	if err := (UpgradeTable{StartYarn: edge, YarnCap: over, Income: edge}).Validate(); err == nil || !strings.Contains(err.Error(), "yarnCap: level 39") {
		t.Errorf("39 levels, the last at %.3g coins: %v, want refused naming yarnCap", over.price(38), err)
	}
	for n := range edge.Levels {
		if c := edge.Cost(n); c < 1 || c > rules.MaxCoins || (n > 0 && c < edge.Cost(n-1)) {
			t.Errorf("level %d costs %d: want 1..%d and no cheaper than the one before", n+1, c, rules.MaxCoins)
		}
	}
	if c := r.Cost(200); c != rules.MaxCoins {
		t.Errorf("a price beyond any wallet costs %d, want it held at %d, never wrapped", c, rules.MaxCoins)
	}
}

// What a win and a chest pay stays within a wallet whatever the tuning's
// largest numbers make of them (a 32-bit int ends at 2.1e9).
func TestPayStaysWithinAWallet(t *testing.T) {
	e := Economy{Rows: pay.Rows{CoinsPerMetre: 10_000, LevelCoins: 10_000, LevelGrowth: 1, BossLevelCoins: 10}}
	e.Upgrades.Income = UpgradeTuning{First: 1, Growth: 1, Step: 5, Levels: MaxUpgradeLevel}
	p := e.Pay(rules.MaxLevel, MaxUpgradeLevel, true)
	if w := p.Win(1000, 10); w != rules.MaxCoins {
		t.Errorf("the largest win pays %d, want it held at %d", w, rules.MaxCoins)
	}
	if c := RoundCoins(100 * p.Level); c != rules.MaxCoins {
		t.Errorf("the largest chest pays %d, want it held at %d", c, rules.MaxCoins)
	}
	if w := (pay.Run{Level: 10, PerMetre: 2}).Win(3.2, 2); w != 23 {
		t.Errorf("10 + 3.2 m x 2 coins x2 pays %d, want 23", w)
	}
}
