package server

import (
	"context"
	"fmt"
	"math"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"ropeman/game/rules"
)

// revenueBatch is player p's batch i on day: one impression of each
// value, as the game sends them.
func revenueBatch(i int, p string, day int, imps ...rules.Event) rules.Batch {
	b := rules.Batch{ID: fmt.Sprintf("%032x", 0x5e7e0000+i), Player: p, Install: rules.Date(day), Version: rules.Version}
	for k, e := range imps {
		e.Kind, e.At, e.Session = "ad_revenue", int64(day)*dayMs+3600_000+int64(k), 1
		b.Events = append(b.Events, e)
	}
	return b
}

// What the ads earned, as the impressions' events say it, and as the
// design reads it (written here, not from the code): revenue by provider
// and source, by placement and by cohort in each currency; ARPDAU (a
// day's revenue over its active players); eCPM (revenue a thousand
// impressions); revenue per install by days after install, summed. An
// impression in a currency the server does not sum, or from a provider
// the game has not, is kept raw and counted as no one's category.
func TestTheDashboardShowsWhatTheAdsEarned(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		day := testDay - 2
		srv := httptest.NewServer(New(Config{Store: st, Now: func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }}))
		t.Cleanup(srv.Close)
		usd := func(micros int64, placement string) rules.Event {
			return rules.Event{Placement: placement, Provider: "max", Source: "applovin", Micros: micros, Currency: "USD", Precision: "exact"}
		}
		a, b := player(31), player(32)
		post := func(bt rules.Batch) {
			if status, got := sendEvents(t, srv.URL, bt); status != 201 {
				t.Fatalf("%d %v", status, got)
			}
		}
		post(revenueBatch(1, a, day, usd(10_000, "revive"), usd(10_000, "triple_coins")))
		day++
		post(revenueBatch(2, a, day, usd(20_000, "revive")))
		post(revenueBatch(3, b, day, usd(5_000, "revive"), rules.Event{Placement: "revive", Provider: "admob", Source: "google-admob", Micros: 30_000, Currency: "EUR", Precision: "estimated"},
			rules.Event{Placement: "revive", Provider: "mystery", Source: "made-up", Micros: 7_000, Currency: "USD", Precision: "unknown"},
			rules.Event{Placement: "revive", Provider: "max", Source: "applovin", Micros: 999, Currency: "XAU", Precision: "exact"}))
		day++
		d, err := st.Dashboard(context.Background(), testDay-DashboardDays+1)
		if err != nil {
			t.Fatal(err)
		}
		rows := map[string]RevenueRow{}
		for _, r := range d.Revenue {
			rows[r.By+" "+r.Name+" "+r.Currency] = r
		}
		for _, want := range []RevenueRow{
			{"provider", "max/applovin", "USD", 4, 45_000},
			{"provider", "admob/google-admob", "EUR", 1, 30_000},
			{"provider", "other/other", "USD", 1, 7_000},
			{"placement", "revive", "USD", 4, 42_000},
			{"placement", "triple_coins", "USD", 1, 10_000},
			{"placement", "revive", "EUR", 1, 30_000},
			{"cohort", "", "USD", 5, 52_000},
			{"cohort", "", "EUR", 1, 30_000},
		} {
			if got := rows[want.By+" "+want.Name+" "+want.Currency]; got != want {
				t.Errorf("%s %s in %s: %+v, want %+v", want.By, want.Name, want.Currency, got, want)
			}
		}
		if len(rows) != 8 {
			t.Errorf("%d revenue rows, want 8 (no XAU): %+v", len(rows), d.Revenue)
		}
		if e := rows["provider max/applovin USD"].ECPM(); math.Abs(e-11.25) > 1e-9 {
			t.Errorf("MAX's eCPM: %v, want 45,000 micros over 4 impressions: 11.25 dollars a thousand", e)
		}
		var second DayRow
		for _, r := range d.Days {
			if r.Day == testDay-1 {
				second = r
			}
		}
		if second.Active != 2 || second.Revenue["USD"] != 32_000 || second.Revenue["EUR"] != 30_000 {
			t.Errorf("day %d: %+v, want 2 active, 32,000 USD micros (ARPDAU 0.016) and 30,000 EUR", testDay-1, second)
		}
		var earned EarnedRow
		for _, r := range d.Earned {
			if r.Day == testDay-2 && r.Currency == "USD" {
				earned = r
			}
		}
		if earned.Players != 1 || earned.PerInstall(0) != 0.02 || earned.PerInstall(1) != 0.04 || earned.PerInstall(7) != 0.04 {
			t.Errorf("day %d's installs: %+v, want one player, 0.02 USD by D0, 0.04 by D1 and D7", testDay-2, earned)
		}
		rollupsAgree(t, st)
	})
}

