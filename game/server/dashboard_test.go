package server

import (
	"context"
	"crypto/ed25519"
	"encoding/base64"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"ropeman/game/analytics"
	"ropeman/game/board"
	"ropeman/game/flow"
	"ropeman/game/needs"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/rules/remote"
	"ropeman/game/save"
	"ropeman/game/server/dashboard"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
	"ropeman/game/world"
)

// dashboardToken opens the tests' dashboard.
const dashboardToken = "a-token-for-the-tests-only"

// botPlayer is one bot player of the filled database: the day he installed
// the game and the days he came back, as the tests' schedule says.
type botPlayer struct {
	dir     string
	skill   world.Skill
	ads     bool // takes the rewarded ads offered
	install int
	days    []int // days after install he plays on (0 first)
}

// schedule makes n players installing over eight days, each a novice,
// a casual or an expert player, half of them taking the rewarded ads
// offered, half of them back the next day and a
// quarter a week later (seeded: the same every run).
func schedule(t *testing.T, n, firstDay int) []botPlayer {
	rng := rand.New(rand.NewPCG(7, 7))
	skills := []world.Skill{world.Novice, world.Casual, world.Expert}
	ps := make([]botPlayer, n)
	for i := range ps {
		p := &ps[i]
		p.dir, p.skill, p.install, p.ads = t.TempDir(), skills[i%3], firstDay+i%8, i%2 == 0
		// The ads' takers in turn in the richer cohort and out of it.
		st, prog, err := save.Open(p.dir)
		if err != nil {
			t.Fatal(err)
		}
		prog.Board.Player = playerOf(richer, i%4 == 0)
		if err := st.Save(prog); err != nil {
			t.Fatal(err)
		}
		st.Flush()
		p.days = []int{0}
		for _, after := range []int{1, 2, 7} {
			if rng.IntN(4) < map[int]int{1: 2, 2: 1, 7: 1}[after] {
				p.days = append(p.days, after)
			}
		}
	}
	return ps
}

// botECPM is what the simulated ads pay the bots who watch them, in US
// dollars a thousand; richerECPM what they pay in the cohort of richer,
// the override the server serves half the players.
const (
	botECPM    = 12
	richerECPM = 30
)

// richer is a signed override that pays the simulated ads more: its
// cohort and the shipped tuning's earn at two eCPMs.
var richer, richerKey = func() (Tuning, ed25519.PublicKey) {
	priv := ed25519.NewKeyFromSeed([]byte("the bots' publisher, tests only."))
	pub := priv.Public().(ed25519.PublicKey)
	doc := fmt.Sprintf(`{"id": "richer", "serial": 1, "expires": "2099-12-31", "salt": "bots", "percent": 50, "tables": {"ads": {"debugECPM": %d}}}`, richerECPM)
	signed := remote.Sign([]byte(doc), priv)
	o, err := signed.Open(pub)
	if err != nil {
		panic(err)
	}
	return Tuning{Override: o, Signed: signed}, pub
}()

// playerOf is a player id in the cohort of tuning (in) or out of it.
func playerOf(tuning Tuning, in bool) string {
	for {
		if id := rules.NewPlayerID(); tuning.Has(id) == in {
			return id
		}
	}
}

// sendWaiting sends the events the game in dir left to the server at
// addr, as the app opened again would, and waits until they have all gone.
func sendWaiting(t *testing.T, addr, dir string) {
	_, prog, _ := save.Open(dir)
	box := save.OpenBox(dir, analytics.BoxName)
	q := analytics.Open(analytics.Config{Provider: &analytics.Server{Client: board.Client{Base: addr}}, Box: box,
		Player: prog.Board.Player, Consent: analytics.Granted})
	defer q.Close()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if data, _ := box.Read(); strings.Contains(string(data), `"events":[]`) && !strings.Contains(string(data), `"sending"`) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: the events never all went", dir)
		}
	}
}

