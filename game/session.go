package game

import (
	"fmt"
	"strconv"
	"time"

	"ropeman/ads"
	"ropeman/assets/bounds"
	"ropeman/game/replay"
	"ropeman/game/save"
	"ropeman/game/world"
	"ropeman/player"
	"ropeman/rope"
)

// Command is one tick of player intent, whatever device it came from.
type Command struct {
	player.Input
	// Tap is set on the tick a tap ended; X and Y are where, pixels on a
	// W x H screen of DP pixels per dp.
	Tap            bool
	X, Y, W, H, DP float32
	// Confirm takes the plain way on (start, retry, next, close a finished
	// ad) without aiming: a key on desktop.
	Confirm bool
}

// Economy is the coin table ("economy" in assets/tuning.json). A win
// pays his yarn at the finish, in metres, times CoinsPerMetre, times the
// runway zone he unwound it to.
type Economy struct {
	CoinsPerMetre float32 `json:"coinsPerMetre"`
	AdMultiplier  int     `json:"adMultiplier"` // the win screen's ad multiplies the level's coins by this
}

// Validate reports the first field out of range: coins stay far from an
// int's limit even on 32-bit phones.
func (e Economy) Validate() error {
	return bounds.First(
		bounds.Within[float32]("coinsPerMetre", e.CoinsPerMetre, 0, 10_000, "coins"),
		bounds.Within("adMultiplier", e.AdMultiplier, 2, 10, ""),
	)
}

// Session is the game's flow without Ebitengine: scenes, the run, the ads
// and the wallet. Game feeds it one Command per tick and draws its state;
// tests drive it the same way.
type Session struct {
	rules    world.Rules
	rope     rope.Params
	ribbon   rope.ClothParams
	tiers    world.Tiers
	tier     world.Tier // of the level being played
	trail    world.TrailTuning
	economy  Economy
	autoplay bool
	autoFail bool // QA: the bot steers off the track
	botSkill world.Skill
	recording
	seed uint64
	log  func(string)

	scene     scene
	sceneTick int
	events    []world.Event // what the world reported this tick (the world's own slice)
	levelN    int
	world     *world.World
	bot       world.Bot

	ads     *ads.Manager
	sim     *ads.Simulated // the provider, when it is the simulated one
	clock   time.Duration  // game time: ticks, stopped while the app is suspended
	pending int64          // request id of the show the session waits for
	revived bool           // this run's revive is used
	cut     bool           // the camera should cut, not glide, to the runner (a revive)
	earned  int            // coins the current level paid
	tripled bool

	store      *save.Store
	progress   save.Progress
	notice     *save.Problem // storage trouble on screen until tapped away
	noticeText string        // its words, made once

	buttons     [2]button
	nButtons    int
	clicked     bool   // a button was pressed this tick (for its sound)
	tripleLabel string // "x3 COINS", made once
}

// tick is one simulation tick of game time.
const tick = time.Second / player.TickRate

// init loads the run's tuning and the save, starts the ads and the first
// level.
func (s *Session) init(opts Options) error {
	if err := loadTuning(s.tuningTables()); err != nil {
		return err
	}
	s.autoplay, s.autoFail, s.botSkill, s.seed, s.log = opts.Autoplay, opts.AutoFail, opts.BotSkill, opts.Seed, opts.Log
	if s.log == nil {
		s.log = func(string) {}
	}
	s.tripleLabel = "x" + strconv.Itoa(s.economy.AdMultiplier) + " COINS"
	// Open always gives usable progress; its troubles reach the player
	// through the store's problems (see takeNotice).
	s.store, s.progress, _ = save.Open(opts.DataDir)
	provider := opts.Ads
	if provider == nil {
		s.sim = &ads.Simulated{}
		provider = s.sim
	}
	// Skin unlocks join the list when the shop exists.
	offered := []ads.Placement{ads.Revive, ads.TripleCoins}
	s.ads = ads.NewManager(provider, ads.Config{UserID: s.progress.UserID, Placements: offered, Log: s.log})
	level := opts.Level
	if level <= 0 {
		level = s.progress.Level
	}
	r := &s.recording
	if opts.Replay != "" {
		l, err := openReplay(opts.Replay)
		if err != nil {
			return err
		}
		r.played, r.play, r.ropeCheck = l, replay.NewPlayer(l), opts.RopeCheck
		level, s.seed = l.Level, l.Seed
	}
	if err := s.loadLevel(level); err != nil {
		return err
	}
	if r.play != nil {
		s.setScene(playScene) // a replay starts with the run
	}
	if opts.Record != "" {
		c, err := content(level)
		if err != nil {
			return err
		}
		r.path, r.rec = opts.Record, replay.NewRecorder(Version, level, c, s.seed)
	}
	return nil
}

