package store

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"ropeman/game/rules/events"
)

// The dashboard's daily rollups: what each batch adds to the per-day
// counts is worked out here and kept in the batch's own transaction
// (PutEvents), so a batch is in the raw events and in the rollups or in
// neither, and the dashboard reads only the rollups: its cost grows with
// days and categories, never with events.
//
// Every category a client names is bounded where it enters: a level past
// TopLevel is counted as TopLevel+1, a cause or placement the game does
// not give as "other", a tuning the server does not serve to the player
// as UnknownTuning. Players are counted once (a player's first start of a
// level, his first event of a day) by marks: a mark kept per player, whose
// first keeping adds one to its counts. A player's install day is the day
// the server first heard from him, and an event counts on its day only
// between that and the day it arrived (LateDays back at most): no batch
// can make a player an install of another day or bring him back a week
// later in one post.

// TopLevel is the last level the rollups count apart; the levels after
// it are counted as one (TopLevel+1, "201+").
const TopLevel = 200

// UnknownTuning is the cohort of a run that names a tuning the server
// does not serve to its player.
const UnknownTuning = "(unknown)"

// Other is a cause or placement the game does not give.
const Other = "other"

// LateDays is how many days before its arrival an event is counted on its
// own day: a phone offline for a few days sends what it kept.
const LateDays = 7

// RetainedAfter are the days after install whose return the rollups count
// (D1, D3, D7).
var RetainedAfter = []int{1, 3, 7}

// The rollups' metrics.
const (
	MetricRuns     = "runs"       // level_start events, by level and cohort
	MetricFails    = "fails"      // level_fail events, by level, cohort and cause; total: seconds
	MetricWins     = "wins"       // level_win events, by level and cohort; total: seconds
	MetricStarted  = "started"    // players' first start of a level, by level and cohort ("" cohort: any)
	MetricWon      = "won"        // players' first win of a level, likewise
	MetricActive   = "active"     // players with an event that day
	MetricRan      = "ran"        // players who ended a run that day; total: the runs' seconds
	MetricInstalls = "installs"   // players first heard from that day
	MetricLast     = "last"       // players last heard from that day (a player moves on as he comes back: one day each)
	MetricRetained = "retained"   // by install day: players back on the day level days after it
	MetricAdPrefix = "ad:"        // ad_offered, ad_shown, ad_rewarded, by placement
	MetricRevenue  = "revenue"    // ad impressions (n) and their micros (total): by provider/source/currency, by placement/currency, by cohort and currency
	MetricEarned   = "earned"     // by install day: ad impressions and micros level days after install (0..7), by cohort and currency
	MetricMembers  = "members"    // by install day: players first heard from on a cohort's tuning (a run or an impression naming it)
	MetricFill     = "fill"       // ad_requested, ad_filled, ad_shown: by stage/provider/placement
	anyCohort      = "(any)"      // mStarted and mWon over every cohort
	forever        = 1<<31 - 1    // a mark kept as long as its player
	dayMarkFor     = LateDays + 1 // days a mark of a day is kept: no later event can count on it
)

// Key is one count of the rollups.
type Key struct {
	Day      int
	Metric   string
	Level    int
	Cohort   string
	Category string
}

// Sum is what a count adds up: how many, and a total (seconds).
type Sum struct {
	N     int64
	Total float64
}

// Mark is a fact about a player kept once (his first start of a level,
// his first event of a day): kept for the first time, it adds one to each
// of its counts.
type Mark struct {
	Name    string
	Expires int // the day after which it can go (forever: kept with the player)
	Counts  []Key
}

// Tally is what one batch adds to the rollups: sums, and marks whose
// counts are added only if the player did not have them.
type Tally struct {
	Sums  map[Key]Sum
	Marks []Mark
}