// fill has the real game's bots play the schedule against the server at
// addr, each session ticks long (about 3 runs of 30 s), the device's
// clock and the server's (serverDay) at noon of the day; what a session
// gathered is sent after it, on its day.
func fill(t *testing.T, addr string, serverDay *atomic.Int64, ps []botPlayer, ticks int) (runs int) {
	for _, p := range ps {
		for _, after := range p.days {
			day := p.install + after
			serverDay.Store(int64(day))
			now := time.Unix(int64(day)*86400+12*3600, 0)
			s, err := flow.New(flow.Config{Autoplay: true, BotSkill: p.skill, BotAds: p.ads, Seed: uint64(day), DataDir: p.dir, AnalyticsServer: addr,
				Tuning:       []byte(fmt.Sprintf(`{"ads": {"debugECPM": %d}}`, botECPM)),
				RemoteTuning: &flow.RemoteSettings{Server: addr, PublicKey: base64.StdEncoding.EncodeToString(richerKey)},
				Now:          func() time.Time { now = now.Add(time.Second); return now }, Today: func() int { return day }})
			if err != nil {
				t.Fatal(err)
			}
			for range ticks {
				if err := s.Step(flow.Command{}); err != nil {
					t.Fatal(err)
				}
			}
			runs += s.View().RunNumber
			s.Flush()
			// The app stays open until what the session gathered has gone
			// (the queue sends every 30 s of the wall clock, which a
			// session played at full speed does not last): the server
			// hears it on the session's day, as from a phone, and not on
			// the next session's.
			sendWaiting(t, addr, p.dir)
		}
	}
	return runs
}

