package flow

import (
	"slices"
	"time"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/internal/timing"
	"ropeman/game/lang"
	"ropeman/game/rules/pay"
	"ropeman/game/save"
	"ropeman/game/world"
)

// View is what the drawing side (the scene, the HUD, the audio) and the
// glue read of one tick, filled once at the end of each Step (and by New):
// values, and slices and worlds the session owns and does not change until
// the next Step. Nothing reads the session itself, so data flows one way:
// the finger into Step, the View out of it.
type View struct {
	Scene Scene
	Ticks int // how long the scene has been on

	// Run is the run as the world snapped it at the end of the tick, and
	// Ghost his best run of the level racing beside him while the run is
	// on screen (nil: none). Both are the view's own copies: nothing in
	// them points into the world (a copy of the View shares them, and is
	// good until the next Step too). RunNumber counts the runs: a new
	// number is a new run (after a retry or on a new level).
	Run       world.Snapshot
	Ghost     *world.Snapshot
	GhostName string // whose run the ghost is, when another player's ("": his own best)
	RunNumber int
	Events    []world.Event // what the run reported this tick
	ghost     world.Snapshot
	events    []world.Event
	// Steer is where he is across the track and where he steers to after
	// the tick, metres: the finger's drag steers from there.
	Steer  struct{ X, Target float32 }
	Lesson Lesson // the lesson on screen in play
	// Trail is the rope's look; Body his half width (the run's rules, the
	// camera's framing); CameraSmooth is the chase camera's smooth time,
	// seconds (the level's tier; 0: the camera table's).
	Trail              world.TrailTuning
	Body, CameraSmooth float32

	Lang    lang.Tag
	Buttons []Button // the screen's buttons
	Clicked bool     // a button was pressed this tick (its sound)
	Cut     bool     // the camera cuts to him this tick instead of gliding
	// Chink is a tick of the win card's count-up that chinks a coin.
	Chink bool

	LevelN    int
	LevelName string
	DayRun    bool // the run is the level of the day
	Best      int  // the most coins a win of the level paid
	Earned    int  // the coins the level paid
	// LevelCoins is what of Earned the level pays (on a boss level, times
	// the finale's multiplier), and YarnCoins what his yarn pays: its
	// tenths of a metre times Rate, whole coins a metre, times the
	// finale's multiplier, to the nearest coin. The two add up to a win's
	// pay before an ad multiplies it; Tripled is the ad's multiplier once
	// it has paid (0 before). BossPay tells a level whose finale's
	// multiplier multiplies the level's coins too.
	// YarnTenths is his yarn at the finish, in the tenths of a metre the
	// pay counts.
	LevelCoins, YarnCoins, Tripled int
	Rate, YarnTenths               int
	BossPay                        bool
	Coins                          int    // his coins
	Keys                           int    // the keys he holds
	ChestKeys                      int    // the keys a chest room takes
	ChestBest                      int    // the chest room's best prize
	Skin                           string // the id of the skin he wears (economy.Skins), or in the shop the one he looks at
	Short                          bool   // the shop or upgrades card says the coins are short
	Settings                       save.Settings
	Challenge                      save.Challenge // the level of the day's streak and best
	// DailyDay is the calendar's day due, and DailyCoins what each pays.
	DailyDay   int
	DailyCoins [economy.DailyDays]int

	// Board is the level of the day's board card, and the names card.
	Board BoardView

	Ad     AdView
	Notice string // storage trouble or a level that failed to load ("": none)
	Broken string // the Broken card's title: which level failed to load
}

// AdView is what shows of an ad: one on screen (the game pauses under
// it and its sound stops), its reward being verified, and the simulated
// provider's stand-in ad that the game draws itself.
type AdView struct {
	Showing, Verifying bool
	Simulated          SimulatedAd
}

// SimulatedAd is the simulated provider's ad on screen (On), its time
// left, whether it can be closed and whether it is rewarded.
type SimulatedAd struct {
	On, Closable, Rewarded bool
	Left                   time.Duration
}

// maxTickEvents is room for a busy tick's events in the view's copy from
// the first tick on (a tick with more grows it once).
const maxTickEvents = 16

// CountUpTicks is how long the win card counts its coins up, a chink
// every six ticks.
const CountUpTicks = 60

// View returns the tick's view (see View); it changes at the next Step.
func (s *Session) View() *View { return &s.view }

