package server

import (
	"errors"
	"net/http"
	"time"

	"ropeman/game/rules"
)

// The events' posting limit per player: a device sends a batch when a
// session ends and every few minutes of play, and again what failed.
const (
	EventsBurst    = 20
	EventsInterval = 30 * time.Second
)

// postEvents keeps a batch of a device's events (rules.Batch): 201 kept,
// 200 kept before (a retry: nothing is kept twice), 400 for a batch that
// is not the game's (the event and its field named), 409 for another
// player's batch id, 429 past the limits, 503 when the database cannot
// keep it (the game sends it again).
func (s *Server) postEvents(w http.ResponseWriter, r *http.Request) {
	now := s.cfg.Now()
	if s.cfg.AddrBurst > 0 && !s.addrs.allow(s.host(r), now) {
		fail(w, http.StatusTooManyRequests, "too many posts from this address; wait a little")
		return
	}
	var b rules.Batch
	if status, err := decode(w, r, &b); err != nil {
		fail(w, status, err.Error())
		return
	}
	if err := b.Check(now); err != nil {
		fail(w, http.StatusBadRequest, err.Error())
		return
	}
	if !s.eventPlayers.allow(b.Player, now) {
		fail(w, http.StatusTooManyRequests, "too many batches from this player; wait a little")
		return
	}
	fresh, err := s.cfg.Store.PutEvents(r.Context(), b, now.UnixMilli())
	switch {
	case errors.Is(err, ErrTaken):
		fail(w, http.StatusConflict, "id: another player's batch has it; make a new one")
	case err != nil:
		s.log.Error("put events", "err", err)
		w.Header().Set("Retry-After", "60")
		fail(w, http.StatusServiceUnavailable, "cannot keep the events now; send them again later")
	case fresh:
		answer(w, http.StatusCreated, rules.EventsKept{Batch: b.ID, Events: len(b.Events)})
	default:
		answer(w, http.StatusOK, rules.EventsKept{Batch: b.ID, Events: len(b.Events), Repeated: true})
	}
}
