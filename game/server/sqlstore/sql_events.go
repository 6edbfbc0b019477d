package sqlstore

import (
	"context"
	"database/sql"
	"strings"

	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/server/store"
)

// eventColumns are the events table's columns, in the order PutEvents
// gives them.
const eventColumns = `(batch, seq, player, install, kind, at, session, level, cause, seconds, yarn, multiplier, coins, item, lesson, placement, consent, tuning, day,
	provider, source, micros, currency, precision)`

func (s *sqlStore) PutEvents(ctx context.Context, b events.Batch, sum string, received int64) (bool, error) {
	install, err := dayrun.Parse(b.Install)
	if err != nil {
		return false, err
	}
	fresh := true
	err = s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`INSERT INTO batches (id, player, install, version, received, events, digest) VALUES (?, ?, ?, ?, ?, ?, ?)
			ON CONFLICT (id) DO NOTHING`), b.ID, b.Player, install, b.Version, received, len(b.Events), sum)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 { // kept before: a retry, or another's id
			fresh = false
			var owner, was string
			if err := tx.QueryRowContext(ctx, s.q(`SELECT player, digest FROM batches WHERE id = ?`), b.ID).Scan(&owner, &was); err != nil {
				return err
			}
			switch {
			case owner != b.Player:
				return store.ErrTaken
			case was != "" && was != sum:
				return store.ErrChanged
			}
			return nil
		}
		if err := s.putEventRows(ctx, tx, b, install, int(received/store.DayMs)); err != nil {
			return err
		}
		return s.rollUp(ctx, tx, &b, int(received/store.DayMs))
	})
	return fresh, err
}

// putEventRows keeps b's events as sent, received on day, in one
// statement: a row of parameters an event.
func (s *sqlStore) putEventRows(ctx context.Context, tx *sql.Tx, b events.Batch, install, day int) error {
	var q strings.Builder
	args := make([]any, 0, 24*len(b.Events))
	q.WriteString(`INSERT INTO events ` + eventColumns + ` VALUES `)
	for i, e := range b.Events {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
		args = append(args, b.ID, i, b.Player, install, e.Kind, e.At, e.Session, e.Level, e.Cause, e.Seconds, e.Yarn, e.Multiplier, e.Coins,
			e.Item, e.Lesson, e.Placement, e.Consent, e.Tuning, day, e.Provider, e.Source, e.Micros, e.Currency, e.Precision)
	}
	_, err := tx.ExecContext(ctx, s.q(q.String()), args...)
	return err
}

