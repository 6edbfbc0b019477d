package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
)

// migrations are the schema's versions, each the step from the one
// before: version i+1 is migrations[i]. A step ships once and never
// changes; a new schema is a new step at the end. Each step's statements
// run in one transaction with its version's row, so a crash leaves the
// schema at one version or the next. Both engines read the same SQL.
var migrations = [][]string{
	{ // 1: the leaderboard and the reward grants
		`CREATE TABLE players (
			id    TEXT PRIMARY KEY,
			name  TEXT NOT NULL,
			named BIGINT NOT NULL
		)`,
		`CREATE TABLE runs (
			id        TEXT PRIMARY KEY,
			day       INTEGER NOT NULL,
			player    TEXT NOT NULL REFERENCES players (id),
			score     BIGINT NOT NULL,
			ticks     INTEGER NOT NULL,
			recording TEXT NOT NULL,
			posted    BIGINT NOT NULL,
			UNIQUE (day, player)
		)`,
		`CREATE INDEX runs_rank ON runs (day, score DESC, ticks, posted, id)`,
		`CREATE TABLE grants (
			network TEXT NOT NULL,
			tx      TEXT NOT NULL,
			user_id TEXT NOT NULL,
			nonce   TEXT NOT NULL,
			item    TEXT NOT NULL,
			amount  BIGINT NOT NULL,
			at      BIGINT NOT NULL,
			PRIMARY KEY (network, tx)
		)`,
		`CREATE INDEX grants_nonce ON grants (nonce)`,
	},
	{ // 2: every run ever ranked, its player's for good (a ghost beaten by its owner stays his), by its id and by the state it ended in
		`CREATE TABLE ranked (
			id     TEXT PRIMARY KEY,
			day    INTEGER NOT NULL,
			player TEXT NOT NULL,
			ending TEXT NOT NULL
		)`,
		`CREATE INDEX ranked_ending ON ranked (day, ending)`,
		`INSERT INTO ranked (id, day, player, ending) SELECT id, day, player, id FROM runs`,
	},
	{ // 3: one grant per show: a second grant of a nonce (another transaction, another network) was a double reward; those kept before are set aside, not lost
		`CREATE TABLE grants_doubled AS SELECT * FROM grants WHERE 1 = 0`, // grants' columns, no row
		`INSERT INTO grants_doubled SELECT * FROM grants g WHERE g.nonce <> '' AND EXISTS (SELECT 1 FROM grants e WHERE e.nonce = g.nonce
			AND (e.at < g.at OR e.at = g.at AND (e.network < g.network OR e.network = g.network AND e.tx < g.tx)))`,
		`DELETE FROM grants WHERE nonce <> '' AND EXISTS (SELECT 1 FROM grants_doubled d WHERE d.network = grants.network AND d.tx = grants.tx)`,
		`CREATE UNIQUE INDEX grants_one_per_show ON grants (nonce) WHERE nonce <> ''`,
	},
	{ // 4: what each player's name looks like (names.Look), to keep one look a person on a board; filled in by Open
		`ALTER TABLE players ADD COLUMN look TEXT NOT NULL DEFAULT ''`,
		`CREATE INDEX players_look ON players (look)`,
	},
	{ // 5: the events the games send (POST /v1/events), each batch kept once
		`CREATE TABLE batches (
			id       TEXT PRIMARY KEY,
			player   TEXT NOT NULL,
			install  INTEGER NOT NULL,
			version  TEXT NOT NULL,
			received BIGINT NOT NULL,
			events   INTEGER NOT NULL
		)`,
		`CREATE TABLE events (
			batch      TEXT NOT NULL REFERENCES batches (id),
			seq        INTEGER NOT NULL,
			player     TEXT NOT NULL,
			install    INTEGER NOT NULL,
			kind       TEXT NOT NULL,
			at         BIGINT NOT NULL,
			session    INTEGER NOT NULL,
			level      INTEGER NOT NULL,
			cause      TEXT NOT NULL,
			seconds    DOUBLE PRECISION NOT NULL,
			yarn       DOUBLE PRECISION NOT NULL,
			multiplier DOUBLE PRECISION NOT NULL,
			coins      BIGINT NOT NULL,
			item       TEXT NOT NULL,
			lesson     TEXT NOT NULL,
			placement  TEXT NOT NULL,
			consent    TEXT NOT NULL,
			PRIMARY KEY (batch, seq)
		)`,
		`CREATE INDEX events_kind ON events (kind, level)`,
		`CREATE INDEX events_player ON events (player, at)`,
	},
	{ // 6: the remote tuning a run played ('': the shipped), for each cohort's funnel
		`ALTER TABLE events ADD COLUMN tuning TEXT NOT NULL DEFAULT ''`,
	},
	{ // 7: the dashboard's daily rollups, kept with each batch (rollups.go); a batch's digest (a retry with other contents is refused); each player as the server first saw him
		`ALTER TABLE batches ADD COLUMN digest TEXT NOT NULL DEFAULT ''`,
		`CREATE TABLE seen (
			player  TEXT PRIMARY KEY,
			install INTEGER NOT NULL,
			last    INTEGER NOT NULL
		)`,
		`CREATE INDEX seen_last ON seen (last)`,
		`CREATE TABLE marks (
			player  TEXT NOT NULL,
			mark    TEXT NOT NULL,
			expires INTEGER NOT NULL,
			PRIMARY KEY (player, mark)
		)`,
		`CREATE INDEX marks_expires ON marks (expires)`,
		`CREATE TABLE rollups (
			day      INTEGER NOT NULL,
			metric   TEXT NOT NULL,
			level    INTEGER NOT NULL,
			cohort   TEXT NOT NULL,
			category TEXT NOT NULL,
			n        BIGINT NOT NULL,
			total    DOUBLE PRECISION NOT NULL,
			PRIMARY KEY (day, metric, level, cohort, category)
		)`,
		`CREATE INDEX events_at ON events (at)`,
		`CREATE INDEX batches_player ON batches (player)`,
		`CREATE INDEX runs_player ON runs (player)`,
		`CREATE INDEX ranked_player ON ranked (player)`,
		`CREATE INDEX grants_user ON grants (user_id)`,
	},
	{ // 8: each event's day as the server received it, which retention drops by (on PostgreSQL the events are partitioned by it: postgresSteps)
		`ALTER TABLE events ADD COLUMN day INTEGER NOT NULL DEFAULT 0`,
		`UPDATE events SET day = (SELECT b.received / 86400000 FROM batches b WHERE b.id = events.batch)`,
	},
	{ // 9: what an ad's impression earned (ad_revenue)
		`ALTER TABLE events ADD COLUMN provider TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE events ADD COLUMN source TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE events ADD COLUMN micros BIGINT NOT NULL DEFAULT 0`,
		`ALTER TABLE events ADD COLUMN currency TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE events ADD COLUMN precision TEXT NOT NULL DEFAULT ''`,
	},
}

