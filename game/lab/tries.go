package lab

import (
	"ropeman/game/economy"
	"ropeman/game/world"
)

// Tries is what a bot's first tries at one level came to: a row of the
// difficulty curve (see the curve tool, game/curve).
type Tries struct {
	Level     int
	Runs, Won int
	// Lost counts the lost tries by what ended each: a fall (off the
	// side or into a gap) or what took the last of his yarn.
	Lost map[world.Cause]int
	// Coins is the mean a try earns (a lost try earns nothing), Seconds
	// the mean time a won try takes to its finish line.
	Coins, Seconds float64
}

// Rate returns the share of the tries that finished, 0..1.
func (t Tries) Rate() float64 { return float64(t.Won) / float64(max(1, t.Runs)) }

// Fell returns how many lost tries fell (the others ran out of yarn).
func (t Tries) Fell() int {
	n := 0
	for c, k := range t.Lost {
		if c.Fell {
			n += k
		}
	}
	return n
}

// FirstTries plays level n runs times with a bot of the given skill, from
// the seeds 1..runs, as the game starts a player's first try at it: at
// the level's tier, with no upgrades, no lesson and no revive. A won try
// is played out through its finale and earns what the win card pays
// (without the ad's multiplier).
func FirstTries(n int, skill world.Skill, runs int) (Tries, error) {
	t, err := Load(nil)
	if err != nil {
		return Tries{}, err
	}
	return t.firstTries(n, skill, runs)
}

// firstTries is FirstTries under t.
func (t *Tables) firstTries(n int, skill world.Skill, runs int) (Tries, error) {
	l, err := level(n)
	if err != nil {
		return Tries{}, err
	}
	tries := Tries{Level: n, Runs: runs, Lost: map[world.Cause]int{}}
	pay := t.Economy.Pay(n, 0, l.Boss())
	var coins, ticks int64
	for seed := 1; seed <= runs; seed++ {
		w, bot := t.Economy.NewWorld(&t.Run, l, [economy.UpgradeKinds]int{}, uint64(seed)), world.Bot{Skill: skill}
		finished := play(w, &bot)
		if w.Outcome == world.Lost {
			tries.Lost[w.Cause()]++
		}
		if w.Outcome == world.Won {
			tries.Won++
			ticks += int64(finished)
			coins += pay.Win(w.YarnAtFinish(), w.Multiplier())
		}
	}
	tries.Coins = float64(coins) / float64(max(1, runs))
	tries.Seconds = float64(ticks) / float64(max(1, tries.Won)) / 60
	return tries, nil
}
