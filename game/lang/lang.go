// Package lang holds every text a player reads, one table per language,
// and picks the language: the player's own choice in the settings, else
// the phone's or the browser's locale, else English. A message with a
// count has one form per plural category of its language (CLDR's rules
// for whole numbers: one/other for most, one for 0 and 1 in French and
// Brazilian Portuguese, one/few/many in Russian, other alone in
// Indonesian), separated by "|"; {n} stands for the count and {s} for a
// text. Texts are written as shown, capitals included (Turkish İ and I
// are not ASCII's), so nothing is changed at run time. It imports
// nothing of the engine.
package lang

import (
	"strconv"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Tag is a language the game speaks.
type Tag uint8

// The languages, in the settings' order.
const (
	English Tag = iota
	Spanish
	Portuguese // Brazilian
	French
	German
	Italian
	Turkish
	Russian
	Indonesian
	Hindi
	Vietnamese
	Japanese
	Korean
	Chinese // simplified
	Arabic
	Count
)

// language is what the game knows of one: its locale code, its name in
// itself (on the settings' button), its decimal mark and its plural rule.
// Its texts are its words.
type language struct {
	code    string
	name    string
	decimal byte
	plural  func(n int) int // the form of n, an index into a message's forms
}

// words are a language's texts. The game carries every language's off
// the browser (words_native.go); the browser's download carries
// English's alone, and the page fetches the one it speaks (Install).
type words struct {
	texts     *table
	skins     []pair      // skin id → name
	levels    []pair      // a shipped level's English name → its name here
	kinds     []kindWords // each kind of hazard's words, by its name
	syllables *Syllables  // the generated names' syllables in its script (nil: Latin's)
}

// Syllables are what the names the game offers are made of, in a
// script: the same sounds in every script, so "Kiro 42" is "キロ 42" in
// Japanese and "키로 42" in Korean.
type Syllables [32]string

// latinSyllables are the names' syllables in the Latin script.
var latinSyllables = Syllables{"ka", "ki", "ko", "ku", "mi", "mo", "mu", "lu", "lo", "li", "ne", "no", "ta", "to", "te", "so",
	"su", "sa", "pi", "po", "bo", "be", "da", "do", "fi", "fu", "ri", "ro", "ru", "yo", "ya", "ze"}

// Name returns the name v picks: two syllables (v's lowest ten bits; the
// first capitalised, where the script has capitals) and a number from 10
// to 99.
func (s *Syllables) Name(v uint64) string {
	one, two := s[v%32], s[v/32%32]
	if r, size := utf8.DecodeRuneInString(one); unicode.IsLower(r) {
		one = string(unicode.ToUpper(r)) + one[size:]
	}
	return one + two + " " + strconv.Itoa(10+int(v/1024%90))
}

// NameSyllables returns the syllables the names the game offers are made
// of in t's script.
func (t Tag) NameSyllables() *Syllables {
	if s := t.words().syllables; s != nil {
		return s
	}
	return &latinSyllables
}

// installed are the words a page fetched, by language (Install): set on
// the page's goroutine, read on the game's.
var installed [Count]atomic.Pointer[words]

// words returns t's words: as shipped, as installed, or, until they are
// here, English's.
func (t Tag) words() *words {
	t = t.valid()
	if w := shipped[t]; w != nil {
		return w
	}
	if w := installed[t].Load(); w != nil {
		return w
	}
	return shipped[English]
}

// Ready reports whether t's words are here: always, off the browser.
func (t Tag) Ready() bool {
	t = t.valid()
	return shipped[t] != nil || installed[t].Load() != nil
}

// pair is a text by its key: a list, not a map, is data in the binary
// rather than code that fills a map at start (the browser downloads it).
type pair struct{ key, text string }

// lookup returns the text of key in pairs.
func lookup(pairs []pair, key string) (string, bool) {
	for _, p := range pairs {
		if p.key == key {
			return p.text, true
		}
	}
	return "", false
}

// Words are what the game says of one kind of hazard: the fail card's
// line when it cut the last of his rope (Cut) or took the last of his
// yarn (Hit), and its lesson's line and the smaller one under it ("" for
// what it cannot do or has no lesson).
type Words struct {
	Cut, Hit     string
	Lesson, More string
}

// kindWords are a kind's Words, by the kind's name as the level files
// write it (world.HazardKind.Name).
type kindWords struct {
	kind string
	Words
}

var languages = [Count]language{
	English:    {"en", "ENGLISH", '.', oneOther},
	Spanish:    {"es", "ESPAÑOL", ',', oneOther},
	Portuguese: {"pt-BR", "PORTUGUÊS", ',', zeroOneOther},
	French:     {"fr", "FRANÇAIS", ',', zeroOneOther},
	German:     {"de", "DEUTSCH", ',', oneOther},
	Italian:    {"it", "ITALIANO", ',', oneOther},
	Turkish:    {"tr", "TÜRKÇE", ',', oneOther},
	Russian:    {"ru", "РУССКИЙ", ',', russian3},
	Indonesian: {"id", "INDONESIA", ',', otherOnly},
	Hindi:      {"hi", "हिन्दी", '.', zeroOneOther},
	Vietnamese: {"vi", "TIẾNG VIỆT", ',', otherOnly},
	Japanese:   {"ja", "日本語", '.', otherOnly},
	Korean:     {"ko", "한국어", '.', otherOnly},
	Chinese:    {"zh-Hans", "简体中文", '.', otherOnly},
	Arabic:     {"ar", "العربية", '.', arabic6},
}

// oneOther: 1 is singular, everything else plural (English, Spanish,
// German, Italian, Turkish).
func oneOther(n int) int {
	if n == 1 {
		return 0
	}
	return 1
}

// arabic6: CLDR's six forms for Arabic: zero, one, two, few (3 to 10 in
// the hundred), many (11 to 99 in the hundred), other.
func arabic6(n int) int {
	switch h := n % 100; {
	case n == 0:
		return 0
	case n == 1:
		return 1
	case n == 2:
		return 2
	case h >= 3 && h <= 10:
		return 3
	case h >= 11:
		return 4
	}
	return 5
}

// otherOnly: one form for every count (Indonesian, Vietnamese, Japanese,
// Korean, Chinese: CLDR's "other").
func otherOnly(int) int { return 0 }

// zeroOneOther: 0 and 1 are singular (French, Brazilian Portuguese,
// Hindi).
func zeroOneOther(n int) int {
	if n == 0 || n == 1 {
		return 0
	}
	return 1
}

// russian3: one (1, 21, 101…, not 11), few (2–4, 22–24…, not 12–14),
// many (the rest).
func russian3(n int) int {
	n = max(n, -n)
	switch d, h := n%10, n%100; {
	case d == 1 && h != 11:
		return 0
	case d >= 2 && d <= 4 && (h < 12 || h > 14):
		return 1
	}
	return 2
}

// Code returns the language's locale code ("pt-BR"); Name its name in
// itself, in capitals ("FRANÇAIS").
func (t Tag) Code() string { return languages[t.valid()].code }
func (t Tag) Name() string { return languages[t.valid()].name }

func (t Tag) valid() Tag {
	if t >= Count {
		return English
	}
	return t
}

// Text returns message m.
func (t Tag) Text(m Msg) string { return t.words().texts[m] }

// Count returns message m for n: its plural form, {n} written out.
// It allocates: callers keep the text while n stays the same, or append
// it to a buffer they keep with AppendFormat.
func (t Tag) Count(m Msg, n int) string {
	return t.Format(m, n, "")
}

// With returns message m with {s} replaced by s.
func (t Tag) With(m Msg, s string) string { return t.Format(m, 0, s) }

// Format returns message m in the plural form of n, {n} and {s} written
// out.
func (t Tag) Format(m Msg, n int, s string) string {
	return string(t.AppendFormat(nil, m, n, s))
}

// AppendFormat appends message m in the plural form of n to b, {n} and
// {s} written out, and returns b: what Format returns, without
// allocating once b has the room (the HUD's counters, every frame).
func (t Tag) AppendFormat(b []byte, m Msg, n int, s string) []byte {
	l := &languages[t.valid()]
	text := t.words().texts[m]
	if strings.Contains(text, "|") { // "form|form|form": the plural's form
		for range min(l.plural(n), strings.Count(text, "|")) {
			_, text, _ = strings.Cut(text, "|")
		}
		text, _, _ = strings.Cut(text, "|")
	}
	for {
		at := strings.IndexByte(text, '{')
		if at < 0 {
			return append(b, text...)
		}
		b, text = append(b, text[:at]...), text[at:]
		switch {
		case strings.HasPrefix(text, "{n}"):
			b, text = strconv.AppendInt(b, int64(n), 10), text[3:]
		case strings.HasPrefix(text, "{s}"):
			b, text = append(b, s...), text[3:]
		default:
			b, text = append(b, '{'), text[1:]
		}
	}
}

// Tenths returns tenths of a unit with one decimal, in the language's
// mark: "7.2", "7,2".
func (t Tag) Tenths(tenths int) string {
	return string(t.AppendTenths(nil, tenths))
}

// AppendTenths appends what Tenths returns to b, and returns b.
func (t Tag) AppendTenths(b []byte, tenths int) []byte {
	if tenths < 0 {
		b, tenths = append(b, '-'), -tenths
	}
	b = strconv.AppendInt(b, int64(tenths/10), 10)
	b = append(b, languages[t.valid()].decimal)
	return strconv.AppendInt(b, int64(tenths%10), 10)
}

// Skin returns the name of skin id (economy.Skins), or english when the
// language has none of its own.
func (t Tag) Skin(id, english string) string {
	if s, ok := lookup(t.words().skins, id); ok {
		return s
	}
	return english
}

// Level returns a level's name: a shipped level's as translated, an
// endless one's ("Endless 57") in the language, any other as it is.
func (t Tag) Level(english string) string {
	if s, ok := lookup(t.words().levels, english); ok {
		return s
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(english, "Endless ")); err == nil && strings.HasPrefix(english, "Endless ") {
		return t.Count(Endless, n)
	}
	return english
}

// Parse returns the language of a settings code ("pt-BR").
func Parse(code string) (Tag, bool) {
	for t := range Count {
		if languages[t].code == code {
			return t, true
		}
	}
	return English, false
}

// FromLocale returns the language for a phone's or a browser's locale
// ("pt_BR", "de-AT", "tr-TR", "ru", "en-US.UTF-8"): its language part
// decides; one the game does not speak gives English. Portuguese from
// Portugal gets the Brazilian texts, the closest the game has.
func FromLocale(locale string) Tag {
	base := strings.ToLower(locale)
	if i := strings.IndexAny(base, "-_.@"); i >= 0 {
		base = base[:i]
	}
	if base == "in" {
		base = "id" // Java's old code for Indonesian, which Android's Locale still reports
	}
	for t := range Count {
		if t.Base() == base {
			return t
		}
	}
	return English
}

// RTL reports whether t reads right to left (Arabic): its lines are laid
// out so, the game's world is not.
func (t Tag) RTL() bool { return t == Arabic }

// Base returns the language part of t's code, as a locale's decides it
// ("pt" for "pt-BR").
func (t Tag) Base() string { return languages[t.valid()].code[:2] }

// Kind returns the words t has for the kind of hazard named kind (the
// zero Words for a kind it does not know). A look down a short list, no
// map: the HUD asks each frame a lesson is up.
func (t Tag) Kind(kind string) Words {
	for _, k := range t.words().kinds {
		if k.kind == kind {
			return k.Words
		}
	}
	return Words{}
}

// Kinds returns the names of the kinds of hazard t has words for.
func (t Tag) Kinds() []string {
	var names []string
	for _, k := range t.words().kinds {
		names = append(names, k.kind)
	}
	return names
}

// All returns every language's texts (for the tests: none may miss a
// message or a glyph).
func All(t Tag) []string {
	l := t.words()
	out := append([]string{t.Name()}, l.texts[:]...)
	for _, p := range l.skins {
		out = append(out, p.text)
	}
	for _, p := range l.levels {
		out = append(out, p.text)
	}
	for _, k := range l.kinds {
		out = append(out, k.Cut, k.Hit, k.Lesson, k.More)
	}
	return out
}
