package dashboard

import (
	"bytes"
	"cmp"
	"fmt"
	"html/template"
	"image/color"
	"maps"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
)

// The dashboard's charts, drawn by gonum/plot as SVG on the server: the
// page needs no script and nothing from another host.

// palette are the series' colours, told apart under colour blindness
// (Okabe and Ito's).
var palette = []color.RGBA{{0, 114, 178, 255}, {230, 159, 0, 255}, {0, 158, 115, 255}, {204, 121, 167, 255}, {86, 180, 233, 255}, {213, 94, 0, 255}, {120, 120, 120, 255}}

// series is a named row of values, one a category.
type series struct {
	name   string
	values []float64
}

// bars draws groups of bars (stacked: one bar a category, the series on
// each other) over the categories, as SVG.
func bars(categories []string, ss []series, yLabel string, stacked bool) template.HTML {
	p := plot.New()
	p.Y.Label.Text = yLabel
	p.Legend.Top, p.Legend.Left = true, false
	if len(categories) == 0 {
		p.Title.Text = "nothing yet"
		return svg(p)
	}
	width := vg.Points(float64(min(40, 600/len(categories))) * 0.8)
	if !stacked {
		width /= vg.Length(len(ss))
	}
	var below *plotter.BarChart
	for i, s := range ss {
		b, err := plotter.NewBarChart(plotter.Values(s.values), width)
		if err != nil {
			continue // no value is negative, infinite or NaN: counts
		}
		b.Color, b.LineStyle.Width = palette[i%len(palette)], 0
		switch {
		case stacked && below != nil:
			b.StackOn(below)
		case !stacked:
			b.Offset = width * (vg.Length(i) - vg.Length(len(ss)-1)/2)
		}
		below = b
		p.Add(b)
		p.Legend.Add(s.name, b)
	}
	p.NominalX(categories...)
	p.Add(plotter.NewGrid())
	roomy(p, len(categories))
	return svg(p)
}

// roomy gives p's n categories half a category's room at each end, and
// its values a fifth more room above them, for the legend.
func roomy(p *plot.Plot, n int) {
	p.X.Min, p.X.Max = -0.6, float64(n)-0.4
	p.Y.Min, p.Y.Max = 0, max(1, p.Y.Max*1.25)
}

// svg is p drawn 9 x 3.6 inches, as an <svg> element for the page.
func svg(p *plot.Plot) template.HTML {
	w, err := p.WriterTo(9*vg.Inch, 3.6*vg.Inch, "svg")
	if err != nil {
		return template.HTML(template.HTMLEscapeString(err.Error()))
	}
	var b bytes.Buffer
	w.WriteTo(&b)
	doc := b.Bytes()
	if i := bytes.Index(doc, []byte("<svg")); i >= 0 {
		doc = doc[i:] // no XML prologue inside HTML
	}
	return template.HTML(doc) // drawn here, from numbers: nothing a player wrote
}

// chartLevels is how many levels a chart draws apart; the rest are one
// bar (the tables list every level).
const chartLevels = 50

// topCohorts is how many cohorts the chart of tunings draws apart; the
// rest are "other".
const topCohorts = 5

// levelName is level n as a chart names it: TopLevel+1 is every level
// after TopLevel.
func levelName(n int) string {
	if n > store.TopLevel {
		return strconv.Itoa(store.TopLevel+1) + "+"
	}
	return strconv.Itoa(n)
}

// levelBar is the bar level n is drawn in: its own, or the one of every
// level after chartLevels.
func levelBar(n int) (int, string) {
	if n > chartLevels {
		return chartLevels, strconv.Itoa(chartLevels+1) + "+"
	}
	return n - 1, strconv.Itoa(n)
}

// funnelChart: a level's players started and won, and its runs failed.
func funnelChart(d store.Dashboard) chart {
	c := chart{Title: "Level funnel", Note: "Players who first started each level in the period and who first won it; runs that failed it (a revived run that then won counts both).",
		Head: []string{"level", "players started", "players won", "won of started", "runs", "runs failed"}}
	var cats []string
	started, won, failed := series{name: "players started"}, series{name: "players won"}, series{name: "runs failed"}
	for _, l := range d.Levels {
		bar, name := levelBar(l.Level)
		for len(cats) <= bar {
			cats = append(cats, "")
			started.values, won.values, failed.values = append(started.values, 0), append(won.values, 0), append(failed.values, 0)
		}
		cats[bar] = name
		started.values[bar] += float64(l.Started)
		won.values[bar] += float64(l.Won)
		failed.values[bar] += float64(l.Failed)
		c.Rows = append(c.Rows, []string{levelName(l.Level), strconv.Itoa(l.Started), strconv.Itoa(l.Won), percent(l.Won, l.Started), strconv.Itoa(l.Runs), strconv.Itoa(l.Failed)})
	}
	for i := range cats {
		if cats[i] == "" {
			cats[i] = strconv.Itoa(i + 1) // no one reached it
		}
	}
	c.SVG = bars(cats, []series{started, won, failed}, "players, runs", false)
	return c
}

