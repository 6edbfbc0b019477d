package flow

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"time"

	"ropeman/ads"
	"ropeman/ads/confirm"
	"ropeman/assets/bounds"
	"ropeman/game/economy"
	"ropeman/game/internal/timing"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/pay"
	"ropeman/game/save"
	"ropeman/game/world"
	"ropeman/player"
)

// Command is one tick of player intent, whatever device it came from.
type Command struct {
	player.Input
	// Tap is set on the tick a tap ended; X and Y are where, pixels on a
	// W x H screen of DP pixels per dp.
	Tap            bool
	X, Y, W, H, DP float32
	// Held is how many ticks the finger of a tap was down: a card takes
	// no tap from a finger that went down before it showed (see
	// stepScene). Lift is set on the tick the finger left the screen,
	// however long it was down (Held) and however far it moved: a finger
	// held through the finish stops the runway's needle as it lifts.
	Held int
	Lift bool
	// Confirm takes the plain way on (start, retry, next, close a finished
	// ad) without aiming: a key on desktop.
	Confirm bool
}

// adsConfig is the ad manager's configuration under a for the player
// userID.
func adsConfig(a economy.AdSettings, userID string, log func(string)) ads.Config {
	c := ads.Config{UserID: userID, Placements: []ads.Placement{ads.Revive, ads.TripleCoins, ads.SkinUnlock}, Log: log,
		Interstitial: a.Interstitial, InterstitialGap: seconds(a.GapSeconds), RewardGrace: seconds(a.LateRewardSeconds)}
	if a.VerifyURL != "" {
		c.Verifier = &confirm.Client{URL: a.VerifyURL}
		c.VerifyTimeout, c.GrantUnverified = seconds(a.VerifySeconds), a.GrantUnverified
	}
	return c
}

// seconds converts s seconds to a duration.
func seconds(s float32) time.Duration {
	return time.Duration(float64(s) * float64(time.Second))
}

// Session is the game's flow: the scene machine (see flow.go), the run,
// the ads, the wallet, the skins and the settings. Game feeds it one
// Command per tick and draws what its accessors report. Each part with
// state of its own is a type of its own: the run, the card on screen,
// the ads, the shop, the calendar, the chest room, the board.
type Session struct {
	keeper   // his save
	screen   // the scene on and its card
	tuning   tuning
	words    words
	autoFail bool // QA: the bot steers off the track
	botAds   bool // QA: the bot takes the result card's ads
	botSkill world.Skill
	seed     uint64
	log      func(string)

	clock time.Duration // game time: ticks, stopped while the app is suspended
	run   run           // the run he plays (see run)
	ad    adState

	notice string // storage trouble or a broken level, on screen until tapped away ("": none)
	broken int    // the level that failed to load (the Broken card's)
	view   View   // what the tick shows (see View)

	shop     shop
	calendar calendar
	chests   chestRoom
	board    boardState
	events   eventLog
	remote   remoteTuning
	forget   forgetting
	cards    struct { // the cards with no part of their own
		title    titleCard
		pause    pauseCard
		broken   brokenCard
		settings settingsCard
		result   resultCard
	}
	dataDir string // the save's folder
	started bool   // the first tick has run (the phone gives its folder after New)
}

// run is the run he plays: its level, its world and what steps it (the
// bot, or a recording played back), its input recorded for its ghost, the
// ghost racing him, the slow-down and the camera's cut after a revive,
// and what it pays.
type run struct {
	levelN  int
	dayRun  int        // the day whose level of the day is being played (0: his run of levels)
	tier    world.Tier // of the level being played
	pay     pay.Run    // what a win of this run pays (see economy.Economy.Pay)
	world   *world.World
	runs    int // how many worlds the session made (the view's RunNumber)
	bot     world.Bot
	events  []world.Event    // what the world reported this tick (the world's own slice)
	input   *replay.Recorder // the input of the run he plays, for its ghost
	content struct {         // the digest of its level and the tuning
		level  int
		tuning string // the remote override's id ("": the shipped)
		digest string
	}
	recording recording     // -record, -replay
	ghost     ghost         // the best run of the level, racing beside him
	meter     *timing.Meter // the game's debug timings (nil: none)

	runPorts

	lifted   bool // a finger held through the finish lifted: the needle stops as the meter takes it
	offers   bool // this fail's card offers the revive (economy.ReviveTable)
	revived  bool // this run's revive is used
	cut      bool // the camera should cut, not glide, to the runner (a revive)
	slow     int  // ticks of the slow-down after a cut left (see slowed)
	heldJump bool // a jump swiped on a tick the slow-down held
	earned   int  // coins the current level paid
	tripled  bool
}