// sqliteSteps and postgresSteps are what a step runs on one engine only,
// after its shared statements, by version.
var (
	sqliteSteps = map[int][]string{
		8: {`CREATE INDEX events_day ON events (day)`},
	}
	postgresSteps = map[int][]string{
		// The events partitioned by the day received: retention drops a
		// day's partition (partitions.go) instead of deleting its rows one
		// by one. Rows of a day with no partition go to the default one.
		8: {
			`DROP INDEX events_kind`, `DROP INDEX events_player`, `DROP INDEX events_at`,
			`ALTER TABLE events RENAME TO events_kept`,
			`ALTER TABLE events_kept RENAME CONSTRAINT events_pkey TO events_kept_pkey`,
			`CREATE TABLE events (LIKE events_kept INCLUDING DEFAULTS) PARTITION BY RANGE (day)`,
			`ALTER TABLE events ADD PRIMARY KEY (day, batch, seq)`,
			`CREATE TABLE events_default PARTITION OF events DEFAULT`,
			`CREATE INDEX events_player ON events (player, at)`,
			`CREATE INDEX events_batch ON events (batch)`,
			`INSERT INTO events SELECT * FROM events_kept`,
			`DROP TABLE events_kept`,
		},
	}
)

// steps are the statements of step v (1-based) on the engine.
func (e engine) steps(v int) []string {
	more := sqliteSteps
	if e.dollar {
		more = postgresSteps
	}
	return append(slices.Clip(migrations[v-1]), more[v]...)
}

// SchemaVersion is the schema this build migrates to.
var SchemaVersion = len(migrations)

// migrate brings the schema up to SchemaVersion, one step at a time; a
// database from a newer build is refused.
func (s *sqlStore) migrate(ctx context.Context) error {
	for {
		done := false
		err := s.tx(ctx, func(tx *sql.Tx) error {
			if s.lock != "" {
				if _, err := tx.ExecContext(ctx, s.lock); err != nil {
					return err
				}
			}
			// Made under the lock: two PostgreSQL sessions making a table
			// at once collide even with IF NOT EXISTS.
			if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
				return err
			}
			var v int
			if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_version`).Scan(&v); err != nil {
				return err
			}
			switch {
			case v > SchemaVersion:
				return fmt.Errorf("schema version %d is newer than this server's %d", v, SchemaVersion)
			case v == SchemaVersion:
				done = true
				return nil
			}
			for _, stmt := range s.steps(v + 1) {
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return fmt.Errorf("migration %d: %w", v+1, err)
				}
			}
			_, err := tx.ExecContext(ctx, s.q(`INSERT INTO schema_version (version) VALUES (?)`), v+1)
			return err
		})
		if err != nil || done {
			return err
		}
	}
}
