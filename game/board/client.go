package board

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"time"

	"ropeman/game/fetch"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/rules/remote"
)

// Client asks a leaderboard server at Base (https://…, no trailing
// slash), waiting at most Timeout for an answer (0: the package's).
type Client struct {
	Base    string
	Timeout time.Duration
}

// Error is an answer the server gave instead of what was asked.
type Error struct {
	Status  int
	Message string
}

func (e *Error) Error() string { return fmt.Sprintf("board: %d: %s", e.Status, e.Message) }

// Final reports whether asking again cannot help: the server refused
// what was sent (not: too many at once, or trouble of its own).
func (e *Error) Final() bool { return e.Status >= 400 && e.Status < 500 && e.Status != 429 }

// Post posts a run.
func (c *Client) Post(ctx context.Context, p rules.Post) (rules.Posted, error) {
	var got rules.Posted
	body, err := json.Marshal(p)
	if err == nil {
		err = c.ask(ctx, "POST", "/v1/runs", body, &got)
	}
	return got, err
}

// Events posts a batch of the game's events (POST /v1/events).
func (c *Client) Events(ctx context.Context, b events.Batch) (events.Kept, error) {
	var got events.Kept
	body, err := json.Marshal(b)
	if err == nil {
		err = c.ask(ctx, "POST", "/v1/events", body, &got)
	}
	return got, err
}

// Forget asks the server to delete what it holds of who (POST
// /v1/privacy/delete).
func (c *Client) Forget(ctx context.Context, who rules.Who) error {
	body, err := json.Marshal(who)
	if err == nil {
		var done map[string]bool
		err = c.ask(ctx, "POST", "/v1/privacy/delete", body, &done)
	}
	return err
}

// Tuning asks which tuning override the player's cohort plays: ok false
// for none (the shipped tuning).
func (c *Client) Tuning(ctx context.Context, player string) (s remote.Signed, ok bool, err error) {
	err = c.ask(ctx, "GET", "/v1/tuning?"+url.Values{"player": {player}}.Encode(), nil, &s)
	return s, err == nil && s.Override != "", err
}

// Board reads the top limit of a day's board, and player's standing.
func (c *Client) Board(ctx context.Context, day, limit int, player string) (rules.Board, error) {
	q := url.Values{"day": {dayrun.Date(day)}, "limit": {strconv.Itoa(limit)}}
	if player != "" {
		q.Set("player", player)
	}
	var b rules.Board
	err := c.ask(ctx, "GET", "/v1/leaderboard?"+q.Encode(), nil, &b)
	return b, err
}

// Ghost reads a ranked run's recording.
func (c *Client) Ghost(ctx context.Context, id string) ([]byte, error) {
	var rec json.RawMessage
	err := c.ask(ctx, "GET", "/v1/ghosts/"+url.PathEscape(id), nil, &rec)
	return rec, err
}

// Rename renames a player.
func (c *Client) Rename(ctx context.Context, r rules.Rename) error {
	body, err := json.Marshal(r)
	if err == nil {
		err = c.ask(ctx, "POST", "/v1/name", body, &rules.Rename{})
	}
	return err
}

// ask sends a request and decodes a 2xx answer into v, or returns the
// server's Error.
func (c *Client) ask(ctx context.Context, method, path string, body []byte, v any) error {
	ctx, cancel := context.WithTimeout(ctx, cmp.Or(c.Timeout, Timeout))
	defer cancel()
	status, data, err := fetch.Do(ctx, method, c.Base+path, body)
	if err != nil {
		return err
	}
	if status == 204 {
		return nil // nothing to say: v stays as it is
	}
	if status < 200 || status > 299 {
		var p rules.Problem
		if json.Unmarshal(data, &p) != nil || p.Error == "" {
			p.Error = "no explanation"
		}
		return &Error{Status: status, Message: p.Error}
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("board: %s %s: the answer is not what was asked: %v", method, path, err)
	}
	return nil
}
