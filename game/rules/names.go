package rules

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names on a board are what a player chose: short, printable, and not a
// word a store's review would stop the game for.
const (
	MinName = 2
	MaxName = 16
)

// blocked are stems no name may hold, in any case, with anything between
// their letters taken out ("f.u_c k" is "fuck"). A short list on purpose:
// the game offers generated names, so this stops a hand-made request.
var blocked = []string{"fuck", "shit", "cunt", "nigg", "fagg", "bitch", "whore", "nazi", "hitler", "rape", "admin", "ropeman"}

// ErrNoPlayer is the answer to an id that is not one the game makes.
var ErrNoPlayer = errors.New("player: want the game's anonymous id, 32 hex digits")

// CleanName checks a chosen name and returns it with its spaces tidied.
func CleanName(name string) (string, error) {
	name = strings.Join(strings.Fields(name), " ")
	n := utf8.RuneCountInString(name)
	if n < MinName || n > MaxName {
		return "", fmt.Errorf("name: %d characters, want %d to %d", n, MinName, MaxName)
	}
	var letters strings.Builder
	for _, r := range name {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			letters.WriteRune(unicode.ToLower(r))
		case r == ' ' || r == '-' || r == '_' || r == '.':
		default:
			return "", fmt.Errorf("name: %q is not allowed (letters, digits, space, - _ .)", r)
		}
	}
	for _, b := range blocked {
		if strings.Contains(letters.String(), b) {
			return "", errors.New("name: not allowed on a board; choose another")
		}
	}
	return name, nil
}

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