// The real game's bots fill a real server, on SQLite and on PostgreSQL,
// and the dashboard counts what the schedule says they did: every player
// in the funnel's first level, D1 and D7 as many as came back.
func TestTheDashboardCountsWhatTheBotsDid(t *testing.T) {
	needs.Short(t, "plays a few hundred runs with the game's bots")
	players, ticks := 9, 60*300
	if os.Getenv("ROPEMAN_FULL") != "" {
		players = 36
	} else {
		needs.Sample(t, players, 36, "ROPEMAN_FULL=1")
	}
	stores(t, func(t *testing.T, st store.Store) {
		today := testDay
		first := today - 16 // the last install's week is over by today
		var serverDay atomic.Int64
		serverDay.Store(int64(today))
		serverNow := func() time.Time { return time.Unix(serverDay.Load()*86400+12*3600, 0) }
		srv := httptest.NewServer(New(Config{Store: st, Now: serverNow, DashboardToken: dashboardToken, Tunings: []Tuning{richer}})) // its log unread: a line a batch
		t.Cleanup(srv.Close)
		ps := schedule(t, players, first)
		runs := fill(t, srv.URL, &serverDay, ps, ticks)
		serverDay.Store(int64(today))
		t.Logf("%d players, %d runs", len(ps), runs)

		d, err := st.Dashboard(context.Background(), today-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		if d.Players != len(ps) || len(d.Levels) == 0 || d.Levels[0].Level != 1 || d.Levels[0].Started != len(ps) {
			t.Fatalf("%d players, level rows %+v; want all %d in level 1", d.Players, d.Levels[:min(1, len(d.Levels))], len(ps))
		}
		failed := 0
		for _, l := range d.Levels {
			if l.Won > l.Started || l.Runs < l.Started {
				t.Errorf("level %d: %d won of %d started (%d runs)", l.Level, l.Won, l.Started, l.Runs)
			}
			causes := 0
			for _, n := range l.Causes {
				causes += n
			}
			if causes != l.Failed {
				t.Errorf("level %d: %d fails, %d by cause", l.Level, l.Failed, causes)
			}
			failed += l.Failed
		}
		if failed == 0 {
			t.Error("no run failed: the novices should have")
		}
		var rewarded int
		for _, a := range d.Ads {
			if a.Shown > a.Offered || a.Rewarded > a.Shown {
				t.Errorf("%s: %d offered, %d shown, %d rewarded", a.Placement, a.Offered, a.Shown, a.Rewarded)
			}
			if a.Placement == "revive" {
				t.Logf("the revive: offered on %d of the %d failed runs (%.2f a fail), shown %d, rewarded %d", a.Offered, failed, float64(a.Offered)/float64(failed), a.Shown, a.Rewarded)
				if a.Offered > failed {
					t.Errorf("the revive was offered %d times on %d failed runs", a.Offered, failed)
				}
			}
			rewarded += a.Rewarded
		}
		for _, l := range d.Levels {
			if l.Failed >= 8 {
				t.Logf("level %d: %d of %d runs failed: %v", l.Level, l.Failed, l.Runs, l.Causes)
			}
		}
		if rewarded == 0 {
			t.Errorf("no ad rewarded: %+v", d.Ads)
		}
		for _, r := range d.Installs {
			var want store.InstallRow
			want.Day = r.Day
			for _, p := range ps {
				if p.install == r.Day {
					want.Players++
					if slices.Contains(p.days, 1) {
						want.D1++
					}
					if slices.Contains(p.days, 7) {
						want.D7++
					}
				}
			}
			if r != want {
				t.Errorf("install day %d: %+v, want %+v", r.Day, r, want)
			}
		}
		if len(d.Installs) != 8 {
			t.Errorf("%d install days, want 8", len(d.Installs))
		}
		// What the ads earned: every impression the bots watched, at the
		// debug network's eCPM, as the events sent say.
		rollupsAgree(t, st)
		// Two cohorts, two eCPMs: the shipped tuning's impressions at 12
		// dollars a thousand, the richer override's at 30, and revenue per
		// install by cohort as the impressions of its installs sum up.
		ecpm := map[string]store.RevenueRow{}
		for _, r := range d.Revenue {
			if r.By == "cohort" && r.Currency == "USD" {
				ecpm[r.Name] = r
			}
		}
		for cohort, want := range map[string]float64{"": botECPM, "richer": richerECPM} {
			if r := ecpm[cohort]; r.Impressions == 0 || math.Abs(r.ECPM()-want) > 1e-9 {
				t.Errorf("cohort %q: %+v, want impressions at %v dollars a thousand", cohort, r, want)
			}
		}
		perCohort := map[string]float64{}
		for _, r := range d.Earned {
			if r.Currency == "USD" {
				perCohort[r.Cohort] += r.Micros[0] + r.Micros[1] + r.Micros[2] + r.Micros[3] + r.Micros[4] + r.Micros[5] + r.Micros[6] + r.Micros[7]
			}
		}
		for cohort, r := range ecpm {
			if perCohort[cohort] > r.Micros+1e-6 || perCohort[cohort] == 0 {
				t.Errorf("cohort %q: %v micros by install day (D0..D7), %v in all; want some, no more than all", cohort, perCohort[cohort], r.Micros)
			}
		}
		shown := 0
		for _, f := range d.Fill {
			if f.Provider == "debug" {
				shown += f.Shown
				if f.Filled > f.Requested || f.Shown > f.Filled {
					t.Errorf("the fill: %+v", f)
				}
			}
		}
		// An impression is paid as its ad opens, and the show counted as
		// it ends: a session that ends during an ad has one paid, not
		// counted shown.
		sessions := 0
		for _, p := range ps {
			sessions += len(p.days)
		}
		if impressions := ecpm[""].Impressions + ecpm["richer"].Impressions; impressions < shown || impressions > shown+sessions {
			t.Errorf("%d ads shown by the debug provider, %d impressions paid in %d sessions", shown, impressions, sessions)
		}

		if t.Name() == "TestTheDashboardCountsWhatTheBotsDid/sqlite" {
			page := lookAtTheDashboard(t, srv.URL)
			// The page says each cohort's eCPM as the rollups do.
			for cohort, name := range map[string]string{"": "shipped", "richer": "richer"} {
				r := ecpm[cohort]
				row := fmt.Sprintf("cohort %s USD %d %s %.2f", name, r.Impressions, fmt.Sprintf("%.2f", r.Micros/1e6), r.ECPM())
				if !strings.Contains(page, row) {
					t.Errorf("the dashboard in Chromium does not say %q", row)
				}
			}
		}
	})
}

// lookAtTheDashboard opens the dashboard in headless Chromium: its ten
// charts drawn, no error in the console, a screenshot kept (in
// $ROPEMAN_DASHBOARD_PNG, or the test's folder); it returns the tables'
// rows as the browser shows them, a line each, cells apart by a space.
func lookAtTheDashboard(t *testing.T, addr string) string {
	if resp, err := http.Get(addr + "/dashboard"); err != nil || resp.StatusCode != http.StatusUnauthorized {
		t.Fatalf("the dashboard without its token: %v %v, want 401", resp.Status, err)
	}
	browser := needs.Chromium(t)
	allocCtx, cancel := chromedp.NewExecAllocator(context.Background(), chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox,
		chromedp.DisableGPU, chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1100, 900), chromedp.Flag("no-first-run", true))
	defer cancel()
	var mu sync.Mutex
	var errs []string
	ctx, cancel := chromedp.NewContext(allocCtx, chromedp.WithListener(func(ev any) {
		if line := consoleError(ev); line != "" {
			mu.Lock()
			errs = append(errs, line)
			mu.Unlock()
		}
	}))
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(addr+"/dashboard"), chromedp.WaitVisible(`input[name="token"]`)); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	errs = nil // the sign-in form comes with its 401
	mu.Unlock()
	if err := chromedp.Do(ctx, chromedp.SendKeys(`input[name="token"]`, dashboardToken), chromedp.Submit(`input[name="token"]`),
		chromedp.WaitVisible("section:last-of-type svg")); err != nil {
		t.Fatal(err)
	}
	charts, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("section svg rect, section svg path").length > 100 ? document.querySelectorAll("section svg").length : 0`))
	if err != nil {
		t.Fatal(err)
	}
	titles, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("h2")].map(h => h.textContent)`))
	if err != nil {
		t.Fatal(err)
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)) // PNG
	if err != nil {
		t.Fatal(err)
	}
	if charts != 10 || !slices.Equal(titles, []string{"Level funnel", "Funnel by tuning", "Retention by install day", "Play time", "Ads a player", "What fails each level",
		"Ad revenue a day", "Ad revenue by provider", "Ad fill by provider", "Ad revenue per install"}) {
		t.Errorf("the dashboard shows %d drawn charts, titled %q", charts, titles)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(errs) > 0 {
		t.Errorf("the console says %q", errs)
	}
	out := os.Getenv("ROPEMAN_DASHBOARD_PNG")
	if out == "" {
		out = filepath.Join(t.TempDir(), "dashboard.png")
	}
	if err := os.WriteFile(out, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("the dashboard: %s (%d KB)", out, len(png)>>10)
	rows, err := chromedp.Run(ctx, chromedp.Evaluate[string](`[...document.querySelectorAll("tr")].map(r => [...r.cells].map(c => c.textContent.trim()).join(" ")).join("\n")`))
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

// The dashboard is served to its token only: none set, it is not there;
// a missing or wrong token is refused, and so is the right one in the URL
// (proxies' logs keep URLs); a script sends it as a bearer, a person signs
// in with the form and gets an HttpOnly cookie that is not the token; the
// pages are never framed, sniffed or referred; wrong tokens from one
// address are limited.
func TestTheDashboardNeedsItsToken(t *testing.T) {
	st := open(t, filepath.Join(t.TempDir(), "ropeman.db"))
	ask := func(srv, method, query, bearer, form string, cookie *http.Cookie) (*http.Response, string) {
		t.Helper()
		var body io.Reader
		if form != "" {
			body = strings.NewReader(url.Values{"token": {form}}.Encode())
		}
		req, _ := http.NewRequest(method, srv+"/dashboard"+query, body)
		if form != "" {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		if bearer != "" {
			req.Header.Set("Authorization", "Bearer "+bearer)
		}
		if cookie != nil {
			req.AddCookie(cookie)
		}
		client := http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		text, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp, string(text)
	}
	none := httptest.NewServer(New(Config{Store: st, Now: testNow}))
	defer none.Close()
	for _, method := range []string{"GET", "POST"} {
		if resp, _ := ask(none.URL, method, "", "anything", "anything", nil); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s with no token set: %d, want 404", method, resp.StatusCode)
		}
	}
	srv := httptest.NewServer(New(Config{Store: st, Now: testNow, DashboardToken: dashboardToken}))
	defer srv.Close()
	for _, c := range []struct {
		name          string
		query, bearer string
		want          int
	}{
		{"nothing", "", "", http.StatusUnauthorized},
		{"the token in the URL", "?token=" + dashboardToken, "", http.StatusUnauthorized},
		{"a bearer one short", "", dashboardToken[:len(dashboardToken)-1], http.StatusUnauthorized},
		{"a bearer one long", "", dashboardToken + "x", http.StatusUnauthorized},
		{"the bearer", "", dashboardToken, http.StatusOK},
	} {
		resp, text := ask(srv.URL, "GET", c.query, c.bearer, "", nil)
		if resp.StatusCode != c.want || c.want == http.StatusOK && !strings.Contains(text, "nothing yet") ||
			c.want == http.StatusUnauthorized && !strings.Contains(text, `<form method="post"`) {
			t.Errorf("%s: %d, want %d (with the sign-in form when refused)", c.name, resp.StatusCode, c.want)
		}
		for k, want := range map[string]string{"Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY"} {
			if got := resp.Header.Get(k); got != want {
				t.Errorf("%s: %s %q, want %q", c.name, k, got, want)
			}
		}
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s: Content-Security-Policy %q lacks frame-ancestors 'none'", c.name, csp)
		}
	}
	resp, _ := ask(srv.URL, "POST", "", "", dashboardToken, nil)
	var cookie *http.Cookie
	for _, c := range resp.Cookies() {
		if c.Name == dashboardCookie {
			cookie = c
		}
	}
	switch {
	case resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/dashboard":
		t.Fatalf("signing in: %d to %q, want 303 to /dashboard", resp.StatusCode, resp.Header.Get("Location"))
	case cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteStrictMode || strings.Contains(cookie.Value, dashboardToken):
		t.Fatalf("signing in set the cookie %+v; want HttpOnly, SameSite=Strict, not the token", cookie)
	}
	if resp, text := ask(srv.URL, "GET", "", "", "", cookie); resp.StatusCode != http.StatusOK || !strings.Contains(text, "nothing yet") {
		t.Errorf("signed in: %d, want 200 with the charts", resp.StatusCode)
	}
	if resp, _ := ask(srv.URL, "GET", "", "", "", &http.Cookie{Name: dashboardCookie, Value: dashboardToken}); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("a cookie holding the token itself: %d, want 401", resp.StatusCode)
	}
	var codes []int
	for i := range SignInBurst + 1 {
		resp, _ := ask(srv.URL, "POST", "", "", dashboardToken+strconv.Itoa(i), nil)
		codes = append(codes, resp.StatusCode)
	}
	if codes[0] != http.StatusUnauthorized || codes[SignInBurst-1] != http.StatusUnauthorized || codes[SignInBurst] != http.StatusTooManyRequests {
		t.Errorf("%d wrong tokens from one address: %v, want %d of 401 then 429", SignInBurst+1, codes, SignInBurst)
	}
}

