package server

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/server/memstore"
	"ropeman/game/server/servertest"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
)

// The tests' day and engines (servertest).
const (
	PostgresEnv = servertest.PostgresEnv
	testDay     = servertest.Day
)

var (
	testNow     = servertest.Now
	engines     = servertest.Engines
	postgresDSN = servertest.PostgresDSN
	eventBatch  = servertest.Batch
	player      = servertest.Player
)

// stores runs f on each store: in memory, then on each database engine
// (the suite the three keep alike).
func stores(t *testing.T, f func(t *testing.T, st store.Store)) {
	t.Run("memory", func(t *testing.T) { f(t, memstore.New()) })
	engines(t, func(t *testing.T, dsn string) { f(t, open(t, dsn)) })
}

// open opens the store at dsn for t, closed when t ends.
func open(t *testing.T, dsn string) store.Store {
	t.Helper()
	s, err := sqlstore.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// testServer serves a Server on st living at testNow.
func testServer(t *testing.T, st store.Store) *httptest.Server {
	srv, _ := testServers(t, st)
	return srv
}

// testServers serves a Server on st living at testNow, the players'
// handler and the operator's.
func testServers(t *testing.T, st store.Store) (players, ops *httptest.Server) {
	h := New(Config{Store: st, Now: testNow, Log: slog.New(slog.NewTextHandler(testLog{t}, nil)), MAXEventKey: "event-key", LevelPlayKey: "lp-key", LevelPlayItem: "coins"})
	players, ops = httptest.NewServer(h), httptest.NewServer(h.Ops())
	t.Cleanup(players.Close)
	t.Cleanup(ops.Close)
	return players, ops
}

// dayRuns are real recordings of a day's level (dayrun.Runs), made once
// for all the tests of a day.
var dayRuns = struct {
	sync.Mutex
	recs   map[int][][]byte
	scores map[int][]dayrun.Score
}{recs: map[int][][]byte{}, scores: map[int][]dayrun.Score{}}

// wins returns n different won runs of day.
func wins(t testing.TB, day, n int) ([][]byte, []dayrun.Score) {
	t.Helper()
	dayRuns.Lock()
	defer dayRuns.Unlock()
	if len(dayRuns.recs[day]) < n {
		recs, scores, err := dayrun.Runs(day, n)
		if err != nil {
			t.Fatal(err)
		}
		dayRuns.recs[day], dayRuns.scores[day] = recs, scores
	}
	return dayRuns.recs[day][:n], dayRuns.scores[day][:n]
}

// post posts a run as p named name on day, and returns the status and
// the decoded answer.
func post(t testing.TB, srv string, p, name, day string, run []byte) (int, map[string]any) {
	t.Helper()
	body, _ := json.Marshal(rules.Post{Player: p, Name: name, Day: day, Run: run})
	return send(t, srv+"/v1/runs", body)
}

// editRun returns recording run with f's edits to its fields (numbers
// kept exact: a seed is a uint64).
func editRun(run []byte, f func(l map[string]any)) []byte {
	var l map[string]any
	d := json.NewDecoder(bytes.NewReader(run))
	d.UseNumber()
	d.Decode(&l)
	f(l)
	b, _ := json.Marshal(l)
	return b
}

// rename asks srv to rename player p name, and returns the status.
func rename(t testing.TB, srv, p, name string) int {
	t.Helper()
	b, _ := json.Marshal(rules.Rename{Player: p, Name: name})
	status, _ := send(t, srv+"/v1/name", b)
	return status
}

// testLog writes the server's log to t's.
type testLog struct{ t testing.TB }

func (l testLog) Write(p []byte) (int, error) {
	l.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// send POSTs body to u.
func send(t testing.TB, u string, body []byte) (int, map[string]any) {
	t.Helper()
	resp, err := http.Post(u, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var got map[string]any
	json.NewDecoder(resp.Body).Decode(&got)
	return resp.StatusCode, got
}

// readBoard reads day's leaderboard.
func readBoard(t testing.TB, srv, query string) (int, rules.Board) {
	t.Helper()
	resp, err := http.Get(srv + "/v1/leaderboard?" + query)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b rules.Board
	json.NewDecoder(resp.Body).Decode(&b)
	return resp.StatusCode, b
}
