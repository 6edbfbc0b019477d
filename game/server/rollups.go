package server

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"ropeman/game/rules"
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

// other is a cause or placement the game does not give.
const other = "other"

// LateDays is how many days before its arrival an event is counted on its
// own day: a phone offline for a few days sends what it kept.
const LateDays = 7

// RetainedAfter are the days after install whose return the rollups count
// (D1, D3, D7).
var RetainedAfter = []int{1, 3, 7}

// The rollups' metrics.
const (
	mRuns      = "runs"       // level_start events, by level and cohort
	mFails     = "fails"      // level_fail events, by level, cohort and cause; total: seconds
	mWins      = "wins"       // level_win events, by level and cohort; total: seconds
	mStarted   = "started"    // players' first start of a level, by level and cohort ("" cohort: any)
	mWon       = "won"        // players' first win of a level, likewise
	mActive    = "active"     // players with an event that day
	mRan       = "ran"        // players who ended a run that day; total: the runs' seconds
	mInstalls  = "installs"   // players first heard from that day
	mLast      = "last"       // players last heard from that day (a player moves on as he comes back: one day each)
	mRetained  = "retained"   // by install day: players back on the day level days after it
	mAdPrefix  = "ad:"        // ad_offered, ad_shown, ad_rewarded, by placement
	mRevenue   = "revenue"    // ad impressions (n) and their micros (total): by provider/source/currency, by placement/currency, by cohort and currency
	mEarned    = "earned"     // by install day: ad impressions and micros level days after install (0..7), by cohort and currency
	mMembers   = "members"    // by install day: players first heard from on a cohort's tuning (a run or an impression naming it)
	mFill      = "fill"       // ad_requested, ad_filled, ad_shown: by stage/provider/placement
	anyCohort  = "(any)"      // mStarted and mWon over every cohort
	forever    = 1<<31 - 1    // a mark kept as long as its player
	dayMarkFor = LateDays + 1 // days a mark of a day is kept: no later event can count on it
)

// rollupKey is one count of the rollups.
type rollupKey struct {
	day      int
	metric   string
	level    int
	cohort   string
	category string
}

// rollupSum is what a count adds up: how many, and a total (seconds).
type rollupSum struct {
	n     int64
	total float64
}

// mark is a fact about a player kept once (his first start of a level,
// his first event of a day): kept for the first time, it adds one to each
// of its counts.
type mark struct {
	name    string
	expires int // the day after which it can go (forever: kept with the player)
	counts  []rollupKey
}

// tally is what one batch adds to the rollups: sums, and marks whose
// counts are added only if the player did not have them.
type tally struct {
	sums  map[rollupKey]rollupSum
	marks []mark
}

