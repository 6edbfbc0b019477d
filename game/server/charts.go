package server

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

	"ropeman/game/rules"
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

// funnelChart: a level's players started and won, and its runs failed.
func funnelChart(d Dashboard) chart {
	c := chart{Title: "Level funnel", Note: "Players who started each level and who won it; runs that failed it (a revived run that then won counts both).",
		Head: []string{"level", "players started", "players won", "won of started", "runs", "runs failed"}}
	var cats []string
	started, won, failed := series{name: "players started"}, series{name: "players won"}, series{name: "runs failed"}
	for _, l := range d.Levels {
		cats = append(cats, strconv.Itoa(l.Level))
		started.values, won.values, failed.values = append(started.values, float64(l.Started)), append(won.values, float64(l.Won)), append(failed.values, float64(l.Failed))
		c.Rows = append(c.Rows, []string{strconv.Itoa(l.Level), strconv.Itoa(l.Started), strconv.Itoa(l.Won), percent(l.Won, l.Started), strconv.Itoa(l.Runs), strconv.Itoa(l.Failed)})
	}
	c.SVG = bars(cats, []series{started, won, failed}, "players, runs", false)
	return c
}

// cohortChart: each tuning cohort's funnel side by side, as the share of
// the players who started a level who won it.
func cohortChart(d Dashboard) chart {
	c := chart{Title: "Funnel by tuning", Note: "Of the players who started each level, the share who won it, on the shipped tuning and on each remote override (ropeman-tune).",
		Head: []string{"level"}}
	var levels []int
	ss := make([]series, len(d.Cohorts))
	for i, co := range d.Cohorts {
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
		cats = append(cats, strconv.Itoa(n))
		row := []string{strconv.Itoa(n)}
		for i, co := range d.Cohorts {
			sw := co.Levels[n]
			ss[i].values = append(ss[i].values, 100*float64(sw[1])/float64(max(1, sw[0])))
			row = append(row, fmt.Sprintf("%d/%d", sw[1], sw[0]))
		}
		c.Rows = append(c.Rows, row)
	}
	c.SVG = bars(cats, ss, "% who won", false)
	return c
}

// retentionChart: of a day's installs, the share back the next day and a
// week later (once that day has come).
func retentionChart(d Dashboard) chart {
	c := chart{Title: "Retention by install day", Note: "Of the players who installed on a day, the share who started a session the day after (D1) and seven days after (D7), UTC days.",
		Head: []string{"install day", "players", "D1", "D7"}}
	var cats []string
	d1, d7 := series{name: "D1 %"}, series{name: "D7 %"}
	for _, r := range d.Installs {
		cats = append(cats, rules.Date(r.Day)[5:])
		row := []string{rules.Date(r.Day), strconv.Itoa(r.Players), "not yet", "not yet"}
		var v1, v7 float64
		if r.Day+1 <= d.Today {
			v1, row[2] = 100*float64(r.D1)/float64(max(1, r.Players)), percent(r.D1, r.Players)
		}
		if r.Day+7 <= d.Today {
			v7, row[3] = 100*float64(r.D7)/float64(max(1, r.Players)), percent(r.D7, r.Players)
		}
		d1.values, d7.values = append(d1.values, v1), append(d7.values, v7)
		c.Rows = append(c.Rows, row)
	}
	c.SVG = bars(cats, []series{d1, d7}, "% of the day's installs", false)
	return c
}

// playChart: minutes in runs a player, by day.
func playChart(d Dashboard) chart {
	c := chart{Title: "Play time", Note: "Minutes in runs a player who ran that day, by day (UTC).",
		Head: []string{"day", "players", "minutes a player"}}
	p := plot.New()
	p.Y.Label.Text = "minutes a player"
	pts := make(plotter.XYs, 0, len(d.Days))
	var cats []string
	for i, r := range d.Days {
		m := r.Seconds / 60 / float64(max(1, r.Players))
		pts = append(pts, plotter.XY{X: float64(i), Y: m})
		cats = append(cats, rules.Date(r.Day)[5:])
		c.Rows = append(c.Rows, []string{rules.Date(r.Day), strconv.Itoa(r.Players), fmt.Sprintf("%.1f", m)})
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
func adsChart(d Dashboard) chart {
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
	return c
}

// topCauses is how many causes the chart names; the rest are "other".
const topCauses = 6

// causesChart: what ended the failed runs of each level, stacked.
func causesChart(d Dashboard) chart {
	c := chart{Title: "What fails each level", Note: "Failed runs of each level by what ended them: a fall off the side or into a gap, or what took the last of his yarn (-cut: it cut the rope).",
		Head: []string{"level", "failed", "causes"}}
	total := map[string]int{}
	for _, l := range d.Levels {
		for k, n := range l.Causes {
			total[k] += n
		}
	}
	names := slices.SortedFunc(maps.Keys(total), func(a, b string) int { return cmp.Or(total[b]-total[a], cmp.Compare(a, b)) })
	if len(names) > topCauses {
		names = append(names[:topCauses-1], "other")
	}
	ss := make([]series, len(names))
	var cats []string
	for i := range ss {
		ss[i].name = names[i]
	}
	for _, l := range d.Levels {
		if l.Failed == 0 {
			continue
		}
		cats = append(cats, strconv.Itoa(l.Level))
		named := 0
		for i := range ss {
			n := l.Causes[ss[i].name]
			if ss[i].name == "other" {
				n = l.Failed - named
			}
			named += n
			ss[i].values = append(ss[i].values, float64(n))
		}
		var text []string
		for _, k := range slices.Sorted(maps.Keys(l.Causes)) {
			text = append(text, fmt.Sprintf("%s %d", k, l.Causes[k]))
		}
		c.Rows = append(c.Rows, []string{strconv.Itoa(l.Level), strconv.Itoa(l.Failed), strings.Join(text, ", ")})
	}
	c.SVG = bars(cats, ss, "runs failed", true)
	return c
}
