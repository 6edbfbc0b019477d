package rules

import (
	"encoding/json"
	"strings"
)

// What goes over the wire between the game (game/board) and its
// leaderboard server (game/server). Nothing leaves the device but what a
// post holds: the name the player chose, his anonymous id (NewPlayerID)
// and the recording of the run (its input, tick by tick).

// Post is a run posted to a day's board (POST /v1/runs): its recording
// exactly as the game writes it, and who posts it.
type Post struct {
	Player string          `json:"player"` // the anonymous id
	Name   string          `json:"name"`
	Day    string          `json:"day"` // YYYY-MM-DD, the level of the day's date on the phone
	Run    json.RawMessage `json:"run"`
}

// Posted is the server's answer to a post: where the player's best of
// the day ranks (this run's, unless Kept says another).
type Posted struct {
	Ghost string `json:"ghost"` // this run's id
	Score int    `json:"score"`
	Kept  string `json:"kept"` // "ranked", "beaten" (his best is better) or "repeated"
	Rank  int    `json:"rank"` // his best's
	Best  int    `json:"best"` // his best's score
}

// Entry is one row of a day's board.
type Entry struct {
	Rank  int    `json:"rank"`
	Name  string `json:"name"`
	Score int    `json:"score"`
	Ticks int    `json:"ticks"`
	Ghost string `json:"ghost"` // its recording: GET /v1/ghosts/{ghost}
}

// Board is a day's board (GET /v1/leaderboard).
type Board struct {
	Day     string  `json:"day"`
	Entries []Entry `json:"entries"`
	You     *Entry  `json:"you,omitempty"` // asked with a player: his best, when he has one
}

// Rename gives a player a new name on every board (POST /v1/name).
type Rename struct {
	Player string `json:"player"`
	Name   string `json:"name"`
}

// Problem is the body of every error answer.
type Problem struct {
	Error string `json:"error"`
}

// Who is a privacy request's body (POST /v1/privacy/export and
// /v1/privacy/delete): the player's anonymous id, which only his device
// holds, and the ads' user id his device gave the ad networks, if any.
type Who struct {
	Player string `json:"player"`
	User   string `json:"user,omitempty"`
}

// Token reports whether s is 1..32 of a-z, 0-9, _, - and the runes of
// more.
func Token(s, more string) bool {
	if len(s) == 0 || len(s) > 32 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_' || r == '-' || strings.ContainsRune(more, r)) {
			return false
		}
	}
	return true
}