// tallyOf works out what batch b of a player first heard from on day
// install, arriving on day received, adds to the rollups. Its events'
// tunings are the cohorts already (Server.cohorts).
func tallyOf(b *rules.Batch, install, received int) tally {
	t := tally{sums: map[rollupKey]rollupSum{}}
	seen := map[string]bool{}
	addMark := func(m mark) {
		if !seen[m.name] {
			seen[m.name] = true
			t.marks = append(t.marks, m)
		}
	}
	add := func(k rollupKey, n int64, total float64) {
		s := t.sums[k]
		s.n += n
		s.total += total
		t.sums[k] = s
	}
	from := max(install, received-LateDays)
	for i := range b.Events {
		e := &b.Events[i]
		day := min(max(int(e.At/dayMs), from), received)
		level := min(e.Level, TopLevel+1)
		d := strconv.Itoa(day)
		active := mark{name: "day:" + d, expires: day + dayMarkFor, counts: []rollupKey{{day: day, metric: mActive}}}
		if after := day - install; slices.Contains(RetainedAfter, after) {
			active.counts = append(active.counts, rollupKey{day: install, metric: mRetained, level: after})
		}
		addMark(active)
		switch e.Kind {
		case "level_start":
			addMark(mark{name: "in:" + e.Tuning, expires: forever, counts: []rollupKey{{day: install, metric: mMembers, cohort: e.Tuning}}})
			add(rollupKey{day: day, metric: mRuns, level: level, cohort: e.Tuning}, 1, 0)
			addFirsts(addMark, "start", mStarted, day, level, e.Tuning)
		case "level_fail", "level_win":
			metric, category := mWins, ""
			if e.Kind == "level_fail" {
				metric, category = mFails, other
				if rules.KnownCause(e.Cause) {
					category = e.Cause
				}
			} else {
				addFirsts(addMark, "win", mWon, day, level, e.Tuning)
			}
			add(rollupKey{day: day, metric: metric, level: level, cohort: e.Tuning, category: category}, 1, e.Seconds)
			add(rollupKey{day: day, metric: mRan}, 0, e.Seconds) // the players: by the mark
			addMark(mark{name: "ran:" + d, expires: day + dayMarkFor, counts: []rollupKey{{day: day, metric: mRan}}})
		case "ad_revenue":
			addMark(mark{name: "in:" + e.Tuning, expires: forever, counts: []rollupKey{{day: install, metric: mMembers, cohort: e.Tuning}}})
			if !slices.Contains(Currencies, e.Currency) {
				break // not summed: no category a client can make up
			}
			// Each dimension apart (not their product): a day's rows stay
			// a few thousand at most.
			micros := float64(e.Micros)
			add(rollupKey{day: day, metric: mRevenue, category: "provider/" + known(e.Provider, rules.Providers) + "/" + known(e.Source, rules.Sources) + "/" + e.Currency}, 1, micros)
			add(rollupKey{day: day, metric: mRevenue, category: "placement/" + known(e.Placement, rules.Placements) + "/-/" + e.Currency}, 1, micros)
			add(rollupKey{day: day, metric: mRevenue, cohort: e.Tuning, category: "cohort/-/-/" + e.Currency}, 1, micros)
			if after := day - install; after <= maxEarnedDay {
				add(rollupKey{day: install, metric: mEarned, level: after, cohort: e.Tuning, category: e.Currency}, 1, micros)
			}
		case "ad_offered", "ad_shown", "ad_rewarded":
			placement := known(e.Placement, rules.Placements)
			add(rollupKey{day: day, metric: mAdPrefix + e.Kind, category: placement}, 1, 0)
			if e.Kind == "ad_shown" {
				add(rollupKey{day: day, metric: mFill, category: "shown/" + known(e.Provider, rules.Providers) + "/" + placement}, 1, 0)
			}
		case "ad_requested", "ad_filled":
			stage := strings.TrimPrefix(e.Kind, "ad_")
			add(rollupKey{day: day, metric: mFill, category: stage + "/" + known(e.Provider, rules.Providers) + "/" + known(e.Placement, rules.Placements)}, 1, 0)
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
	return other
}

// addFirsts adds the marks of a player's first start (or win) of level on
// any cohort and on cohort.
func addFirsts(addMark func(mark), what, metric string, day, level int, cohort string) {
	l := strconv.Itoa(level)
	addMark(mark{name: what + ":" + l, expires: forever, counts: []rollupKey{{day: day, metric: metric, level: level, cohort: anyCohort}}})
	addMark(mark{name: what + ":" + l + ":" + cohort, expires: forever, counts: []rollupKey{{day: day, metric: metric, level: level, cohort: cohort}}})
}

// sortedSums are t's sums with the counts of the new marks added, in one
// order (two transactions on PostgreSQL take their rows' locks in the
// same order: no deadlock).
func (t tally) sortedSums(fresh []mark) []rollupKey {
	for _, m := range fresh {
		for _, k := range m.counts {
			s := t.sums[k]
			s.n++
			t.sums[k] = s
		}
	}
	keys := make([]rollupKey, 0, len(t.sums))
	for k := range t.sums {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b rollupKey) int {
		return cmp.Or(cmp.Compare(a.day, b.day), cmp.Compare(a.metric, b.metric), cmp.Compare(a.level, b.level),
			cmp.Compare(a.cohort, b.cohort), cmp.Compare(a.category, b.category))
	})
	return keys
}

// digest is batch b's contents' digest: a retry under its id with other
// contents is told apart from a retry.
func digest(b *rules.Batch) string {
	doc, _ := json.Marshal(b) // a struct of strings and numbers: cannot fail
	h := sha256.Sum256(doc)
	return hex.EncodeToString(h[:16])
}
