package server

import (
	"crypto/hmac"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"html/template"
	"net/http"
	"strings"
	"time"
)

// Who may see the dashboard: the publisher, by the token (a script sends
// it as the Authorization header's bearer; a person signs in once with
// a small form, which sets an HttpOnly cookie made from it). The token is
// never taken in the URL, where proxies' logs and the browser's history
// would keep it. Wrong tokens are limited per address.

// The sign-in's limit per address: a few tries, then one every ten
// seconds (a token of 16 characters is out of a guesser's reach).
const (
	SignInBurst    = 5
	SignInInterval = 10 * time.Second
)

// dashboardCookie is the signed-in browser's cookie.
const dashboardCookie = "ropeman_dashboard"

// sessionValue is the cookie's value for the dashboard's token: a MAC of
// it, so the cookie is not the token itself.
func sessionValue(token string) string {
	m := hmac.New(sha256.New, []byte(token))
	m.Write([]byte("ropeman dashboard session"))
	return hex.EncodeToString(m.Sum(nil))
}

// pageHeaders are every dashboard page's: nothing cached, no referrer,
// no sniffing, never in another site's frame.
func pageHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Cache-Control", "no-store")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
}

// signedIn reports whether r carries the token (as a bearer) or the
// cookie signing in with it set.
func (s *Server) signedIn(r *http.Request) bool {
	want := s.cfg.DashboardToken
	if got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		return subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
	}
	c, err := r.Cookie(dashboardCookie)
	return err == nil && subtle.ConstantTimeCompare([]byte(c.Value), []byte(sessionValue(want))) == 1
}

// signIn takes the sign-in form: the right token sets the cookie and
// sends the browser to the dashboard (303); a wrong one is 401 with the
// form again; past the address's tries, 429.
func (s *Server) signIn(w http.ResponseWriter, r *http.Request) {
	if s.cfg.DashboardToken == "" {
		http.NotFound(w, r)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 4<<10)
	token := r.PostFormValue("token")
	if subtle.ConstantTimeCompare([]byte(token), []byte(s.cfg.DashboardToken)) != 1 {
		if !s.signIns.allow(addrKey(s.host(r)), s.cfg.Now()) {
			w.Header().Set("Retry-After", "10")
			signInPage(w, http.StatusTooManyRequests, "Too many wrong tokens from this address: wait a little.")
			return
		}
		signInPage(w, http.StatusUnauthorized, "That is not the dashboard's token.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: dashboardCookie, Value: sessionValue(s.cfg.DashboardToken), Path: "/dashboard",
		HttpOnly: true, Secure: r.TLS != nil || s.trusted(remoteHost(r)) && r.Header.Get("X-Forwarded-Proto") == "https",
		SameSite: http.SameSiteStrictMode, MaxAge: 12 * 3600})
	http.Redirect(w, r, "/dashboard", http.StatusSeeOther)
}

// signInPage answers status with the sign-in form and a line above it.
func signInPage(w http.ResponseWriter, status int, line string) {
	pageHeaders(w)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("WWW-Authenticate", `Bearer realm="dashboard"`)
	w.WriteHeader(status)
	signInForm.Execute(w, line)
}

var signInForm = template.Must(template.New("sign-in").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rope-Man store.Run 3D: dashboard</title>
<style>body { font: 15px/1.4 system-ui, sans-serif; margin: 40px auto; max-width: 420px; padding: 16px; color: #222; } input { font: inherit; padding: 4px; width: 100%; box-sizing: border-box; margin: 8px 0; }</style>
</head><body><h1>Rope-Man store.Run 3D</h1><p>{{.}}</p>
<form method="post" action="/dashboard"><label>The dashboard's token <input name="token" type="password" autocomplete="current-password" autofocus></label>
<button type="submit">Sign in</button></form></body></html>
`))
