//go:build !js

package analytics_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ropeman/game/analytics"
	"ropeman/game/board"
	"ropeman/game/internal/logs"
	"ropeman/game/rules"
	"ropeman/game/rules/events"
	"ropeman/game/save"
	"ropeman/game/server"
	"ropeman/game/server/sqlstore"
)

// quick are the queue's intervals in these tests: a batch every 10 ms, a
// retry 10 ms after a failure.
func quick(cfg analytics.Config) analytics.Config {
	cfg.Every, cfg.Retry = 10*time.Millisecond, 10*time.Millisecond
	return cfg
}

// eventually waits for cond, failing t after 20 s (a loaded machine is
// slow; a queue that never gets there fails).
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s for %s", what)
		}
	}
}

// realServer serves a real ropeman-server on a SQLite file, and returns
// its address and the database, to count what it keeps (no browser build
// links the server: these tests are built off the web only).
func realServer(t *testing.T) (string, *sql.DB) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "ropeman.db")
	st, err := sqlstore.Open(context.Background(), file)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv := httptest.NewServer(server.New(server.Config{Store: st}))
	t.Cleanup(srv.Close)
	db, err := sql.Open("sqlite", file)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return srv.URL, db
}

func count(t *testing.T, db *sql.DB, query string) int {
	t.Helper()
	var n int
	if err := db.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// provider wraps a provider, counting its sends; lose makes its first
// answer say the network failed after the server had the batch, and every
// send after it hang until the queue gives up (the app is killed).
type provider struct {
	analytics.Provider
	mu    sync.Mutex
	sends int // begun
	done  int // answered
	lose  bool
}

func (p *provider) Send(ctx context.Context, b events.Batch) error {
	p.mu.Lock()
	p.sends++
	n := p.sends
	p.mu.Unlock()
	if p.lose && n > 1 {
		<-ctx.Done()
		return ctx.Err()
	}
	err := p.Provider.Send(ctx, b)
	p.mu.Lock()
	p.done++
	p.mu.Unlock()
	if err == nil && p.lose {
		return errors.New("connection reset (the answer was lost)")
	}
	return err
}

func (p *provider) count() int { p.mu.Lock(); defer p.mu.Unlock(); return p.done }

// waiting reads what the box holds.
func waiting(t *testing.T, box save.Box) (kept int, sending bool) {
	t.Helper()
	data, err := box.Read()
	if errors.Is(err, fs.ErrNotExist) {
		return 0, false // not yet written
	}
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Sending *events.Batch
		Events  []events.Event
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	return len(s.Events), s.Sending != nil
}

func win(level int) events.Event {
	return events.Event{Kind: "level_win", Level: level, Seconds: 31.5, Yarn: 12.25, Multiplier: 2, Coins: 140}
}

// The hardest case a player makes: a long session offline (more than two
// batches), the app killed, then a network that drops the server's answer
// to the first batch the server kept, and the app killed again at once.
// Every event reaches the server once, in three batches.
func TestEventsWaitOfflineAndReachTheServerOnce(t *testing.T) {
	addr, db := realServer(t)
	box := save.OpenBox(t.TempDir(), analytics.BoxName)
	player := rules.NewPlayerID()

	offline := &provider{Provider: &analytics.Server{Client: board.Client{Base: "http://127.0.0.1:1", Timeout: time.Second}}}
	q := analytics.Open(quick(analytics.Config{Provider: offline, Box: box, Player: player, Consent: analytics.Granted}))
	for i := range 450 {
		q.Record(win(1 + i%30))
	}
	eventually(t, "a send to fail", func() bool { return offline.count() >= 2 })
	q.Close()
	if n, sending := waiting(t, box); n+200 != 450 || !sending {
		t.Fatalf("kept offline: %d events waiting and a batch on its way: %v; want 250 and the batch of 200", n, sending)
	}

	lossy := &provider{Provider: &analytics.Server{Client: board.Client{Base: addr}}, lose: true}
	q = analytics.Open(quick(analytics.Config{Provider: lossy, Box: box, Player: player, Consent: analytics.Granted}))
	eventually(t, "the first batch to reach the server", func() bool { return lossy.count() >= 1 })
	q.Close()
	if got := count(t, db, "SELECT count(*) FROM events"); got != 200 {
		t.Fatalf("after the lost answer the server has %d events, want 200", got)
	}

	online := &provider{Provider: &analytics.Server{Client: board.Client{Base: addr}}}
	q = analytics.Open(quick(analytics.Config{Provider: online, Box: box, Player: player, Consent: analytics.Granted}))
	eventually(t, "nothing to wait", func() bool { n, sending := waiting(t, box); return n == 0 && !sending })
	q.Close()
	if got, batches := count(t, db, "SELECT count(*) FROM events"), count(t, db, "SELECT count(*) FROM batches"); got != 450 || batches != 3 {
		t.Fatalf("the server has %d events in %d batches, want 450 in 3", got, batches)
	}
	if got := count(t, db, "SELECT count(DISTINCT session) FROM events"); got != 1 {
		t.Fatalf("the events name %d sessions, want the one they were recorded in", got)
	}

	q = analytics.Open(quick(analytics.Config{Provider: online, Box: box, Player: player, Consent: analytics.Granted}))
	sent := online.count()
	time.Sleep(50 * time.Millisecond) // five rounds of the queue: nothing to send
	q.Close()
	if online.count() != sent || count(t, db, "SELECT count(*) FROM events") != 450 {
		t.Fatal("a restart sent events again")
	}
}

// Where consent is required, events wait until it is given, and a
// refusal (or SETTINGS' switch) drops them and keeps nothing after.
func TestConsentDecidesWhatIsSent(t *testing.T) {
	addr, db := realServer(t)
	box := save.OpenBox(t.TempDir(), analytics.BoxName)
	p := &provider{Provider: &analytics.Server{Client: board.Client{Base: addr}}}
	q := analytics.Open(quick(analytics.Config{Provider: p, Box: box, Player: rules.NewPlayerID()}))
	defer q.Close()
	for i := range 250 { // more than a batch: one would go at once if allowed
		q.Record(win(1 + i%30))
	}
	eventually(t, "the events kept", func() bool { n, _ := waiting(t, box); return n == 250 })
	time.Sleep(50 * time.Millisecond)
	if p.count() != 0 {
		t.Fatalf("%d batches sent before consent", p.count())
	}
	q.SetConsent(analytics.Granted)
	eventually(t, "the events sent", func() bool { return count(t, db, "SELECT count(*) FROM events") == 250 })

	q.SetConsent(analytics.Refused)
	q.Record(win(2))
	q.Flush()
	if n, sending := waiting(t, box); n != 0 || sending {
		t.Fatalf("refused: %d events and a batch (%v) kept", n, sending)
	}
}

// A week offline keeps the newest Capacity events; the oldest go.
func TestAFullQueueDropsTheOldest(t *testing.T) {
	box := save.OpenBox(t.TempDir(), analytics.BoxName)
	var log []string
	var mu sync.Mutex
	q := analytics.Open(analytics.Config{Provider: &provider{Provider: &analytics.Server{Client: board.Client{Base: "http://127.0.0.1:1"}}},
		Box: box, Player: rules.NewPlayerID(), Consent: analytics.Waiting,
		Log: func(s string) { mu.Lock(); log = append(log, s); mu.Unlock() }})
	for i := range analytics.Capacity + 5 {
		q.Record(events.Event{Kind: "level_start", Level: 1 + i%rules.MaxLevel})
	}
	q.Close()
	data, _ := box.Read()
	var s struct{ Events []events.Event }
	json.Unmarshal(data, &s)
	if len(s.Events) != analytics.Capacity || s.Events[0].Level != 6 {
		t.Fatalf("kept %d events from level %d, want %d from the sixth recorded (level 6)", len(s.Events), s.Events[0].Level, analytics.Capacity)
	}
}

// A batch the server refuses for good (here a server whose rules are
// newer than the game's: the game's own check passed it) is dropped with
// a line in the log, and the next one goes.
func TestARefusedBatchIsDroppedAndTheNextGoes(t *testing.T) {
	addr, db := realServer(t)
	target, _ := url.Parse(addr)
	var refused atomic.Bool
	proxy := httputil.NewSingleHostReverseProxy(target)
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if refused.CompareAndSwap(false, true) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"error": "events[0].level: 3, want 1..2"}`)
			return
		}
		proxy.ServeHTTP(w, r)
	}))
	defer front.Close()
	var log logs.Lines
	q := analytics.Open(quick(analytics.Config{Provider: &analytics.Server{Client: board.Client{Base: front.URL}}, Player: rules.NewPlayerID(), Consent: analytics.Granted,
		Log: log.Add}))
	defer q.Close()
	q.Record(events.Event{Kind: "level_fail", Level: 3, Seconds: 4, Yarn: 1, Cause: "saw"})
	eventually(t, "the refusal", func() bool { return log.Has("refused") })
	if !log.Has("events[0].level") {
		t.Fatalf("the log says %q, want the refusal naming the field", log.All())
	}
	q.Record(win(3))
	eventually(t, "the next batch kept", func() bool { return count(t, db, "SELECT count(*) FROM events") == 1 })
}

// What the box holds that is not the queue's (a file cut short, another
// program's) is dropped with a line in the log; play starts a fresh
// queue, and the events the server would refuse are not sent.
func TestADamagedBoxStartsOver(t *testing.T) {
	dir := t.TempDir()
	box := save.OpenBox(dir, analytics.BoxName)
	if err := os.WriteFile(filepath.Join(dir, "events.json"), []byte(`{"install":"2026-12-0`), 0o644); err != nil {
		t.Fatal(err)
	}
	var log []string
	q := analytics.Open(analytics.Config{Provider: &provider{}, Box: box, Player: rules.NewPlayerID(), Log: func(s string) { log = append(log, s) }})
	q.Close()
	if len(log) != 1 || !strings.Contains(log[0], "events.json") {
		t.Fatalf("log %q, want one line naming the file", log)
	}
	if q.Session() != 1 {
		t.Fatalf("session %d, want 1", q.Session())
	}

	os.WriteFile(filepath.Join(dir, "events.json"), []byte(`{"install":"2026-12-01","session":7,"events":[{"kind":"level_start","at":1796083200000,"session":7,"level":4},{"kind":"level_start","at":1796083200000,"session":7,"level":-3}]}`), 0o644)
	log = nil
	q = analytics.Open(analytics.Config{Provider: &provider{}, Box: box, Player: rules.NewPlayerID(), Now: func() time.Time { return time.UnixMilli(1796083200000) }, Log: func(s string) { log = append(log, s) }})
	q.Close()
	if n, _ := waiting(t, box); n != 1 || q.Session() != 8 || len(log) != 1 {
		t.Fatalf("%d events kept in session %d, log %q; want the good one, session 8, a line for the bad one", n, q.Session(), log)
	}
}

