package server

import (
	"errors"
	"net/http"
	"time"

	"ropeman/game/rules/events"
	"ropeman/game/server/store"
)

// The events' posting limit per player: a device sends a batch when a
// session ends and every few minutes of play, and again what failed.
const (
	EventsBurst    = 20
	EventsInterval = 30 * time.Second
)

// postEvents keeps a batch of a device's events (events.Batch): 201 kept,
// 200 kept before (a retry: nothing is kept twice), 400 for a batch that
// is not the game's (the event and its field named), 409 for another
// player's batch id or a retry with other contents, 429 past the limits,
// 503 past the batches the server keeps at once or when the database
// cannot keep it (the game sends it again).
func (s *Server) postEvents(w http.ResponseWriter, r *http.Request) {
	now := s.cfg.Now()
	if !s.allowAddr(r, now) {
		fail(w, http.StatusTooManyRequests, "too many posts from this address; wait a little")
		return
	}
	if s.ingests.full() { // shed before reading: a flood costs no decoding
		shed(w)
		return
	}
	var b events.Batch
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
	sum := store.Digest(&b)
	s.cohorts(&b)
	if err := s.ingests.enter(r.Context()); err != nil {
		shed(w)
		return
	}
	fresh, err := s.cfg.Store.PutEvents(r.Context(), b, sum, now.UnixMilli())
	s.ingests.leave()
	switch {
	case errors.Is(err, store.ErrTaken):
		fail(w, http.StatusConflict, "id: another player's batch has it; make a new one")
	case errors.Is(err, store.ErrChanged):
		fail(w, http.StatusConflict, err.Error())
	case err != nil:
		s.log.Error("put events", "err", err)
		w.Header().Set("Retry-After", "60")
		fail(w, http.StatusServiceUnavailable, "cannot keep the events now; send them again later")
	case fresh:
		answer(w, http.StatusCreated, events.Kept{Batch: b.ID, Events: len(b.Events)})
	default:
		answer(w, http.StatusOK, events.Kept{Batch: b.ID, Events: len(b.Events), Repeated: true})
	}
}

// cohorts sets each event's tuning to the cohort it is counted in: the
// shipped tuning (""), an override of the player's cohort that the
// server serves (or served until its last day), or UnknownTuning for any
// other name (a withdrawn override, or one a client made up): no client
// can add a category to the dashboard.
func (s *Server) cohorts(b *events.Batch) {
	for i := range b.Events {
		e := &b.Events[i]
		if e.Tuning == "" {
			continue
		}
		known := false
		for _, t := range s.cfg.Tunings {
			known = known || t.ID == e.Tuning && t.Has(b.Player)
		}
		if !known {
			e.Tuning = store.UnknownTuning
		}
	}
}

// shed answers a batch the server has no room for now: 503, and when to
// send it again.
func shed(w http.ResponseWriter) {
	w.Header().Set("Retry-After", "10")
	fail(w, http.StatusServiceUnavailable, "too many batches are being kept; send it again in a moment")
}
