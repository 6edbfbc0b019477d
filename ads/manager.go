package ads

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
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
	// MaxLoadAttempts failed loads in a row make a placement give up until
	// Retry (6). Between attempts it waits 2^n s, at most 64 s.
	MaxLoadAttempts int
	// LoadTimeout fails a load the provider never answers (30 s).
	LoadTimeout time.Duration
	// ShowTimeout fails a show that neither opens nor fails (10 s).
	ShowTimeout time.Duration
	// CloseTimeout ends a show that opened but never closes (120 s of game
	// time: on phones the game is suspended while the ad covers it).
	CloseTimeout time.Duration
	// RewardGrace is how long after a close a late reward still counts (2 s).
	RewardGrace time.Duration
	// Interstitial turns on the interstitial placement (off by default),
	// never within InterstitialGap (2 min) of the end of another ad and
	// never as the next ad after a rewarded one.
	Interstitial    bool
	InterstitialGap time.Duration
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
	if c.MaxLoadAttempts <= 0 {
		c.MaxLoadAttempts = 6
	}
	def(&c.LoadTimeout, 30*time.Second)
	def(&c.ShowTimeout, 10*time.Second)
	def(&c.CloseTimeout, 120*time.Second)
	def(&c.RewardGrace, 2*time.Second)
	def(&c.InterstitialGap, 2*time.Minute)
	if c.Log == nil {
		c.Log = func(string) {}
	}
}

// Result is how a show ended.
type Result uint8

const (
	// Earned: the player watched and gets the reward (for an
	// interstitial: it was shown).
	Earned Result = iota
	// NotEarned: the ad was closed before the reward.
	NotEarned
	// Failed: the ad could not be shown (Reason says why).
	Failed
)

func (r Result) String() string {
	return [...]string{"earned", "not earned", "failed"}[r]
}

// Outcome is the single end of one show.
type Outcome struct {
	Request   int64
	Placement Placement
	Result    Result
	Reward    Reward // for Earned rewarded placements
	Reason    Reason // for Failed
}

type slotState uint8

const (
	idle slotState = iota // wants a load
	loading
	ready
	backoff // waiting to retry a failed load
	gaveUp  // too many failures: waits for Retry
)

type slot struct {
	state    slotState
	attempts int
	since    time.Duration // when the load started, or when to retry
}

// show is the show in progress.
type show struct {
	req       ShowRequest
	placement Placement
	started   time.Duration
	opened    bool
	openedAt  time.Duration
	closed    bool
	closedAt  time.Duration
	rewarded  bool
	reward    Reward
}

// Manager runs rewarded ads for the game. Post may be called from any
// goroutine; every other method belongs to the game's goroutine.
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
	nextID   int64
	ended    []Outcome // since the last Update (Show can end a show at once)
	returned []Outcome // what the last Update returned

	lastEnd   time.Duration
	anyShown  bool
	skipBreak bool // the last ad was rewarded: the next break shows no interstitial
}

// NewManager starts managing p's ads.
func NewManager(p Provider, cfg Config) *Manager {
	cfg.defaults()
	m := &Manager{cfg: cfg, inbox: make([]Event, 0, 16), working: make([]Event, 0, 16), ended: make([]Outcome, 0, 4), returned: make([]Outcome, 0, 4)}
	m.SetProvider(p)
	return m
}

// SetProvider switches to another provider (a native one registering
// late, or QA switching to Simulated). A show in progress fails; every
// placement loads again from the new provider.
func (m *Manager) SetProvider(p Provider) {
	if m.current != nil {
		m.resolve(Failed, Internal)
	}
	m.provider = p
	m.mu.Lock()
	m.inbox = m.inbox[:0] // events of the old provider are stale
	m.mu.Unlock()
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

// Update applies the queued events at game time now, handles timeouts and
// retries, keeps the placements loaded, and returns the shows that ended
// (the slice is reused by the next Update).
func (m *Manager) Update(now time.Duration) []Outcome {
	m.now = now
	if a, ok := m.provider.(advancer); ok {
		a.advance(now)
	}
	// Deadlines first: an event that arrives in the same tick a grace or
	// timeout ran out is too late (ticks are 1/60 s apart in the game).
	m.timeouts()
	m.mu.Lock()
	m.inbox, m.working = m.working[:0], m.inbox
	m.mu.Unlock()
	for _, e := range m.working {
		m.apply(e)
	}
	m.preload()
	m.returned = append(m.returned[:0], m.ended...)
	m.ended = m.ended[:0]
	return m.returned
}

// Ready reports whether an ad for p can be shown now (buttons offering an
// ad show only then).
func (m *Manager) Ready(p Placement) bool {
	if p >= placementCount || m.current != nil || !m.wanted(p) {
		return false
	}
	return m.slots[p].state == ready && (p != Interstitial || m.interstitialAllowed())
}

// Showing reports whether a show is in progress: the game stays paused
// and muted while it is.
func (m *Manager) Showing() bool { return m.current != nil }

// Show starts showing the ad for p and returns the show's request id, or
// false if none is ready. Its Outcome comes from a later Update.
func (m *Manager) Show(p Placement) (int64, bool) {
	if !m.Ready(p) {
		return 0, false
	}
	m.nextID++
	m.spare = show{req: ShowRequest{ID: m.nextID, UserID: m.cfg.UserID, CustomData: nonce()}, placement: p, started: m.now}
	m.current = &m.spare
	m.slots[p] = slot{} // used up: the next Update loads another
	if err := m.provider.Show(p, m.current.req); err != nil {
		m.cfg.Log(fmt.Sprintf("ads: show %s: %v", p, err))
		m.resolve(Failed, Internal)
	}
	return m.nextID, true
}

// SetUserID changes the user id sent with the next shows (the save that
// holds it can arrive after the game starts).
func (m *Manager) SetUserID(id string) { m.cfg.UserID = id }

// Retry makes placements that gave up after too many failed loads try
// again (call it at natural moments: a new level, the app returning).
func (m *Manager) Retry() {
	for i := range m.slots {
		if m.slots[i].state == gaveUp {
			m.slots[i] = slot{}
		}
	}
}

// nonce returns 16 random bytes in hex: the show's custom data, which the
// ad network echoes to the publisher's server with the reward.
func nonce() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		return ""
	}
	return hex.EncodeToString(b[:])
}

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

