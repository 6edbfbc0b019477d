package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"
)

// On PostgreSQL the raw events are partitioned by the day the server
// received them (schema step 8): a partition a day, events_d<day>, made a
// week ahead by the daily expiry, and a default partition for a day with
// none yet. Retention drops a day's partition whole: no row by row
// delete, no bloat, however many events a day brings.

// partitionsAhead is how many days ahead the daily expiry makes the
// events' partitions.
const partitionsAhead = 7

// partitions makes the partitions of the days after today up to
// partitionsAhead, and drops those of the days before before, returning
// how many events went; nothing on SQLite. Made and dropped under the
// migrations' lock: several instances run the expiry.
func (s *sqlStore) partitions(ctx context.Context, before, today int) (int64, error) {
	if !s.dollar {
		return 0, nil
	}
	var dropped int64
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.lock); err != nil {
			return err
		}
		rows, err := tx.QueryContext(ctx, `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'events'::regclass`)
		if err != nil {
			return err
		}
		have := map[int]bool{}
		err = scanAll(rows, func(scan func(...any) error) error {
			var name string
			if err := scan(&name); err != nil {
				return err
			}
			if day, err := strconv.Atoi(strings.TrimPrefix(name, "events_d")); err == nil {
				have[day] = true
			}
			return nil
		})
		if err != nil {
			return err
		}
		for day := range have {
			if day >= before {
				continue
			}
			var n int64
			if err := tx.QueryRowContext(ctx, fmt.Sprintf(`SELECT COUNT(*) FROM events_d%d`, day)).Scan(&n); err != nil {
				return err
			}
			if _, err := tx.ExecContext(ctx, fmt.Sprintf(`DROP TABLE events_d%d`, day)); err != nil {
				return err
			}
			dropped += n
		}
		for day := today + 1; day <= today+partitionsAhead; day++ {
			if have[day] {
				continue
			}
			// A default partition holding rows of that day would refuse
			// the new one: it stays there until it expires.
			var held bool
			if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM events_default WHERE day = $1)`, day).Scan(&held); err != nil {
				return err
			}
			if held {
				continue
			}
			if _, err := tx.ExecContext(ctx, fmt.Sprintf(`CREATE TABLE events_d%d PARTITION OF events FOR VALUES FROM (%d) TO (%d)`, day, day, day+1)); err != nil {
				return err
			}
		}
		return nil
	})
	return dropped, err
}