// runPorts are the run's ports: his lessons, ghosts and upgrades in the
// save, the scene on, the tables and the override in force, the board's
// best run, the level's name, the ads, the log, the session's seed and
// the bot's skill, the way to a scene and to every part's texts, and, as
// the Play scene, the events of play and QA's failing bot.
type runPorts struct {
	book     *keeper
	sc       *screen
	tables   *tuning
	remote   *remoteTuning
	board    *boardState
	texts    *words
	ads      *adState
	log      func(string)
	seed     *uint64
	skill    *world.Skill
	to       speaker
	journal  *eventLog
	autoFail *bool
}

// card is the card on screen's buttons.
type card struct {
	launch  bool // the card on screen is the first: nothing was there before it
	buttons [MaxButtons]Button
	n       int
	clicked bool // a button was pressed this tick (for its sound)
}

// adState is the ads' side of the session: the manager, the simulated
// provider when it is the one, and the show the session waits for.
type adState struct {
	manager  *ads.Manager
	sim      *ads.Simulated // the provider, when it is the simulated one
	pending  int64          // request id of the show the session waits for
	networks []Network      // the providers the app registers by name
	network  string         // the one in use ("": an unnamed one)
	provider ads.Provider   // the one in use
	log      func(string)   // its port: the session's log
}

// use has the ads come from p, paid as set says when simulated.
func (a *adState) use(p ads.Provider, set economy.AdSettings) {
	a.sim, _ = p.(*ads.Simulated)
	a.payDebug(set)
	a.provider = p
	a.manager.SetProvider(p)
}

// choose moves onto the network the tuning names, between runs: not
// during a show (the next run's start tries again), not while the consent
// flow of the network in use has not answered, and not onto a network
// the app does not register (Config.Networks, or the phone's adapters:
// ads.Native).
func (a *adState) choose(set economy.AdSettings) {
	phone, _ := a.provider.(interface {
		Networks() []string
		UseNetwork(name string) error
	})
	want := set.Provider
	switch {
	case want != "":
	case len(a.networks) > 0:
		want = a.networks[0].Name
	case phone != nil && a.network != "": // moved once, the cohort's override over: back to the app's first
		if names := phone.Networks(); len(names) > 0 {
			want = names[0]
		}
	}
	current := a.name()
	if want == "" || want == current {
		return
	}
	i := slices.IndexFunc(a.networks, func(n Network) bool { return n.Name == want })
	_, answered := a.manager.Consent()
	keeping := ": keeping " + cmp.Or(current, "the one in use")
	switch {
	case i < 0 && (phone == nil || !slices.Contains(phone.Networks(), want)):
		a.log("ads: the tuning names " + want + ", which this app does not register" + keeping)
	case a.manager.Showing():
		a.log("ads: " + want + " waits for the show on screen to end")
	case a.manager.ConsentRequired() && !answered:
		a.log("ads: " + want + " waits: the consent flow has not answered" + keeping)
	case i >= 0:
		a.log("ads: " + want + " from this run on")
		a.network = want
		a.use(a.networks[i].Provider, set)
	default:
		if err := phone.UseNetwork(want); err != nil {
			a.log("ads: " + want + ": " + err.Error() + keeping)
			return
		}
		a.log("ads: " + want + " from this run on")
		a.network = want
		a.use(a.provider, set) // every placement loads from it
	}
}

