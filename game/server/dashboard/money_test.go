package dashboard

import (
	"slices"
	"strings"
	"testing"

	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
)

// With the publisher's rates, every currency is added up in dollars at
// its day's rate (the latest before a day with none; dollars are dollars),
// and a currency with no rate yet is left out and said; a malformed rates
// file is refused naming its line and field.
func TestRatesAddTheCurrenciesUp(t *testing.T) {
	rates, err := store.ReadRates(strings.NewReader("day,currency,usd\n# the publisher's\n2026-11-20,EUR,1.10\n2026-11-22,EUR,1.20\n2026-11-21,GBP,1.25\n"))
	if err != nil {
		t.Fatal(err)
	}
	day, _ := dayrun.Parse("2026-11-21")
	for _, c := range []struct {
		cur  string
		day  int
		usd  float64
		know bool
	}{{"EUR", day - 1, 1.10, true}, {"EUR", day, 1.10, true}, {"EUR", day + 1, 1.20, true}, {"EUR", day + 30, 1.20, true},
		{"GBP", day - 1, 0, false}, {"GBP", day, 1.25, true}, {"USD", day - 400, 1, true}, {"JPY", day, 0, false}} {
		if usd, ok := rates.USD(c.cur, c.day); usd != c.usd || ok != c.know {
			t.Errorf("%s on %s: %v %v, want %v %v", c.cur, dayrun.Date(c.day), usd, ok, c.usd, c.know)
		}
	}
	d := store.Dashboard{Rates: rates, Days: []store.DayRow{
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
	if c := revenueChart(store.Dashboard{Days: d.Days}); slices.ContainsFunc(c.Rows, func(r []string) bool { return r[1] == "all in USD" }) {
		t.Error("without rates, the currencies were added up")
	}
	for text, want := range map[string]string{
		"2026-11-20,EUR\n":                     "line 1: 2 fields",
		"2026-11-20,EUR,1.1\n20261121,EUR,1\n": "line 2: day:",
		"2026-11-20,XAU,1900\n":                "line 1: currency:",
		"2026-11-20,EUR,-1\n":                  "line 1: usd:",
		"2026-11-20,EUR,NaN\n":                 "line 1: usd:",
	} {
		if _, err := store.ReadRates(strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
}

// The ads' chart says how often a fail offered the revive: its offers
// over the failed runs of every level.
func TestTheAdsChartSaysRevivesOfferedAFail(t *testing.T) {
	d := store.Dashboard{Players: 2, Ads: []store.AdRow{{Placement: "revive", Offered: 3, Shown: 1}, {Placement: "triple_coins", Offered: 5}},
		Levels: []store.LevelRow{{Level: 1, Failed: 4}, {Level: 2, Failed: 2}}}
	if c := adsChart(d); !strings.Contains(c.Note, "offered on 0.50 of the 6 failed runs") {
		t.Errorf("the ads chart's note: %q", c.Note)
	}
	d.Ads = d.Ads[1:]
	if c := adsChart(d); strings.Contains(c.Note, "revive was offered") {
		t.Errorf("no revive offered, yet the note says: %q", c.Note)
	}
}