// cohortChart: each tuning cohort's funnel side by side, as the share of
// the players who started a level who won it: the shipped tuning and the
// topCohorts most played, the rest as "other".
func cohortChart(d store.Dashboard) chart {
	c := chart{Title: "Funnel by tuning", Note: "Of the players who started each level, the share who won it, on the shipped tuning and on each remote override (ropeman-tune); " + store.UnknownTuning + ": runs naming a tuning the server does not serve to their player.",
		Head: []string{"level"}}
	cohorts := topOf(d.Cohorts)
	var levels []int
	ss := make([]series, len(cohorts))
	for i, co := range cohorts {
		ss[i].name = cmp.Or(co.Tuning, "shipped")
		c.Head = append(c.Head, ss[i].name+" won/started")
		for n := range co.Levels {
			if !slices.Contains(levels, n) {
				levels = append(levels, n)
			}
		}
	}
	slices.Sort(levels)
	var cats []string
	for _, n := range levels {
		row := []string{levelName(n)}
		for i, co := range cohorts {
			sw := co.Levels[n]
			row = append(row, fmt.Sprintf("%d/%d", sw[1], sw[0]))
			if n <= chartLevels {
				ss[i].values = append(ss[i].values, 100*float64(sw[1])/float64(max(1, sw[0])))
			}
		}
		if n <= chartLevels {
			cats = append(cats, levelName(n))
		}
		c.Rows = append(c.Rows, row)
	}
	c.SVG = bars(cats, ss, "% who won", false)
	return c
}

// topOf is the shipped cohort and the topCohorts with the most players
// started, then the rest summed as "other".
func topOf(cohorts []store.Cohort) []store.Cohort {
	players := func(c store.Cohort) (n int) {
		for _, sw := range c.Levels {
			n += sw[0]
		}
		return n
	}
	var shipped []store.Cohort
	rest := slices.DeleteFunc(slices.Clone(cohorts), func(c store.Cohort) bool {
		if c.Tuning == "" {
			shipped = append(shipped, c)
		}
		return c.Tuning == ""
	})
	slices.SortStableFunc(rest, func(a, b store.Cohort) int { return cmp.Or(players(b)-players(a), cmp.Compare(a.Tuning, b.Tuning)) })
	if len(rest) <= topCohorts {
		return append(shipped, rest...)
	}
	others := store.Cohort{Tuning: store.Other, Levels: map[int][2]int{}}
	for _, c := range rest[topCohorts:] {
		for n, sw := range c.Levels {
			o := others.Levels[n]
			others.Levels[n] = [2]int{o[0] + sw[0], o[1] + sw[1]}
		}
	}
	return append(append(shipped, rest[:topCohorts]...), others)
}

// retentionChart: of a day's installs, the share back 1, 3 and 7 days
// later (once that day has come).
func retentionChart(d store.Dashboard) chart {
	c := chart{Title: "Retention by install day", Note: "Of the players the server first heard from on a day, the share who played again one, three and seven days after (D1, D3, D7), UTC days.",
		Head: []string{"install day", "players", "D1", "D3", "D7"}}
	var cats []string
	ss := []series{{name: "D1 %"}, {name: "D3 %"}, {name: "D7 %"}}
	for _, r := range d.Installs {
		cats = append(cats, dayrun.Date(r.Day)[5:])
		row := []string{dayrun.Date(r.Day), strconv.Itoa(r.Players)}
		for i, back := range [...]struct{ after, n int }{{1, r.D1}, {3, r.D3}, {7, r.D7}} {
			v, text := 0.0, "not yet"
			if r.Day+back.after <= d.Today {
				v, text = 100*float64(back.n)/float64(max(1, r.Players)), percent(back.n, r.Players)
			}
			ss[i].values = append(ss[i].values, v)
			row = append(row, text)
		}
		c.Rows = append(c.Rows, row)
	}
	c.SVG = bars(cats, ss, "% of the day's installs", false)
	return c
}

