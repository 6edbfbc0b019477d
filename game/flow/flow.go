// Package flow is the game's screen flow without Ebitengine: the scenes
// (title, play, pause, result, shop, settings, upgrades, the daily
// calendar, the chest room, a level that won't load, the level of the
// day's board and the names to pick for it)
// as an explicit machine,
// the run, the ads, the wallet, the skins, the settings and the save, the
// events of play (events.go) and the remote tuning (remote.go). The
// game feeds a Session one Command per tick and draws what it reports;
// tests drive it the same way, headless. It imports no Ebitengine package
// and nothing of the game's drawing (scene, hud, audio).
package flow

import (
	"time"

	"ropeman/ads"
	"ropeman/game/analytics"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// Config is what the flow needs of the game's options.
type Config struct {
	Level    int    // 1-based level to start at; 0: where the save left off
	Seed     uint64 // seeds the run's RNG
	Autoplay bool   // the bot plays and taps through the menus
	AutoFail bool   // QA: with Autoplay, the bot steers off the track
	BotAds   bool   // QA: with Autoplay, the bot takes the result card's ad when one is offered
	// Tuning replaces tables of the shipped tuning with its own (a JSON
	// object of tables, as -tuning takes them: the simulation's and the
	// economy): the bots playing an override (ropeman-tune check).
	Tuning   []byte
	BotSkill world.Skill
	DataDir  string       // the save's folder; "" keeps progress in memory
	Ads      ads.Provider // nil: the simulated one (or Networks')
	// Networks are the ad providers the app registers under their
	// networks' names (events.Providers): the first plays unless the tuning
	// names another ("ads": {"provider": …}), and a signed override moves
	// its cohort onto another between runs, never during a show.
	Networks []Network
	// RemoteTuning, when set, is the publisher's override server and key
	// in place of the shipped tuning's "remoteTuning" (QA, the bots that
	// fill a test server).
	RemoteTuning *RemoteSettings
	Log          func(string) // one-line reports; nil discards them
	// Record writes the first run's input to this file when the game
	// ends (a run cut short by quitting or going home is marked
	// unfinished); Replay plays such a file back, on progress of its own,
	// never the player's save; RopeCheck reports the rope's worst stretch
	// during a replay.
	Record, Replay string
	RopeCheck      bool
	// Locale is the phone's or the browser's ("pt-BR", "de_AT"): the
	// texts are in its language unless the player chose one (see
	// SetLocale).
	Locale string
	// Today, if set, returns the player's local date in days since
	// 1970-01-01 (for the daily reward); it is called only when the title
	// card is entered.
	Today func() int
	// Open, if not Title, is the screen to open at the start (QA
	// screenshots of the shop, the settings, the pause card, the chest
	// room, with a room's keys when progress is in memory; tests that
	// start in play); with DayLevel, the run of the level of the day (it
	// needs Today).
	Open     Scene
	DayLevel bool
	// ColourBlind switches colour-blind play on at the start (QA; the
	// setting is saved with the progress).
	ColourBlind bool
	// Board asks the level of the day's leaderboard server; nil: the
	// server at BoardServer, or else the one assets/tuning.json names, if
	// any (a replay asks none).
	Board       Board
	BoardServer string
	// Analytics takes the events of play (package analytics); nil: the
	// publisher's server at AnalyticsServer, or else the one
	// assets/tuning.json names, if any (a replay records none). Now is the
	// device's clock the events are stamped with (nil: time.Now).
	Analytics       analytics.Provider
	AnalyticsServer string
	Now             func() time.Time
	// Tables are the drawing side's tables of assets/tuning.json (the
	// camera's, the input's): New reads them with its own, in one pass.
	Tables map[string]rules.Validator
}

// Scene is a screen of the flow.
type Scene uint8

const (
	Title Scene = iota
	Play
	Pause
	Result
	Shop
	Settings
	Broken      // a level failed to load: skip it or go to the title
	Upgrades    // coin upgrades that change the run
	Daily       // the daily reward's calendar, before the title
	Chests      // the chest room his keys open, after a win
	Languages   // the settings' list of languages
	Leaderboard // the level of the day's board, from the title (when the publisher runs a server)
	Names       // the names to pick from for the board
	sceneCount
)

// A card (a screen of buttons over the scene: every scene but Play)
// takes no tap from a finger that was already down when it showed, or
// went down within pressGrace ticks of it (a finger on its way to what
// was there): what appears under a finger must not be pressed by it. Any
// other tap on a card counts, however soon. The confirm key (the jump
// key too) waits inputGrace ticks: it was likely pressed for the run.

// inputGrace is how long a new card ignores the confirm key, ticks (a
// quarter second); pressGrace is how soon after a card shows a finger
// that goes down is taken as one already on its way (ticks).
const (
	inputGrace = 15
	pressGrace = 4
)

// autoTapTicks is how long the bot waits on a menu before it taps, and
// autoResultTicks on the result card: past the win's count-up, so what a
// -until-result screenshot shows adds up.
const (
	autoTapTicks    = 45
	autoResultTicks = CountUpTicks + 15
)

// goTo leaves the current scene and enters sc: its value makes its
// state anew (see scenes.go).
func (s *Session) goTo(sc Scene) {
	s.scene, s.sceneTick, s.card.n, s.card.launch = sc, 0, 0, false
	s.on[sc].enter()
}

// stepScene runs the current scene for one tick; a card swallows a tap
// whose finger went down before it showed or just after, and the confirm
// key in its first ticks.
func (s *Session) stepScene(cmd Command) error {
	if s.scene != Play && !s.card.launch { // nothing was on screen before the first card
		cmd.Tap = cmd.Tap && s.sceneTick-cmd.Held >= pressGrace
		cmd.Confirm = cmd.Confirm && s.sceneTick > inputGrace
	}
	return s.on[s.scene].step(cmd)
}

// levelSource is where ParseLevel reads levels: rules.LevelFile (tests swap in
// one that fails).
var levelSource = rules.LevelFile

// Network is an ad provider under its network's name ("max", "admob",
// "levelplay", "debug").
type Network struct {
	Name     string
	Provider ads.Provider
}