// Record is on the tick: it allocates nothing.
func TestRecordAllocatesNothing(t *testing.T) {
	q := analytics.Open(analytics.Config{Provider: &provider{}, Player: rules.NewPlayerID()})
	defer q.Close()
	e := win(5)
	if n := testing.AllocsPerRun(1000, func() { q.Record(e) }); n != 0 {
		t.Fatalf("Record allocates %v times", n)
	}
}

// A native SDK registered after the start (Each: one event at a time, as
// JSON) gets what waited; one that cannot take an event gets the batch
// again later, from its start.
func TestANativeBackendGetsEachEventAsJSON(t *testing.T) {
	var mu sync.Mutex
	var got []string
	fail := 1
	each := analytics.Each(func(kind, event string) error {
		mu.Lock()
		defer mu.Unlock()
		if kind == "level_win" && fail > 0 {
			fail--
			return errors.New("the SDK is not ready")
		}
		got = append(got, event)
		return nil
	})
	q := analytics.Open(quick(analytics.Config{Provider: &provider{Provider: &analytics.Server{Client: board.Client{Base: "http://127.0.0.1:1"}}},
		Player: rules.NewPlayerID(), Consent: analytics.Granted, Now: func() time.Time { return time.UnixMilli(1796558400000) }}))
	defer q.Close()
	q.Record(events.Event{Kind: "level_start", Level: 3})
	q.Record(win(3))
	q.SetProvider(each)
	eventually(t, "both events handed over", func() bool { mu.Lock(); defer mu.Unlock(); return len(got) == 3 })
	want := []string{
		`{"kind":"level_start","at":1796558400000,"session":1,"level":3}`,
		`{"kind":"level_start","at":1796558400000,"session":1,"level":3}`,
		`{"kind":"level_win","at":1796558400000,"session":1,"level":3,"seconds":31.5,"yarn":12.25,"multiplier":2,"coins":140}`,
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("handed over %q, want %q", got, want)
		}
	}
}

