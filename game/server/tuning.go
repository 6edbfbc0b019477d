package server

import (
	"crypto/ed25519"
	"fmt"
	"net/http"

	"ropeman/assets/strictjson"
	"ropeman/game/rules"
	"ropeman/game/rules/remote"
)

// Tuning is a publisher's signed override (ropeman-tune sign) as the
// server serves it: GET /v1/tuning?player=ID answers the one whose
// cohort the player is in, signed as the publisher signed it, or 204
// (none for his cohort: the game stays on what it has until that
// expires).
type Tuning struct {
	remote.Override
	Signed remote.Signed
}

// OpenTuning reads a signed override, verified with the publisher's key
// and checked as the games check it (remote.Override.Check): the server
// serves nothing the games would refuse.
func OpenTuning(data []byte, key ed25519.PublicKey) (Tuning, error) {
	var t Tuning
	if err := strictjson.Decode(data, &t.Signed); err != nil {
		return t, err
	}
	o, err := t.Signed.Open(key)
	t.Override = o
	return t, err
}

// CheckTunings refuses a set of overrides a server cannot serve on day
// today: one past its last day, or two whose cohorts may share a player
// (remote.Override.Overlaps: a player would get the first alone, and the
// other's cohort would silently miss him).
func CheckTunings(ts []Tuning, today int) error {
	for i, t := range ts {
		if t.Expired(today) {
			return fmt.Errorf("%s (serial %d): expired on %s", t.ID, t.Serial, t.Expires)
		}
		for _, u := range ts[:i] {
			if t.Overlaps(u.Override) {
				return fmt.Errorf("%s and %s: their cohorts overlap (%s %d+%d%%, %s %d+%d%%); use one salt and ranges apart (from, percent)",
					u.ID, t.ID, u.Salt, u.From, u.Percent, t.Salt, t.From, t.Percent)
			}
		}
	}
	return nil
}

func (s *Server) tuning(w http.ResponseWriter, r *http.Request) {
	player := r.URL.Query().Get("player")
	if !rules.ValidPlayer(player) {
		fail(w, http.StatusBadRequest, rules.ErrNoPlayer.Error())
		return
	}
	if t, ok := s.servedTo(player); ok {
		answer(w, http.StatusOK, t.Signed)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// servedTo is the override the server serves to player, if any: the one
// of his cohort, while it has not expired.
func (s *Server) servedTo(player string) (Tuning, bool) {
	today := dayOf(s.cfg.Now())
	for _, t := range s.cfg.Tunings {
		if t.Has(player) && !t.Expired(today) {
			return t, true
		}
	}
	return Tuning{}, false
}
