package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/rules/remote"
	"ropeman/game/server/dashboard"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
)

// What a client can send is what an attacker on the open internet sends:
// these tests post it as he would.

// attackBatch is batch i of player p: 200 level starts and wins, each
// naming the tuning and level tl gives for its index.
func attackBatch(i int, p string, tl func(k int) (string, int)) events.Batch {
	b := events.Batch{ID: fmt.Sprintf("%032x", 0xa77ac000+i), Player: p, Install: dayrun.Date(testDay), Version: rules.Version}
	at := testNow().Add(-time.Hour).UnixMilli()
	for k := range events.MaxBatchEvents {
		tuning, level := tl(k)
		e := events.Event{Kind: "level_start", At: at + int64(k), Session: 1, Level: level, Tuning: tuning}
		if k%2 == 1 {
			e.Kind, e.Seconds, e.Yarn, e.Multiplier, e.Coins = "level_win", 30, 10, 2, 100
		}
		b.Events = append(b.Events, e)
	}
	return b
}

// Sixty posts from one address, inside its burst, each a new player: ten
// with 2,000 made-up tunings and fifty with 10,000 levels drawn from the
// whole range a client may name. Every one is kept (they are well formed),
// and the dashboard still answers at once with its categories bounded:
// the shipped tuning and "(unknown)", levels 1..200 and "201+".
func TestSixtyAnonymousPostsCannotStopTheDashboard(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		srv := httptest.NewServer(New(Config{Store: st, Now: testNow, AddrBurst: AddrBurst, DashboardToken: dashboardToken}))
		t.Cleanup(srv.Close)
		rng := rand.New(rand.NewPCG(60, 60))
		for i := range 60 {
			tl := func(k int) (string, int) { return fmt.Sprintf("made-up-%d-%d", i, k), 1 + k%30 }
			if i >= 10 {
				tl = func(int) (string, int) { return "", 1 + rng.IntN(rules.MaxLevel) }
			}
			if status, got := sendEvents(t, srv.URL, attackBatch(i, player(6000+i), tl)); status != http.StatusCreated {
				t.Fatalf("post %d: %d %v, want 201 (well formed)", i, status, got)
			}
		}
		d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range d.Cohorts {
			if c.Tuning != "" && c.Tuning != store.UnknownTuning {
				t.Errorf("a cohort %q the server never served", c.Tuning)
			}
		}
		if len(d.Levels) > store.TopLevel+1 || d.Levels[len(d.Levels)-1].Level != store.TopLevel+1 {
			t.Errorf("%d level rows, the last %d; want at most %d, the last every level past %d", len(d.Levels), d.Levels[len(d.Levels)-1].Level, store.TopLevel+1, store.TopLevel)
		}
		db := sqlstore.DB(st)
		var rows int
		if err := db.QueryRow(`SELECT COUNT(*) FROM rollups`).Scan(&rows); err != nil {
			t.Fatal(err)
		}
		if bound := 2*(store.TopLevel+1)*(2+2+2) + 10; rows > bound {
			t.Errorf("%d rollup rows after the attack, want at most %d", rows, bound)
		}
		req, _ := http.NewRequest("GET", srv.URL+"/dashboard", nil)
		req.Header.Set("Authorization", "Bearer "+dashboardToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !bytes.Contains(page, []byte(store.UnknownTuning)) || bytes.Contains(page, []byte("made-up")) {
			t.Errorf("the dashboard after the attack: %d, %d bytes; want 200 counting the made-up tunings as %s, naming none", resp.StatusCode, len(page), store.UnknownTuning)
		}
	})
}

// A run's tuning is its cohort's only if the server serves that override
// to that player: the same id from a player outside its cohort, or an id
// the server does not serve, is counted as "(unknown)".
func TestATuningCountsOnlyForItsCohort(t *testing.T) {
	st := open(t, t.TempDir()+"/cohorts.db")
	tuning := Tuning{Override: remote.Override{ID: "cheap-candy", Serial: 1, Expires: "2099-12-31", Salt: "s1", Percent: 50}}
	srv := httptest.NewServer(New(Config{Store: st, Now: testNow, Tunings: []Tuning{tuning}}))
	t.Cleanup(srv.Close)
	var in, out string
	for i := 0; in == "" || out == ""; i++ {
		if tuning.Has(player(i)) {
			in = player(i)
		} else {
			out = player(i)
		}
	}
	for i, p := range []string{in, out} {
		for j, name := range []string{"cheap-candy", "never-served"} {
			b := attackBatch(10*i+j, p, func(int) (string, int) { return name, 3 })
			if status, got := sendEvents(t, srv.URL, b); status != http.StatusCreated {
				t.Fatalf("%d %v", status, got)
			}
		}
	}
	d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string][2]int{}
	for _, c := range d.Cohorts {
		got[c.Tuning] = c.Levels[3]
	}
	want := map[string][2]int{"cheap-candy": {1, 1}, store.UnknownTuning: {2, 2}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("cohorts at level 3 (players started, won): %v, want %v", got, want)
	}
}

