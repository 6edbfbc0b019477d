package ads

import (
	"strconv"
	"sync"
	"time"
)

// Config tunes the manager. Zero fields take the defaults in parentheses.
type Config struct {
	// UserID goes with every show for server-side verification.
	UserID string
	// Placements are the rewarded placements the game offers; only they
	// are kept loaded, so no ad is requested that the game cannot show
	// (fill and show rates matter to publishers). Default: all of them.
	Placements []Placement
	// LoadTimeout fails a load the provider never answers (30 s).
	LoadTimeout time.Duration
	// ShowTimeout fails a show that neither opens nor fails (10 s).
	ShowTimeout time.Duration
	// CloseTimeout ends a show that opened but never closes (120 s of game
	// time). On phones game time stops while an ad covers the game, so
	// there the wall-clock watchdog of mobile/stage closes a silent ad.
	CloseTimeout time.Duration
	// RewardGrace is how long after a close a late reward still counts (2 s).
	RewardGrace time.Duration
	// Interstitial turns on the interstitial placement (off by default),
	// never within InterstitialGap (2 min) of the end of another ad and
	// never as the next ad after a rewarded one.
	Interstitial    bool
	InterstitialGap time.Duration
	// Verifier, when set, holds every earned reward until the
	// publisher's server confirms it (see Verifier). VerifyTimeout bounds
	// the wait (10 s); GrantUnverified says what a reward the server could
	// not confirm in time gets: true pays it (the player watched; the
	// server can reconcile later), false pays nothing. A reward the
	// server rejects never pays.
	Verifier        Verifier
	VerifyTimeout   time.Duration
	GrantUnverified bool
	// Log receives one line for every event dropped or failure seen
	// (nil: discarded).
	Log func(string)
}

func (c *Config) defaults() {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&c.LoadTimeout, 30*time.Second)
	def(&c.ShowTimeout, 10*time.Second)
	def(&c.CloseTimeout, 120*time.Second)
	def(&c.RewardGrace, 2*time.Second)
	def(&c.InterstitialGap, 2*time.Minute)
	def(&c.VerifyTimeout, 10*time.Second)
	if c.Log == nil {
		c.Log = func(string) {}
	}
}

// Manager runs rewarded ads for the game: it keeps the offered placements
// loaded (slots.go) and resolves every show exactly once (show.go). Post
// may be called from any goroutine; every other method belongs to the
// game's goroutine.
type Manager struct {
	cfg      Config
	provider Provider

	mu      sync.Mutex
	inbox   []Event // posted, not yet applied
	working []Event

	now      time.Duration
	slots    [placementCount]slot
	current  *show
	spare    show
	lastID   int64
	ended    []Outcome // since the last Update (Show can end a show at once)
	returned []Outcome // what the last Update returned

	lastEnd   time.Duration
	anyShown  bool
	skipBreak bool // the last ad was rewarded: the next break shows no interstitial

	consent      Consent
	consentKnown bool
	consentAsked bool // the log has said no consent came yet

	verdicts []verdict // the verifier's answers, posted from its goroutine (under mu)
	judged   []verdict

	paid     []Impression // taken since the last Update
	paidOut  []Impression // what the last Update took (Paid)
	paidLast int64        // the show whose impression was taken last: a network's second report of it is dropped
	loads    []Load       // the loads asked and filled since the last Update
	loadsOut []Load       // what the last Update took (Loads)
}

// NewManager starts managing p's ads.
func NewManager(p Provider, cfg Config) *Manager {
	cfg.defaults()
	m := &Manager{cfg: cfg, inbox: make([]Event, 0, 16), working: make([]Event, 0, 16), ended: make([]Outcome, 0, 4), returned: make([]Outcome, 0, 4),
		paid: make([]Impression, 0, 2), paidOut: make([]Impression, 0, 2), loads: make([]Load, 0, 8), loadsOut: make([]Load, 0, 8),
		verdicts: make([]verdict, 0, 2), judged: make([]verdict, 0, 2)}
	m.SetProvider(p)
	return m
}

// SetProvider switches to another provider (a native adapter registering
// again when the activity is recreated, or QA switching to Simulated).
// Every placement loads again from the new provider. A show in progress
// goes on: a native ad may still be on screen, so only its own close,
// failure or timeout ends it (and unpauses the game). The exception is an
// ad the game draws itself (Simulated): it is gone with its provider, and
// pays if it had rewarded (see resolve).
func (m *Manager) SetProvider(p Provider) {
	m.drain() // what the old provider reported still counts
	if m.current != nil && m.current.inGame {
		m.resolve(Failed, Internal)
	}
	m.provider = p
	for i := range m.slots {
		m.slots[i] = slot{}
	}
	if err := p.Init(m); err != nil {
		m.cfg.Log("ads: provider init: " + err.Error())
	}
}