// consoleError is a console error, an exception or a failed request, as
// a line ("": not one).
func consoleError(ev any) string {
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		if e.Type == runtime.ConsoleAPICalledTypeError {
			return fmt.Sprint("console.error: ", len(e.Args), " values")
		}
	case *runtime.EventExceptionThrown:
		return e.ExceptionDetails.Text
	case *network.EventResponseReceived:
		if e.Response.Status >= 400 {
			return fmt.Sprintf("%s answered %d", e.Response.URL, e.Response.Status)
		}
	}
	return ""
}

// Runs on a remote override are counted apart from the shipped tuning's:
// each cohort's funnel side by side.
func TestEachCohortsFunnelIsApart(t *testing.T) {
	stores(t, func(t *testing.T, st store.Store) {
		for i, tuning := range []string{"", "", "cheap-candy"} {
			b := eventBatch(i, player(i), 4) // level 4: a start, a fail, a win, an ad
			for k := range b.Events {
				if b.Events[k].Kind != "ad_rewarded" {
					b.Events[k].Tuning = tuning
				}
			}
			if i == 1 {
				b.Events = b.Events[:2] // started and failed
			}
			if _, err := st.PutEvents(context.Background(), b, store.Digest(&b), testNow().UnixMilli()); err != nil {
				t.Fatal(err)
			}
		}
		d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		want := []store.Cohort{{Tuning: "", Levels: map[int][2]int{4: {2, 1}}}, {Tuning: "cheap-candy", Levels: map[int][2]int{4: {1, 1}}}}
		if fmt.Sprint(d.Cohorts) != fmt.Sprint(want) {
			t.Fatalf("cohorts %v, want %v", d.Cohorts, want)
		}
	})
}