// A player is an install of the day the server first heard from him,
// whatever his batches say: three batches each naming another install day
// make one install, and a batch with events of the next day, sent on the
// day of install, brings no one back. A batch the next day does (D1).
func TestInstallsAreTheDayTheServerFirstHeard(t *testing.T) {
	stores(t, func(t *testing.T, st store.Store) {
		day := testDay
		now := func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }
		srv := httptest.NewServer(New(Config{Store: st, Now: now}))
		t.Cleanup(srv.Close)
		p := player(77)
		for i, claimed := range []int{testDay, testDay - 3, testDay - 1} {
			b := eventBatch(100+i, p, 8)
			b.Install = dayrun.Date(claimed)
			if i == 2 { // events of tomorrow, as far ahead as a device's clock may be
				for k := range b.Events {
					b.Events[k].At = int64(testDay+1)*store.DayMs + int64(k)
				}
			}
			if status, got := sendEvents(t, srv.URL, b); status != http.StatusCreated {
				t.Fatalf("batch %d: %d %v", i, status, got)
			}
		}
		installs := func() []store.InstallRow {
			d, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
			if err != nil {
				t.Fatal(err)
			}
			return d.Installs
		}
		if got := installs(); len(got) != 1 || got[0] != (store.InstallRow{Day: testDay, Players: 1}) {
			t.Errorf("three batches naming three install days, one with events of tomorrow: %+v, want one install on %d, no one back", got, testDay)
		}
		day = testDay + 1
		b := eventBatch(110, p, 4)
		b.Install = dayrun.Date(testDay - 3)
		for k := range b.Events {
			b.Events[k].At = int64(day)*store.DayMs + 3600_000 + int64(k)
		}
		if status, got := sendEvents(t, srv.URL, b); status != http.StatusCreated {
			t.Fatalf("the next day: %d %v", status, got)
		}
		if got := installs(); len(got) != 1 || got[0] != (store.InstallRow{Day: testDay, Players: 1, D1: 1}) {
			t.Errorf("back the next day: %+v, want one install on %d, back on D1", got, testDay)
		}
		if d, _ := st.Dashboard(context.Background(), testDay-dashboard.Days+1); d.Players != 1 {
			t.Errorf("one player heard from on two days: %d players in the period, want 1", d.Players)
		}
		if d, _ := st.Dashboard(context.Background(), testDay+1); d.Players != 1 {
			t.Errorf("the period from his second day: %d players, want 1", d.Players)
		}
		if d, _ := st.Dashboard(context.Background(), testDay+2); d.Players != 0 {
			t.Errorf("the period after his last day: %d players, want 0", d.Players)
		}
	})
}

// A batch retried under its id with other contents is refused (409) and
// changes nothing; the same contents again are a retry (200).
func TestARetryWithOtherContentsIsRefused(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		srv := testServer(t, st)
		b := eventBatch(1, player(1), 12)
		if status, _ := sendEvents(t, srv.URL, b); status != http.StatusCreated {
			t.Fatalf("the batch: %d", status)
		}
		_, before := keptEvents(t, st, b.ID)
		changed := b
		changed.Events = append([]events.Event(nil), b.Events...)
		changed.Events[2].Coins++
		if status, got := sendEvents(t, srv.URL, changed); status != http.StatusConflict || !strings.HasPrefix(fmt.Sprint(got["error"]), "id:") {
			t.Errorf("a retry with one coin more: %d %v, want 409 naming the id", status, got)
		}
		if n, after := keptEvents(t, st, b.ID); n != 12 || after != before {
			t.Errorf("after the changed retry: %d events, %s; want 12, %s", n, after, before)
		}
		if status, _ := sendEvents(t, srv.URL, b); status != http.StatusOK {
			t.Errorf("the same batch again: %d, want 200", status)
		}
	})
}

