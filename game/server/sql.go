package server

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite"

	"ropeman/ads/ssv"
	"ropeman/game/rules"
	"ropeman/game/rules/names"
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
}

// Open opens the store dsn names and brings its schema up to date: a
// postgres:// (or postgresql://) URL is PostgreSQL, anything else a
// SQLite database file, made if missing.
func Open(ctx context.Context, dsn string) (Store, error) {
	s := &sqlStore{}
	var err error
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		s.engine = postgresEngine
		s.db, err = sql.Open(s.driver, dsn)
	} else {
		s.engine = sqliteEngine
		s.db, err = sql.Open(s.driver, sqliteDSN(dsn))
		// One writer at a time in any case; a few readers beside it.
		s.db.SetMaxOpenConns(4)
	}
	if err != nil {
		return nil, err
	}
	err = s.migrate(ctx)
	if err == nil && SchemaVersion >= 4 {
		err = s.lookBack(ctx)
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
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "busy_timeout(10000)")
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

func (s *sqlStore) Close() error { return s.db.Close() }

// Ping implements Store: a query, not only a connection.
func (s *sqlStore) Ping(ctx context.Context) error {
	var one int
	return s.db.QueryRowContext(ctx, `SELECT 1`).Scan(&one)
}

// tx runs f in a transaction and commits it.
func (s *sqlStore) tx(ctx context.Context, f func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

func (s *sqlStore) PutRun(ctx context.Context, r Run) (Kept, error) {
	kept := Ranked
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var owner string
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT player FROM ranked WHERE id = ?`), r.ID).Scan(&owner); {
		case err == nil && owner == r.Player:
			kept = Repeated
			return nil
		case err == nil:
			return ErrTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT player FROM ranked WHERE day = ? AND ending = ? AND player <> ?`), r.Day, r.Ending, r.Player).Scan(&owner); {
		case err == nil:
			return ErrTaken
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		look := names.Look(r.Name)
		switch err := tx.QueryRowContext(ctx, s.q(`SELECT p.id FROM players p JOIN runs r ON r.player = p.id
			WHERE r.day = ? AND p.look = ? AND p.id <> ? LIMIT 1`), r.Day, look, r.Player).Scan(&owner); {
		case err == nil:
			return ErrNameTaken
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
			kept = Beaten
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
			return ErrNameTaken
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

// eventColumns are the events table's columns, in the order putEvents
// gives them.
const eventColumns = `(batch, seq, player, install, kind, at, session, level, cause, seconds, yarn, multiplier, coins, item, lesson, placement, consent, tuning)`

func (s *sqlStore) PutEvents(ctx context.Context, b rules.Batch, received int64) (bool, error) {
	install, err := rules.Day(b.Install)
	if err != nil {
		return false, err
	}
	fresh := true
	err = s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`INSERT INTO batches (id, player, install, version, received, events) VALUES (?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO NOTHING`), b.ID, b.Player, install, b.Version, received, len(b.Events))
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 { // kept before: a retry, or another's id
			fresh = false
			var owner string
			if err := tx.QueryRowContext(ctx, s.q(`SELECT player FROM batches WHERE id = ?`), b.ID).Scan(&owner); err != nil {
				return err
			}
			if owner != b.Player {
				return ErrTaken
			}
			return nil
		}
		// One statement for the whole batch: a row of parameters an event.
		var q strings.Builder
		args := make([]any, 0, 18*len(b.Events))
		q.WriteString(`INSERT INTO events ` + eventColumns + ` VALUES `)
		for i, e := range b.Events {
			if i > 0 {
				q.WriteString(", ")
			}
			q.WriteString("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
			args = append(args, b.ID, i, b.Player, install, e.Kind, e.At, e.Session, e.Level, e.Cause, e.Seconds, e.Yarn, e.Multiplier, e.Coins,
				e.Item, e.Lesson, e.Placement, e.Consent, e.Tuning)
		}
		_, err = tx.ExecContext(ctx, s.q(q.String()), args...)
		return err
	})
	return fresh, err
}

// dayMs is a day in milliseconds (86400000 in the queries): an event's
// at over it is its UTC day.
const dayMs = 86400_000

