package server

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"html/template"
	"maps"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"ropeman/game/rules"
)

// The dashboard (GET /dashboard, behind Config.DashboardToken): what a
// publisher decides by, from the events the games send, as charts over
// the last DashboardDays with the numbers in a table under each: the
// level funnel (and each tuning cohort's side by side), D1 and D7 retention by install day, time in runs a player
// a day, the ads offered, shown and rewarded a player by placement, and
// what ends the failed runs of each level.

// DashboardDays is how far back the dashboard looks.
const DashboardDays = 30

// DashboardTimeout is how long a page is counted and drawn at most: the
// request is answered 503 past it, and nothing goes on drawing.
const DashboardTimeout = 20 * time.Second

// MinDashboardToken is the shortest token the dashboard takes.
const MinDashboardToken = 16

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

// tallied gathers the rollups' rows into a Dashboard.
type tallied struct {
	d        Dashboard
	levels   map[int]*LevelRow
	installs map[int]*InstallRow
	days     map[int]*DayRow
	ads      map[string]*AdRow
	fill     map[string]*FillRow
	cohorts  map[string]*Cohort
	money    money
}

func newTallied() *tallied {
	return &tallied{levels: map[int]*LevelRow{}, installs: map[int]*InstallRow{}, days: map[int]*DayRow{}, ads: map[string]*AdRow{}, fill: map[string]*FillRow{}, cohorts: map[string]*Cohort{},
		money: newMoney()}
}

