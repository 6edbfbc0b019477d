package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"ropeman/ads/ssv"
	"ropeman/game/rules"
	"ropeman/game/rules/names"
	"ropeman/game/server/store"
)

// engine is what differs between the two databases: the driver, how a
// query numbers its parameters, and how migrations keep other instances
// out while they run.
type engine struct {
	driver string
	// dollar: PostgreSQL numbers parameters $1, $2…; SQLite takes ?.
	dollar bool
	// lock, run first in a migration's transaction, makes other
	// instances wait for it (SQLite's write transactions already do).
	lock string
}

var (
	sqliteEngine   = engine{driver: "sqlite"}
	postgresEngine = engine{driver: "pgx", dollar: true, lock: "SELECT pg_advisory_xact_lock(7301)"}
)

// sqlStore is the Store on either engine.
type sqlStore struct {
	db *sql.DB
	engine
	// ping is a connection kept for Ping alone: when every other one is
	// busy with a flood of writes, readiness is still answered.
	pingMu sync.Mutex
	ping   *sql.Conn
}

// Open opens the store dsn names and brings its schema up to date: a
// postgres:// (or postgresql://) URL is PostgreSQL, anything else a
// SQLite database file, made if missing.
func Open(ctx context.Context, dsn string) (store.Store, error) {
	s := &sqlStore{}
	var err error
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		s.engine = postgresEngine
		s.db, err = sql.Open(s.driver, dsn)
	} else {
		s.engine = sqliteEngine
		s.db, err = sql.Open(s.driver, sqliteDSN(dsn))
		// One writer at a time in any case; a few readers beside it, and
		// Ping's own.
		s.db.SetMaxOpenConns(5)
	}
	if err != nil {
		return nil, err
	}
	err = s.migrate(ctx)
	if err == nil && SchemaVersion >= 4 {
		err = s.lookBack(ctx)
	}
	if err == nil && SchemaVersion >= 7 {
		err = s.rollUpKept(ctx)
	}
	if err == nil {
		err = s.Ping(ctx) // keeps its connection from the start
	}
	if err != nil {
		s.db.Close()
		return nil, fmt.Errorf("%s: %w", redact(dsn), err)
	}
	return s, nil
}

// sqliteDSN is the file at path as the driver opens it: written ahead
// (readers never wait for the writer), synced at every commit (an
// acknowledged run survives the machine going down, not only the
// process), write transactions taking the lock up front (no deadlock
// between two that read first), and a wait for a busy lock.
func sqliteDSN(path string) string {
	q := url.Values{}
	// The wait first: the pragmas run in order as each connection opens,
	// and switching a new file to WAL while another process's connection
	// does the same is busy for a moment.
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "foreign_keys(ON)")
	q.Set("_txlock", "immediate")
	// A URI: a # or ? in the path would end it early (SQLite decodes
	// the escapes).
	return "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + q.Encode()
}

// redact drops a password from a DSN for messages.
func redact(dsn string) string {
	u, err := url.Parse(dsn)
	if err != nil || u.User == nil {
		return dsn
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	return u.String()
}

// q writes query's ? parameters the engine's way.
func (e engine) q(query string) string {
	if !e.dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

func (s *sqlStore) Close() error {
	s.pingMu.Lock()
	if s.ping != nil {
		s.ping.Close()
	}
	s.pingMu.Unlock()
	return s.db.Close()
}

// Ping implements Store: a query, not only a connection, on the
// connection kept for it (made again if the database dropped it).
func (s *sqlStore) Ping(ctx context.Context) error {
	s.pingMu.Lock()
	defer s.pingMu.Unlock()
	if s.ping == nil {
		c, err := s.db.Conn(ctx)
		if err != nil {
			return err
		}
		s.ping = c
	}
	var one int
	err := s.ping.QueryRowContext(ctx, `SELECT 1`).Scan(&one)
	if err != nil {
		s.ping.Close()
		s.ping = nil
	}
	return err
}

// tx runs f in a transaction and commits it.
func (s *sqlStore) tx(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.begin(ctx)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// begin begins a transaction. SQLite's BEGIN IMMEDIATE can be busy at
// once, its busy timeout not asked, while another process's connection
// first opens a new file in WAL mode (seen here: 1 start in 100 of four
// servers at once): begun again, for as long as the busy timeout.
func (s *sqlStore) begin(ctx context.Context) (*sql.Tx, error) {
	for wait := time.Duration(0); ; wait += 20 * time.Millisecond {
		tx, err := s.db.BeginTx(ctx, nil)
		var code interface{ Code() int }
		if err == nil || !errors.As(err, &code) || code.Code()&0xff != 5 || wait > 10*time.Second { // 5: SQLITE_BUSY
			return tx, err
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func (s *sqlStore) PutRun(ctx context.Context, r store.Run) (store.Kept, error) {
	kept := store.Ranked
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var owner string
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT player FROM ranked WHERE id = ?`), r.ID).Scan(&owner); {
		case err == nil && owner == r.Player:
			kept = store.Repeated
			return nil
		case err == nil:
			return store.ErrTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT player FROM ranked WHERE day = ? AND ending = ? AND player <> ?`), r.Day, r.Ending, r.Player).Scan(&owner); {
		case err == nil:
			return store.ErrTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		look := names.Look(r.Name)
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT p.id FROM players p JOIN runs r ON r.player = p.id
			WHERE r.day = ? AND p.look = ? AND p.id <> ? LIMIT 1`), r.Day, look, r.Player).Scan(&owner); {
		case err == nil:
			return store.ErrNameTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO players (id, name, named, look) VALUES (?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET name = excluded.name, named = excluded.named, look = excluded.look`), r.Player, r.Name, r.Posted, look); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, s.q(`INSERT INTO runs (id, day, player, score, ticks, recording, posted) VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (day, player) DO UPDATE SET id = excluded.id, score = excluded.score, ticks = excluded.ticks,
				recording = excluded.recording, posted = excluded.posted
			WHERE excluded.score > runs.score OR (excluded.score = runs.score AND excluded.ticks < runs.ticks)`),
			r.ID, r.Day, r.Player, r.Score, r.Ticks, string(r.Recording), r.Posted)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			kept = store.Beaten
			return nil
		}
		_, err = tx.ExecContext(ctx, s.q(`INSERT INTO ranked (id, day, player, ending) VALUES (?, ?, ?, ?)`), r.ID, r.Day, r.Player, r.Ending)
		return err
	})
	return kept, err
}