// name is the network the ads come from, as events name it ("": unknown):
// the one chosen, else the provider's own word.
func (a *adState) name() string {
	if a.network != "" {
		return a.network
	}
	if n, ok := a.provider.(interface{ Network() string }); ok {
		return n.Network()
	}
	return ""
}

// payDebug sets what the simulated ads pay, when they are the provider.
// retune paces the ads and pays the simulated ones as set says (a remote
// override came in force).
func (a *adState) retune(set economy.AdSettings) {
	a.manager.SetPacing(set.Interstitial, seconds(set.GapSeconds), seconds(set.LateRewardSeconds))
	a.payDebug(set)
}

func (a *adState) payDebug(set economy.AdSettings) {
	if a.sim != nil {
		a.sim.ECPM = float64(set.DebugECPM)
	}
}

// shop is what coins buy: the skins' pages and the upgrades.
type shop struct {
	at          int     // the shop's page
	asking      int     // the skin the shop shows on him and asks once before buying (-1: none)
	pendingSkin int     // the skin a rewarded ad is unlocking (an index of economy.Skins)
	shortUntil  int     // the shop or the upgrades say the coins are short until this sceneTick
	affords     [2]bool // on the title: his coins buy a skin, an upgrade
	// its ports: its cards' (the screen, the texts, what the buttons
	// do), his purse (coins, skins, upgrades: none of the rest of his
	// save) and the way to keep it, the prices, the skins' ad and the
	// purchases' events
	cardPorts
	purse  *save.Purse
	keep   keeps
	tables *tuning
	ads    *adState
	events *eventLog
}

// keeps keeps what a part changed of the save (the keeper).
type keeps interface{ persist() }

// calendar is the daily reward's card.
type calendar struct {
	today func() int // the player's date (Config.Today), nil: no daily reward
	day   int        // the calendar day the daily card offers
	// its ports: the wallet, the card, the texts, the calendar's coins
	book   *keeper
	sc     *screen
	texts  *words
	tables *tuning
	to     mover
}

// tick is one simulation tick of game time.
const tick = time.Second / player.TickRate