// TallyOf works out what batch b of a player first heard from on day
// install, arriving on day received, adds to the rollups. Its events'
// tunings are the cohorts already (Server.cohorts).
func TallyOf(b *events.Batch, install, received int) Tally {
	t := Tally{Sums: map[Key]Sum{}}
	seen := map[string]bool{}
	addMark := func(m Mark) {
		if !seen[m.Name] {
			seen[m.Name] = true
			t.Marks = append(t.Marks, m)
		}
	}
	add := func(k Key, n int64, total float64) {
		s := t.Sums[k]
		s.N += n
		s.Total += total
		t.Sums[k] = s
	}
	from := max(install, received-LateDays)
	for i := range b.Events {
		e := &b.Events[i]
		day := min(max(int(e.At/DayMs), from), received)
		level := min(e.Level, TopLevel+1)
		d := strconv.Itoa(day)
		active := Mark{Name: "day:" + d, Expires: day + dayMarkFor, Counts: []Key{{Day: day, Metric: MetricActive}}}
		if after := day - install; slices.Contains(RetainedAfter, after) {
			active.Counts = append(active.Counts, Key{Day: install, Metric: MetricRetained, Level: after})
		}
		addMark(active)
		switch e.Kind {
		case "level_start":
			addMark(Mark{Name: "in:" + e.Tuning, Expires: forever, Counts: []Key{{Day: install, Metric: MetricMembers, Cohort: e.Tuning}}})
			add(Key{Day: day, Metric: MetricRuns, Level: level, Cohort: e.Tuning}, 1, 0)
			addFirsts(addMark, "start", MetricStarted, day, level, e.Tuning)
		case "level_fail", "level_win":
			metric, category := MetricWins, ""
			if e.Kind == "level_fail" {
				metric, category = MetricFails, Other
				if events.KnownCause(e.Cause) {
					category = e.Cause
				}
			} else {
				addFirsts(addMark, "win", MetricWon, day, level, e.Tuning)
			}
			add(Key{Day: day, Metric: metric, Level: level, Cohort: e.Tuning, Category: category}, 1, e.Seconds)
			add(Key{Day: day, Metric: MetricRan}, 0, e.Seconds) // the players: by the mark
			addMark(Mark{Name: "ran:" + d, Expires: day + dayMarkFor, Counts: []Key{{Day: day, Metric: MetricRan}}})
		case "ad_revenue":
			addMark(Mark{Name: "in:" + e.Tuning, Expires: forever, Counts: []Key{{Day: install, Metric: MetricMembers, Cohort: e.Tuning}}})
			if !slices.Contains(Currencies, e.Currency) {
				break // not summed: no category a client can make up
			}
			// Each dimension apart (not their product): a day's rows stay
			// a few thousand at most.
			micros := float64(e.Micros)
			add(Key{Day: day, Metric: MetricRevenue, Category: "provider/" + known(e.Provider, events.Providers) + "/" + known(e.Source, events.Sources) + "/" + e.Currency}, 1, micros)
			add(Key{Day: day, Metric: MetricRevenue, Category: "placement/" + known(e.Placement, events.Placements) + "/-/" + e.Currency}, 1, micros)
			add(Key{Day: day, Metric: MetricRevenue, Cohort: e.Tuning, Category: "cohort/-/-/" + e.Currency}, 1, micros)
			if after := day - install; after <= maxEarnedDay {
				add(Key{Day: install, Metric: MetricEarned, Level: after, Cohort: e.Tuning, Category: e.Currency}, 1, micros)
			}
		case "ad_offered", "ad_shown", "ad_rewarded":
			placement := known(e.Placement, events.Placements)
			add(Key{Day: day, Metric: MetricAdPrefix + e.Kind, Category: placement}, 1, 0)
			if e.Kind == "ad_shown" {
				add(Key{Day: day, Metric: MetricFill, Category: "shown/" + known(e.Provider, events.Providers) + "/" + placement}, 1, 0)
			}
		case "ad_requested", "ad_filled":
			stage := strings.TrimPrefix(e.Kind, "ad_")
			add(Key{Day: day, Metric: MetricFill, Category: stage + "/" + known(e.Provider, events.Providers) + "/" + known(e.Placement, events.Placements)}, 1, 0)
		}
	}
	return t
}

// maxEarnedDay is the last day after install whose ad revenue is counted
// by install day (the dashboard's D0, D1, D3 and D7 revenue per install).
const maxEarnedDay = 7

// Currencies are the currencies ad revenue is summed in (ISO 4217: the
// networks' own and the publishers' accounts' of the largest markets);
// an impression in another is kept raw and not summed.
var Currencies = []string{"USD", "EUR", "GBP", "JPY", "CNY", "KRW", "INR", "IDR", "VND", "THB", "PHP", "MYR", "SGD", "TWD", "HKD",
	"BRL", "MXN", "ARS", "CLP", "COP", "CAD", "AUD", "NZD", "RUB", "UAH", "TRY", "PLN", "CZK", "SEK", "NOK", "DKK", "CHF", "ZAR",
	"EGP", "SAR", "AED", "ILS", "NGN", "PKR", "BDT"}

// known is v if list has it, else "other".
func known(v string, list []string) string {
	if slices.Contains(list, v) {
		return v
	}
	return Other
}

// addFirsts adds the marks of a player's first start (or win) of level on
// any cohort and on cohort.
func addFirsts(addMark func(Mark), what, metric string, day, level int, cohort string) {
	l := strconv.Itoa(level)
	addMark(Mark{Name: what + ":" + l, Expires: forever, Counts: []Key{{Day: day, Metric: metric, Level: level, Cohort: anyCohort}}})
	addMark(Mark{Name: what + ":" + l + ":" + cohort, Expires: forever, Counts: []Key{{Day: day, Metric: metric, Level: level, Cohort: cohort}}})
}

// SortedSums are t's sums with the counts of the new marks added, in one
// order (two transactions on PostgreSQL take their rows' locks in the
// same order: no deadlock).
func (t Tally) SortedSums(fresh []Mark) []Key {
	for _, m := range fresh {
		for _, k := range m.Counts {
			s := t.Sums[k]
			s.N++
			t.Sums[k] = s
		}
	}
	keys := make([]Key, 0, len(t.Sums))
	for k := range t.Sums {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b Key) int {
		return cmp.Or(cmp.Compare(a.Day, b.Day), cmp.Compare(a.Metric, b.Metric), cmp.Compare(a.Level, b.Level),
			cmp.Compare(a.Cohort, b.Cohort), cmp.Compare(a.Category, b.Category))
	})
	return keys
}

// Digest is batch b's contents' Digest: a retry under its id with other
// contents is told apart from a retry.
func Digest(b *events.Batch) string {
	doc, _ := json.Marshal(b) // a struct of strings and numbers: cannot fail
	h := sha256.Sum256(doc)
	return hex.EncodeToString(h[:16])
}

// DayMs is a day in milliseconds: an event's at over it is its UTC day.
const DayMs = 86400_000