// ranked orders a day's runs: the most coins, then the shortest run, then
// the first posted.
const ranked = `ORDER BY r.score DESC, r.ticks ASC, r.posted ASC, r.id ASC`

func (s *sqlStore) Top(ctx context.Context, day, limit int) ([]rules.Entry, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT r.id, p.name, r.score, r.ticks FROM runs r JOIN players p ON p.id = r.player
		WHERE r.day = ? `+ranked+` LIMIT ?`), day, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	entries := []rules.Entry{}
	for rows.Next() {
		e := rules.Entry{Rank: len(entries) + 1}
		if err := rows.Scan(&e.Ghost, &e.Name, &e.Score, &e.Ticks); err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	return entries, rows.Err()
}

func (s *sqlStore) Standing(ctx context.Context, day int, player string) (rules.Entry, bool, error) {
	var e rules.Entry
	var posted int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT r.id, p.name, r.score, r.ticks, r.posted FROM runs r JOIN players p ON p.id = r.player
		WHERE r.day = ? AND r.player = ?`), day, player).Scan(&e.Ghost, &e.Name, &e.Score, &e.Ticks, &posted)
	if errors.Is(err, sql.ErrNoRows) {
		return rules.Entry{}, false, nil
	}
	if err != nil {
		return rules.Entry{}, false, err
	}
	err = s.db.QueryRowContext(ctx, s.q(`SELECT count(*) + 1 FROM runs WHERE day = ? AND (score > ? OR score = ? AND
		(ticks < ? OR ticks = ? AND (posted < ? OR posted = ? AND id < ?)))`),
		day, e.Score, e.Score, e.Ticks, e.Ticks, posted, posted, e.Ghost).Scan(&e.Rank)
	return e, err == nil, err
}

func (s *sqlStore) Ghost(ctx context.Context, id string) ([]byte, bool, error) {
	var rec string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT recording FROM runs WHERE id = ?`), id).Scan(&rec)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	return []byte(rec), err == nil, err
}

func (s *sqlStore) Rename(ctx context.Context, player, name string) (bool, error) {
	renamed := false
	look := names.Look(name)
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var other string
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT p.id FROM players p JOIN runs r ON r.player = p.id
			WHERE p.look = ? AND p.id <> ? AND r.day IN (SELECT day FROM runs WHERE player = ?) LIMIT 1`), look, player, player).Scan(&other); {
		case err == nil:
			return store.ErrNameTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		res, err := tx.ExecContext(ctx, s.q(`UPDATE players SET name = ?, named = ?, look = ? WHERE id = ?`), name, time.Now().UnixMilli(), look, player)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		renamed = n > 0
		return err
	})
	return renamed, err
}

// lookBack gives the players named before the look was kept (schema 4)
// their look: the names' rules are Go's, not SQL's.
func (s *sqlStore) lookBack(ctx context.Context) error {
	rows, err := s.db.QueryContext(ctx, `SELECT id, name FROM players WHERE look = ''`)
	if err != nil {
		return err
	}
	var ids, looks []string
	for rows.Next() {
		var id, name string
		if err := rows.Scan(&id, &name); err != nil {
			rows.Close()
			return err
		}
		ids, looks = append(ids, id), append(looks, names.Look(name))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for i := range ids {
		if _, err := s.db.ExecContext(ctx, s.q(`UPDATE players SET look = ? WHERE id = ? AND look = ''`), looks[i], ids[i]); err != nil {
			return err
		}
	}
	return nil
}

// Record implements ssv.Store: once per network and transaction.
func (s *sqlStore) Record(g ssv.Grant) (bool, error) {
	// Either key taken (a retry of the transaction, or another grant of
	// the show: the unique index on a nonce) keeps what was there.
	res, err := s.db.Exec(s.q(`INSERT INTO grants (network, tx, user_id, nonce, item, amount, at) VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT DO NOTHING`), g.Network, g.TransactionID, g.UserID, g.Nonce, g.RewardItem, g.RewardAmount, g.At.UnixMilli())
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Lookup implements ssv.Store: the first grant recorded for nonce.
func (s *sqlStore) Lookup(nonce string) (ssv.Grant, bool, error) {
	if nonce == "" {
		return ssv.Grant{}, false, nil // a callback without custom data confirms no show
	}
	g := ssv.Grant{Nonce: nonce}
	var at int64
	err := s.db.QueryRow(s.q(`SELECT network, tx, user_id, item, amount, at FROM grants WHERE nonce = ? ORDER BY at, network, tx LIMIT 1`), nonce).
		Scan(&g.Network, &g.TransactionID, &g.UserID, &g.RewardItem, &g.RewardAmount, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return ssv.Grant{}, false, nil
	}
	g.At = time.UnixMilli(at)
	return g, err == nil, err
}

// DB is the database under a store Open made (nil for another store):
// what a test or an operator's check reads to see what the store keeps.
func DB(st store.Store) *sql.DB {
	if s, ok := st.(*sqlStore); ok {
		return s.db
	}
	return nil
}
