package dashboard

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
)

// The dashboard's money: what the ads' impressions earned (ad_revenue
// events, each impression's value as its network reported it), read from
// the rollups like the rest. Currencies are kept as sent: every sum is in
// one currency, never across two.

// mainCurrency is the currency most of the period's revenue came in
// ("": none came).
func mainCurrency(d store.Dashboard) string {
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
func revenueChart(d store.Dashboard) chart {
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
		cats = append(cats, dayrun.Date(r.Day)[5:])
		for _, cur := range slices.Sorted(maps.Keys(r.Revenue)) {
			c.Rows = append(c.Rows, []string{dayrun.Date(r.Day), cur, units(r.Revenue[cur]), strconv.Itoa(r.Active), fmt.Sprintf("%.4f", r.Revenue[cur]/1e6/float64(max(1, r.Active)))})
		}
		if d.Rates == nil {
			arpdau.values = append(arpdau.values, r.Revenue[main]/1e6/float64(max(1, r.Active)))
			continue
		}
		usd, without := d.Rates.InDollars(r)
		arpdau.values = append(arpdau.values, usd/1e6/float64(max(1, r.Active)))
		if len(r.Revenue) > 0 {
			c.Rows = append(c.Rows, []string{dayrun.Date(r.Day), "all in USD", units(usd), strconv.Itoa(r.Active), fmt.Sprintf("%.4f", usd/1e6/float64(max(1, r.Active)))})
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
func providersChart(d store.Dashboard) chart {
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
func fillChart(d store.Dashboard) chart {
	c := chart{Title: "Ad fill by provider", Note: "The loads the game asked of each provider, those it filled (the fill rate) and the ads shown, by placement; the chart: each provider's fill rate over its placements.",
		Head: []string{"provider", "placement", "requests", "loads", "fill rate", "shows"}}
	var cats []string
	rate := series{name: "fill rate"}
	var sum store.FillRow
	for i, r := range d.Fill {
		c.Rows = append(c.Rows, []string{r.Provider, r.Placement, strconv.Itoa(r.Requested), strconv.Itoa(r.Filled), fmt.Sprintf("%.0f%%", 100*r.FillRate()), strconv.Itoa(r.Shown)})
		sum.Requested, sum.Filled = sum.Requested+r.Requested, sum.Filled+r.Filled
		if i+1 == len(d.Fill) || d.Fill[i+1].Provider != r.Provider {
			cats = append(cats, r.Provider)
			rate.values = append(rate.values, 100*sum.FillRate())
			sum = store.FillRow{}
		}
	}
	c.SVG = bars(cats, []series{rate}, "% of loads asked", false)
	return c
}

// earnedChart: revenue per install by day after install (D0, D1, D3,
// D7), by install day and cohort.
func earnedChart(d store.Dashboard) chart {
	main := mainCurrency(d)
	c := chart{Title: "Ad revenue per install", Note: "What the ads earned a player of each day's installs by the day after (D0 the day itself), by tuning cohort; the chart: every cohort, " + cmp.Or(main, "no revenue yet") + ".",
		Head: []string{"install day", "cohort", "currency", "installs", "D0", "D1", "D3", "D7"}}
	days := map[int]*store.EarnedRow{}
	for _, r := range d.Earned {
		row := []string{dayrun.Date(r.Day), cmp.Or(r.Cohort, "shipped"), r.Currency, strconv.Itoa(r.Players)}
		for _, after := range store.RevenueDays {
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
			all = &store.EarnedRow{Day: r.Day}
			days[r.Day] = all
		}
		all.Players += r.Players
		for i := range all.Micros {
			all.Micros[i] += r.Micros[i]
		}
	}
	var cats []string
	ss := make([]series, len(store.RevenueDays))
	for i, after := range store.RevenueDays {
		ss[i].name = "D" + strconv.Itoa(after)
	}
	for _, day := range slices.Sorted(maps.Keys(days)) {
		cats = append(cats, dayrun.Date(day)[5:])
		for i, after := range store.RevenueDays {
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
