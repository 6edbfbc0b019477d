package server

import (
	"net/http"

	"ropeman/game/rules"
)

// A player's right to his data: POST /v1/privacy/export answers what the
// server holds of him, POST /v1/privacy/delete deletes it. He is known by
// his board id, which only his device holds (the boards show names and
// ghost ids, never a player id), and, for the rewards the ad networks
// confirmed, by the ads' user id his device gives them.

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
