package server

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"ropeman/game/rules"
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

// revenueDays are the days after install whose revenue per install the
// dashboard shows.
var revenueDays = []int{0, 1, 3, 7}

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
func (m money) addRevenue(k rollupKey, s rollupSum) {
	parts := strings.Split(k.category, "/")
	if len(parts) != 4 {
		return
	}
	name := parts[1] + "/" + parts[2]
	switch parts[0] {
	case "placement":
		name = parts[1]
	case "cohort":
		name = k.cohort
	}
	key := parts[0] + "|" + name + "|" + parts[3]
	r := m.revenue[key]
	if r == nil {
		r = &RevenueRow{By: parts[0], Name: name, Currency: parts[3]}
		m.revenue[key] = r
	}
	r.Impressions += int(s.n)
	r.Micros += s.total
}

// addEarned counts k's impressions by install day (mEarned).
func (m money) addEarned(k rollupKey, s rollupSum) {
	if k.level < 0 || k.level > maxEarnedDay {
		return
	}
	key := fmt.Sprintf("%08d|%s|%s", k.day, k.cohort, k.category)
	r := m.earned[key]
	if r == nil {
		r = &EarnedRow{Day: k.day, Cohort: k.cohort, Currency: k.category}
		m.earned[key] = r
	}
	r.Micros[k.level] += s.total
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

// mainCurrency is the currency most of the period's revenue came in
// ("": none came).
func mainCurrency(d Dashboard) string {
	by := map[string]float64{}
	for _, r := range d.Revenue {
		if r.By == "cohort" { // each impression once
			by[r.Currency] += r.Micros
		}
	}
	best := ""
	for _, c := range slices.Sorted(maps.Keys(by)) {
		if best == "" || by[c] > by[best] {
			best = c
		}
	}
	return best
}

// units writes micros as units of a currency.
func units(micros float64) string { return fmt.Sprintf("%.2f", micros/1e6) }

// revenueChart: ARPDAU by day, in the main currency, or in dollars of
// every currency at the day's rates when the publisher gives rates; the
// table every day's revenue in every currency (and in dollars).
func revenueChart(d Dashboard) chart {
	main := mainCurrency(d)
	c := chart{Title: "Ad revenue a day", Note: "What the ads' impressions earned each day, as their networks reported it, and per active player (ARPDAU), in each currency as sent; the chart: " + cmp.Or(main, "no revenue yet") + ".",
		Head: []string{"day", "currency", "revenue", "players active", "ARPDAU"}}
	var cats []string
	arpdau := series{name: "ARPDAU " + main}
	unit := main
	if d.Rates != nil {
		arpdau.name, unit = "ARPDAU USD, every currency at the day's rate", "USD"
		c.Note = strings.Replace(c.Note, "the chart: "+cmp.Or(main, "no revenue yet"), "the chart and the \"all in USD\" rows: every currency in US dollars at the publisher's rate of the day", 1)
	}
	var missing []string
	for _, r := range d.Days {
		cats = append(cats, rules.Date(r.Day)[5:])
		for _, cur := range slices.Sorted(maps.Keys(r.Revenue)) {
			c.Rows = append(c.Rows, []string{rules.Date(r.Day), cur, units(r.Revenue[cur]), strconv.Itoa(r.Active), fmt.Sprintf("%.4f", r.Revenue[cur]/1e6/float64(max(1, r.Active)))})
		}
		if d.Rates == nil {
			arpdau.values = append(arpdau.values, r.Revenue[main]/1e6/float64(max(1, r.Active)))
			continue
		}
		usd, without := d.Rates.inDollars(r)
		arpdau.values = append(arpdau.values, usd/1e6/float64(max(1, r.Active)))
		if len(r.Revenue) > 0 {
			c.Rows = append(c.Rows, []string{rules.Date(r.Day), "all in USD", units(usd), strconv.Itoa(r.Active), fmt.Sprintf("%.4f", usd/1e6/float64(max(1, r.Active)))})
		}
		for _, cur := range without {
			if !slices.Contains(missing, cur) {
				missing = append(missing, cur)
			}
		}
	}
	if len(missing) > 0 {
		c.Note += " No rate for " + strings.Join(missing, ", ") + " on some days: left out of the dollars there."
	}
	c.SVG = bars(cats, []series{arpdau}, unit+" a player", false)
	return c
}

// providersChart: eCPM by provider and ad source (the main currency's);
// the table by provider, by placement and by tuning cohort.
func providersChart(d Dashboard) chart {
	main := mainCurrency(d)
	c := chart{Title: "Ad revenue by provider", Note: "Impressions, revenue and eCPM (revenue a thousand impressions) by provider and ad source, by placement and by tuning cohort; the chart: eCPM by provider and source in " + cmp.Or(main, "no revenue yet") + ".",
		Head: []string{"by", "", "currency", "impressions", "revenue", "eCPM"}}
	var cats []string
	ecpm := series{name: "eCPM " + main}
	for _, r := range d.Revenue {
		name := r.Name
		if r.By == "cohort" {
			name = cmp.Or(r.Name, "shipped")
		}
		c.Rows = append(c.Rows, []string{r.By, name, r.Currency, strconv.Itoa(r.Impressions), units(r.Micros), fmt.Sprintf("%.2f", r.ECPM())})
		if r.By == "provider" && r.Currency == main && len(cats) < 12 {
			cats = append(cats, name)
			ecpm.values = append(ecpm.values, r.ECPM())
		}
	}
	c.SVG = bars(cats, []series{ecpm}, main+" a thousand", false)
	return c
}

// fillChart: the fill rate by provider (over its placements); the table
// by provider and placement: loads asked, filled, and shows.
func fillChart(d Dashboard) chart {
	c := chart{Title: "Ad fill by provider", Note: "The loads the game asked of each provider, those it filled (the fill rate) and the ads shown, by placement; the chart: each provider's fill rate over its placements.",
		Head: []string{"provider", "placement", "requests", "loads", "fill rate", "shows"}}
	var cats []string
	rate := series{name: "fill rate"}
	var sum FillRow
	for i, r := range d.Fill {
		c.Rows = append(c.Rows, []string{r.Provider, r.Placement, strconv.Itoa(r.Requested), strconv.Itoa(r.Filled), fmt.Sprintf("%.0f%%", 100*r.FillRate()), strconv.Itoa(r.Shown)})
		sum.Requested, sum.Filled = sum.Requested+r.Requested, sum.Filled+r.Filled
		if i+1 == len(d.Fill) || d.Fill[i+1].Provider != r.Provider {
			cats = append(cats, r.Provider)
			rate.values = append(rate.values, 100*sum.FillRate())
			sum = FillRow{}
		}
	}
	c.SVG = bars(cats, []series{rate}, "% of loads asked", false)
	return c
}

// earnedChart: revenue per install by day after install (D0, D1, D3,
// D7), by install day and cohort.
func earnedChart(d Dashboard) chart {
	main := mainCurrency(d)
	c := chart{Title: "Ad revenue per install", Note: "What the ads earned a player of each day's installs by the day after (D0 the day itself), by tuning cohort; the chart: every cohort, " + cmp.Or(main, "no revenue yet") + ".",
		Head: []string{"install day", "cohort", "currency", "installs", "D0", "D1", "D3", "D7"}}
	days := map[int]*EarnedRow{}
	for _, r := range d.Earned {
		row := []string{rules.Date(r.Day), cmp.Or(r.Cohort, "shipped"), r.Currency, strconv.Itoa(r.Players)}
		for _, after := range revenueDays {
			text := "not yet"
			if r.Day+after <= d.Today {
				text = fmt.Sprintf("%.4f", r.PerInstall(after))
			}
			row = append(row, text)
		}
		c.Rows = append(c.Rows, row)
		if r.Currency != main {
			continue
		}
		all := days[r.Day]
		if all == nil {
			all = &EarnedRow{Day: r.Day}
			days[r.Day] = all
		}
		all.Players += r.Players
		for i := range all.Micros {
			all.Micros[i] += r.Micros[i]
		}
	}
	var cats []string
	ss := make([]series, len(revenueDays))
	for i, after := range revenueDays {
		ss[i].name = "D" + strconv.Itoa(after)
	}
	for _, day := range slices.Sorted(maps.Keys(days)) {
		cats = append(cats, rules.Date(day)[5:])
		for i, after := range revenueDays {
			v := 0.0
			if day+after <= d.Today {
				v = days[day].PerInstall(after)
			}
			ss[i].values = append(ss[i].values, v)
		}
	}
	c.SVG = bars(cats, ss, main+" a player", false)
	return c
}