// The fill as the design reads it: the loads the game asked of each
// provider, those it filled (the fill rate, filled over asked) and the
// shows, by provider and placement; a show from a build that named no
// provider is counted as no one's, and a provider the game has not is
// "other".
func TestTheDashboardShowsEachProvidersFill(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		day := testDay - 1
		srv := httptest.NewServer(New(Config{Store: st, Now: func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }}))
		t.Cleanup(srv.Close)
		b := rules.Batch{ID: fmt.Sprintf("%032x", 0xf111), Player: player(41), Install: rules.Date(day), Version: rules.Version}
		add := func(n int, kind, provider, placement string) {
			for range n {
				b.Events = append(b.Events, rules.Event{Kind: kind, At: int64(day)*dayMs + 3600_000 + int64(len(b.Events)), Session: 1, Placement: placement, Provider: provider})
			}
		}
		add(4, "ad_requested", "max", "revive")
		add(3, "ad_filled", "max", "revive")
		add(2, "ad_shown", "max", "revive")
		add(2, "ad_requested", "admob", "revive")
		add(1, "ad_requested", "admob", "triple_coins")
		add(1, "ad_filled", "admob", "triple_coins")
		add(1, "ad_shown", "", "triple_coins")      // a build before shows named their provider
		add(1, "ad_requested", "mystery", "revive") // no provider the game has
		if status, got := sendEvents(t, srv.URL, b); status != 201 {
			t.Fatalf("%d %v", status, got)
		}
		d, err := st.Dashboard(context.Background(), testDay-DashboardDays+1)
		if err != nil {
			t.Fatal(err)
		}
		want := []FillRow{{"admob", "revive", 2, 0, 0}, {"admob", "triple_coins", 1, 1, 0}, {"max", "revive", 4, 3, 2}, {"other", "revive", 1, 0, 0}, {"other", "triple_coins", 0, 0, 1}}
		if !slices.Equal(d.Fill, want) {
			t.Errorf("fill: %+v, want %+v", d.Fill, want)
		}
		if r := d.Fill[2].FillRate(); r != 0.75 {
			t.Errorf("MAX's fill rate on revive: %v, want 3 of 4", r)
		}
		c := fillChart(d)
		if len(c.Rows) != 5 || c.Rows[2][4] != "75%" || !strings.Contains(string(c.SVG), "admob") {
			t.Errorf("the fill chart: %v", c.Rows)
		}
		rollupsAgree(t, st)
	})
}

// With the publisher's rates, every currency is added up in dollars at
// its day's rate (the latest before a day with none; dollars are dollars),
// and a currency with no rate yet is left out and said; a malformed rates
// file is refused naming its line and field.
func TestRatesAddTheCurrenciesUp(t *testing.T) {
	rates, err := ReadRates(strings.NewReader("day,currency,usd\n# the publisher's\n2026-11-20,EUR,1.10\n2026-11-22,EUR,1.20\n2026-11-21,GBP,1.25\n"))
	if err != nil {
		t.Fatal(err)
	}
	day, _ := rules.Day("2026-11-21")
	for _, c := range []struct {
		cur  string
		day  int
		usd  float64
		know bool
	}{{"EUR", day - 1, 1.10, true}, {"EUR", day, 1.10, true}, {"EUR", day + 1, 1.20, true}, {"EUR", day + 30, 1.20, true},
		{"GBP", day - 1, 0, false}, {"GBP", day, 1.25, true}, {"USD", day - 400, 1, true}, {"JPY", day, 0, false}} {
		if usd, ok := rates.USD(c.cur, c.day); usd != c.usd || ok != c.know {
			t.Errorf("%s on %s: %v %v, want %v %v", c.cur, rules.Date(c.day), usd, ok, c.usd, c.know)
		}
	}
	d := Dashboard{Rates: rates, Days: []DayRow{
		{Day: day - 1, Active: 2, Revenue: map[string]float64{"USD": 5_000, "EUR": 10_000, "GBP": 4_000}},
		{Day: day + 1, Active: 5, Revenue: map[string]float64{"USD": 1_000, "EUR": 10_000}}}}
	c := revenueChart(d)
	rows := map[string][]string{}
	for _, r := range c.Rows {
		rows[r[0]+" "+r[1]] = r
	}
	// Day one: 5,000 + 10,000 x 1.10 = 16,000 micros (GBP has no rate yet);
	// day three: 1,000 + 10,000 x 1.20 = 13,000 over 5 players.
	if r := rows["2026-11-20 all in USD"]; r == nil || r[2] != "0.02" || r[4] != "0.0080" {
		t.Errorf("2026-11-20 in dollars: %v, want 0.016 (0.02 shown), 0.0080 a player", r)
	}
	if r := rows["2026-11-22 all in USD"]; r == nil || r[4] != "0.0026" {
		t.Errorf("2026-11-22 in dollars: %v, want 13,000 micros over 5 players: 0.0026", r)
	}
	if !strings.Contains(c.Note, "No rate for GBP") || !strings.Contains(string(c.SVG), "ARPDAU USD") {
		t.Errorf("the chart with rates: %q", c.Note)
	}
	if c := revenueChart(Dashboard{Days: d.Days}); slices.ContainsFunc(c.Rows, func(r []string) bool { return r[1] == "all in USD" }) {
		t.Error("without rates, the currencies were added up")
	}
	for text, want := range map[string]string{
		"2026-11-20,EUR\n":                     "line 1: 2 fields",
		"2026-11-20,EUR,1.1\n20261121,EUR,1\n": "line 2: day:",
		"2026-11-20,XAU,1900\n":                "line 1: currency:",
		"2026-11-20,EUR,-1\n":                  "line 1: usd:",
		"2026-11-20,EUR,NaN\n":                 "line 1: usd:",
	} {
		if _, err := ReadRates(strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}
