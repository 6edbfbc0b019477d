package flow

import (
	"ropeman/game/economy"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// Tries is what a bot's first tries at one level came to: a row of the
// difficulty curve (see the curve tool, game/curve).
type Tries struct {
	Level     int
	Runs, Won int
	Fell      int // lost tries that fell (the others ran out of yarn)
	// Coins is the mean a try earns (a lost try earns nothing), Seconds
	// the mean time a won try takes to its finish line.
	Coins, Seconds float64
}

// Rate returns the share of the tries that finished, 0..1.
func (t Tries) Rate() float64 { return float64(t.Won) / float64(max(1, t.Runs)) }

// triesTickLimit ends a try that has not ended after two minutes (none
// should: a level lasts under a minute).
const triesTickLimit = 120 * 60

// FirstTries plays level n runs times with a bot of the given skill, from
// the seeds 1..runs, as the game starts a player's first try at it: at
// the level's tier, with no upgrades, no lesson and no revive. A won try
// is played out through its finale and earns what the win card pays
// (without the ad's multiplier).
func FirstTries(n int, skill world.Skill, runs int) (Tries, error) {
	return FirstTriesWith(nil, n, skill, runs)
}

// FirstTriesWith is FirstTries with the tables of other replacing the
// shipped ones (as -tuning takes them; nil: none).
func FirstTriesWith(other []byte, n int, skill world.Skill, runs int) (Tries, error) {
	s := &Session{}
	s.wire()
	if err := rules.LoadTuning(s.TuningTables()); err != nil {
		return Tries{}, err
	}
	if other != nil {
		if _, err := s.tuning.replace(other, remoteTables); err != nil {
			return Tries{}, err
		}
	}
	l, err := ParseLevel(n)
	if err != nil {
		return Tries{}, err
	}
	t := Tries{Level: n, Runs: runs}
	var coins, ticks int64
	for seed := 1; seed <= runs; seed++ {
		s.run.levelN, s.seed = n, uint64(seed)
		s.run.newWorld(l, [economy.UpgradeKinds]int{})
		w, bot := s.run.world, world.Bot{Skill: skill}
		finished := 0
		for w.Tick < triesTickLimit && !w.Over() {
			w.Step(bot.Input(w))
			if finished == 0 && w.Outcome == world.Won {
				finished = w.Tick
			}
		}
		if w.Outcome == world.Lost && w.Cause().Fell {
			t.Fell++
		}
		if w.Outcome == world.Won {
			t.Won++
			ticks += int64(finished)
			coins += s.run.pay.Win(w.YarnAtFinish(), w.Multiplier())
		}
	}
	t.Coins = float64(coins) / float64(max(1, runs))
	t.Seconds = float64(ticks) / float64(max(1, t.Won)) / 60
	return t, nil
}