// An IPv6 address is limited by its /64: a machine may send from any of
// its 2^64 addresses. Eighty posts from one /64 get its burst and no
// more; another /64 of the same /48 is another machine.
func TestOneSlash64IsOneAddress(t *testing.T) {
	st := open(t, t.TempDir()+"/v6.db")
	h := New(Config{Store: st, Now: testNow, AddrBurst: AddrBurst})
	limited := 0
	for i := range 80 {
		addr := fmt.Sprintf("[2001:db8:1:2:%x:%x::%x]", i, i*7, i+1)
		if do(h, addr, body(player(300+i), "Six", testDate, []byte(`{}`), "")) == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited != 80-AddrBurst {
		t.Errorf("80 posts from one /64: %d limited, want %d", limited, 80-AddrBurst)
	}
	if got := do(h, "[2001:db8:1:3::1]", body(player(400), "Next", testDate, []byte(`{}`), "")); got == http.StatusTooManyRequests {
		t.Errorf("another /64: %d, want to be heard", got)
	}
	if got := do(h, "[::ffff:10.9.9.9]", body(player(401), "Four", testDate, []byte(`{}`), "")); got == http.StatusTooManyRequests {
		t.Errorf("an IPv4 address in IPv6's form: %d, want to be heard as its own", got)
	}
}

// A body with a key twice is refused, whichever value would have won.
func TestABodyWithAKeyTwiceIsRefused(t *testing.T) {
	st := open(t, t.TempDir()+"/twice.db")
	srv := testServer(t, st)
	b, _ := json.Marshal(eventBatch(1, player(1), 2))
	twice := bytes.Replace(b, []byte(`{"id":`), []byte(`{"player":"`+player(2)+`","id":`), 1)
	if status, got := send(t, srv.URL+"/v1/events", twice); status != http.StatusBadRequest || !strings.Contains(fmt.Sprint(got["error"]), "player") {
		t.Errorf("a batch naming its player twice: %d %v, want 400 naming the key", status, got)
	}
	named := `{"player":"` + player(3) + `","name":"Ann","name":"Admin","day":"` + testDate + `","run":{}}`
	if status, got := send(t, srv.URL+"/v1/runs", []byte(named)); status != http.StatusBadRequest || !strings.Contains(fmt.Sprint(got["error"]), "name") {
		t.Errorf("a run naming its name twice: %d %v, want 400 naming the key", status, got)
	}
}

// 512 devices send their batches at once: every one is answered, kept
// (201) or shed at once (503 with a Retry-After), none left to time out,
// and the operator's /readyz answers all through the flood. What was
// acknowledged is all there, and the rollups agree with the raw events.
func TestAFloodOfBatchesIsShedNotTimedOut(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		h := New(Config{Store: st, Now: testNow})
		srv, ops := httptest.NewServer(h), httptest.NewServer(h.Ops())
		t.Cleanup(srv.Close)
		t.Cleanup(ops.Close)
		client := &http.Client{Timeout: 25 * time.Second, Transport: &http.Transport{MaxConnsPerHost: 0, MaxIdleConnsPerHost: 512}}
		const devices = 512
		var mu sync.Mutex
		statuses := map[int]int{}
		failures := map[string]int{} // status 0: why no answer came
		var acked []string
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range devices {
			wg.Go(func() {
				b := eventBatch(5000+i, player(5000+i), events.MaxBatchEvents)
				doc, _ := json.Marshal(b)
				<-start
				resp, err := client.Post(srv.URL+"/v1/events", "application/json", bytes.NewReader(doc))
				status := 0
				if err != nil {
					mu.Lock()
					failures[errKind(err)]++
					mu.Unlock()
				} else {
					io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					status = resp.StatusCode
					if status == http.StatusServiceUnavailable && resp.Header.Get("Retry-After") == "" {
						status = -503 // shed without saying when to come back
					}
				}
				mu.Lock()
				statuses[status]++
				if status == http.StatusCreated {
					acked = append(acked, b.ID)
				}
				mu.Unlock()
			})
		}
		ready := make(chan []int)
		go func() {
			var codes []int
			for range 10 {
				resp, err := client.Get(ops.URL + "/readyz")
				code := 0
				if err == nil {
					resp.Body.Close()
					code = resp.StatusCode
				}
				codes = append(codes, code)
				time.Sleep(20 * time.Millisecond)
			}
			ready <- codes
		}()
		close(start)
		wg.Wait()
		for _, code := range <-ready {
			if code != http.StatusOK {
				t.Errorf("/readyz during the flood: %d, want 200", code)
			}
		}
		if statuses[http.StatusCreated]+statuses[http.StatusServiceUnavailable] != devices || statuses[http.StatusCreated] == 0 ||
			statuses[http.StatusServiceUnavailable] == 0 {
			t.Errorf("%d devices at once: %v (no answer: %v), want each kept (201) or shed with a Retry-After (503), some of each: far more than the 20 a server takes at once", devices, statuses, failures)
		}
		for _, id := range acked {
			if n, _ := keptEvents(t, st, id); n != events.MaxBatchEvents {
				t.Errorf("acknowledged batch %s: %d events kept, want %d", id, n, events.MaxBatchEvents)
			}
		}
		rollupsAgree(t, st)
		t.Logf("%d devices at once: %v", devices, statuses)
	})
}

