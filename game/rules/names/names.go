// Package names holds the rules a name on the level of the day's boards
// keeps (the publisher's server applies them; the game offers names that
// pass): a person's name in any script, normalised as the PRECIS nickname
// profile says (RFC 8266, golang.org/x/text/secure/precis), nothing
// invisible in it, no word a store's review would stop the game for, and
// no look-alike of another's (the confusable skeleton of Unicode TR39,
// github.com/mtibben/confusables).
//
// It is a package of its own, apart from package rules, so that the game,
// which links rules, does not carry the Unicode tables these rules need.
package names

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/secure/precis"
	"golang.org/x/text/unicode/norm"

	"ropeman/game/rules"
)

// blocked are stems no name may hold, in any case and any look-alike
// letters, with anything between their letters taken out ("f.u_c k" and
// "fuсk" with a Cyrillic с are "fuck"). A short list on purpose: the game
// offers generated names, so this stops a hand-made request.
var blocked = []string{"fuck", "shit", "cunt", "nigg", "fagg", "bitch", "whore", "nazi", "hitler", "rape", "admin", "ropeman"}

// blockedLooks are the stems' skeletons.
var blockedLooks = func() []string {
	looks := make([]string, len(blocked))
	for i, b := range blocked {
		looks[i] = skeleton(b)
	}
	return looks
}()

// ErrNotAllowed is the answer to a name that holds a blocked word.
var ErrNotAllowed = errors.New("name: not allowed on a board; choose another")

// Clean checks a chosen name and returns it as a board shows it: PRECIS's
// nickname form (full-width letters made plain, spaces tidied), 2 to 16
// characters of letters (with their marks, in any script), digits,
// spaces and - _ . with at least one letter or digit; at most MaxMarks
// marks on a letter, none twice in a row; nothing invisible (no format,
// control or default-ignorable character such as U+200B or the Hangul
// filler); no blocked word, however it is spelled.
func Clean(name string) (string, error) {
	// PRECIS refuses what shows nothing: controls, format characters,
	// every default-ignorable code point (U+200B, the Hangul filler).
	clean, err := precis.Nickname.String(strings.Join(strings.Fields(name), " "))
	if err != nil {
		return "", fmt.Errorf("name: it holds an invisible or disallowed character (%v); a name is what others read", err)
	}
	n := utf8.RuneCountInString(clean)
	if n < rules.MinName || n > rules.MaxName {
		return "", fmt.Errorf("name: %d characters, want %d to %d", n, rules.MinName, rules.MaxName)
	}
	seen := false
	for i, r := range clean {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			seen = true
		case unicode.Is(unicode.M, r) && i > 0: // a letter's mark (Devanagari, Thai, Vietnamese)
		case r == ' ' || r == '-' || r == '_' || r == '.':
		default:
			return "", fmt.Errorf("name: %q is not allowed (letters, digits, space, - _ .)", r)
		}
	}
	if !seen {
		return "", errors.New("name: want a letter or a digit")
	}
	if err := marks(clean); err != nil {
		return "", err
	}
	look := Look(clean)
	for _, b := range blockedLooks {
		if strings.Contains(look, b) {
			return "", ErrNotAllowed
		}
	}
	return clean, nil
}

// MaxMarks is the most nonspacing marks one letter carries (TR39's mixed
// number check): Vietnamese stacks two, Devanagari's conjuncts a few.
const MaxMarks = 4

// marks refuses a letter under more than MaxMarks nonspacing marks, or
// under the same mark twice in a row (Unicode TR39, section 5.4): such
// a pile draws over the names above and below it and repeats to hide.
// They are counted as Unicode decomposes the name (é is e and its acute).
func marks(name string) error {
	run := 0
	var last rune
	for _, r := range norm.NFD.String(name) {
		if !unicode.Is(unicode.Mn, r) {
			run, last = 0, 0
			continue
		}
		run++
		switch {
		case r == last:
			return fmt.Errorf("name: the mark %U twice in a row on one letter", r)
		case run > MaxMarks:
			return fmt.Errorf("name: more than %d marks on one letter", MaxMarks)
		}
		last = r
	}
	return nil
}

// Look is what name looks like: its letters and digits only, in lower
// case, each written as the confusable skeleton writes it (TR39), so that
// two names a person cannot tell apart have one Look: "Rоpeman" with a
// Cyrillic о, "ROPE MAN" and "r0peman"'s neighbours.
func Look(name string) string {
	var b strings.Builder
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return skeleton(b.String())
}

// skeleton is the confusable skeleton of s whatever its case: taken of
// its capitals (Cyrillic К and Latin K meet there) and again of their
// small letters (rn and m meet there).
func skeleton(s string) string {
	return confusables.Skeleton(strings.ToLower(confusables.Skeleton(strings.ToUpper(s))))
}