// playChart: minutes in runs a player, by day.
func playChart(d store.Dashboard) chart {
	c := chart{Title: "Play time", Note: "Minutes in runs a player who ran that day, by day (UTC).",
		Head: []string{"day", "players active", "players who ran", "minutes a player"}}
	p := plot.New()
	p.Y.Label.Text = "minutes a player"
	pts := make(plotter.XYs, 0, len(d.Days))
	var cats []string
	for i, r := range d.Days {
		m := r.Seconds / 60 / float64(max(1, r.Players))
		pts = append(pts, plotter.XY{X: float64(i), Y: m})
		cats = append(cats, dayrun.Date(r.Day)[5:])
		c.Rows = append(c.Rows, []string{dayrun.Date(r.Day), strconv.Itoa(r.Active), strconv.Itoa(r.Players), fmt.Sprintf("%.1f", m)})
	}
	if l, s, err := plotter.NewLinePoints(pts); err == nil && len(pts) > 0 {
		l.Color, s.Color, s.Shape = palette[0], palette[0], draw.CircleGlyph{}
		p.Add(l, s, plotter.NewGrid())
		p.NominalX(cats...)
		roomy(p, len(cats))
	} else {
		p.Title.Text = "nothing yet"
	}
	c.SVG = svg(p)
	return c
}

// adsChart: ads offered, shown and rewarded a player, by placement.
func adsChart(d store.Dashboard) chart {
	c := chart{Title: "Ads a player", Note: "Ads offered, shown and rewarded, a player, by placement.",
		Head: []string{"placement", "offered", "shown", "rewarded", "rewarded a player"}}
	var cats []string
	offered, shown, rewarded := series{name: "offered"}, series{name: "shown"}, series{name: "rewarded"}
	per := func(n int) float64 { return float64(n) / float64(max(1, d.Players)) }
	for _, a := range d.Ads {
		cats = append(cats, a.Placement)
		offered.values, shown.values, rewarded.values = append(offered.values, per(a.Offered)), append(shown.values, per(a.Shown)), append(rewarded.values, per(a.Rewarded))
		c.Rows = append(c.Rows, []string{a.Placement, strconv.Itoa(a.Offered), strconv.Itoa(a.Shown), strconv.Itoa(a.Rewarded), fmt.Sprintf("%.2f", per(a.Rewarded))})
	}
	c.SVG = bars(cats, []series{offered, shown, rewarded}, "a player", false)
	failed := 0
	for _, l := range d.Levels {
		failed += l.Failed
	}
	if i := slices.IndexFunc(d.Ads, func(a store.AdRow) bool { return a.Placement == "revive" }); i >= 0 && failed > 0 {
		c.Note += fmt.Sprintf(" The revive was offered on %.2f of the %d failed runs (a player who declines it is offered it less: economy.revive).", float64(d.Ads[i].Offered)/float64(failed), failed)
	}
	return c
}

// topCauses is how many causes the chart names; the rest are "other".
const topCauses = 6

// causesChart: what ended the failed runs of each level, stacked.
func causesChart(d store.Dashboard) chart {
	c := chart{Title: "What fails each level", Note: "Failed runs of each level by what ended them: a fall off the side or into a gap, or what took the last of his yarn (-cut: it cut the rope).",
		Head: []string{"level", "failed", "causes"}}
	total := map[string]int{}
	for _, l := range d.Levels {
		for k, n := range l.Causes {
			total[k] += n
		}
	}
	delete(total, store.Other) // drawn last, with whatever is not named
	names := slices.SortedFunc(maps.Keys(total), func(a, b string) int { return cmp.Or(total[b]-total[a], cmp.Compare(a, b)) })
	names = append(names[:min(len(names), topCauses-1)], store.Other)
	ss := make([]series, len(names))
	var cats []string
	for i := range ss {
		ss[i].name = names[i]
	}
	for _, l := range d.Levels {
		if l.Failed == 0 {
			continue
		}
		if l.Level <= chartLevels {
			cats = append(cats, levelName(l.Level))
			named := 0
			for i := range ss {
				n := l.Causes[ss[i].name]
				if ss[i].name == store.Other {
					n = l.Failed - named
				}
				named += n
				ss[i].values = append(ss[i].values, float64(n))
			}
		}
		var text []string
		for _, k := range slices.Sorted(maps.Keys(l.Causes)) {
			text = append(text, fmt.Sprintf("%s %d", k, l.Causes[k]))
		}
		c.Rows = append(c.Rows, []string{levelName(l.Level), strconv.Itoa(l.Failed), strings.Join(text, ", ")})
	}
	c.SVG = bars(cats, ss, "runs failed", true)
	return c
}
