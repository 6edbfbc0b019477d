// Package servertest is what the server's tests share: the real
// ropeman-server built from source and started on a free port of this
// machine (its tests, the game's screens test), the day the tests live
// in, and a fresh database on each engine.
package servertest

import (
	"bufio"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ropeman/game/needs"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
)

// Build builds ropeman-server into one of t's temporary directories.
func Build(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "ropeman-server")
	if out, err := exec.Command("go", "build", "-o", bin, "ropeman/game/server/cmd/ropeman-server").CombinedOutput(); err != nil {
		t.Fatalf("go build ropeman-server: %v\n%s", err, out)
	}
	return bin
}

// Server is a running ropeman-server.
type Server struct {
	URL string    // the players' address: http://127.0.0.1:PORT
	Ops string    // the operator's (/metrics, /readyz): http://127.0.0.1:PORT
	Cmd *exec.Cmd // its process
}

// Start starts the server at bin on the database dsn, with args, on free
// ports of this machine, and returns it once it listens; it is killed
// when t ends.
func Start(t testing.TB, bin, dsn string, args ...string) Server {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-ops-addr", "127.0.0.1:0", "-db", dsn, "-admob-keys", ""}, args...)...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=2")
	errs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	srv := Server{Cmd: cmd}
	lines := bufio.NewScanner(errs)
	for lines.Scan() {
		for _, f := range strings.Fields(lines.Text()) {
			addr, ok := strings.CutPrefix(f, "addr=")
			switch {
			case !ok:
			case strings.Contains(lines.Text(), `msg="ops listening"`):
				srv.Ops = "http://" + addr
			case strings.Contains(lines.Text(), "msg=listening"):
				srv.URL = "http://" + addr
				go io.Copy(io.Discard, errs) // the rest of its log: never let the pipe fill
				return srv
			}
		}
	}
	t.Fatal("the server did not start")
	return srv
}

// PostgresEnv names the variable that gives the tests a PostgreSQL
// server to make their schemas in (./build.sh test starts one on a local
// socket and sets it): a postgres:// URL.
const PostgresEnv = "ROPEMAN_POSTGRES"

// Day is the day the tests' server lives in: 2026-12-06, whose level
// of the day (51) is among the shortest.
const Day = 20793

// Now is noon of Day.
func Now() time.Time { return time.Unix(Day*86400+12*3600, 0) }

// Engines runs f once on a SQLite file and once on PostgreSQL, each with
// a fresh database: the same suite on both.
func Engines(t *testing.T, f func(t *testing.T, dsn string)) {
	t.Run("sqlite", func(t *testing.T) { f(t, filepath.Join(t.TempDir(), "ropeman.db")) })
	t.Run("postgres", func(t *testing.T) { f(t, PostgresDSN(t)) })
}

// PostgresDSN makes a schema of its own for t on the PostgreSQL server
// PostgresEnv names, and returns a DSN whose connections use it.
func PostgresDSN(t testing.TB) string {
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

// Batch is batch i of player p: n events of a session on Day,
// the kinds the game sends in a level's play, each a field of its own.
func Batch(i int, p string, n int) events.Batch {
	b := events.Batch{ID: fmt.Sprintf("%032x", 0xba7c4000+i), Player: p, Install: dayrun.Date(Day - 1), Version: rules.Version}
	at := Now().Add(-time.Hour).UnixMilli()
	for k := range n {
		e := events.Event{At: at + int64(k), Session: 3, Level: 4}
		switch k % 4 {
		case 0:
			e.Kind = "level_start"
		case 1:
			e.Kind, e.Cause, e.Seconds, e.Yarn = "level_fail", "saw", 12.5, 0.3
		case 2:
			e.Kind, e.Seconds, e.Yarn, e.Multiplier, e.Coins = "level_win", 31, 14.2, 3, 420
		case 3:
			e = events.Event{Kind: "ad_rewarded", At: e.At, Session: 3, Placement: "x3"}
		}
		b.Events = append(b.Events, e)
	}
	return b
}

// Player returns a player id for i, as the game makes them.
func Player(i int) string { return fmt.Sprintf("%032x", 0xabc000+i) }
