package server

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"ropeman/game/rules"
	"ropeman/game/rules/events"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
)

// sendEvents posts b to srv.
func sendEvents(t testing.TB, srv string, b events.Batch) (int, map[string]any) {
	t.Helper()
	body, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	return send(t, srv+"/v1/events", body)
}

// keptEvents counts the events st keeps of batch id, and their kinds'
// fields as kept: level, cause, seconds, yarn, multiplier, coins,
// placement summed over them.
func keptEvents(t *testing.T, st store.Store, id string) (n int, sum string) {
	t.Helper()
	db := sqlstore.DB(st)
	var level, coins int
	var cause, placement string
	var seconds, yarn, mult float64
	err := db.QueryRow(`SELECT COUNT(*), COALESCE(SUM(level), 0), COALESCE(MAX(cause), ''), COALESCE(SUM(seconds), 0), COALESCE(SUM(yarn), 0),
		COALESCE(SUM(multiplier), 0), COALESCE(SUM(coins), 0), COALESCE(MAX(placement), '') FROM events WHERE batch = $1`, id).
		Scan(&n, &level, &cause, &seconds, &yarn, &mult, &coins, &placement)
	if err != nil {
		t.Fatal(err)
	}
	return n, fmt.Sprintf("level %d cause %s seconds %.1f yarn %.1f x%.0f coins %d placement %s", level, cause, seconds, yarn, mult, coins, placement)
}

// A device's batch is kept once, every field of every event as sent: the
// same batch again (a retry) is answered as kept before and adds
// nothing, even when the retries come at once (the first post timed out
// on the phone while the server was still keeping it); another player's
// batch with the same id is refused; a batch that is not the game's is
// refused naming the event and field, and counted in the metrics by the
// field alone.
func TestABatchOfEventsIsKeptOnce(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		srv, ops := testServers(t, st)
		b := eventBatch(1, player(1), 40)
		status, got := sendEvents(t, srv.URL, b)
		if status != http.StatusCreated || got["events"] != 40.0 || got["repeated"] != false {
			t.Fatalf("a new batch: %d %v, want 201 with its 40 events", status, got)
		}
		n, sum := keptEvents(t, st, b.ID)
		if want := "level 120 cause saw seconds 435.0 yarn 145.0 x30 coins 4200 placement x3"; n != 40 || sum != want {
			t.Errorf("kept %d events: %s; want 40: %s", n, sum, want)
		}
		status, got = sendEvents(t, srv.URL, b)
		if status != http.StatusOK || got["repeated"] != true {
			t.Errorf("the same batch again: %d %v, want 200, repeated", status, got)
		}
		if n, _ := keptEvents(t, st, b.ID); n != 40 {
			t.Errorf("after a retry %d events are kept, want 40", n)
		}
		// Eight retries of a new batch at once: one keeps it.
		again := eventBatch(2, player(1), 200)
		answers := make(chan int, 8)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				status, _ := sendEvents(t, srv.URL, again)
				answers <- status
			})
		}
		wg.Wait()
		close(answers)
		created := 0
		for status := range answers {
			switch status {
			case http.StatusCreated:
				created++
			case http.StatusOK:
			default:
				t.Errorf("a retry at once: %d, want 201 or 200", status)
			}
		}
		if n, _ := keptEvents(t, st, again.ID); created != 1 || n != 200 {
			t.Errorf("eight posts of one batch at once: %d kept it, %d events kept; want 1 and 200", created, n)
		}
		theirs := eventBatch(1, player(2), 3)
		if status, got := sendEvents(t, srv.URL, theirs); status != http.StatusConflict {
			t.Errorf("another player's batch id: %d %v, want 409", status, got)
		}
		bad := eventBatch(3, player(1), 8)
		bad.Events[5].Cause = "a saw"
		status, got = sendEvents(t, srv.URL, bad)
		if msg, _ := got["error"].(string); status != http.StatusBadRequest || !strings.HasPrefix(msg, "events[5].cause:") {
			t.Errorf("a cause with a space: %d %v, want 400 naming events[5].cause", status, got)
		}
		if n, _ := keptEvents(t, st, bad.ID); n != 0 {
			t.Errorf("a refused batch left %d events", n)
		}
		metrics := page(t, ops.URL+"/metrics")
		for _, want := range []string{
			`ropeman_event_batches_total{outcome="kept",reason=""} 2`,
			`ropeman_event_batches_total{outcome="repeated",reason=""} 8`,
			`ropeman_event_batches_total{outcome="malformed",reason="events.cause"} 1`,
			`ropeman_event_batches_total{outcome="taken",reason="id"} 1`,
		} {
			if !strings.Contains(metrics, want) {
				t.Errorf("/metrics lacks %s", want)
			}
		}
		if strings.Contains(metrics, `ropeman_posts_total{`) {
			t.Error("event batches were counted as runs posted")
		}
	})
}