// apply changes state for one event, dropping what no longer applies.
func (m *Manager) apply(e Event) {
	switch e.Kind {
	case Loaded, LoadFailed:
		m.applyLoad(e)
		return
	}
	s := m.current
	if s == nil || e.Request != s.req.ID {
		m.drop(e, "stale request")
		return
	}
	switch e.Kind {
	case Opened:
		if s.opened || s.closed {
			m.drop(e, "duplicate")
			return
		}
		s.opened, s.openedAt = true, m.now
	case ShowFailed:
		if s.rewarded {
			m.resolve(Earned, NoReason) // the reward stands
			return
		}
		m.resolve(Failed, e.Reason)
	case Rewarded:
		if s.rewarded {
			m.drop(e, "duplicate reward")
			return
		}
		s.rewarded, s.reward = true, e.Reward
		if s.closed {
			m.resolve(Earned, NoReason) // a late reward within the grace
		}
	case Closed:
		if s.closed {
			m.drop(e, "duplicate close")
			return
		}
		s.closed, s.closedAt = true, m.now
		if s.rewarded || !s.placement.Rewarded() {
			m.resolve(Earned, NoReason)
		}
		// Otherwise wait RewardGrace for a reward that comes after the
		// close (iOS mediation does this).
	default:
		m.drop(e, "unknown kind")
	}
}

func (m *Manager) applyLoad(e Event) {
	if e.Placement >= placementCount {
		m.drop(e, "unknown placement")
		return
	}
	sl := &m.slots[e.Placement]
	if sl.state != loading {
		m.drop(e, "no load in progress")
		return
	}
	if e.Kind == Loaded {
		*sl = slot{state: ready}
		return
	}
	m.loadFailed(e.Placement, e.Reason)
}

func (m *Manager) loadFailed(p Placement, r Reason) {
	sl := &m.slots[p]
	sl.attempts++
	if r != NoFill { // no fill is normal; anything else is worth a line
		m.cfg.Log(fmt.Sprintf("ads: load %s failed (%s), attempt %d", p, r, sl.attempts))
	}
	if sl.attempts >= m.cfg.MaxLoadAttempts {
		sl.state = gaveUp
		return
	}
	sl.state, sl.since = backoff, m.now+Backoff(sl.attempts)
}

// Backoff is the wait before load attempt n+1 after n failures in a row:
// 2^n seconds, at most 64 s (AppLovin's documented schedule).
func Backoff(failures int) time.Duration {
	return time.Duration(1<<min(6, max(1, failures))) * time.Second
}

func (m *Manager) drop(e Event, why string) {
	if e.Kind == Loaded || e.Kind == LoadFailed {
		m.cfg.Log(fmt.Sprintf("ads: dropped %s event for %s: %s", e.Kind, e.Placement, why))
		return
	}
	m.cfg.Log(fmt.Sprintf("ads: dropped %s event for request %d: %s", e.Kind, e.Request, why))
}

// timeouts ends loads and shows the provider stopped answering.
func (m *Manager) timeouts() {
	for p := range m.slots {
		if sl := &m.slots[p]; sl.state == loading && m.now-sl.since >= m.cfg.LoadTimeout {
			m.loadFailed(Placement(p), Timeout)
		}
	}
	s := m.current
	switch {
	case s == nil:
	case s.closed && m.now-s.closedAt >= m.cfg.RewardGrace:
		m.resolve(NotEarned, NoReason)
	case !s.opened && !s.closed && m.now-s.started >= m.cfg.ShowTimeout:
		m.resolve(Failed, Timeout)
	case s.opened && !s.closed && m.now-s.openedAt >= m.cfg.CloseTimeout:
		if s.rewarded {
			m.resolve(Earned, NoReason)
		} else {
			m.resolve(Failed, Timeout)
		}
	}
}

// preload starts loads for placements that want one.
func (m *Manager) preload() {
	for i := range m.slots {
		p, sl := Placement(i), &m.slots[i]
		if !m.wanted(p) || !(sl.state == idle || (sl.state == backoff && m.now >= sl.since)) {
			continue
		}
		sl.state, sl.since = loading, m.now
		if err := m.provider.Load(p); err != nil {
			m.cfg.Log(fmt.Sprintf("ads: load %s: %v", p, err))
			m.loadFailed(p, Internal)
		}
	}
}

// resolve ends the current show with its one outcome.
func (m *Manager) resolve(r Result, reason Reason) {
	s := m.current
	o := Outcome{Request: s.req.ID, Placement: s.placement, Result: r, Reason: reason}
	if r == Earned {
		o.Reward = s.reward
	}
	m.ended = append(m.ended, o)
	m.current = nil
	m.anyShown, m.lastEnd, m.skipBreak = true, m.now, s.placement.Rewarded()
}
