package store

import (
	"bufio"
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"ropeman/game/rules/dayrun"
)

// Rates are the publisher's daily exchange rates: what one unit of each
// currency was worth in US dollars on each day, from a file he keeps
// (ropeman-server -rates). Given them, the dashboard adds up the revenue
// of every currency in dollars at each day's rate; without them, each
// currency stays apart. MAX and LevelPlay report dollars, which need none.
type Rates struct {
	by map[string][]rate // by currency, by day
}

type rate struct {
	day int
	usd float64
}

// ReadRates reads rates as CSV lines "day,currency,usd" (YYYY-MM-DD, an
// ISO 4217 code the server sums, the dollars one unit of it was worth);
// a first line "day,currency,usd" is a header, # starts a comment. A
// day with no line takes the currency's latest rate before it. Errors
// name the line and the field.
func ReadRates(r io.Reader) (*Rates, error) {
	rs := &Rates{by: map[string][]rate{}}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") || (n == 1 && line == "day,currency,usd") {
			continue
		}
		f := strings.Split(line, ",")
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: %d fields, want day,currency,usd", n, len(f))
		}
		day, err := dayrun.Parse(strings.TrimSpace(f[0]))
		if err != nil {
			return nil, fmt.Errorf("line %d: day: %v", n, err)
		}
		cur := strings.TrimSpace(f[1])
		if !slices.Contains(Currencies, cur) {
			return nil, fmt.Errorf("line %d: currency: %q is none the server sums (%s)", n, cur, strings.Join(Currencies, " "))
		}
		usd, err := strconv.ParseFloat(strings.TrimSpace(f[2]), 64)
		if err != nil || !(usd > 0) || math.IsInf(usd, 0) { // NaN too
			return nil, fmt.Errorf("line %d: usd: %q, want a positive number", n, strings.TrimSpace(f[2]))
		}
		rs.by[cur] = append(rs.by[cur], rate{day, usd})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	for _, list := range rs.by {
		slices.SortStableFunc(list, func(a, b rate) int { return a.day - b.day })
	}
	return rs, nil
}

// USD is what one unit of cur was worth in dollars on day: dollars are
// dollars; false when no rate of cur is known on or before day.
func (rs *Rates) USD(cur string, day int) (float64, bool) {
	if cur == "USD" {
		return 1, true
	}
	if rs == nil {
		return 0, false
	}
	list := rs.by[cur]
	i, found := slices.BinarySearchFunc(list, day, func(r rate, d int) int { return r.day - d })
	switch {
	case found:
		return list[i].usd, true
	case i > 0:
		return list[i-1].usd, true
	}
	return 0, false
}

// InDollars is a day's revenue in dollars (micros) at the day's rates,
// and the currencies it could not convert.
func (rs *Rates) InDollars(r DayRow) (micros float64, missing []string) {
	for _, cur := range slices.Sorted(maps.Keys(r.Revenue)) {
		if usd, ok := rs.USD(cur, r.Day); ok {
			micros += r.Revenue[cur] * usd
		} else {
			missing = append(missing, cur)
		}
	}
	return micros, missing
}