// tuningTables are the session's tables of assets/tuning.json.
func (s *Session) tuningTables() map[string]validator {
	return map[string]validator{"player": &s.rules.Tuning, "yarn": &s.rules.Yarn, "rope": &s.rope, "ribbon": &s.ribbon, "tiers": &s.tiers, "trail": &s.trail, "economy": &s.economy}
}

// useDataDir switches to the save in dir (the phone reports its files
// folder after the game starts). On the title card the game moves to the
// level that save reached.
func (s *Session) useDataDir(dir string) {
	s.store.Flush()
	s.store, s.progress, _ = save.Open(dir)
	s.ads.SetUserID(s.progress.UserID)
	if s.scene == titleScene && s.progress.Level != s.levelN {
		if err := s.loadLevel(s.progress.Level); err != nil {
			s.log(err.Error())
		}
	}
}

// loadLevel parses level n and shows its title card.
func (s *Session) loadLevel(n int) error {
	l, err := parseLevel(n)
	if err != nil {
		return err
	}
	s.levelN = n
	s.startRun(l)
	s.setScene(titleScene)
	return nil
}

func (s *Session) startRun(l *world.Level) {
	s.tier = s.tiers[l.Tier]
	rules, ropeParams := s.tier.Apply(s.rules, s.rope)
	s.world = world.New(l, rules, s.seed)
	s.world.AttachRope(ropeParams, s.trail)
	s.world.AttachRibbon(s.ribbon)
	s.bot = world.Bot{Skill: s.botSkill}
	s.revived, s.earned, s.tripled = false, 0, false
	s.ads.Retry() // a new run is a natural moment to try failed loads again
}

func (s *Session) setScene(sc scene) { s.scene, s.sceneTick, s.nButtons = sc, 0, 0 }

// Step runs one tick.
func (s *Session) Step(cmd Command) error {
	s.clock += tick
	for _, o := range s.ads.Update(s.clock) {
		s.adEnded(o)
	}
	s.sceneTick++
	s.events, s.clicked = nil, false
	cmd = s.takeNotice(cmd)
	if s.ads.Showing() {
		s.stepAd(cmd)
		return nil // the game is paused under the ad
	}
	switch s.scene {
	case titleScene:
		if cmd.Tap || s.confirmed(cmd) {
			s.setScene(playScene)
		}
	case playScene:
		in := cmd.Input
		in.Jump = in.Jump || cmd.Tap // a quick tap jumps as well as a swipe
		if s.autoplay {
			in = s.bot.Input(s.world)
			if s.autoFail {
				in.Steer, in.SteerX = true, 2*s.world.Level.Sections[0].HalfWidth // off the edge
			}
		}
		s.stepWorld(in)
		if s.world.Over() {
			s.runOver()
		}
	case resultScene:
		s.stepWorld(player.Input{}) // he comes to rest, or falls out of sight
		s.layoutResult()
		return s.pressResult(cmd)
	}
	return nil
}

// takeNotice shows the next storage trouble, if none is on screen, and
// lets a tap on the notice dismiss it (the tap goes no further).
func (s *Session) takeNotice(cmd Command) Command {
	if s.notice == nil {
		if s.notice = s.store.TakeProblem(); s.notice != nil {
			s.noticeText = s.notice.Notice()
			s.log(s.notice.Error())
		}
	}
	if s.notice != nil && cmd.Tap && noticeSlot.hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP) {
		s.notice, cmd.Tap = nil, false
	}
	return cmd
}

// Flush waits for the last save to be written and writes a finished
// recording (call it before the program ends).
func (s *Session) Flush() {
	s.store.Flush()
	s.flushRecording()
}

