package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"ropeman/game/needs"
	"ropeman/game/rules"
)

// PostgresEnv names the variable that gives the tests a PostgreSQL
// server to make their schemas in (./build.sh test starts one on a local
// socket and sets it): a postgres:// URL.
const PostgresEnv = "ROPEMAN_POSTGRES"

// testDay is the day the tests' server lives in: 2026-12-06, whose level
// of the day (51) is among the shortest.
const testDay = 20793

// testNow is noon of testDay.
func testNow() time.Time { return time.Unix(testDay*86400+12*3600, 0) }

// engines runs f once on a SQLite file and once on PostgreSQL, each with
// a fresh database: the same suite on both.
func engines(t *testing.T, f func(t *testing.T, dsn string)) {
	t.Run("sqlite", func(t *testing.T) { f(t, filepath.Join(t.TempDir(), "ropeman.db")) })
	t.Run("postgres", func(t *testing.T) { f(t, postgresDSN(t)) })
}

// postgresDSN makes a schema of its own for t on the PostgreSQL server
// PostgresEnv names, and returns a DSN whose connections use it.
func postgresDSN(t testing.TB) string {
	t.Helper()
	base := os.Getenv(PostgresEnv)
	if base == "" {
		needs.Skip(t, PostgresEnv+" is not set: no PostgreSQL server to test on (./build.sh test starts one)")
	}
	db, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var b [6]byte
	rand.Read(b[:])
	schema := "t_" + hex.EncodeToString(b[:])
	if _, err := db.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("%s: %v", PostgresEnv, err)
	}
	t.Cleanup(func() {
		if db, err := sql.Open("pgx", base); err == nil {
			db.Exec("DROP SCHEMA " + schema + " CASCADE")
			db.Close()
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// open opens the store at dsn for t, closed when t ends.
func open(t *testing.T, dsn string) Store {
	t.Helper()
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// testServer serves a Server on st living at testNow.
func testServer(t *testing.T, st Store) *httptest.Server {
	srv, _ := testServers(t, st)
	return srv
}

// testServers serves a Server on st living at testNow, the players'
// handler and the operator's.
func testServers(t *testing.T, st Store) (players, ops *httptest.Server) {
	h := New(Config{Store: st, Now: testNow, Log: slog.New(slog.NewTextHandler(testLog{t}, nil)), MAXEventKey: "event-key", LevelPlayKey: "lp-key", LevelPlayItem: "coins"})
	players, ops = httptest.NewServer(h), httptest.NewServer(h.Ops())
	t.Cleanup(players.Close)
	t.Cleanup(ops.Close)
	return players, ops
}

// dayRuns are real recordings of a day's level (rules.DayRuns), made once
// for all the tests of a day.
var dayRuns = struct {
	sync.Mutex
	recs   map[int][][]byte
	scores map[int][]rules.DayScore
}{recs: map[int][][]byte{}, scores: map[int][]rules.DayScore{}}

// wins returns n different won runs of day.
func wins(t testing.TB, day, n int) ([][]byte, []rules.DayScore) {
	t.Helper()
	dayRuns.Lock()
	defer dayRuns.Unlock()
	if len(dayRuns.recs[day]) < n {
		recs, scores, err := rules.DayRuns(day, n)
		if err != nil {
			t.Fatal(err)
		}
		dayRuns.recs[day], dayRuns.scores[day] = recs, scores
	}
	return dayRuns.recs[day][:n], dayRuns.scores[day][:n]
}

// player returns a player id for i, as the game makes them.
func player(i int) string { return fmt.Sprintf("%032x", 0xabc000+i) }

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
