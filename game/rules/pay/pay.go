// Package pay is what a win pays, to the coin, as the game pays it and
// the server ranks it: the economy's pay rows and a run's pay.
package pay

import (
	"ropeman/assets/bounds"
	"ropeman/game/rules"
)

// Rows are the economy's rows ("economy" in assets/tuning.json) that
// set what a win pays: the level's coins and his yarn at the finish, in
// metres, times CoinsPerMetre times the finale's multiplier; both grow
// with the level by LevelGrowth (a later level pays more for the same
// run). The game's economy (economy.Economy) embeds them.
type Rows struct {
	CoinsPerMetre float32 `json:"coinsPerMetre"`
	LevelCoins    float32 `json:"levelCoins"`  // a win of level 1 pays these besides his yarn
	LevelGrowth   float32 `json:"levelGrowth"` // each level on pays this share of level 1's more
	// BossLevelCoins multiplies the level's coins on a level that ends
	// with the boss: the finale every fifth level is worth playing for.
	BossLevelCoins float32 `json:"bossLevelCoins"`
}

// Validate reports the first field out of range: coins stay far from an
// int's limit even on 32-bit phones.
func (r Rows) Validate() error {
	return bounds.First(
		bounds.Within[float32]("coinsPerMetre", r.CoinsPerMetre, 0, 10_000, "coins"),
		bounds.Within[float32]("levelCoins", r.LevelCoins, 0, 10_000, "coins"),
		bounds.Within[float32]("levelGrowth", r.LevelGrowth, 0, 1, ""),
		bounds.Within[float32]("bossLevelCoins", r.BossLevelCoins, 1, 10, ""),
	)
}

// Run is what a win of one run pays: the level's coins, and coins a metre
// of yarn at the finish (before the finale's multiplier), as the economy
// works them out; a win pays them in whole coins, as the win card shows
// them (Coins).
type Run struct {
	Level, PerMetre float32
	// Boss: the level ends with the boss, whose fight is the level's
	// payout: its multiplier multiplies the level's coins too.
	Boss bool
}

// Pay returns what a win of level n pays with more, the share more the
// income upgrade he has pays (0: none); boss tells a level that ends
// with the boss.
func (r Rows) Pay(n int, more float32, boss bool) Run {
	k := (1 + r.LevelGrowth*float32(min(n, rules.MaxLevel)-1)) * (1 + more)
	p := Run{Level: r.LevelCoins * k, PerMetre: r.CoinsPerMetre * k, Boss: boss}
	if boss {
		p.Level *= r.BossLevelCoins
	}
	return p
}

// Tenths returns metres of yarn to the nearest tenth, as the win card
// shows them (a negative or NaN length is none; past maxMetres, which no
// run comes near, it stops counting, so sums of coins stay in an int64).
func Tenths(metres float32) int64 {
	if !(metres > 0) {
		return 0
	}
	return int64(min(metres, maxMetres)*10 + 0.5)
}

// maxMetres and maxTimes bound what Coins multiplies.
const (
	maxMetres = 1e6
	maxTimes  = 100
)

// LevelCoins returns the level's coins, whole.
func (p Run) LevelCoins() int64 { return whole(p.Level) }

// Rate returns the coins a metre of yarn pays, in tenths of a coin (the
// win card shows it to the tenth: "× 2.2").
func (p Run) Rate() int64 { return whole(p.PerMetre * 10) }

func whole(x float32) int64 {
	if !(x > 0) {
		return 0
	}
	return int64(min(x, rules.MaxCoins) + 0.5)
}

// Coins returns what a win pays with yarn metres at the finish and the
// finale's multiplier times, in the two sums the win card shows: the
// level's whole coins (times the multiplier on a boss level), and the
// yarn's: its metres to the tenth times Rate (coins a metre, to the
// tenth) times the multiplier, to the nearest coin. Each is at most what
// a wallet holds.
func (p Run) Coins(yarn float32, times int) (level, yarnCoins int64) {
	times = min(max(times, 1), maxTimes)
	level = p.LevelCoins()
	if p.Boss {
		level *= int64(times)
	}
	yarnCoins = (Tenths(yarn)*p.Rate()*int64(times) + 50) / 100
	return min(level, rules.MaxCoins), min(yarnCoins, rules.MaxCoins)
}

// Win returns what a win pays with yarn metres at the finish and the
// finale's multiplier times (Coins' sums): at most what a wallet holds.
func (p Run) Win(yarn float32, times int) int64 {
	level, yarnCoins := p.Coins(yarn, times)
	return min(level+yarnCoins, rules.MaxCoins)
}
