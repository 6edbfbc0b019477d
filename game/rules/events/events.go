// Package events is the events of play as the game sends them and the
// publisher's server takes them: a batch, its events and their checks,
// the names of the causes, placements, providers and sources.
package events

import (
	"fmt"
	"math"
	"strings"
	"time"

	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
)

// What the game tells the publisher's server of how it is played (POST
// /v1/events): a device's events, in batches. Nothing personal: the
// player's anonymous id (the leaderboard's), the day the game was
// installed, and what happened in play, in the shop and with the ads.

// Batch is a device's events since its last batch, as posted.
type Batch struct {
	// ID is the batch's own: 32 hex digits, random, the same on every
	// retry (the server keeps a batch once).
	ID      string  `json:"id"`
	Player  string  `json:"player"`  // the anonymous id (rules.ValidPlayer)
	Install string  `json:"install"` // YYYY-MM-DD, the day the game was first opened
	Version string  `json:"version"` // the game's
	Events  []Event `json:"events"`
}

// Event is one thing that happened. Kind says which of the other fields
// it carries (Kinds); the rest are zero.
type Event struct {
	Kind       string  `json:"kind"`
	At         int64   `json:"at"`      // Unix milliseconds, the device's clock
	Session    int     `json:"session"` // the session's number on the device, from 1
	Level      int     `json:"level,omitempty"`
	Cause      string  `json:"cause,omitempty"`      // what ended a failed run
	Seconds    float64 `json:"seconds,omitempty"`    // how long a run or a session lasted
	Yarn       float64 `json:"yarn,omitempty"`       // metres of yarn at a run's end
	Multiplier float64 `json:"multiplier,omitempty"` // a won run's
	Coins      int     `json:"coins,omitempty"`      // a win's pay, a purchase's price
	Item       string  `json:"item,omitempty"`       // what a purchase bought
	Lesson     string  `json:"lesson,omitempty"`     // the lesson shown
	Placement  string  `json:"placement,omitempty"`  // the ad's placement
	Consent    string  `json:"consent,omitempty"`    // granted, denied or not-required
	// rules.Tuning is the remote tuning override a run played (its remote.Override.ID;
	// none: the shipped tuning), on a run's start and end, and the one in
	// force at an ad's impression.
	Tuning string `json:"tuning,omitempty"`
	// What an ad's impression earned (ad_revenue): the provider the game
	// showed it through, the network or ad source that filled it, its
	// value in millionths of the currency (ISO 4217), and how sure the
	// network is of it (Precisions).
	Provider  string `json:"provider,omitempty"`
	Source    string `json:"source,omitempty"`
	Micros    int64  `json:"micros,omitempty"`
	Currency  string `json:"currency,omitempty"`
	Precision string `json:"precision,omitempty"`
}

// Kept is the server's answer to a batch: how many of its events it
// keeps, and whether it had kept this batch before (a retry).
type Kept struct {
	Batch    string `json:"batch"`
	Events   int    `json:"events"`
	Repeated bool   `json:"repeated"`
}

// MaxBatchEvents bounds a batch: a device sends what it gathered, at most
// this many at a time. MaxSession bounds a session's number (a player who
// opens the game every minute for forty years stays under it; the
// server's column is a 32-bit integer).
const (
	MaxBatchEvents = 200
	MaxSession     = 1 << 30
)

// field is one of Event's optional fields.
type field uint16

const (
	fLevel field = 1 << iota
	fCause
	fSeconds
	fYarn
	fMultiplier
	fCoins
	fItem
	fLesson
	fPlacement
	fConsent
	fTuning
	fProvider
	fSource
	fMicros
	fCurrency
	fPrecision
)

// Kinds are the kinds of event, each with the fields it carries.
var Kinds = map[string]field{
	"session_start": 0,
	"session_end":   fSeconds,
	"level_start":   fLevel | fTuning,
	"level_win":     fLevel | fSeconds | fYarn | fMultiplier | fCoins | fTuning,
	"level_fail":    fLevel | fSeconds | fYarn | fCause | fTuning,
	"lesson_shown":  fLesson,
	"purchase":      fItem | fCoins,
	"ad_offered":    fPlacement,
	"ad_shown":      fPlacement | fProvider,
	"ad_requested":  fPlacement | fProvider,
	"ad_filled":     fPlacement | fProvider,
	"ad_rewarded":   fPlacement,
	"consent":       fConsent,
	"ad_revenue":    fPlacement | fTuning | fProvider | fSource | fMicros | fCurrency | fPrecision,
}

// Placements are the ad placements the game names (ads.Placement's
// names: a test of the flow, which links both, holds them equal). The
// server counts any other as "other".
var Placements = []string{"revive", "triple_coins", "skin_unlock", "interstitial"}

// Providers are the ad providers the game shows through (the native
// adapters' names, and the simulated ads' "debug"); the server counts any
// other as "other".
var Providers = []string{"admob", "max", "levelplay", "debug"}

// Sources are the ad networks a provider's impression may come from, as
// the adapters name them (lower case, a space a -): the server counts any
// other as "other".
var Sources = []string{"admob", "google-admob", "google-ad-manager", "applovin", "applovin-exchange", "unity", "unity-ads", "ironsource",
	"meta", "facebook", "mintegral", "pangle", "liftoff", "vungle", "inmobi", "chartboost", "digital-turbine", "fyber", "dt-exchange",
	"moloco", "bigo", "yandex", "verve", "smaato", "ogury", "hyprmx", "tapjoy", "adcolony", "debug"}

// Precisions are how sure a network may be of an impression's value.
var Precisions = []string{"exact", "estimated", "publisher", "unknown"}

