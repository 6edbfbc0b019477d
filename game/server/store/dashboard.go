package store

import (
	"cmp"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Dashboard is what the dashboard shows, as the store reads it from the
// rollups.
type Dashboard struct {
	Today    int          // the day it was counted (days since 1970-01-01)
	Players  int          // players the server heard from in the period
	Levels   []LevelRow   // by level (TopLevel+1: every level after TopLevel)
	Installs []InstallRow // by install day
	Days     []DayRow     // by day
	Ads      []AdRow      // by placement
	Cohorts  []Cohort     // by tuning override ("" first: the shipped; UnknownTuning: a tuning not served to its player)
	Revenue  []RevenueRow // by provider, placement and cohort, in each currency, the most earning first
	Earned   []EarnedRow  // by install day, cohort and currency
	Fill     []FillRow    // by provider and placement
	// Rates are the publisher's exchange rates (Config.Rates; nil: each
	// currency stays apart).
	Rates *Rates
}

// Cohort is the funnel of the runs played on one tuning: the shipped
// ("") or a remote override's (its id).
type Cohort struct {
	Tuning string
	Levels map[int][2]int // players who started and who won each level
}

// LevelRow is a level's funnel: the players who first started it and
// first won it in the period, the runs started and failed, and the
// failed runs by cause.
type LevelRow struct {
	Level        int
	Started, Won int // players
	Runs, Failed int
	Causes       map[string]int
}

// InstallRow is a day's installs (players the server first heard from
// that day) and how many of them came back 1, 3 and 7 days later.
type InstallRow struct {
	Day                 int
	Players, D1, D3, D7 int
}

// DayRow is a day's play: the players active, those who ran, and their
// time in runs.
type DayRow struct {
	Day     int
	Active  int
	Players int // who ended a run
	Seconds float64
	Revenue map[string]float64 // the ads' micros, by currency
}

// AdRow is a placement's ads.
type AdRow struct {
	Placement                string
	Offered, Shown, Rewarded int
}

// FillRow is how one provider filled one placement in the period: the
// loads the game asked of it, those it filled, and the shows on screen.
type FillRow struct {
	Provider, Placement      string
	Requested, Filled, Shown int
}

// FillRate is the share of the loads asked that the provider filled.
func (r FillRow) FillRate() float64 { return float64(r.Filled) / float64(max(1, r.Requested)) }

// Tallied gathers the rollups' rows into a Dashboard.
type Tallied struct {
	d        Dashboard
	levels   map[int]*LevelRow
	installs map[int]*InstallRow
	days     map[int]*DayRow
	ads      map[string]*AdRow
	fill     map[string]*FillRow
	cohorts  map[string]*Cohort
	money    money
}

func NewTallied() *Tallied {
	return &Tallied{levels: map[int]*LevelRow{}, installs: map[int]*InstallRow{}, days: map[int]*DayRow{}, ads: map[string]*AdRow{}, fill: map[string]*FillRow{}, cohorts: map[string]*Cohort{},
		money: newMoney()}
}

// Add counts one row of the rollups (summed over days, but for the
// metrics by day).
func (t *Tallied) Add(k Key, s Sum) {
	n := int(s.N)
	switch k.Metric {
	case MetricRuns:
		t.level(k.Level).Runs += n
	case MetricFails:
		l := t.level(k.Level)
		l.Failed += n
		l.Causes[k.Category] += n
	case MetricStarted, MetricWon:
		won := btoi(k.Metric == MetricWon)
		if k.Cohort == anyCohort {
			*[2]*int{&t.level(k.Level).Started, &t.level(k.Level).Won}[won] += n
			return
		}
		c := t.cohorts[k.Cohort]
		if c == nil {
			c = &Cohort{Tuning: k.Cohort, Levels: map[int][2]int{}}
			t.cohorts[k.Cohort] = c
		}
		sw := c.Levels[k.Level]
		sw[won] += n
		c.Levels[k.Level] = sw
	case MetricRevenue:
		t.money.addRevenue(k, s)
		if cur, ok := strings.CutPrefix(k.Category, "cohort/-/-/"); ok { // each impression once
			t.day(k.Day).Revenue[cur] += s.Total
		}
	case MetricEarned:
		t.money.addEarned(k, s)
	case MetricFill:
		stage, name, ok := strings.Cut(k.Category, "/")
		provider, placement, ok2 := strings.Cut(name, "/")
		if !ok || !ok2 {
			return
		}
		r := t.fill[name]
		if r == nil {
			r = &FillRow{Provider: provider, Placement: placement}
			t.fill[name] = r
		}
		switch stage {
		case "requested":
			r.Requested += n
		case "filled":
			r.Filled += n
		case "shown":
			r.Shown += n
		}
	case MetricMembers:
		t.money.members[[2]string{strconv.Itoa(k.Day), k.Cohort}] += n
	case MetricLast: // each player once, on the day last heard from
		t.d.Players += n
	case MetricActive:
		t.day(k.Day).Active += n
	case MetricRan:
		d := t.day(k.Day)
		d.Players += n
		d.Seconds += s.Total
	case MetricInstalls:
		t.install(k.Day).Players += n
	case MetricRetained:
		r := t.install(k.Day)
		switch k.Level {
		case 1:
			r.D1 += n
		case 3:
			r.D3 += n
		case 7:
			r.D7 += n
		}
	default:
		if kind, ok := strings.CutPrefix(k.Metric, MetricAdPrefix); ok {
			a := t.ads[k.Category]
			if a == nil {
				a = &AdRow{Placement: k.Category}
				t.ads[k.Category] = a
			}
			switch kind {
			case "ad_offered":
				a.Offered += n
			case "ad_shown":
				a.Shown += n
			case "ad_rewarded":
				a.Rewarded += n
			}
		}
	}
}

func (t *Tallied) level(n int) *LevelRow {
	if t.levels[n] == nil {
		t.levels[n] = &LevelRow{Level: n, Causes: map[string]int{}}
	}
	return t.levels[n]
}

func (t *Tallied) install(day int) *InstallRow {
	if t.installs[day] == nil {
		t.installs[day] = &InstallRow{Day: day}
	}
	return t.installs[day]
}

func (t *Tallied) day(day int) *DayRow {
	if t.days[day] == nil {
		t.days[day] = &DayRow{Day: day, Revenue: map[string]float64{}}
	}
	return t.days[day]
}

// Dashboard is what was added, each list in its order.
func (t *Tallied) Dashboard() Dashboard {
	d := t.d
	d.Levels = sortedValues(t.levels)
	d.Installs = sortedValues(t.installs)
	d.Days = sortedValues(t.days)
	d.Ads = sortedValues(t.ads)
	d.Cohorts = sortedValues(t.cohorts)
	d.Revenue, d.Earned = t.money.rows()
	d.Fill = sortedValues(t.fill)
	return d
}

// sortedValues are m's values by their keys.
func sortedValues[K cmp.Ordered, V any](m map[K]*V) []V {
	vs := make([]V, 0, len(m))
	for _, k := range slices.Sorted(maps.Keys(m)) {
		vs = append(vs, *m[k])
	}
	return vs
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
