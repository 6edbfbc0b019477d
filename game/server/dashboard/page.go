// Package dashboard draws the publisher's dashboard page from what the
// store counted (store.Dashboard): each chart as SVG (gonum/plot) with
// its numbers in a table under it. It knows nothing of HTTP or SQL.
package dashboard

import (
	"bytes"
	"context"
	"fmt"
	"html/template"

	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
)

// Days is how far back the dashboard looks.
const Days = 30

// Page is the dashboard's page of d, drawn while ctx lasts: an error is
// ctx's (the page was given up on, or took too long) or the template's.
func Page(ctx context.Context, d store.Dashboard) ([]byte, error) {
	p, err := pageOf(ctx, d)
	if err != nil {
		return nil, err
	}
	var page bytes.Buffer
	if err := dashboardPage.Execute(&page, p); err != nil {
		return nil, err
	}
	return page.Bytes(), nil
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
func pageOf(ctx context.Context, d store.Dashboard) (dashPage, error) {
	p := dashPage{Day: dayrun.Date(d.Today), Days: Days, Players: d.Players}
	for _, c := range []func(store.Dashboard) chart{funnelChart, cohortChart, retentionChart, playChart, adsChart, causesChart, revenueChart, providersChart, fillChart, earnedChart} {
		if err := ctx.Err(); err != nil {
			return p, err
		}
		p.Charts = append(p.Charts, c(d))
	}
	return p, nil
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