// MaxMicros bounds an impression's value: a hundred of any currency (a
// rewarded impression earns cents; the largest currencies' units are
// small, and no network pays 100 dollars for one).
const MaxMicros = 100_000_000_000

// Consents are the consent states an event may say.
var Consents = []string{"granted", "denied", "not-required"}

// Check reports the first thing wrong with b, naming the event and its
// field ("events[3].level: …"), for a server whose clock says now: an
// event from before the day of install or from more than a day ahead of
// now is refused (a device's clock may be off by its time zone).
func (b *Batch) Check(now time.Time) error {
	switch {
	case !rules.ValidPlayer(b.ID):
		return fmt.Errorf("id: %q, want 32 hex digits", b.ID)
	case !rules.ValidPlayer(b.Player):
		return rules.ErrNoPlayer
	case !rules.Token(b.Version, ".+-"):
		return fmt.Errorf("version: %q, want the game's version", b.Version)
	case len(b.Events) == 0 || len(b.Events) > MaxBatchEvents:
		return fmt.Errorf("events: %d, want 1..%d", len(b.Events), MaxBatchEvents)
	}
	install, err := dayrun.Parse(b.Install)
	if err != nil {
		return fmt.Errorf("install: %w", err)
	}
	if today := int(now.Unix() / 86400); install > today+1 {
		return fmt.Errorf("install: %s is after tomorrow", b.Install)
	}
	from, to := int64(install-1)*86400_000, now.Add(24*time.Hour).UnixMilli()
	for i := range b.Events {
		if err := b.Events[i].check(from, to); err != nil {
			return fmt.Errorf("events[%d].%w", i, err)
		}
	}
	return nil
}

// check reports what is wrong with e, its field first, for an event of
// the Unix milliseconds from..to.
func (e *Event) check(from, to int64) error {
	has, ok := Kinds[e.Kind]
	switch {
	case !ok:
		return fmt.Errorf("kind: %q is not an event's", e.Kind)
	case e.At < from || e.At > to:
		return fmt.Errorf("at: %d is not between the day before install and tomorrow", e.At)
	case e.Session < 1 || e.Session > MaxSession:
		return fmt.Errorf("session: %d, want 1..%d", e.Session, MaxSession)
	}
	for _, f := range [...]struct {
		f    field
		name string
		set  bool
		err  error
	}{
		{fLevel, "level", e.Level != 0, within(float64(e.Level), 1, rules.MaxLevel)},
		{fCause, "cause", e.Cause != "", tokenErr(e.Cause)},
		{fSeconds, "seconds", e.Seconds != 0, within(e.Seconds, 0, 7*86400)},
		{fYarn, "yarn", e.Yarn != 0, within(e.Yarn, 0, 10_000)},
		{fMultiplier, "multiplier", e.Multiplier != 0, within(e.Multiplier, 1, 1_000)},
		{fCoins, "coins", e.Coins != 0, within(float64(e.Coins), 0, rules.MaxCoins)},
		{fItem, "item", e.Item != "", tokenErr(e.Item)},
		{fLesson, "lesson", e.Lesson != "", tokenErr(e.Lesson)},
		{fPlacement, "placement", e.Placement != "", tokenErr(e.Placement)},
		{fConsent, "consent", e.Consent != "", consentErr(e.Consent)},
		{fTuning, "tuning", e.Tuning != "", optional(e.Tuning)},
		{fProvider, "provider", e.Provider != "", providerErr(e)},
		{fSource, "source", e.Source != "", tokenErr(e.Source)},
		{fMicros, "micros", e.Micros != 0, within(float64(e.Micros), 1, MaxMicros)},
		{fCurrency, "currency", e.Currency != "", currencyErr(e.Currency)},
		{fPrecision, "precision", e.Precision != "", oneOf(e.Precision, Precisions)},
	} {
		switch {
		case has&f.f == 0 && f.set:
			return fmt.Errorf("%s: a %s event carries none", f.name, e.Kind)
		case has&f.f != 0 && f.err != nil:
			return fmt.Errorf("%s: %w", f.name, f.err)
		}
	}
	return nil
}

// within is nil for a finite v in lo..hi.
func within(v, lo, hi float64) error {
	if math.IsNaN(v) || v < lo || v > hi {
		return fmt.Errorf("%v, want %v..%v", v, lo, hi)
	}
	return nil
}

// tokenErr is nil for a name the game gives a cause, an item, a lesson
// or a placement.
func tokenErr(s string) error {
	if !rules.Token(s, "") {
		return fmt.Errorf("%q, want 1..32 of a-z, 0-9, _ and -", s)
	}
	return nil
}

// providerErr is nil for the provider an ad's impression names, or for
// any or none on a show and its loads (the builds before ad_shown named
// one sent none; a provider the app cannot name is none).
func providerErr(e *Event) error {
	if e.Kind == "ad_revenue" {
		return tokenErr(e.Provider)
	}
	return optional(e.Provider)
}

// optional is nil for no name, or a name tokenErr takes (a run on the
// shipped tuning names no override).
func optional(s string) error {
	if s == "" {
		return nil
	}
	return tokenErr(s)
}

// consentErr is nil for one of Consents.
func consentErr(s string) error { return oneOf(s, Consents) }

// oneOf is nil for one of names.
func oneOf(s string, names []string) error {
	for _, c := range names {
		if s == c {
			return nil
		}
	}
	return fmt.Errorf("%q, want one of %s", s, strings.Join(names, ", "))
}

// currencyErr is nil for a currency code's form: three capital letters
// (the server reads it against ISO 4217).
func currencyErr(s string) error {
	if len(s) != 3 || strings.Trim(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return fmt.Errorf("%q, want an ISO 4217 code (USD)", s)
	}
	return nil
}
