package flow

import (
	"cmp"
	"strings"
	"time"

	"ropeman/ads"
	"ropeman/assets/bounds"
	"ropeman/game/analytics"
	"ropeman/game/board"
	"ropeman/game/rules/events"
	"ropeman/game/save"
	"ropeman/game/world"
)

// What the publisher hears of play (package analytics): the session, each
// run's start and end, the lessons, the purchases, the ads offered, shown
// and rewarded, and the consent. Events are recorded where they happen,
// on the tick, into the queue's ring; the queue sends them, off the game
// loop, to the provider (Config.Analytics, else the publisher's server
// "analytics" in assets/tuning.json names: none as shipped). Nothing is
// sent before consent where the ad network says it is required, nothing
// is kept once it is refused or the player switches PLAY DATA off in the
// settings, and a replay records nothing.

// AnalyticsSettings are the publisher's events ("analytics" in
// assets/tuning.json).
type AnalyticsSettings struct {
	// Server is the address of the publisher's ropeman-server that takes
	// the events (POST /v1/events), https only (http for this machine):
	// "" sends none (unless Config.Analytics gives a provider).
	Server string `json:"server"`
	// SendEverySeconds is how often the events gathered are sent (a
	// batch goes at once when it is full).
	SendEverySeconds float32 `json:"sendEverySeconds"`
}

// Validate reports an address the game will not speak to, or a period
// out of range.
func (a AnalyticsSettings) Validate() error {
	return bounds.First(
		bounds.ServerURL("server", a.Server),
		bounds.Within[float32]("sendEverySeconds", a.SendEverySeconds, 5, 3600, "s"),
	)
}

// eventLog is the session's side of the events.
type eventLog struct {
	provider analytics.Provider // nil: no events
	now      func() time.Time
	every    time.Duration    // how often to send (0: the tuning's; tests send sooner)
	queue    *analytics.Queue // opened at the first tick (the phone gives its folder after New)
	consent  analytics.Consent
	said     string        // the consent the last consent event said
	lesson   Lesson        // the lesson on screen the last tick
	began    time.Duration // the game clock when the session began
	// its ports: his id and PLAY DATA in the save, the save's folder, the
	// analytics' settings, the ads' consent, the game clock and the log
	who     consenter
	dataDir *string
	tables  *tuning
	ads     *adState
	clock   *time.Duration
	log     func(string)
}

// setUp decides where the events go: opts.Analytics, else the server the
// -events flag or the tuning names; a replay sends none.
func (l *eventLog) setUp(opts Config) error {
	if err := bounds.ServerURL("-events", opts.AnalyticsServer); err != nil {
		return err
	}
	l.now = opts.Now
	if l.now == nil {
		l.now = time.Now
	}
	l.provider = opts.Analytics
	if addr := cmp.Or(opts.AnalyticsServer, l.tables.analytics.Server); l.provider == nil && addr != "" {
		l.provider = &analytics.Server{Client: board.Client{Base: addr}}
	}
	if opts.Replay != "" {
		l.provider = nil
	}
	return nil
}

// open starts the queue on the save's folder, for the player's id (made
// now if he has none), and records the session's start.
func (l *eventLog) open() {
	if l.provider == nil {
		return
	}
	player := l.who.makePlayer()
	l.consent = l.allowed()
	l.queue = analytics.Open(analytics.Config{Provider: l.provider, Box: save.OpenBox(*l.dataDir, analytics.BoxName),
		Player: player, Consent: l.consent, Now: l.now, Log: l.log,
		Every: cmp.Or(l.every, seconds(l.tables.analytics.SendEverySeconds))})
	l.said = ""
	l.record(events.Event{Kind: "session_start"})
	l.sayConsent()
}

// SetAnalytics sends the events of play to p from now on (a native
// analytics SDK registered after the game started); a replay sends none.
func (s *Session) SetAnalytics(p analytics.Provider) {
	if s.run.recording.play == nil {
		s.events.use(p)
	}
}

// use sends the events to p from now on.
func (l *eventLog) use(p analytics.Provider) {
	l.provider = p
	if l.queue != nil {
		l.queue.SetProvider(p)
	}
}

// reopen moves the queue to the save's new folder (the phone gave its
// folder).
func (l *eventLog) reopen() {
	if l.queue != nil {
		l.queue.Close()
		l.open()
	}
}

// step follows the consent each tick.
func (l *eventLog) step() {
	if l.queue == nil {
		return
	}
	if c := l.allowed(); c != l.consent {
		l.consent = c
		l.queue.SetConsent(c)
		l.sayConsent()
	}
}

// allowed is what the consent allows now: nothing once PLAY DATA is off;
// where the ad network needs consent, nothing sent until it is known,
// nothing kept if ads may not be requested.
func (l *eventLog) allowed() analytics.Consent {
	if !l.who.sharesPlayData() {
		return analytics.Refused
	}
	if !l.ads.manager.ConsentRequired() {
		return analytics.Granted
	}
	switch c, known := l.ads.manager.Consent(); {
	case !known:
		return analytics.Waiting
	case c.CanRequestAds:
		return analytics.Granted
	}
	return analytics.Refused
}

