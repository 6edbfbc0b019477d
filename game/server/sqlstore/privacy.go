package sqlstore

import (
	"context"
	"database/sql"
	"encoding/json"

	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
)

func (s *sqlStore) Export(ctx context.Context, player, user string) (store.PlayerData, error) {
	d := store.PlayerData{Player: player, Runs: []store.ExportedRun{}, Events: []store.ExportedEvent{}, Grants: []store.ExportedGrant{}}
	err := s.db.QueryRowContext(ctx, s.q(`SELECT name FROM players WHERE id = ?`), player).Scan(&d.Name)
	if err != nil && err != sql.ErrNoRows {
		return d, err
	}
	var install int
	switch err := s.db.QueryRowContext(ctx, s.q(`SELECT install FROM seen WHERE player = ?`), player).Scan(&install); {
	case err == nil:
		d.Install = dayrun.Date(install)
	case err != sql.ErrNoRows:
		return d, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, day, score, ticks, posted, recording FROM runs WHERE player = ? ORDER BY day`), player)
	if err != nil {
		return d, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var r store.ExportedRun
		var day int
		var rec string
		err := scan(&r.Ghost, &day, &r.Score, &r.Ticks, &r.Posted, &rec)
		r.Day, r.Recording = dayrun.Date(day), json.RawMessage(rec)
		d.Runs = append(d.Runs, r)
		return err
	})
	if err != nil {
		return d, err
	}
	rows, err = s.db.QueryContext(ctx, s.q(`SELECT e.batch, b.received, e.kind, e.at, e.session, e.level, e.cause, e.seconds, e.yarn, e.multiplier,
		e.coins, e.item, e.lesson, e.placement, e.consent, e.tuning, e.provider, e.source, e.micros, e.currency, e.precision
		FROM events e JOIN batches b ON b.id = e.batch WHERE e.player = ? ORDER BY b.received, e.batch, e.seq`), player)
	if err != nil {
		return d, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var x store.ExportedEvent
		e := &x.Event
		err := scan(&x.Batch, &x.Received, &e.Kind, &e.At, &e.Session, &e.Level, &e.Cause, &e.Seconds, &e.Yarn, &e.Multiplier,
			&e.Coins, &e.Item, &e.Lesson, &e.Placement, &e.Consent, &e.Tuning, &e.Provider, &e.Source, &e.Micros, &e.Currency, &e.Precision)
		d.Events = append(d.Events, x)
		return err
	})
	if err != nil || user == "" {
		return d, err
	}
	rows, err = s.db.QueryContext(ctx, s.q(`SELECT network, item, amount, at FROM grants WHERE user_id = ? ORDER BY at`), user)
	if err != nil {
		return d, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var g store.ExportedGrant
		err := scan(&g.Network, &g.Item, &g.Amount, &g.At)
		d.Grants = append(d.Grants, g)
		return err
	})
	return d, err
}

func (s *sqlStore) Forget(ctx context.Context, player, user string) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		switch _, last, err := s.seen(ctx, tx, player); {
		case err == nil: // no longer a player heard from
			if err := s.addTo(ctx, tx, last, store.MetricLast, -1); err != nil {
				return err
			}
		case err != sql.ErrNoRows:
			return err
		}
		for _, q := range []string{`DELETE FROM events WHERE player = ?`, `DELETE FROM batches WHERE player = ?`, `DELETE FROM marks WHERE player = ?`,
			`DELETE FROM seen WHERE player = ?`, `DELETE FROM runs WHERE player = ?`, `DELETE FROM ranked WHERE player = ?`, `DELETE FROM players WHERE id = ?`} {
			if _, err := tx.ExecContext(ctx, s.q(q), player); err != nil {
				return err
			}
		}
		if user == "" {
			return nil
		}
		if _, err := tx.ExecContext(ctx, s.q(`DELETE FROM grants WHERE user_id = ?`), user); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, s.q(`DELETE FROM grants_doubled WHERE user_id = ?`), user)
		return err
	})
}