// stepAd forwards taps to the simulated ad's close button.
func (s *Session) stepAd(cmd Command) {
	if s.sim == nil {
		return
	}
	_, closable, ok := s.sim.Showing()
	if ok && closable && (s.autoplay || cmd.Confirm || (cmd.Tap && closeAdSlot.hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP))) {
		s.sim.Close()
	}
}

// runOver pays a win and shows the result card.
func (s *Session) runOver() {
	s.setScene(resultScene)
	if s.world.Outcome != world.Won {
		return
	}
	// Bounded: 32-bit phones have 32-bit ints.
	s.earned = save.AddCoins(0, int64(s.world.YarnAtFinish()*s.economy.CoinsPerMetre*float32(s.world.Multiplier())+0.5))
	s.progress.Coins = save.AddCoins(s.progress.Coins, int64(s.earned))
	s.progress.Level = save.NextLevel(s.levelN)
	s.progress.Record(s.levelN, s.earned)
	s.persist()
}

func (s *Session) persist() {
	if err := s.store.Save(s.progress); err != nil {
		s.log("save: " + err.Error())
	}
}

// layoutResult decides the result card's buttons: the ad offer only when
// an ad is ready (and not used up), the plain way on always.
func (s *Session) layoutResult() {
	s.nButtons = 0
	won := s.world.Outcome == world.Won
	switch {
	case won && !s.tripled && s.ads.Ready(ads.TripleCoins):
		s.addButton(place(offerSlot, actTriple, s.tripleLabel, true))
	case !won && !s.revived && s.ads.Ready(ads.Revive):
		s.addButton(place(offerSlot, actRevive, "REVIVE", true))
	}
	if won {
		s.addButton(place(plainSlot, actNext, "NEXT", false))
	} else {
		s.addButton(place(plainSlot, actRetry, "RETRY", false))
	}
}

func (s *Session) addButton(b button) {
	s.buttons[s.nButtons] = b
	s.nButtons++
}

// pressResult acts on a tap on the result card; a confirm (a key, or the
// bot after a moment) takes the plain way on, never an ad.
func (s *Session) pressResult(cmd Command) error {
	for i := 0; i < s.nButtons; i++ {
		b := &s.buttons[i]
		if (cmd.Tap && b.hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP)) || (s.confirmed(cmd) && !b.ad) {
			s.clicked = true
			return s.do(b.act)
		}
	}
	return nil
}

// confirmed reports a confirm this tick: the key, or the bot once it has
// waited on the menu.
func (s *Session) confirmed(cmd Command) bool {
	return cmd.Confirm || (s.autoplay && s.sceneTick >= autoTapTicks)
}

func (s *Session) do(a action) error {
	switch a {
	case actRevive:
		s.offer(ads.Revive)
	case actTriple:
		s.offer(ads.TripleCoins)
	case actRetry: // straight back into the run: one tap, no title card
		s.startRun(s.world.Level)
		s.setScene(playScene)
	case actNext:
		if s.ads.Break() {
			s.ads.Show(ads.Interstitial)
		}
		return s.loadLevel(save.NextLevel(s.levelN))
	}
	return nil
}

func (s *Session) offer(p ads.Placement) {
	if id, ok := s.ads.Show(p); ok {
		s.pending = id
	}
}

// adEnded applies the one outcome of a show: a revive, or the level's
// coins multiplied, each at most once; anything else leaves play as it was.
func (s *Session) adEnded(o ads.Outcome) {
	if o.Request != s.pending {
		return
	}
	s.pending = 0
	if o.Result != ads.Earned {
		s.log(fmt.Sprintf("ad %s: %s (%s)", o.Placement, o.Result, o.Reason))
		return
	}
	switch o.Placement {
	case ads.Revive:
		if !s.revived && s.world.Revive() {
			s.revived, s.cut = true, true
			s.setScene(playScene)
		}
	case ads.TripleCoins:
		if !s.tripled && s.earned > 0 {
			extra := int64(s.earned) * int64(s.economy.AdMultiplier-1)
			s.tripled, s.earned = true, save.AddCoins(s.earned, extra)
			s.progress.Coins = save.AddCoins(s.progress.Coins, extra)
			s.progress.Record(s.levelN, s.earned)
			s.persist()
		}
	}
}
