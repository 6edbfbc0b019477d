// Package confirm is the game's side of rewarded-ad server-side
// verification: Client, an ads.Verifier that asks the publisher's server
// (ssv.Confirmations, or anything that answers the same way) whether a
// show's reward was confirmed.
//
// It asks through ropeman/game/fetch: the browser's fetch in the web
// build, net/http elsewhere.
package confirm

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"time"

	"ropeman/ads"
	"ropeman/game/fetch"
)

// Client asks a confirmations endpoint about each earned reward, GET
// URL?nonce=…, until it answers 200 (confirmed) or the manager's timeout
// ends the wait; 404 means not yet. The networks' callbacks can lag the
// client's by seconds (MAX's by minutes), so pair it with
// ads.Config.GrantUnverified unless a lost reward is better than a free
// one.
type Client struct {
	URL  string        // the confirmations endpoint
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
	var last error // the server's last answer (a question the wait cut short is none)
	for {
		err := c.ask(ctx, o.Nonce)
		if err == nil {
			return true, nil
		}
		if last == nil || ctx.Err() == nil {
			last = err
		}
		t := time.NewTimer(poll)
		select {
		case <-ctx.Done():
			t.Stop()
			return false, fmt.Errorf("confirm: reward of request %d: %w (last answer: %v)", o.Request, ctx.Err(), last)
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
	status, _, err := fetch.Do(ctx, "GET", u.String(), nil)
	switch {
	case err != nil:
		return err
	case status == 200:
		return nil
	case status == 404:
		return errNotYet
	default:
		return fmt.Errorf("confirm: status %d from %s", status, c.URL)
	}
}
