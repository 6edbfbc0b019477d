package store

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// The dashboard's money: what the ads' impressions earned (ad_revenue
// events, each impression's value as its network reported it), read from
// the rollups like the rest. Currencies are kept as sent: every sum is in
// one currency, never across two.

// RevenueRow is what the impressions of one kind earned in the period,
// in one currency: By "provider" (Name: provider/source), "placement" or
// "cohort" (Name: the tuning, "" the shipped).
type RevenueRow struct {
	By, Name, Currency string
	Impressions        int
	Micros             float64
}

// ECPM is what a thousand of its impressions earned, in its currency.
func (r RevenueRow) ECPM() float64 { return r.Micros / 1e3 / float64(max(1, r.Impressions)) }

// EarnedRow is what the ads earned from one day's installs of a cohort,
// in one currency, on each day after install (0..7), and how many of that
// cohort installed that day.
type EarnedRow struct {
	Day              int
	Cohort, Currency string
	Players          int
	Micros           [maxEarnedDay + 1]float64
}

// PerInstall is the revenue a player of r earned by day after (D0, D1…),
// in its currency: the running sum over his installs.
func (r EarnedRow) PerInstall(after int) float64 {
	sum := 0.0
	for d := 0; d <= after && d <= maxEarnedDay; d++ {
		sum += r.Micros[d]
	}
	return sum / 1e6 / float64(max(1, r.Players))
}

// RevenueDays are the days after install whose revenue per install the
// dashboard shows.
var RevenueDays = []int{0, 1, 3, 7}

// money gathers the rollups' revenue rows.
type money struct {
	revenue map[string]*RevenueRow // by cohort and category
	earned  map[string]*EarnedRow  // by install day, cohort and currency
	members map[[2]string]int      // installs by day and cohort
}

func newMoney() money {
	return money{revenue: map[string]*RevenueRow{}, earned: map[string]*EarnedRow{}, members: map[[2]string]int{}}
}

// addRevenue counts k's impressions (mRevenue, summed over the period):
// its category is by/name/name/currency.
func (m money) addRevenue(k Key, s Sum) {
	parts := strings.Split(k.Category, "/")
	if len(parts) != 4 {
		return
	}
	name := parts[1] + "/" + parts[2]
	switch parts[0] {
	case "placement":
		name = parts[1]
	case "cohort":
		name = k.Cohort
	}
	key := parts[0] + "|" + name + "|" + parts[3]
	r := m.revenue[key]
	if r == nil {
		r = &RevenueRow{By: parts[0], Name: name, Currency: parts[3]}
		m.revenue[key] = r
	}
	r.Impressions += int(s.N)
	r.Micros += s.Total
}

// addEarned counts k's impressions by install day (mEarned).
func (m money) addEarned(k Key, s Sum) {
	if k.Level < 0 || k.Level > maxEarnedDay {
		return
	}
	key := fmt.Sprintf("%08d|%s|%s", k.Day, k.Cohort, k.Category)
	r := m.earned[key]
	if r == nil {
		r = &EarnedRow{Day: k.Day, Cohort: k.Cohort, Currency: k.Category}
		m.earned[key] = r
	}
	r.Micros[k.Level] += s.Total
}

// rows are the revenue rows, the most earning first, and the earned rows
// by install day, each with its cohort's installs.
func (m money) rows() ([]RevenueRow, []EarnedRow) {
	revenue := sortedValues(m.revenue)
	slices.SortStableFunc(revenue, func(a, b RevenueRow) int {
		return cmp.Or(cmp.Compare(a.By, b.By), cmp.Compare(a.Currency, b.Currency), cmp.Compare(b.Micros, a.Micros))
	})
	earned := sortedValues(m.earned)
	for i := range earned {
		earned[i].Players = m.members[[2]string{strconv.Itoa(earned[i].Day), earned[i].Cohort}]
	}
	return revenue, earned
}
