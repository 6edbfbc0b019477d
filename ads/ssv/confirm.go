package ssv

import (
	"encoding/json"
	"net/http"
)

// Confirmations answers the game's question "is the reward of this show
// confirmed?": GET ?nonce=… answers 200 with the grant as JSON once a
// network's callback for that nonce is recorded, 404 until then. The
// nonce is 128 random bits the game made for one show, so only that
// show's player can ask about it.
type Confirmations struct {
	Store Store
}

// confirmation is Confirmations' answer.
type confirmation struct {
	Network      string `json:"network"`
	RewardItem   string `json:"rewardItem"`
	RewardAmount int    `json:"rewardAmount"`
}

func (c *Confirmations) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	nonce := r.URL.Query().Get("nonce")
	if nonce == "" {
		http.Error(w, "nonce is required", http.StatusBadRequest)
		return
	}
	g, ok, err := c.Store.Lookup(nonce)
	switch {
	case err != nil:
		http.Error(w, "cannot look it up", http.StatusInternalServerError)
	case !ok:
		http.Error(w, "not confirmed (yet)", http.StatusNotFound)
	default:
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(confirmation{Network: g.Network, RewardItem: g.RewardItem, RewardAmount: g.RewardAmount})
	}
}