// New loads the run's tuning and the save, starts the ads and the first
// level's title card (or, for a replay, its run).
func New(opts Config) (*Session, error) {
	s := &Session{log: opts.Log}
	s.wire()
	tables := s.TuningTables()
	maps.Copy(tables, opts.Tables)
	if err := rules.LoadTuning(tables); err != nil {
		return nil, err
	}
	if opts.Tuning != nil {
		if _, err := s.tuning.replace(opts.Tuning, rules.RemoteTables); err != nil {
			return nil, fmt.Errorf("tuning: %w", err)
		}
	}
	if err := checkSkins(s.tuning.economy.Skins); err != nil {
		return nil, err
	}
	s.botAds = opts.BotAds
	s.autoplay, s.autoFail, s.botSkill, s.seed, s.calendar.today = opts.Autoplay, opts.AutoFail, opts.BotSkill, opts.Seed, opts.Today
	s.run.input = replay.NewRecorder(rules.Version, 0, "", 0)
	// Open always gives usable progress; its troubles reach the player
	// through the store's problems (see takeNotice). A replay plays on
	// progress of its own: it never touches the player's save.
	if opts.Replay != "" {
		s.store, s.progress = save.Memory()
	} else {
		s.store, s.progress, _ = save.Open(opts.DataDir)
	}
	provider := opts.Ads
	s.ad.networks = opts.Networks
	if provider == nil && len(opts.Networks) > 0 {
		provider, s.ad.network = opts.Networks[0].Provider, opts.Networks[0].Name
	}
	if provider == nil {
		provider = &ads.Simulated{}
	}
	s.ad.sim, _ = provider.(*ads.Simulated) // drawn by the game
	s.ad.payDebug(s.tuning.adSettings)
	if opts.Replay == "" {
		s.board.agent = opts.Board
		if err := bounds.ServerURL("-board", opts.BoardServer); err != nil {
			return nil, err
		}
		if addr := cmp.Or(opts.BoardServer, s.tuning.board.Server); s.board.agent == nil {
			s.board.agent = openBoard(addr)
		}
	}
	if err := s.events.setUp(opts); err != nil {
		return nil, err
	}
	s.dataDir = opts.DataDir
	if opts.RemoteTuning != nil {
		s.tuning.remote = *opts.RemoteTuning
	}
	s.remote.setUp(opts)
	s.forget.setUp(opts, &s.tuning)
	s.ad.manager, s.ad.provider = ads.NewManager(provider, adsConfig(s.tuning.adSettings, s.progress.UserID, s.log)), provider
	s.words.locale = opts.Locale
	s.progress.Settings.ColourBlind = s.progress.Settings.ColourBlind || opts.ColourBlind
	s.speak()
	level := opts.Level
	if level <= 0 {
		level = s.progress.Level
	}
	r := &s.run.recording
	if opts.Replay != "" {
		l, err := openReplay(opts.Replay)
		if err != nil {
			return nil, err
		}
		r.played, r.play, r.ropeCheck, s.replaying = l, replay.NewPlayer(l), opts.RopeCheck, true
		level, s.seed = l.Level, l.Seed
		if l.Tuning != nil { // played on a remote override: replayed on it
			if _, err := s.tuning.replace(l.Tuning, rules.RemoteTables); err != nil {
				return nil, fmt.Errorf("-replay %s: tuning: %w", opts.Replay, err)
			}
		}
	}
	if r.play != nil {
		if err := s.loadLevel(level); err != nil {
			return nil, err
		}
	} else if err := s.loadFirst(level); err != nil {
		return nil, err
	}
	switch {
	case r.play != nil:
		s.goTo(Play) // a replay starts with the run
	case opts.DayLevel:
		s.playChallenge()
	case opts.Open == Play:
		s.goTo(Play)
	case opts.Open == Pause:
		s.goTo(Play)
		s.goTo(Pause)
	case opts.Open == Shop || opts.Open == Settings || opts.Open == Upgrades || opts.Open == Languages:
		s.back = Title
		s.goTo(opts.Open)
	case opts.Open == Leaderboard && s.board.agent != nil:
		s.back = Title
		s.goTo(Leaderboard)
	case opts.Open == Daily:
		s.calendar.day = max(1, s.calendar.dailyDue())
		s.goTo(Daily)
	case opts.Open == Chests: // QA: progress in memory gets a room's keys
		if opts.DataDir == "" {
			s.progress.Keys = max(s.progress.Keys, s.tuning.economy.Chests.Keys)
		}
		s.chests.ready(s.run.levelN, s.run.pay.Level)
		s.goTo(Chests)
	case s.scene == Title:
		s.cards.title.enter() // the daily reward first, when one is due
	}
	s.card.launch = true
	if opts.Record != "" { // the level loaded: level 1 under the Broken card
		c, err := rules.Content(s.run.levelN)
		if err != nil {
			return nil, err
		}
		r.path, r.rec = opts.Record, replay.NewRecorder(rules.Version, s.run.levelN, c, s.run.runSeed()) // the level of the day's run: the day's seed
		r.rec.Teach(s.run.teaches())
		r.rec.Upgrade(s.run.upgradeLevels())
	}
	s.fillView()
	return s, nil
}

