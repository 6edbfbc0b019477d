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
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/server/dashboard"
	"ropeman/game/server/store"
)

// revenueBatch is player p's batch i on day: one impression of each
// value, as the game sends them.
func revenueBatch(i int, p string, day int, imps ...events.Event) events.Batch {
	b := events.Batch{ID: fmt.Sprintf("%032x", 0x5e7e0000+i), Player: p, Install: dayrun.Date(day), Version: rules.Version}
	for k, e := range imps {
		e.Kind, e.At, e.Session = "ad_revenue", int64(day)*store.DayMs+3600_000+int64(k), 1
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
	stores(t, func(t *testing.T, st store.Store) {
		day := testDay - 2
		srv := httptest.NewServer(New(Config{Store: st, Now: func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }}))
		t.Cleanup(srv.Close)
		usd := func(micros int64, placement string) events.Event {
			return events.Event{Placement: placement, Provider: "max", Source: "applovin", Micros: micros, Currency: "USD", Precision: "exact"}
		}
		a, b := player(31), player(32)
		post := func(bt events.Batch) {
			if status, got := sendEvents(t, srv.URL, bt); status != 201 {
				t.Fatalf("%d %v", status, got)
			}
		}
		post(revenueBatch(1, a, day, usd(10_000, "revive"), usd(10_000, "triple_coins")))
		day++
		post(revenueBatch(2, a, day, usd(20_000, "revive")))
		post(revenueBatch(3, b, day, usd(5_000, "revive"), events.Event{Placement: "revive", Provider: "admob", Source: "google-admob", Micros: 30_000, Currency: "EUR", Precision: "estimated"},
			events.Event{Placement: "revive", Provider: "mystery", Source: "made-up", Micros: 7_000, Currency: "USD", Precision: "unknown"},
			events.Event{Placement: "revive", Provider: "max", Source: "applovin", Micros: 999, Currency: "XAU", Precision: "exact"}))
		day++
		d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		rows := map[string]store.RevenueRow{}
		for _, r := range d.Revenue {
			rows[r.By+" "+r.Name+" "+r.Currency] = r
		}
		for _, want := range []store.RevenueRow{
			{By: "provider", Name: "max/applovin", Currency: "USD", Impressions: 4, Micros: 45_000},
			{By: "provider", Name: "admob/google-admob", Currency: "EUR", Impressions: 1, Micros: 30_000},
			{By: "provider", Name: "other/other", Currency: "USD", Impressions: 1, Micros: 7_000},
			{By: "placement", Name: "revive", Currency: "USD", Impressions: 4, Micros: 42_000},
			{By: "placement", Name: "triple_coins", Currency: "USD", Impressions: 1, Micros: 10_000},
			{By: "placement", Name: "revive", Currency: "EUR", Impressions: 1, Micros: 30_000},
			{By: "cohort", Name: "", Currency: "USD", Impressions: 5, Micros: 52_000},
			{By: "cohort", Name: "", Currency: "EUR", Impressions: 1, Micros: 30_000},
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
		var second store.DayRow
		for _, r := range d.Days {
			if r.Day == testDay-1 {
				second = r
			}
		}
		if second.Active != 2 || second.Revenue["USD"] != 32_000 || second.Revenue["EUR"] != 30_000 {
			t.Errorf("day %d: %+v, want 2 active, 32,000 USD micros (ARPDAU 0.016) and 30,000 EUR", testDay-1, second)
		}
		var earned store.EarnedRow
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
	stores(t, func(t *testing.T, st store.Store) {
		day := testDay - 1
		srv := httptest.NewServer(New(Config{Store: st, Now: func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }}))
		t.Cleanup(srv.Close)
		b := events.Batch{ID: fmt.Sprintf("%032x", 0xf111), Player: player(41), Install: dayrun.Date(day), Version: rules.Version}
		add := func(n int, kind, provider, placement string) {
			for range n {
				b.Events = append(b.Events, events.Event{Kind: kind, At: int64(day)*store.DayMs + 3600_000 + int64(len(b.Events)), Session: 1, Placement: placement, Provider: provider})
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
		d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		want := []store.FillRow{{Provider: "admob", Placement: "revive", Requested: 2, Filled: 0, Shown: 0}, {Provider: "admob", Placement: "triple_coins", Requested: 1, Filled: 1, Shown: 0}, {Provider: "max", Placement: "revive", Requested: 4, Filled: 3, Shown: 2}, {Provider: "other", Placement: "revive", Requested: 1, Filled: 0, Shown: 0}, {Provider: "other", Placement: "triple_coins", Requested: 0, Filled: 0, Shown: 1}}
		if !slices.Equal(d.Fill, want) {
			t.Errorf("fill: %+v, want %+v", d.Fill, want)
		}
		if r := d.Fill[2].FillRate(); r != 0.75 {
			t.Errorf("MAX's fill rate on revive: %v, want 3 of 4", r)
		}
		page, err := dashboard.Page(context.Background(), d)
		if err != nil || !strings.Contains(string(page), "<td>75%</td>") || !strings.Contains(string(page), "admob") {
			t.Errorf("the dashboard's fill: %v, want MAX's 75%% on revive", err)
		}
		rollupsAgree(t, st)
	})
}
