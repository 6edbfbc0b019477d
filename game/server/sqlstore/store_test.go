package sqlstore

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"ropeman/ads/ssv"
	"ropeman/game/rules/dayrun"
	"ropeman/game/server/servertest"
	"ropeman/game/server/store"
)

// The store's own checks: migrations, DSNs, grants kept across schemas,
// PostgreSQL's partitions (the server's tests run the rest through HTTP
// on both engines).

// The tests' day and engines (servertest).
const testDay = servertest.Day

var (
	engines     = servertest.Engines
	postgresDSN = servertest.PostgresDSN
	eventBatch  = servertest.Batch
	player      = servertest.Player
)

// open opens the store at dsn for t, closed when t ends.
func open(t *testing.T, dsn string) store.Store {
	t.Helper()
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestTheSchemaIsMigratedOnceAndInOrder opens a fresh database from
// several instances at once (one migrates, the others wait and find it
// done), opens it again, and refuses one a newer server migrated.
func TestTheSchemaIsMigratedOnceAndInOrder(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		var wg sync.WaitGroup
		errs := make(chan error, 4)
		for range 4 {
			wg.Go(func() {
				s, err := Open(context.Background(), dsn)
				if err == nil {
					s.Close()
				}
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatalf("opened at once: %v", err)
			}
		}
		st := open(t, dsn).(*sqlStore)
		var versions []int
		rows, err := st.db.Query(`SELECT version FROM schema_version ORDER BY version`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var v int
			rows.Scan(&v)
			versions = append(versions, v)
		}
		rows.Close()
		if len(versions) != SchemaVersion || versions[SchemaVersion-1] != SchemaVersion {
			t.Errorf("versions recorded: %v, want 1..%d once each", versions, SchemaVersion)
		}
		if _, err := st.db.Exec(st.q(`INSERT INTO schema_version (version) VALUES (?)`), SchemaVersion+1); err != nil {
			t.Fatal(err)
		}
		if s, err := Open(context.Background(), dsn); err == nil || !strings.Contains(err.Error(), "newer") {
			t.Errorf("a database a newer server migrated: %v, want refused as newer", err)
			if s != nil {
				s.Close()
			}
		}
	})
}

func TestPostgresDSNsHideTheirPassword(t *testing.T) {
	if got := redact("postgres://u:secret@db/x"); strings.Contains(got, "secret") {
		t.Errorf("redact: %s", got)
	}
	if got := (engine{dollar: true}).q("a = ? AND b = ?"); got != "a = $1 AND b = $2" {
		t.Errorf("q: %s", got)
	}
}

// TestDoubledGrantsAreSetAsideNotLost: a database of schema 2 holding two
// grants of one show (the double reward the unique index now stops) is
// migrated with the first kept and the second set aside in
// grants_doubled, nothing deleted outright.
func TestDoubledGrantsAreSetAsideNotLost(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		all, version := migrations, SchemaVersion
		migrations, SchemaVersion = all[:2], 2
		st := open(t, dsn)
		migrations, SchemaVersion = all, version
		for i, g := range []ssv.Grant{{Network: "max", TransactionID: "ev-1", Nonce: "show-1"}, {Network: "admob", TransactionID: "tx-1", Nonce: "show-1"},
			{Network: "admob", TransactionID: "tx-2", Nonce: "show-2"}} {
			g.At = time.UnixMilli(int64(1000 + i))
			if fresh, err := st.Record(g); !fresh || err != nil {
				t.Fatalf("grant %d on schema 2: %v %v", i, fresh, err)
			}
		}
		st.Close()
		st = open(t, dsn)
		db := st.(*sqlStore).db
		var kept, aside int
		db.QueryRow(`SELECT count(*) FROM grants`).Scan(&kept)
		db.QueryRow(`SELECT count(*) FROM grants_doubled WHERE tx = 'tx-1'`).Scan(&aside)
		if g, ok, _ := st.Lookup("show-1"); kept != 2 || aside != 1 || !ok || g.TransactionID != "ev-1" {
			t.Errorf("after the migration: %d grants kept, %d set aside, show-1's %+v; want 2, the second grant of show-1 aside, the first kept", kept, aside, g)
		}
	})
}

// On PostgreSQL the events are partitioned by the day received: the
// expiry makes a week of days ahead, a day's events land in its
// partition, and retention drops the partition whole; a day with no
// partition yet keeps its events in the default one, deleted row by row.
func TestPostgresDropsADaysPartition(t *testing.T) {
	st := open(t, postgresDSN(t))
	db := DB(st)
	partitions := func() (n int) {
		db.QueryRow(`SELECT COUNT(*) FROM pg_inherits WHERE inhparent = 'events'::regclass`).Scan(&n)
		return n
	}
	if _, err := st.Expire(context.Background(), testDay-400, testDay); err != nil {
		t.Fatal(err)
	}
	if got := partitions(); got != 1+partitionsAhead {
		t.Fatalf("%d partitions, want the default and %d days ahead", got, partitionsAhead)
	}
	for i, day := range []int{testDay, testDay + 2, testDay + 2, testDay + 3} {
		b := eventBatch(i, player(i), 10)
		b.Install = dayrun.Date(day)
		for k := range b.Events {
			b.Events[k].At = int64(day)*store.DayMs + int64(k)
		}
		if _, err := st.PutEvents(context.Background(), b, store.Digest(&b), int64(day)*store.DayMs+3600_000); err != nil {
			t.Fatal(err)
		}
	}
	var inDay, inDefault int
	db.QueryRow(fmt.Sprintf(`SELECT COUNT(*) FROM events_d%d`, testDay+2)).Scan(&inDay)
	db.QueryRow(`SELECT COUNT(*) FROM events_default`).Scan(&inDefault)
	if inDay != 20 || inDefault != 10 {
		t.Fatalf("%d events in day %d's partition, %d in the default; want 20 and 10 (today has none)", inDay, testDay+2, inDefault)
	}
	n, err := st.Expire(context.Background(), testDay+3, testDay+3)
	if err != nil || n != 30 {
		t.Errorf("expiring the days before %d: %d events, %v; want 30", testDay+3, n, err)
	}
	var left int
	db.QueryRow(`SELECT COUNT(*) FROM events`).Scan(&left)
	if got := partitions(); left != 10 || got != 1+partitionsAhead+1 {
		t.Errorf("after: %d events, %d partitions; want day %d's 10, the default and %d days (two gone, three new)", left, got, testDay+3, partitionsAhead+1)
	}
}