// wire gives each part its ports (see ports.go), once, as the session
// is made.
func (s *Session) wire() {
	if s.log == nil {
		s.log = func(string) {}
	}
	s.warn = s.log
	cp := cardPorts{sc: &s.screen, texts: &s.words, to: s}
	f := &s.forget
	f.book, f.texts, f.log = &s.keeper, &s.words, s.log
	s.run.recording.log = s.log
	w := &s.words
	w.book, w.sc, w.to = &s.keeper, &s.screen, s
	s.ad.log = s.log
	s.cards.title = titleCard{cardPorts: cp, book: &s.keeper, shop: &s.shop, calendar: &s.calendar}
	s.cards.pause, s.cards.broken = pauseCard{cp}, brokenCard{cp}
	s.cards.settings = settingsCard{cardPorts: cp, book: &s.keeper, forget: &s.forget, ads: &s.ad}
	s.cards.result = resultCard{cardPorts: cp, run: &s.run, ads: &s.ad, board: &s.board, botAds: &s.botAds, settle: s}
	s.on = [sceneCount]scene{Title: &s.cards.title, Daily: &s.calendar, Play: &s.run, Pause: &s.cards.pause, Result: &s.cards.result,
		Shop: skinsCard{&s.shop}, Settings: &s.cards.settings, Broken: &s.cards.broken, Upgrades: upgradesCard{&s.shop},
		Chests: &s.chests, Languages: languagesCard{&s.words}, Leaderboard: boardCard{&s.board}, Names: namesCard{&s.board}}
	r := &s.run
	r.runPorts = runPorts{book: &s.keeper, sc: &s.screen, tables: &s.tuning, remote: &s.remote, board: &s.board, texts: &s.words, ads: &s.ad,
		log: s.log, seed: &s.seed, skill: &s.botSkill, to: s, journal: &s.events, autoFail: &s.autoFail}
	rt := &s.remote
	rt.who, rt.dataDir, rt.tables, rt.log = &s.keeper, &s.dataDir, &s.tuning, s.log
	l := &s.events
	l.who, l.dataDir, l.tables, l.ads, l.clock, l.log = &s.keeper, &s.dataDir, &s.tuning, &s.ad, &s.clock, s.log
	b := &s.board
	b.cardPorts, b.book, b.clock, b.log, b.days, b.flow = cp, &s.keeper, &s.clock, s.log, &s.calendar, s
	sh := &s.shop
	sh.cardPorts, sh.purse, sh.keep, sh.tables, sh.ads, sh.events = cp, &s.progress.Purse, &s.keeper, &s.tuning, &s.ad, &s.events
	c := &s.calendar
	c.book, c.sc, c.texts, c.tables, c.to = &s.keeper, &s.screen, &s.words, &s.tuning, s
	rc := &s.chests
	rc.book, rc.sc, rc.texts, rc.tables, rc.to = &s.keeper, &s.screen, &s.words, &s.tuning, s
}

// TuningTables are the session's tables of assets/tuning.json.
func (s *Session) TuningTables() map[string]rules.Validator { return s.tuning.tables() }

// tuning is what the session reads of assets/tuning.json, once: the
// run's rules and the rope's, the tiers, the economy and the ads'
// settings.
type tuning struct {
	run        rules.Tuning // what a run is made of
	economy    economy.Economy
	adSettings economy.AdSettings
	board      BoardSettings
	analytics  AnalyticsSettings
	remote     RemoteSettings
}

// tables are t's tables of assets/tuning.json by name.
func (t *tuning) tables() map[string]rules.Validator {
	tables := t.run.Tables()
	tables["economy"], tables["ads"], tables["leaderboard"], tables["analytics"], tables["remoteTuning"] = &t.economy, &t.adSettings, &t.board, &t.analytics, &t.remote
	return tables
}

// Step runs one tick and fills its View.
func (s *Session) Step(cmd Command) error {
	err := s.step(cmd)
	s.fillView()
	return err
}

