package rules

import "ropeman/assets/bounds"

// PayRows are the economy's rows ("economy" in assets/tuning.json) that
// set what a win pays: the level's coins and his yarn at the finish, in
// metres, times CoinsPerMetre times the finale's multiplier; both grow
// with the level by LevelGrowth (a later level pays more for the same
// run). The game's economy (flow.Economy) embeds them.
type PayRows struct {
	CoinsPerMetre float32 `json:"coinsPerMetre"`
	LevelCoins    float32 `json:"levelCoins"`  // a win of level 1 pays these besides his yarn
	LevelGrowth   float32 `json:"levelGrowth"` // each level on pays this share of level 1's more
	// BossLevelCoins multiplies the level's coins on a level that ends
	// with the boss: the finale every fifth level is worth playing for.
	BossLevelCoins float32 `json:"bossLevelCoins"`
}

// Validate reports the first field out of range: coins stay far from an
// int's limit even on 32-bit phones.
func (r PayRows) Validate() error {
	return bounds.First(
		bounds.Within[float32]("coinsPerMetre", r.CoinsPerMetre, 0, 10_000, "coins"),
		bounds.Within[float32]("levelCoins", r.LevelCoins, 0, 10_000, "coins"),
		bounds.Within[float32]("levelGrowth", r.LevelGrowth, 0, 1, ""),
		bounds.Within[float32]("bossLevelCoins", r.BossLevelCoins, 1, 10, ""),
	)
}

// Pay is what a win of one run pays: the level's coins, and coins a metre
// of yarn at the finish (before the finale's multiplier).
type Pay struct {
	Level, PerMetre float32
}

// Pay returns what a win of level n pays with more, the share more the
// income upgrade he has pays (0: none); boss tells a level that ends
// with the boss.
func (r PayRows) Pay(n int, more float32, boss bool) Pay {
	k := (1 + r.LevelGrowth*float32(min(n, MaxLevel)-1)) * (1 + more)
	p := Pay{Level: r.LevelCoins * k, PerMetre: r.CoinsPerMetre * k}
	if boss {
		p.Level *= r.BossLevelCoins
	}
	return p
}

// Win returns what a win pays with yarn metres at the finish and the
// finale's multiplier times: at most what a wallet holds.
func (p Pay) Win(yarn float32, times int) int64 {
	v := p.Level + yarn*p.PerMetre*float32(times) + 0.5
	if !(v < MaxCoins) {
		return MaxCoins
	}
	return int64(max(v, 0))
}
