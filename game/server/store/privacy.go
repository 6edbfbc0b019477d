package store

import (
	"encoding/json"

	"ropeman/game/rules/events"
)

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
	events.Event
}

// ExportedGrant is a reward an ad network confirmed to his ads' user id.
type ExportedGrant struct {
	Network string `json:"network"`
	Item    string `json:"item"`
	Amount  int    `json:"amount"`
	At      int64  `json:"at"` // Unix milliseconds
}
