package server

import (
	"context"
	"database/sql"
	"encoding/json"
	"net/http"

	"ropeman/game/rules"
)

// A player's right to his data: POST /v1/privacy/export answers what the
// server holds of him, POST /v1/privacy/delete deletes it. He is known by
// his board id, which only his device holds (the boards show names and
// ghost ids, never a player id), and, for the rewards the ad networks
// confirmed, by the ads' user id his device gives them.

// PlayerData is what the server holds of a player, as export answers it.
type PlayerData struct {
	Player  string          `json:"player"`
	Name    string          `json:"name,omitempty"`    // on the boards
	Install string          `json:"install,omitempty"` // the day the server first heard from him
	Runs    []ExportedRun   `json:"runs"`
	Events  []ExportedEvent `json:"events"`
	Grants  []ExportedGrant `json:"grants"`
}

// ExportedRun is one of his ranked runs, with its recording (his input).
type ExportedRun struct {
	Ghost     string          `json:"ghost"`
	Day       string          `json:"day"`
	Score     int             `json:"score"`
	Ticks     int             `json:"ticks"`
	Posted    int64           `json:"posted"` // Unix milliseconds
	Recording json.RawMessage `json:"recording"`
}

// ExportedEvent is one of his events as kept, with its batch.
type ExportedEvent struct {
	Batch    string `json:"batch"`
	Received int64  `json:"received"` // Unix milliseconds
	rules.Event
}

// ExportedGrant is a reward an ad network confirmed to his ads' user id.
type ExportedGrant struct {
	Network string `json:"network"`
	Item    string `json:"item"`
	Amount  int    `json:"amount"`
	At      int64  `json:"at"` // Unix milliseconds
}

// privacy answers an export (forget false) or a delete: 400 for a body
// without a player id, 429 past the limits, 503 when the database cannot.
func (s *Server) privacy(forget bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		now := s.cfg.Now()
		if !s.allowAddr(r, now) {
			fail(w, http.StatusTooManyRequests, "too many requests from this address; wait a little")
			return
		}
		var who rules.Who
		if status, err := decode(w, r, &who); err != nil {
			fail(w, status, err.Error())
			return
		}
		if !rules.ValidPlayer(who.Player) || len(who.User) > 64 {
			fail(w, http.StatusBadRequest, rules.ErrNoPlayer.Error())
			return
		}
		if !s.players.allow(who.Player, now) {
			fail(w, http.StatusTooManyRequests, "too many requests for this player; wait a little")
			return
		}
		if forget {
			if err := s.cfg.Store.Forget(r.Context(), who.Player, who.User); err != nil {
				s.log.Error("forget", "err", err)
				fail(w, http.StatusServiceUnavailable, "cannot delete now; ask again later")
				return
			}
			s.log.Info("forgot a player") // not which: the log keeps no id of his
			answer(w, http.StatusOK, map[string]bool{"deleted": true})
			return
		}
		d, err := s.cfg.Store.Export(r.Context(), who.Player, who.User)
		if err != nil {
			s.log.Error("export", "err", err)
			fail(w, http.StatusServiceUnavailable, "cannot export now; ask again later")
			return
		}
		answer(w, http.StatusOK, d)
	}
}

func (s *sqlStore) Export(ctx context.Context, player, user string) (PlayerData, error) {
	d := PlayerData{Player: player, Runs: []ExportedRun{}, Events: []ExportedEvent{}, Grants: []ExportedGrant{}}
	err := s.db.QueryRowContext(ctx, s.q(`SELECT name FROM players WHERE id = ?`), player).Scan(&d.Name)
	if err != nil && err != sql.ErrNoRows {
		return d, err
	}
	var install int
	switch err := s.db.QueryRowContext(ctx, s.q(`SELECT install FROM seen WHERE player = ?`), player).Scan(&install); {
	case err == nil:
		d.Install = rules.Date(install)
	case err != sql.ErrNoRows:
		return d, err
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, day, score, ticks, posted, recording FROM runs WHERE player = ? ORDER BY day`), player)
	if err != nil {
		return d, err
	}
	err = scanAll(rows, func(scan func(...any) error) error {
		var r ExportedRun
		var day int
		var rec string
		err := scan(&r.Ghost, &day, &r.Score, &r.Ticks, &r.Posted, &rec)
		r.Day, r.Recording = rules.Date(day), json.RawMessage(rec)
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
		var x ExportedEvent
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
		var g ExportedGrant
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
			if err := s.addTo(ctx, tx, last, mLast, -1); err != nil {
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