// rollUp adds batch b, arriving on day received, to the rollups, in the
// batch's transaction: the player as first seen, his new marks, the sums.
func (s *sqlStore) rollUp(ctx context.Context, tx *sql.Tx, b *events.Batch, received int) error {
	res, err := tx.ExecContext(ctx, s.q(`INSERT INTO seen (player, install, last) VALUES (?, ?, ?) ON CONFLICT (player) DO NOTHING`), b.Player, received, received)
	if err != nil {
		return err
	}
	newPlayer, err := res.RowsAffected()
	if err != nil {
		return err
	}
	install, last, err := s.seen(ctx, tx, b.Player)
	if err != nil {
		return err
	}
	t := store.TallyOf(b, install, received)
	switch {
	case newPlayer == 1:
		t.Sums[store.Key{Day: install, Metric: store.MetricInstalls}] = store.Sum{N: 1}
		t.Sums[store.Key{Day: received, Metric: store.MetricLast}] = store.Sum{N: 1}
	case received > last: // he moves from the day last heard from to this one
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE seen SET last = ? WHERE player = ?`), received, b.Player); err != nil {
			return err
		}
		t.Sums[store.Key{Day: last, Metric: store.MetricLast}] = store.Sum{N: -1}
		t.Sums[store.Key{Day: received, Metric: store.MetricLast}] = store.Sum{N: 1}
	}
	fresh, err := s.keepMarks(ctx, tx, b.Player, t.Marks)
	if err != nil {
		return err
	}
	keys := t.SortedSums(fresh)
	if len(keys) == 0 {
		return nil
	}
	var q strings.Builder
	args := make([]any, 0, 7*len(keys))
	q.WriteString(`INSERT INTO rollups (day, metric, level, cohort, category, n, total) VALUES `)
	for i, k := range keys {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, ?, ?)")
		sum := t.Sums[k]
		args = append(args, k.Day, k.Metric, k.Level, k.Cohort, k.Category, sum.N, sum.Total)
	}
	q.WriteString(` ON CONFLICT (day, metric, level, cohort, category) DO UPDATE SET n = rollups.n + excluded.n, total = rollups.total + excluded.total`)
	_, err = tx.ExecContext(ctx, s.q(q.String()), args...)
	return err
}

// seen returns the day the server first and last heard from player,
// locking his row on PostgreSQL (two of his batches at once move him on
// once).
func (s *sqlStore) seen(ctx context.Context, tx *sql.Tx, player string) (install, last int, err error) {
	lock := ""
	if s.dollar {
		lock = " FOR UPDATE"
	}
	err = tx.QueryRowContext(ctx, s.q(`SELECT install, last FROM seen WHERE player = ?`+lock), player).Scan(&install, &last)
	return install, last, err
}

// addTo adds n to the count metric of day, in tx.
func (s *sqlStore) addTo(ctx context.Context, tx *sql.Tx, day int, metric string, n int64) error {
	_, err := tx.ExecContext(ctx, s.q(`INSERT INTO rollups (day, metric, level, cohort, category, n, total) VALUES (?, ?, 0, '', '', ?, 0)
		ON CONFLICT (day, metric, level, cohort, category) DO UPDATE SET n = rollups.n + excluded.n`), day, metric, n)
	return err
}

// keepMarks keeps player's marks and returns those he did not have.
func (s *sqlStore) keepMarks(ctx context.Context, tx *sql.Tx, player string, marks []store.Mark) ([]store.Mark, error) {
	if len(marks) == 0 {
		return nil, nil
	}
	var q strings.Builder
	args := make([]any, 0, 3*len(marks))
	q.WriteString(`INSERT INTO marks (player, mark, expires) VALUES `)
	for i, m := range marks {
		if i > 0 {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?)")
		args = append(args, player, m.Name, m.Expires)
	}
	q.WriteString(` ON CONFLICT (player, mark) DO NOTHING RETURNING mark`)
	rows, err := tx.QueryContext(ctx, s.q(q.String()), args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var fresh []store.Mark
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			return nil, err
		}
		for _, m := range marks {
			if m.Name == name {
				fresh = append(fresh, m)
			}
		}
	}
	return fresh, rows.Err()
}

// Dashboard reads the rollups from the day since on: two grouped queries
// whose rows are bounded by the categories (levels, cohorts, causes,
// placements) and the days, however many events there are.
func (s *sqlStore) Dashboard(ctx context.Context, since int) (store.Dashboard, error) {
	d := store.NewTallied()
	perDay := []string{store.MetricActive, store.MetricRan, store.MetricInstalls, store.MetricRetained, store.MetricRevenue, store.MetricEarned, store.MetricMembers}
	in := `metric IN ('` + strings.Join(perDay, "', '") + `')`
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT metric, level, cohort, category, SUM(n), SUM(total) FROM rollups
		WHERE day >= ? AND NOT `+in+` GROUP BY metric, level, cohort, category`), since)
	if err != nil {
		return store.Dashboard{}, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var k store.Key
		var sum store.Sum
		if err := scan(&k.Metric, &k.Level, &k.Cohort, &k.Category, &sum.N, &sum.Total); err != nil {
			return err
		}
		d.Add(k, sum)
		return nil
	})
	if err != nil {
		return store.Dashboard{}, err
	}
	rows, err = s.db.QueryContext(ctx, s.q(`SELECT day, metric, level, cohort, category, n, total FROM rollups
		WHERE day >= ? AND `+in), since)
	if err != nil {
		return store.Dashboard{}, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var k store.Key
		var sum store.Sum
		if err := scan(&k.Day, &k.Metric, &k.Level, &k.Cohort, &k.Category, &sum.N, &sum.Total); err != nil {
			return err
		}
		d.Add(k, sum)
		return nil
	})
	if err != nil {
		return store.Dashboard{}, err
	}
	return d.Dashboard(), nil
}