// BenchmarkDashboard reads the dashboard (the store's rollups and the
// page's charts) over two months of a game whose events grow from 100,000
// to a million (to ten million with ROPEMAN_BENCH_EVENTS=10000000): 200
// events a player, half of them in the 30 days it shows, on each engine.
// Its cost must not grow with the events.
func BenchmarkDashboard(b *testing.B) {
	dsns := [][2]string{{"sqlite", b.TempDir() + "/ropeman.db"}}
	if os.Getenv(PostgresEnv) != "" {
		dsns = append(dsns, [2]string{"postgres", postgresDSN(b)})
	}
	steps := []int{100_000, 1_000_000}
	if n, err := strconv.Atoi(os.Getenv("ROPEMAN_BENCH_EVENTS")); err == nil && n > steps[len(steps)-1] {
		steps = append(steps, n)
	}
	for _, d := range dsns {
		st, err := sqlstore.Open(context.Background(), d[1])
		if err != nil {
			b.Fatal(err)
		}
		players := 0
		for _, n := range steps {
			for ; players*events.MaxBatchEvents < n; players++ {
				bt := benchBatch(players)
				if _, err := st.PutEvents(context.Background(), bt, store.Digest(&bt), int64(testDay)*store.DayMs); err != nil {
					b.Fatal(err)
				}
			}
			b.Run(fmt.Sprintf("%s/%dk-events", d[0], n/1000), func(b *testing.B) {
				for b.Loop() {
					d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
					if err != nil {
						b.Fatal(err)
					}
					d.Today = testDay
					if _, err := dashboard.Page(context.Background(), d); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		st.Close()
	}
}

// benchBatch is player p's 200 events over the 60 days from his install
// to today: sessions, level starts, wins and fails, ads.
func benchBatch(p int) events.Batch {
	kinds := []string{"session_start", "level_start", "level_win", "level_start", "level_fail", "ad_offered", "ad_rewarded", "session_end"}
	install := testDay - 59 + p%60
	bt := events.Batch{ID: fmt.Sprintf("%032x", 0xda5b000000+p), Player: player(p), Install: dayrun.Date(install), Version: rules.Version}
	for k := range events.MaxBatchEvents {
		day := install + k*(testDay-install)/events.MaxBatchEvents
		e := events.Event{Kind: kinds[k%len(kinds)], At: int64(day)*store.DayMs + int64(k)*1000, Session: 1 + k/8, Level: 1 + k/8}
		switch e.Kind {
		case "session_start", "ad_offered", "ad_rewarded":
			e.Level = 0
			e.Placement = map[bool]string{true: "triple_coins"}[e.Kind != "session_start"]
		case "session_end":
			e.Level, e.Seconds = 0, 300
		case "level_win":
			e.Seconds, e.Yarn, e.Multiplier, e.Coins = 30, 12, 3, 300
		case "level_fail":
			e.Seconds, e.Yarn, e.Cause = 20, 1, "saw"
		}
		bt.Events = append(bt.Events, e)
	}
	return bt
}