// step runs the tick: the ads, then the screen on (or the ad over it).
func (s *Session) step(cmd Command) error {
	s.clock += tick
	if t, waiting := s.Waiting(); waiting && t.Ready() {
		s.speak() // its words came
	}
	for _, o := range s.ad.manager.Update(s.clock) {
		s.events.adEnded(o, s.ad.name())
		s.adEnded(o)
	}
	if !s.started { // the phone has given its folder
		s.started = true
		s.events.open()
		s.remote.open()
	}
	for _, imp := range s.ad.manager.Paid() {
		s.events.adPaid(imp, s.remote.id)
	}
	for _, l := range s.ad.manager.Loads() { // the first tick's too: after open
		s.events.adLoad(l, s.ad.name())
	}
	s.events.step() // after the ads' news: their consent
	if s.remote.step() && s.scene == Title {
		s.run.startRun(s.run.world.Level) // the title's run is made again, on the override
	}
	s.forget.step(s.clock)
	s.sceneTick++
	s.run.events, s.card.clicked = nil, false
	s.board.stepBoard()
	cmd = s.takeNotice(cmd)
	if s.ad.manager.Showing() {
		s.stepAd(cmd)
		return nil // the game is paused under the ad
	}
	err := s.stepScene(cmd)
	if s.sceneTick == 1 && s.scene != Play {
		s.events.offered(&s.card)
	}
	return err
}

// step runs the world with the finger's input (or the bot's); the
// pause button pauses; the first steer retires the first-run hint.
func (r *run) step(cmd Command) error {
	if cmd.Tap && PauseSlot.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP) && !r.sc.autoplay {
		r.sc.card.clicked = true
		r.to.goTo(Pause)
		return nil
	}
	in := cmd.Input
	in.Jump = in.Jump || cmd.Tap // a quick tap jumps as well as a swipe
	if at := r.world.FinishedAt(); cmd.Lift && at > 0 && r.world.Tick-cmd.Held < at {
		r.lifted = true // a finger held through the finish: its lift stops the needle
	}
	if r.lifted && r.world.Metering() {
		in.Jump = true // as a tap would, once the meter takes one (after its grace)
	}
	lesson := r.lesson()
	r.journal.lessonShown(lesson)
	if r.slowed(&in) {
		return nil
	}
	if r.sc.autoplay {
		t0 := r.meter.Start()
		in = r.bot.Input(r.world)
		r.meter.Stop(timing.Bot, t0)
		if *r.autoFail {
			in.Steer, in.SteerX = true, 2*r.world.Level.Sections[0].HalfWidth // off the edge
		}
	}
	if !r.book.progress.Settings.Hinted && cmd.Steer && abs(r.world.Runner.VX) > 0.5 {
		r.book.progress.Settings.Hinted = true // he has steered: the hint has done its job
		r.book.persist()
	}
	r.journal.runStarted(r, r.remote.runID(r.dayRun))
	r.stepWorld(in)
	if r.happened(world.Cut) {
		r.slow = cutSlowTicks
	}
	if !r.book.progress.Settings.Jumped && !r.sc.autoplay && r.world.Runner.State == player.Jump {
		r.book.progress.Settings.Jumped = true // he has jumped: no gap waits for him again
		r.book.persist()
	}
	r.learn(lesson)
	if r.world.Over() {
		r.to.goTo(Result)
	}
	return nil
}

// enter starts nothing: the run is made before the flow enters play.
func (r *run) enter() {}

// happened reports whether the world reported an event of kind k this tick.
func (r *run) happened(k world.EventKind) bool {
	for _, e := range r.events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// cutSlowTicks is how long the run goes at half speed after a cut, ticks:
// the player sees what cut his rope and where.
const cutSlowTicks = 16

// slowed reports whether this tick holds the run (every other tick while
// it is slowed after a cut); a jump swiped on a held tick waits for the
// next step, never lost.
func (r *run) slowed(in *player.Input) bool {
	if r.slow == 0 {
		return false
	}
	r.slow--
	if r.slow%2 == 1 {
		r.heldJump = r.heldJump || in.Jump
		return true
	}
	in.Jump = in.Jump || r.heldJump
	r.heldJump = false
	return false
}

// takeNotice shows the next storage trouble, if none is on screen, and
// lets a tap on the notice dismiss it (the tap goes no further).
func (s *Session) takeNotice(cmd Command) Command {
	if s.notice == "" {
		if p := s.store.TakeProblem(); p != nil {
			s.notice = p.Notice(s.words.lang)
			s.log(p.Error())
		}
	}
	if s.notice != "" && cmd.Tap && NoticeSlot.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP) {
		s.notice, cmd.Tap = "", false
	}
	return cmd
}