// rollupsAgree checks that every count of the rollups that counts events
// (runs, fails, wins, ads) is what the raw events kept say: no batch
// counted twice, none kept without its counts.
func rollupsAgree(t *testing.T, st store.Store) {
	t.Helper()
	db := sqlstore.DB(st)
	if db == nil {
		return // in memory a batch and its counts are kept under one lock: nothing to disagree
	}
	for kind, metric := range map[string]string{"level_start": store.MetricRuns, "level_fail": store.MetricFails, "level_win": store.MetricWins,
		"ad_offered": store.MetricAdPrefix + "ad_offered", "ad_shown": store.MetricAdPrefix + "ad_shown", "ad_rewarded": store.MetricAdPrefix + "ad_rewarded"} {
		var raw, rolled int64
		if err := db.QueryRow(`SELECT COUNT(*) FROM events WHERE kind = $1`, kind).Scan(&raw); err != nil {
			t.Fatal(err)
		}
		if err := db.QueryRow(`SELECT COALESCE(SUM(n), 0) FROM rollups WHERE metric = $1`, metric).Scan(&rolled); err != nil {
			t.Fatal(err)
		}
		if raw != rolled {
			t.Errorf("%s: %d events kept, %d in the rollups", kind, raw, rolled)
		}
	}
	var raw, rolled, rawMicros, rolledMicros float64
	if err := db.QueryRow(`SELECT COUNT(*), COALESCE(SUM(micros), 0) FROM events WHERE kind = 'ad_revenue' AND currency IN ('`+strings.Join(store.Currencies, "', '")+`')`).Scan(&raw, &rawMicros); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRow(`SELECT COALESCE(SUM(n), 0), COALESCE(SUM(total), 0) FROM rollups WHERE metric = 'revenue' AND category LIKE 'cohort/%'`).Scan(&rolled, &rolledMicros); err != nil {
		t.Fatal(err)
	}
	if raw != rolled || rawMicros != rolledMicros {
		t.Errorf("ad_revenue: %v impressions of %v micros kept, %v of %v in the rollups", raw, rawMicros, rolled, rolledMicros)
	}
}

// Two instances behind a balancer, each with its own store on the same
// database, take one game's batches (a device's retries landing on the
// other instance, eight devices at once): they keep each batch once, and
// their dashboards agree with each other and with the raw events.
func TestTwoInstancesAgree(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		var urls [2]string
		var stores [2]store.Store
		for i := range urls {
			stores[i] = open(t, dsn)
			srv := httptest.NewServer(New(Config{Store: stores[i], Now: testNow}))
			t.Cleanup(srv.Close)
			urls[i] = srv.URL
		}
		var wg sync.WaitGroup
		for d := range 8 {
			wg.Go(func() {
				for k := range 6 {
					b := eventBatch(7000+10*d+k, player(7000+d), 40)
					for try := range 2 { // sent, then retried through the other instance
						if status, got := sendEvents(t, urls[(d+k+try)%2], b); status != http.StatusCreated && status != http.StatusOK {
							t.Errorf("device %d batch %d try %d: %d %v", d, k, try, status, got)
						}
					}
				}
			})
		}
		wg.Wait()
		var ds [2]store.Dashboard
		for i := range ds {
			d, err := stores[i].Dashboard(context.Background(), testDay-dashboard.Days+1)
			if err != nil {
				t.Fatal(err)
			}
			ds[i] = d
		}
		a, _ := json.Marshal(ds[0])
		b, _ := json.Marshal(ds[1])
		if !bytes.Equal(a, b) || ds[0].Players != 8 || ds[0].Levels[0].Runs != 8*6*10 {
			t.Errorf("the two dashboards:\n%s\n%s\nwant the same, 8 players and %d runs of level 4", a, b, 8*6*10)
		}
		rollupsAgree(t, stores[0])
	})
}

// errKind is what kind of failure err is, for a test's message: a
// timeout, a connection the server reset or refused, or its text.
func errKind(err error) string {
	var ne net.Error
	switch {
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	case errors.Is(err, syscall.ECONNRESET):
		return "reset"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "refused"
	}
	return err.Error()
}
