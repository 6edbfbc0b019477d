package ssv

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"time"

	"ropeman/ads"
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

// Client is the game's side: an ads.Verifier that asks a Confirmations
// endpoint about each earned reward until it is confirmed or the
// manager's timeout ends the wait. The networks' callbacks can lag the
// client's by seconds (MAX's by minutes), so pair it with
// ads.Config.GrantUnverified unless a lost reward is better than a free
// one.
type Client struct {
	URL  string        // the Confirmations endpoint
	HTTP *http.Client  // nil: http.DefaultClient
	Poll time.Duration // between questions (500 ms)
}

var errNotYet = errors.New("not confirmed yet")

// Verify implements ads.Verifier: it never rejects (the networks send no
// callback for a reward they refuse); it confirms, or says it could not.
func (c *Client) Verify(ctx context.Context, o ads.Outcome) (bool, error) {
	poll := c.Poll
	if poll <= 0 {
		poll = 500 * time.Millisecond
	}
	for {
		err := c.ask(ctx, o.Nonce)
		if err == nil {
			return true, nil
		}
		t := time.NewTimer(poll)
		select {
		case <-ctx.Done():
			t.Stop()
			return false, fmt.Errorf("ssv: reward of request %d: %w (last answer: %v)", o.Request, ctx.Err(), err)
		case <-t.C:
		}
	}
}

// ask asks once: nil when confirmed.
func (c *Client) ask(ctx context.Context, nonce string) error {
	u, err := url.Parse(c.URL)
	if err != nil {
		return err
	}
	q := u.Query()
	q.Set("nonce", nonce)
	u.RawQuery = q.Encode()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return err
	}
	h := c.HTTP
	if h == nil {
		h = http.DefaultClient
	}
	resp, err := h.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
		return nil
	case http.StatusNotFound:
		return errNotYet
	default:
		return fmt.Errorf("ssv: %s from %s", resp.Status, c.URL)
	}
}