// sayConsent records the consent once it allows sending, each time what
// it says changes.
func (l *eventLog) sayConsent() {
	say := "granted"
	if !l.ads.manager.ConsentRequired() {
		say = "not-required"
	}
	if l.consent == analytics.Granted && say != l.said {
		l.said = say
		l.record(events.Event{Kind: "consent", Consent: say})
	}
}

// record records e (nothing without a queue).
func (l *eventLog) record(e events.Event) {
	if l.queue != nil {
		l.queue.Record(e)
	}
}

// resumed ends the session that went to the background at away, if it
// was away analytics.SessionGap or more (its end stamped when it went),
// and starts another.
func (l *eventLog) resumed(away time.Time) {
	if l.queue == nil || away.IsZero() || l.now().Sub(away) < analytics.SessionGap {
		return
	}
	l.record(events.Event{Kind: "session_end", At: away.UnixMilli(), Seconds: (*l.clock - l.began).Seconds()})
	l.queue.NewSession()
	l.began = *l.clock
	l.record(events.Event{Kind: "session_start"})
	l.said = ""
	l.sayConsent()
}

// forget drops what waits to be sent, and the queue, for good (DELETE MY
// DATA): nothing of the old id is sent after it.
func (l *eventLog) forget() {
	if l.queue == nil {
		return
	}
	l.queue.SetConsent(analytics.Refused)
	l.queue.Close()
	l.queue = nil
}

// close records the session's end and keeps what waits (the game ends).
func (l *eventLog) close() {
	if l.queue == nil {
		return
	}
	l.record(events.Event{Kind: "session_end", Seconds: (*l.clock - l.began).Seconds()})
	l.queue.Close()
	l.queue = nil
}

// runStarted records a run's start (his first step in it), and the
// remote tuning it plays (tuning: the override's id, "" the shipped).
func (l *eventLog) runStarted(r *run, tuning string) {
	if r.world.Tick == 0 && r.recording.play == nil {
		l.record(events.Event{Kind: "level_start", Level: r.levelN, Tuning: tuning})
	}
}

// runEnded records a run's end: a win with its pay, or a loss with its
// cause (a revived run that then wins records a fail, then a win).
func (l *eventLog) runEnded(r *run, tuning string) {
	w := r.world
	if w.Outcome == world.Won {
		l.record(events.Event{Kind: "level_win", Level: r.levelN, Seconds: float64(w.Seconds()), Yarn: float64(w.YarnAtFinish()),
			Multiplier: float64(w.Multiplier()), Coins: r.earned, Tuning: tuning})
		return
	}
	l.record(events.Event{Kind: "level_fail", Level: r.levelN, Seconds: float64(w.Seconds()), Yarn: float64(w.Yarn()), Cause: events.CauseName(w.Cause()),
		Tuning: tuning})
}

// lessonShown records a lesson as it comes on screen.
func (l *eventLog) lessonShown(on Lesson) {
	if on != l.lesson && on != NoLesson {
		l.record(events.Event{Kind: "lesson_shown", Lesson: lessonName(on)})
	}
	l.lesson = on
}

// lessonName is a lesson as an event names it.
func lessonName(on Lesson) string {
	if h, ok := on.Hazard(); ok {
		return strings.ToLower(h.String())
	}
	return [...]string{"none", "steer", "jump", "gate", "key", "maths", "boss", "meter"}[on]
}

// bought records a purchase of item for coins.
func (l *eventLog) bought(item string, coins int) {
	l.record(events.Event{Kind: "purchase", Item: strings.ToLower(item), Coins: coins})
}

// offered records the ads a card offers, as it shows.
func (l *eventLog) offered(c *card) {
	for i := range c.n {
		if b := &c.buttons[i]; b.Ad {
			l.record(events.Event{Kind: "ad_offered", Placement: placementOf(b.Act).String()})
		}
	}
}

// placementOf is the placement an ad button offers.
func placementOf(a Action) ads.Placement {
	switch a {
	case ActRevive:
		return ads.Revive
	case ActTriple:
		return ads.TripleCoins
	}
	return ads.SkinUnlock
}

// adLoad records a load asked of provider, or one it filled: the fill
// rate by provider and placement.
func (l *eventLog) adLoad(ld ads.Load, provider string) {
	kind := "ad_requested"
	if ld.Filled {
		kind = "ad_filled"
	}
	l.record(events.Event{Kind: kind, Placement: ld.Placement.String(), Provider: provider})
}

// adPaid records what an impression earned, with the tuning in force
// (its cohort's revenue: the override's id, "" the shipped).
func (l *eventLog) adPaid(imp ads.Impression, tuning string) {
	r := imp.Revenue
	l.record(events.Event{Kind: "ad_revenue", Placement: imp.Placement.String(), Provider: r.Provider, Source: r.Source,
		Micros: r.Micros, Currency: r.Currency, Precision: r.Precision.String(), Tuning: tuning})
}

// adEnded records a show that was on screen, through provider, and its
// reward.
func (l *eventLog) adEnded(o ads.Outcome, provider string) {
	if onScreen(o) {
		l.record(events.Event{Kind: "ad_shown", Placement: o.Placement.String(), Provider: provider})
	}
	if o.Result == ads.Earned {
		l.record(events.Event{Kind: "ad_rewarded", Placement: o.Placement.String()})
	}
}
