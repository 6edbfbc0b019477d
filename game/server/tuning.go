package server

import (
	"crypto/ed25519"
	"net/http"

	"ropeman/assets/strictjson"
	"ropeman/game/rules"
)

// Tuning is a publisher's signed override (ropeman-tune sign) as the
// server serves it: GET /v1/tuning?player=ID answers the first whose
// cohort the player is in, signed as the publisher signed it, or 204 (the
// shipped tuning).
type Tuning struct {
	rules.Override
	Signed rules.Signed
}

// OpenTuning reads a signed override, verified with the publisher's key:
// the server serves nothing the games would refuse for its signature.
func OpenTuning(data []byte, key ed25519.PublicKey) (Tuning, error) {
	var t Tuning
	if err := strictjson.Decode(data, &t.Signed); err != nil {
		return t, err
	}
	o, err := t.Signed.Open(key)
	t.Override = o
	return t, err
}

func (s *Server) tuning(w http.ResponseWriter, r *http.Request) {
	player := r.URL.Query().Get("player")
	if !rules.ValidPlayer(player) {
		fail(w, http.StatusBadRequest, rules.ErrNoPlayer.Error())
		return
	}
	for _, t := range s.cfg.Tunings {
		if rules.InCohort(player, t.Salt, t.Percent) {
			answer(w, http.StatusOK, t.Signed)
			return
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}