// BenchmarkRecord is an event's cost on the tick: a lock, a copy into the
// ring, a wake of the queue's goroutine (kept in memory: no box).
func BenchmarkRecord(b *testing.B) {
	q := analytics.Open(analytics.Config{Provider: &provider{}, Player: rules.NewPlayerID(), Every: time.Hour})
	defer q.Close()
	e := win(5)
	b.ReportAllocs()
	for b.Loop() {
		q.Record(e)
	}
}

// An event the server would refuse (the device's clock set back past the
// install day) is dropped alone: the rest of its batch reaches the server.
func TestAnEventTheServerWouldRefuseGoesAlone(t *testing.T) {
	addr, db := realServer(t)
	var log logs.Lines
	q := analytics.Open(quick(analytics.Config{Provider: &analytics.Server{Client: board.Client{Base: addr}}, Player: rules.NewPlayerID(),
		Consent: analytics.Granted, Log: log.Add}))
	defer q.Close()
	q.Record(win(4))
	q.Record(events.Event{Kind: "level_start", Level: 5, At: time.Now().AddDate(0, 0, -3).UnixMilli()}) // before the install day
	q.Record(win(5))
	eventually(t, "the good events kept", func() bool { return count(t, db, "SELECT count(*) FROM events") == 2 })
	if !log.Has("1 events dropped: the server would refuse them") {
		t.Fatalf("the log says %q", log.All())
	}
}

// hung is a native SDK whose call never returns, whatever its context.
type hung struct{ entered chan struct{} }

func (h hung) Send(context.Context, events.Batch) error {
	close(h.entered)
	select {} // never
}

// A provider that never returns does not hold the game's exit, and the
// batch it was given is kept, to go again next time.
func TestAProviderThatNeverReturnsDoesNotHoldTheExit(t *testing.T) {
	box := save.OpenBox(t.TempDir(), analytics.BoxName)
	h := hung{make(chan struct{})}
	q := analytics.Open(quick(analytics.Config{Provider: h, Box: box, Player: rules.NewPlayerID(), Consent: analytics.Granted}))
	q.Record(win(2))
	<-h.entered
	closed := make(chan struct{})
	go func() { q.Close(); close(closed) }()
	select {
	case <-closed:
	case <-time.After(20 * time.Second):
		t.Fatal("Close waits for a provider that never returns")
	}
	if n, sending := waiting(t, box); n != 0 || !sending {
		t.Fatalf("kept %d events and a batch on its way: %v; want the batch kept", n, sending)
	}
}