// scanAll calls row for each of rows, and closes them.
func scanAll(rows *sql.Rows, row func(scan func(...any) error) error) error {
	defer rows.Close()
	for rows.Next() {
		if err := row(rows.Scan); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Expire drops the events received before day before (the retention's
// end): on PostgreSQL the days' partitions whole (and it makes the next
// days' partitions), then, on either engine, the rest a thousand batches a
// transaction (the writers wait for one at most); and the marks of days no
// event can count on any more. The rollups stay.
func (s *sqlStore) Expire(ctx context.Context, before, today int) (int64, error) {
	dropped, err := s.partitions(ctx, before, today)
	if err != nil {
		return dropped, err
	}
	for {
		var n int64
		err := s.tx(ctx, func(tx *sql.Tx) error {
			const some = `SELECT id FROM batches WHERE received < ? ORDER BY received LIMIT 1000`
			res, err := tx.ExecContext(ctx, s.q(`DELETE FROM events WHERE batch IN (`+some+`)`), int64(before)*store.DayMs)
			if err != nil {
				return err
			}
			if n, err = res.RowsAffected(); err != nil {
				return err
			}
			res, err = tx.ExecContext(ctx, s.q(`DELETE FROM batches WHERE id IN (`+some+`)`), int64(before)*store.DayMs)
			if err != nil {
				return err
			}
			batches, err := res.RowsAffected()
			if batches == 0 {
				n = -1
			}
			return err
		})
		if err != nil {
			return dropped, err
		}
		if n < 0 {
			break
		}
		dropped += n
	}
	_, err = s.db.ExecContext(ctx, s.q(`DELETE FROM marks WHERE expires < ?`), today)
	return dropped, err
}

// rollUpKept adds the batches kept before the rollups were (schema 7) to
// them, in the order they came, each in a transaction of its own: a
// database of the build before opens with its dashboard whole.
func (s *sqlStore) rollUpKept(ctx context.Context) error {
	var rolled, kept bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM rollups), EXISTS (SELECT 1 FROM batches)`).Scan(&rolled, &kept); err != nil || rolled || !kept {
		return err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, player, received FROM batches ORDER BY received, id`)
	if err != nil {
		return err
	}
	var bs []events.Batch
	var at []int64
	err = scanAll(rows, func(scan func(...any) error) error {
		var b events.Batch
		var received int64
		err := scan(&b.ID, &b.Player, &received)
		bs, at = append(bs, b), append(at, received)
		return err
	})
	if err != nil {
		return err
	}
	for i := range bs {
		err := s.tx(ctx, func(tx *sql.Tx) error {
			rows, err := tx.QueryContext(ctx, s.q(`SELECT kind, at, level, cause, seconds, placement, tuning, provider, source, micros, currency FROM events WHERE batch = ? ORDER BY seq`), bs[i].ID)
			if err != nil {
				return err
			}
			err = scanAll(rows, func(scan func(...any) error) error {
				var e events.Event
				err := scan(&e.Kind, &e.At, &e.Level, &e.Cause, &e.Seconds, &e.Placement, &e.Tuning, &e.Provider, &e.Source, &e.Micros, &e.Currency)
				bs[i].Events = append(bs[i].Events, e)
				return err
			})
			if err != nil {
				return err
			}
			return s.rollUp(ctx, tx, &bs[i], int(at[i]/store.DayMs))
		})
		if err != nil {
			return err
		}
	}
	return nil
}