// Flush waits for the last save to be written and writes the recording,
// a run cut short by quitting included (call it before the program ends).
func (s *Session) Flush() {
	s.events.close()
	s.store.Flush()
	s.run.recording.cut(s.run.world, s.run.levelN)
	s.flushRecording()
}

// stepAd forwards taps to the simulated ad's close button.
func (s *Session) stepAd(cmd Command) {
	if s.ad.sim == nil {
		return
	}
	_, closable, ok := s.ad.sim.Showing()
	if ok && closable && (s.autoplay || cmd.Confirm || (cmd.Tap && CloseAdSlot.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP))) {
		s.ad.sim.Close()
	}
}

// settle pays a win (the result card shows), and notes a run of
// the level of the day, won or not.
func (s *Session) settle() {
	if s.run.world.Outcome != world.Won {
		if r := &s.progress.Revive; !s.run.revived {
			s.run.offers = s.tuning.economy.Revive.Offers(r.Declined, r.Unoffered)
			r.Unoffered++
			if s.run.offers {
				r.Unoffered = 0
			}
		}
		s.events.runEnded(&s.run, s.remote.runID(s.run.dayRun))
		s.run.keepGhost()
		if s.run.dayRun != 0 {
			s.recordBest()
		}
		s.persist()
		return
	}
	// Bounded: 32-bit phones have 32-bit ints.
	s.run.earned = economy.AddCoins(0, s.run.pay.Win(s.run.world.YarnAtFinish(), s.run.world.Multiplier()))
	s.progress.Coins = economy.AddCoins(s.progress.Coins, int64(s.run.earned))
	s.events.runEnded(&s.run, s.remote.runID(s.run.dayRun))
	// Never backwards: an earlier level replayed (-level, or a save
	// switched mid-run) leaves the level reached as it was. The level of
	// the day is off his run of levels.
	if s.run.dayRun == 0 {
		s.progress.Level = max(s.progress.Level, save.NextLevel(s.run.levelN))
	}
	s.progress.Keys = min(s.progress.Keys+s.run.world.KeysTaken(), economy.MaxKeys)
	s.recordBest()
	s.run.keepGhost()
	s.board.offerPost(&s.run)
	s.persist()
}

// onScreen reports whether the show was on screen: watched, or closed.
func onScreen(o ads.Outcome) bool {
	return o.Result == ads.Earned || o.Reason == ads.NoReason || o.Reason == ads.Unverified
}

// adEnded applies the one outcome of a show: a revive, the level's coins
// multiplied, a skin unlocked, each at most once; anything else leaves
// play as it was.
func (s *Session) adEnded(o ads.Outcome) {
	if o.Request != s.ad.pending {
		return
	}
	s.ad.pending = 0
	if onScreen(o) && s.scene != Play {
		// The card starts over as it comes back from under the ad: a tap
		// on the way out of the ad is not taken for one of its buttons,
		// the bot waits on it as on a new card, and a win's card counts
		// its pay (tripled, if the ad paid) up again.
		s.sceneTick = 0
	}
	if o.Result != ads.Earned {
		s.log(fmt.Sprintf("ad %s: %s (%s)", o.Placement, o.Result, o.Reason))
		return
	}
	switch o.Placement {
	case ads.SkinUnlock:
		s.shop.unlock(s.shop.pendingSkin)
	case ads.Revive:
		s.progress.Revive = save.Revive{} // he takes it: offered on every fail again
		if !s.run.revived && s.run.world.Revive() {
			s.run.revived, s.run.cut = true, true
			s.goTo(Play)
		}
	case ads.TripleCoins:
		if !s.run.tripled && s.run.earned > 0 {
			extra := s.tuning.economy.Tripled(s.run.earned)
			s.run.tripled, s.run.earned = true, economy.AddCoins(s.run.earned, extra)
			s.progress.Coins = economy.AddCoins(s.progress.Coins, extra)
			s.recordBest()
			s.persist()
		}
	}
}
