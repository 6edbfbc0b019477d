package rules

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"strings"
)

// Names on a board are what a player chose: 2 to 16 characters (package
// rules/names holds the rest of a name's rules, which only the server
// applies).
const (
	MinName = 2
	MaxName = 16
)

// ErrNoPlayer is the answer to an id that is not one the game makes.
var ErrNoPlayer = errors.New("player: want the game's anonymous id, 32 hex digits")

// NewPlayerID makes an anonymous id for the leaderboard: 128 random bits,
// nothing else (not the ads' user id: the two are never linked).
func NewPlayerID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// ValidPlayer reports whether id is an anonymous id as NewPlayerID makes
// them: 128 bits in lower-case hex.
func ValidPlayer(id string) bool {
	return len(id) == 32 && strings.Trim(id, "0123456789abcdef") == ""
}
