// Package names holds the rules a name on the level of the day's boards
// keeps (the publisher's server applies them; the game offers names that
// pass): a person's name in any script the game draws, normalised as the PRECIS nickname
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

	"ropeman/assets/fonts"
	"ropeman/game/rules"
)

// blocked are stems no name may end a word in, in any case and any
// look-alike letters, with an ending a word takes or none ("bullshit",
// "fuckers", "Nazis"), nor its letters run together ("f.u_c k", "ROPE
// MAN"); "fuсk" with a Cyrillic с is "fuck". A stem inside a longer word
// is a person's name: Yoshitaka, Shitara, Draper, Nazira, Faggioli,
// Niggemann, Scunthorpe, badminton. A short list on purpose: the game
// offers generated names, so this stops a hand-made request.
var blocked = []string{"fuck", "shit", "cunt", "nigg", "fagg", "bitch", "whore", "nazi", "hitler", "rape", "admin", "ropeman"}

// blockedFirst are the stems no name's word begins with either
// ("fuckface", "Ropeman_fan"): no person's name does.
var blockedFirst = []string{"fuck", "cunt", "bitch", "whore", "hitler", "admin", "ropeman"}

// endings are what a word may end in after a blocked stem and still be
// the word: its plurals and forms, and the compounds slurs make.
var endings = []string{"", "s", "es", "a", "as", "z", "az", "ah", "er", "ers", "ed", "in", "ing", "ings", "y", "ie", "ies", "ty",
	"ting", "ter", "ters", "ot", "ots", "st", "sm", "ist", "ists", "head", "heads", "face", "hole", "holes"}

// blockedForms are forms of a stem its endings do not make (rape's e
// drops before -ing and -ist).
var blockedForms = []string{"raping", "rapist"}

// blockedEnds are the skeletons of every stem with every ending (and of
// the other forms), and blockedFirstLooks those of the stems no name
// begins with.
var blockedEnds, blockedFirstLooks = append(looks(blocked, endings), looks(blockedForms, endings)...), looks(blockedFirst, []string{""})

// looks returns the skeletons of each of words with each of ends.
func looks(words, ends []string) []string {
	var out []string
	for _, w := range words {
		for _, e := range ends {
			out = append(out, skeleton(w+e))
		}
	}
	return out
}

// ErrNotAllowed is the answer to a name that holds a blocked word.
var ErrNotAllowed = errors.New("name: not allowed on a board; choose another")

// Clean checks a chosen name and returns it as a board shows it: PRECIS's
// nickname form (full-width letters made plain, spaces tidied), 2 to 16
// characters of letters (with their marks, in any script the game's
// fonts draw: assets/fonts), digits,
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
		case (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r) && i > 0) && !fonts.Draws(r):
			return "", fmt.Errorf("name: %q (%U) is in a script the game cannot draw; its fonts draw Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai, Hangul, kana and everyday Han", r, r)
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
	if holdsBlocked(clean) {
		return "", ErrNotAllowed
	}
	return clean, nil
}

// holdsBlocked reports whether name holds a blocked stem: in a word of it
// (words part at spaces and - _ .), in a run of one-letter words read as
// one ("f.u.c.k"), or in all its letters run together ("ROPE MAN"); each
// as it looks, its digits at either end left off ("fuck69").
func holdsBlocked(name string) bool {
	words := strings.FieldsFunc(name, func(r rune) bool { return r == ' ' || r == '-' || r == '_' || r == '.' })
	run := ""
	for i, w := range words {
		if blockedWord(Look(w)) {
			return true
		}
		if utf8.RuneCountInString(w) == 1 {
			run += w
		}
		if run != "" && (i == len(words)-1 || utf8.RuneCountInString(words[i+1]) != 1) {
			if blockedWord(Look(run)) {
				return true
			}
			run = ""
		}
	}
	return blockedWord(Look(name))
}

// blockedWord reports whether a word's look, its digits at either end
// left off, ends in a blocked stem and one of its endings, or begins
// with one of the stems no name begins with.
func blockedWord(look string) bool {
	look = strings.TrimFunc(look, unicode.IsDigit)
	for _, b := range blockedFirstLooks {
		if strings.HasPrefix(look, b) {
			return true
		}
	}
	for _, b := range blockedEnds {
		if strings.HasSuffix(look, b) {
			return true
		}
	}
	return false
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