// Post queues a provider's event; the next Update applies it. Safe from
// any goroutine, and cheap: it only appends under a lock.
func (m *Manager) Post(e Event) {
	m.mu.Lock()
	m.inbox = append(m.inbox, e)
	m.mu.Unlock()
}

// Update applies the queued events at game time now, then handles
// timeouts and retries, keeps the placements loaded, and returns the shows
// that ended (the slice is reused by the next Update).
//
// Events come before deadlines: whatever was posted since the last Update
// arrived before now, so a reward and close that came in during a long
// gap between updates count rather than losing to a timeout.
func (m *Manager) Update(now time.Duration) []Outcome {
	m.now = now
	if a, ok := m.provider.(advancer); ok {
		a.advance(now)
	}
	m.drain()
	m.judge()
	m.loadTimeouts()
	m.showTimeouts()
	m.preload()
	m.returned = append(m.returned[:0], m.ended...)
	m.ended = m.ended[:0]
	m.paidOut = append(m.paidOut[:0], m.paid...)
	m.paid = m.paid[:0]
	m.loadsOut = append(m.loadsOut[:0], m.loads...)
	m.loads = m.loads[:0]
	return m.returned
}

// Paid returns the impressions and what each earned that the last Update
// took, one per show (read only, until the next Update).
func (m *Manager) Paid() []Impression { return m.paidOut }

// applyPaid takes the latest show's revenue once (its ids are random: an
// older show's report, one for a show never made, or a second report of
// one, is dropped and said in the log).
func (m *Manager) applyPaid(e Event) {
	if e.Request == 0 || e.Request != m.lastID || e.Request == m.paidLast || e.Revenue.Micros < 0 {
		m.cfg.Log("ads: a revenue report for show " + strconv.FormatInt(e.Request, 10) + " ignored: not the latest show's first")
		return
	}
	m.paidLast = e.Request
	m.paid = append(m.paid, Impression{Placement: e.Placement, Revenue: e.Revenue})
}

// drain applies the events posted so far.
func (m *Manager) drain() {
	m.mu.Lock()
	m.inbox, m.working = m.working[:0], m.inbox
	m.mu.Unlock()
	for _, e := range m.working {
		switch {
		case e.Kind.aboutPlacement():
			m.applyLoad(e)
		case e.Kind == ConsentKnown:
			m.applyConsent(e)
		case e.Kind == Paid:
			m.applyPaid(e)
		default:
			m.applyShow(e)
		}
	}
}

// SetPacing changes the interstitial placement (on, and its least gap
// after another ad) and how long after a close a late reward still counts:
// a remote tuning, between runs (a show in progress takes the new grace
// when it closes).
func (m *Manager) SetPacing(interstitial bool, gap, grace time.Duration) {
	m.cfg.Interstitial, m.cfg.InterstitialGap, m.cfg.RewardGrace = interstitial, gap, grace
}

// SetUserID changes the user id sent with the next shows (the save that
// holds it can arrive after the game starts).
func (m *Manager) SetUserID(id string) { m.cfg.UserID = id }

func (m *Manager) wanted(p Placement) bool {
	if p == Interstitial {
		return m.cfg.Interstitial
	}
	if m.cfg.Placements == nil {
		return true
	}
	for _, q := range m.cfg.Placements {
		if q == p {
			return true
		}
	}
	return false
}

func (m *Manager) interstitialAllowed() bool {
	return !m.anyShown || m.now-m.lastEnd >= m.cfg.InterstitialGap
}

// Break is a natural pause in play (between levels): it reports whether
// to show an interstitial now. It counts the break either way, so the
// break right after a rewarded ad never gets one.
func (m *Manager) Break() bool {
	ok := m.Ready(Interstitial) && !m.skipBreak
	m.skipBreak = false
	return ok
}

func (m *Manager) drop(e Event, why string) {
	if e.Kind.aboutPlacement() {
		m.cfg.Log("ads: dropped " + e.Kind.String() + " event for " + e.Placement.String() + ": " + why)
		return
	}
	m.cfg.Log("ads: dropped " + e.Kind.String() + " event for request " + strconv.FormatInt(e.Request, 10) + ": " + why)
}