// fillView fills the view from the tick's state.
func (s *Session) fillView() {
	v, p := &s.view, &s.progress
	v.Scene, v.Ticks = s.scene, s.sceneTick
	s.run.world.Snap(&v.Run)
	v.RunNumber, v.Ghost = s.run.runs, nil
	v.events = append(slices.Grow(v.events[:0], maxTickEvents), s.run.events...)
	v.Events = v.events
	if g := s.run.ghost.world; g != nil && (s.scene == Play || s.scene == Pause || s.scene == Result) {
		g.Snap(&v.ghost) // not on the title or in the shop, where it would stand inside him
		v.Ghost, v.GhostName = &v.ghost, s.run.ghost.name
	}
	v.Steer.X, v.Steer.Target = s.run.world.Runner.X, s.run.world.Runner.Target()
	v.Board = s.board.view
	v.Lesson = s.run.lesson()
	v.Trail, v.Body, v.CameraSmooth = s.tuning.run.Trail, s.tuning.run.Rules.Tuning.HalfWidth, s.run.tier.CameraSmooth
	v.Lang, v.Buttons, v.Clicked, v.Cut = s.words.lang, s.card.buttons[:s.card.n], s.card.clicked, s.run.cut
	s.run.cut = false
	v.Chink = s.scene == Result && s.run.earned > 0 && s.sceneTick <= CountUpTicks && s.sceneTick%6 == 1
	v.LevelN, v.LevelName, v.DayRun, v.Best = s.run.levelN, s.words.levelName, s.run.dayRun != 0, p.Best[s.run.levelN]
	v.Earned, v.LevelCoins, v.YarnCoins, v.Tripled = s.run.earned, int(s.run.pay.LevelCoins()), 0, 0
	v.Rate, v.BossPay = int(s.run.pay.Rate()), s.run.pay.Boss
	if s.run.world.Outcome == world.Won {
		level, yarn := s.run.pay.Coins(s.run.world.YarnAtFinish(), s.run.world.Multiplier())
		v.LevelCoins, v.YarnCoins, v.YarnTenths = int(level), int(yarn), int(pay.Tenths(s.run.world.YarnAtFinish()))
	}
	if s.run.tripled {
		v.Tripled = s.tuning.economy.AdMultiplier
	}
	v.Coins, v.Keys, v.ChestKeys, v.Skin, v.Short = p.Coins, p.Keys, s.tuning.economy.Chests.Keys, p.Skin, s.shop.short()
	if s.scene == Shop && s.shop.asking >= 0 {
		v.Skin = economy.Skins[s.shop.asking].ID // the skin he is looking at, on him
	}
	v.ChestBest = s.chests.best
	v.Settings, v.Challenge = p.Settings, p.Challenge
	v.DailyDay, v.DailyCoins = s.calendar.day, s.tuning.economy.Daily.Coins
	v.Ad = AdView{Showing: s.ad.manager.Showing(), Verifying: s.ad.manager.Verifying()}
	if s.ad.sim != nil {
		sim := &v.Ad.Simulated
		sim.Left, sim.Closable, sim.On = s.ad.sim.Showing()
		p, _ := s.ad.sim.ShowingFor()
		sim.Rewarded = p.Rewarded()
	}
	v.Notice, v.Broken = s.notice, s.words.brokenText
}

// PlaceRunner stands him still on the floor at (x, s) and fills the view
// again: the scene's tests put him where a picture is to be checked,
// through the session as the game would, not into its world.
func (s *Session) PlaceRunner(x, at float32) {
	s.run.world.PlaceAt(x, at)
	s.fillView()
}

// RunHash returns the run's state hash (world.World.Hash): QA's summary
// of a run names the state it ended in.
func (s *Session) RunHash() uint64 { return s.run.world.Hash() }

// SetAds switches the ad provider (a native one registering, or QA's
// simulated one).
func (s *Session) SetAds(p ads.Provider) { s.ad.use(p, s.tuning.adSettings) }

// Resumed is the app back from the background it went to at away (zero:
// unknown): the ads that failed to load try again, and after
// analytics.SessionGap away a new session starts.
func (s *Session) Resumed(away time.Time) {
	s.ad.manager.Retry()
	s.events.resumed(away)
}

// SetMeter has the run's world, the bot and the rope tell m what they cost
// (the game's debug timings).
func (s *Session) SetMeter(m *timing.Meter) {
	s.run.meter = m
	if s.run.world != nil {
		s.run.world.Watch = watchRope(m)
	}
}