// A batch the database cannot keep is answered 503 with a Retry-After:
// the game keeps it and sends it again.
func TestABatchTheDatabaseCannotKeepIsSentAgain(t *testing.T) {
	st := open(t, t.TempDir()+"/ropeman.db")
	srv := testServer(t, st)
	st.Close()
	body, _ := json.Marshal(eventBatch(1, player(1), 5))
	resp, err := http.Post(srv.URL+"/v1/events", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" {
		t.Errorf("a closed database: %d, Retry-After %q; want 503 with a Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
}

// page returns u's body.
func page(t *testing.T, u string) string {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

// benchBatches numbers the benchmark's batches.
var benchBatches atomic.Int64

// BenchmarkPostEvents posts batches of 50 events (as a device sends after
// a few levels) to a server on SQLite, through its handler: events/s is
// the throughput; go test -bench PostEvents -cpu 1 gives it per core.
// With ROPEMAN_POSTGRES set, on PostgreSQL too.
func BenchmarkPostEvents(b *testing.B) {
	dsns := [][2]string{{"sqlite", b.TempDir() + "/ropeman.db"}}
	if os.Getenv(PostgresEnv) != "" {
		dsns = append(dsns, [2]string{"postgres", postgresDSN(b)})
	}
	for _, d := range dsns {
		name, dsn := d[0], d[1]
		b.Run(name, func(b *testing.B) {
			st, err := sqlstore.Open(context.Background(), dsn)
			if err != nil {
				b.Fatal(err)
			}
			defer st.Close()
			h := New(Config{Store: st, Now: testNow})
			for b.Loop() {
				i := int(benchBatches.Add(1)) // a new batch each post, over every run
				body, _ := json.Marshal(eventBatch(i, player(i), 50))
				r := httptest.NewRequest("POST", "/v1/events", strings.NewReader(string(body)))
				r.Header.Set("Content-Type", "application/json")
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				if w.Code != http.StatusCreated {
					b.Fatalf("%d %s", w.Code, w.Body)
				}
			}
			b.ReportMetric(float64(50*b.N)/b.Elapsed().Seconds(), "events/s")
		})
	}
}

// The largest batch the game can send, 200 events each with every field
// its kind carries at its longest (32-letter causes and tuning ids, the longest numbers
// a check lets through), fits the body limit and is kept whole.
func TestTheLargestBatchFits(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		srv := testServer(t, st)
		b := eventBatch(9, player(9), events.MaxBatchEvents)
		for i := range b.Events {
			e := &b.Events[i]
			*e = events.Event{Kind: "level_fail", At: e.At, Session: events.MaxSession, Level: rules.MaxLevel, Cause: strings.Repeat("w", 32),
				Seconds: 604799.9999999999, Yarn: 9999.999999999998, Tuning: strings.Repeat("t", 32)}
		}
		body, _ := json.Marshal(b)
		if len(body) > MaxPost {
			t.Fatalf("the largest batch is %d bytes, over the %d the server takes", len(body), MaxPost)
		}
		status, got := sendEvents(t, srv.URL, b)
		if n, _ := keptEvents(t, st, b.ID); status != http.StatusCreated || n != events.MaxBatchEvents {
			t.Errorf("the largest batch (%d bytes): %d %v, %d events kept; want 201 and all %d", len(body), status, got, n, events.MaxBatchEvents)
		}
		t.Logf("the largest batch: %d bytes of %d", len(body), MaxPost)
	})
}
