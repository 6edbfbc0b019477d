// Package lab is the bots' lab: the game's bots play its levels as
// players would, on the shipped tuning or an override's, and say what
// they met — each level's first tries by skill (the difficulty curve:
// game/curve), the economy level after level, and the approval an
// override needs before any player meets it (ropeman-tune check). It
// plays the world and the economy directly, with no screen, save,
// language or ad client: the publisher's tools link it alone.
package lab

import (
	"ropeman/game/economy"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// Tables are the tuning the bots play (assets/tuning.json): a run's
// tables, the economy and the ads' settings, with an override's tables
// over the shipped ones.
type Tables struct {
	Run     rules.Tuning
	Economy economy.Economy
	Ads     economy.AdSettings
}

// Load reads the shipped tables and puts other's over them (the tables a
// remote override may replace, as -tuning takes them; nil: none).
func Load(other []byte) (*Tables, error) {
	t := &Tables{}
	tables := t.Run.Tables()
	tables["economy"], tables["ads"] = &t.Economy, &t.Ads
	if err := rules.LoadTuning(tables); err != nil {
		return nil, err
	}
	if other != nil {
		if _, err := rules.Replace(tables, other, rules.RemoteTables); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// level reads level n.
func level(n int) (*world.Level, error) {
	file, data, err := rules.LevelFile(n)
	if err != nil {
		return nil, err
	}
	return world.ParseLevel(file, data)
}

// tickLimit ends a try that has not ended after two minutes (none
// should: a level lasts under a minute).
const tickLimit = 120 * 60

// play plays w to its end (or tickLimit) with bot, and returns the tick
// it crossed the finish line (0: it did not).
func play(w *world.World, bot *world.Bot) (finished int) {
	for w.Tick < tickLimit && !w.Over() {
		w.Step(bot.Input(w))
		if finished == 0 && w.Outcome == world.Won {
			finished = w.Tick
		}
	}
	return finished
}
