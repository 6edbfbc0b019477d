package server

import (
	"context"
	"net/http"
	"time"

	"ropeman/game/server/dashboard"
)

// The dashboard (GET /dashboard, behind Config.DashboardToken): what a
// publisher decides by, from the events the games send, as charts over
// the last dashboard.Days with the numbers in a table under each: the
// level funnel (and each tuning cohort's side by side), D1 and D7 retention by install day, time in runs a player
// a day, the ads offered, shown and rewarded a player by placement, and
// what ends the failed runs of each level.

// DashboardTimeout is how long a page is counted and drawn at most: the
// request is answered 503 past it, and nothing goes on drawing.
const DashboardTimeout = 20 * time.Second

// MinDashboardToken is the shortest token the dashboard takes.
const MinDashboardToken = 16

// dashboard serves the page: 404 without a token set, 401 with the
// sign-in form to a request not signed in (dashauth.go). The charts are
// drawn one by one while the request lasts: a page asked for and given up
// on stops being drawn.
func (s *Server) dashboard(w http.ResponseWriter, r *http.Request) {
	if s.cfg.DashboardToken == "" {
		http.NotFound(w, r)
		return
	}
	if !s.signedIn(r) {
		signInPage(w, http.StatusUnauthorized, "Sign in with the dashboard's token.")
		return
	}
	// The write timeout does not end a handler's context: the page's own
	// deadline does, well inside it.
	ctx, cancel := context.WithTimeout(r.Context(), DashboardTimeout)
	defer cancel()
	today := int(s.cfg.Now().Unix() / 86400)
	d, err := s.cfg.Store.Dashboard(ctx, today-dashboard.Days+1)
	if err != nil {
		s.log.Error("dashboard", "err", err)
		fail(w, http.StatusServiceUnavailable, "the database did not answer")
		return
	}
	d.Today, d.Rates = today, s.cfg.Rates
	page, err := dashboard.Page(ctx, d)
	switch {
	case err != nil && ctx.Err() != nil:
		s.log.Warn("dashboard: not drawn", "err", err)
		fail(w, http.StatusServiceUnavailable, "the dashboard took too long; ask again")
		return
	case err != nil:
		s.log.Error("dashboard", "err", err)
		fail(w, http.StatusInternalServerError, "the dashboard could not be drawn")
		return
	}
	pageHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(page)
}