// add counts one row of the rollups (summed over days, but for the
// metrics by day).
func (t *tallied) add(k rollupKey, s rollupSum) {
	n := int(s.n)
	switch k.metric {
	case mRuns:
		t.level(k.level).Runs += n
	case mFails:
		l := t.level(k.level)
		l.Failed += n
		l.Causes[k.category] += n
	case mStarted, mWon:
		won := btoi(k.metric == mWon)
		if k.cohort == anyCohort {
			*[2]*int{&t.level(k.level).Started, &t.level(k.level).Won}[won] += n
			return
		}
		c := t.cohorts[k.cohort]
		if c == nil {
			c = &Cohort{Tuning: k.cohort, Levels: map[int][2]int{}}
			t.cohorts[k.cohort] = c
		}
		sw := c.Levels[k.level]
		sw[won] += n
		c.Levels[k.level] = sw
	case mRevenue:
		t.money.addRevenue(k, s)
		if cur, ok := strings.CutPrefix(k.category, "cohort/-/-/"); ok { // each impression once
			t.day(k.day).Revenue[cur] += s.total
		}
	case mEarned:
		t.money.addEarned(k, s)
	case mFill:
		stage, name, ok := strings.Cut(k.category, "/")
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
	case mMembers:
		t.money.members[[2]string{strconv.Itoa(k.day), k.cohort}] += n
	case mLast: // each player once, on the day last heard from
		t.d.Players += n
	case mActive:
		t.day(k.day).Active += n
	case mRan:
		d := t.day(k.day)
		d.Players += n
		d.Seconds += s.total
	case mInstalls:
		t.install(k.day).Players += n
	case mRetained:
		r := t.install(k.day)
		switch k.level {
		case 1:
			r.D1 += n
		case 3:
			r.D3 += n
		case 7:
			r.D7 += n
		}
	default:
		if kind, ok := strings.CutPrefix(k.metric, mAdPrefix); ok {
			a := t.ads[k.category]
			if a == nil {
				a = &AdRow{Placement: k.category}
				t.ads[k.category] = a
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

func (t *tallied) level(n int) *LevelRow {
	if t.levels[n] == nil {
		t.levels[n] = &LevelRow{Level: n, Causes: map[string]int{}}
	}
	return t.levels[n]
}

func (t *tallied) install(day int) *InstallRow {
	if t.installs[day] == nil {
		t.installs[day] = &InstallRow{Day: day}
	}
	return t.installs[day]
}

func (t *tallied) day(day int) *DayRow {
	if t.days[day] == nil {
		t.days[day] = &DayRow{Day: day, Revenue: map[string]float64{}}
	}
	return t.days[day]
}

// dashboard is what was added, each list in its order.
func (t *tallied) dashboard() Dashboard {
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

// dashboard serves the page: 404 without a token set, 401 with the
// sign-in form to a request not signed in (dashauth.go). The charts are
// drawn one by one while the request lasts: a page asked for and given up
// on stops being drawn.
func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	if s.cfg.DashboardToken == "" {
		http.NotFound(w, r)
		return
	}
	if !s.signedIn(r) {
		signInPage(w, http.StatusUnauthorized, "Sign in with the dashboard's token.")
		return
	}
	// The write timeout does not end a handler's context: the page's own
	// deadline does, well inside it.
	ctx, cancel := context.WithTimeout(r.Context(), DashboardTimeout)
	defer cancel()
	today := int(s.cfg.Now().Unix() / 86400)
	d, err := s.cfg.Store.Dashboard(ctx, today-DashboardDays+1)
	if err != nil {
		s.log.Error("dashboard", "err", err)
		fail(w, http.StatusServiceUnavailable, "the database did not answer")
		return
	}
	d.Today, d.Rates = today, s.cfg.Rates
	p, err := pageOf(ctx, d)
	if err != nil {
		s.log.Warn("dashboard: not drawn", "err", err)
		fail(w, http.StatusServiceUnavailable, "the dashboard took too long; ask again")
		return
	}
	var page bytes.Buffer
	if err := dashboardPage.Execute(&page, p); err != nil {
		s.log.Error("dashboard", "err", err)
		fail(w, http.StatusInternalServerError, "the dashboard could not be drawn")
		return
	}
	pageHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(page.Bytes())
}

// dashPage is the dashboard's template data: each chart's SVG and table.
type dashPage struct {
	Day     string
	Days    int
	Players int
	Charts  []chart
}

// chart is a chart and its numbers.
type chart struct {
	Title string
	Note  string
	SVG   template.HTML
	Head  []string
	Rows  [][]string
}

// pageOf lays out d's charts, while ctx lasts.
func pageOf(ctx context.Context, d Dashboard) (dashPage, error) {
	p := dashPage{Day: rules.Date(d.Today), Days: DashboardDays, Players: d.Players}
	for _, c := range []func(Dashboard) chart{funnelChart, cohortChart, retentionChart, playChart, adsChart, causesChart, revenueChart, providersChart, fillChart, earnedChart} {
		if err := ctx.Err(); err != nil {
			return p, err
		}
		p.Charts = append(p.Charts, c(d))
	}
	return p, nil
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// percent is n of all as a percentage ("" with none).
func percent(n, all int) string {
	if all == 0 {
		return ""
	}
	return fmt.Sprintf("%.0f %%", 100*float64(n)/float64(all))
}

var dashboardPage = template.Must(template.New("dashboard").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rope-Man Run 3D: dashboard</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 0 auto; max-width: 1000px; padding: 16px; color: #222; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 4px; }
p.note { color: #555; margin: 0 0 8px; } svg { width: 100%; height: auto; display: block; }
table { border-collapse: collapse; font-size: 13px; margin-top: 6px; } td, th { padding: 2px 10px; text-align: right; border-bottom: 1px solid #ddd; }
th:first-child, td:first-child { text-align: left; }
</style></head><body>
<h1>Rope-Man Run 3D</h1>
<p class="note">The last {{.Days}} days to {{.Day}} (UTC): {{.Players}} players.</p>
{{range .Charts}}<section>
<h2>{{.Title}}</h2><p class="note">{{.Note}}</p>
{{.SVG}}
<table><tr>{{range .Head}}<th>{{.}}</th>{{end}}</tr>
{{range .Rows}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>
{{end}}</table></section>
{{end}}</body></html>
`))