func (s *sqlStore) Dashboard(ctx context.Context, since int) (Dashboard, error) {
	var d Dashboard
	from := int64(since) * dayMs
	levels := map[int]*LevelRow{}
	level := func(n int) *LevelRow {
		if levels[n] == nil {
			levels[n] = &LevelRow{Level: n, Causes: map[string]int{}}
		}
		return levels[n]
	}
	installs := map[int]*InstallRow{}
	install := func(day int) *InstallRow {
		if installs[day] == nil {
			installs[day] = &InstallRow{Day: day}
		}
		return installs[day]
	}
	ads := map[string]*AdRow{}
	cohorts := map[string]*Cohort{}
	queries := []struct {
		sql  string
		args []any
		row  func(scan func(...any) error) error
	}{
		{`SELECT COUNT(DISTINCT player) FROM events WHERE at >= ?`, []any{from},
			func(scan func(...any) error) error { return scan(&d.Players) }},
		{`SELECT level, kind, COUNT(DISTINCT player), COUNT(*) FROM events WHERE at >= ? AND kind IN ('level_start', 'level_win', 'level_fail') GROUP BY level, kind`, []any{from},
			func(scan func(...any) error) error {
				var n, players, runs int
				var kind string
				if err := scan(&n, &kind, &players, &runs); err != nil {
					return err
				}
				switch l := level(n); kind {
				case "level_start":
					l.Started, l.Runs = players, runs
				case "level_win":
					l.Won = players
				default:
					l.Failed = runs
				}
				return nil
			}},
		{`SELECT level, cause, COUNT(*) FROM events WHERE at >= ? AND kind = 'level_fail' GROUP BY level, cause`, []any{from},
			func(scan func(...any) error) error {
				var n, runs int
				var cause string
				err := scan(&n, &cause, &runs)
				level(n).Causes[cause] = runs
				return err
			}},
		{`SELECT install, COUNT(DISTINCT player) FROM events WHERE install >= ? GROUP BY install`, []any{since},
			func(scan func(...any) error) error {
				var day, n int
				err := scan(&day, &n)
				install(day).Players = n
				return err
			}},
		{`SELECT install, at / 86400000 - install, COUNT(DISTINCT player) FROM events WHERE install >= ? AND kind = 'session_start' AND at / 86400000 - install IN (1, 7) GROUP BY 1, 2`, []any{since},
			func(scan func(...any) error) error {
				var day, after, n int
				err := scan(&day, &after, &n)
				if after == 1 {
					install(day).D1 = n
				} else {
					install(day).D7 = n
				}
				return err
			}},
		{`SELECT at / 86400000, COUNT(DISTINCT player), SUM(seconds) FROM events WHERE at >= ? AND kind IN ('level_win', 'level_fail') GROUP BY 1 ORDER BY 1`, []any{from},
			func(scan func(...any) error) error {
				var r DayRow
				err := scan(&r.Day, &r.Players, &r.Seconds)
				d.Days = append(d.Days, r)
				return err
			}},
		{`SELECT tuning, level, kind, COUNT(DISTINCT player) FROM events WHERE at >= ? AND kind IN ('level_start', 'level_win') GROUP BY tuning, level, kind`, []any{from},
			func(scan func(...any) error) error {
				var tuning, kind string
				var n, players int
				if err := scan(&tuning, &n, &kind, &players); err != nil {
					return err
				}
				if cohorts[tuning] == nil {
					cohorts[tuning] = &Cohort{Tuning: tuning, Levels: map[int][2]int{}}
				}
				sw := cohorts[tuning].Levels[n]
				sw[btoi(kind == "level_win")] = players
				cohorts[tuning].Levels[n] = sw
				return nil
			}},
		{`SELECT placement, kind, COUNT(*) FROM events WHERE at >= ? AND kind IN ('ad_offered', 'ad_shown', 'ad_rewarded') GROUP BY placement, kind`, []any{from},
			func(scan func(...any) error) error {
				var p, kind string
				var n int
				if err := scan(&p, &kind, &n); err != nil {
					return err
				}
				if ads[p] == nil {
					ads[p] = &AdRow{Placement: p}
				}
				*map[string]*int{"ad_offered": &ads[p].Offered, "ad_shown": &ads[p].Shown, "ad_rewarded": &ads[p].Rewarded}[kind] = n
				return nil
			}},
	}
	for _, q := range queries {
		rows, err := s.db.QueryContext(ctx, s.q(q.sql), q.args...)
		if err != nil {
			return d, err
		}
		for rows.Next() {
			if err := q.row(rows.Scan); err != nil {
				rows.Close()
				return d, err
			}
		}
		if err := rows.Close(); err != nil {
			return d, err
		}
		if err := rows.Err(); err != nil {
			return d, err
		}
	}
	for _, n := range slices.Sorted(maps.Keys(levels)) {
		d.Levels = append(d.Levels, *levels[n])
	}
	for _, day := range slices.Sorted(maps.Keys(installs)) {
		d.Installs = append(d.Installs, *installs[day])
	}
	for _, p := range slices.Sorted(maps.Keys(ads)) {
		d.Ads = append(d.Ads, *ads[p])
	}
	for _, t := range slices.Sorted(maps.Keys(cohorts)) {
		d.Cohorts = append(d.Cohorts, *cohorts[t])
	}
	return d, nil
}
