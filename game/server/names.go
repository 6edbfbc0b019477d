package server

import (
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

var errNoPlayer = errors.New("player: want the game's anonymous id, 32 hex digits")

// cleanName checks a chosen name and returns it with its spaces tidied.
func cleanName(name string) (string, error) {
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

// validPlayer reports whether id is an anonymous id as the game makes
// them: 128 random bits in lower-case hex.
func validPlayer(id string) bool {
	if len(id) != 32 {
		return false
	}
	for _, c := range id {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
