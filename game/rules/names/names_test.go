package names

import (
	"strings"
	"testing"

	"ropeman/game/lang"
)

// A board's names: both ends of the length, letters of any script with
// their marks, full-width letters made plain, the spaces tidied; nothing
// invisible, no blocked word however its letters are dressed.
func TestNames(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"Al", "Al", true}, {"A", "", false}, {"Abcdefghijklmnop", "Abcdefghijklmnop", true}, {"Abcdefghijklmnopq", "", false},
		{"Zoë Ngọc", "Zoë Ngọc", true}, {"山田太郎", "山田太郎", true}, {" a  b ", "a b", true},
		{"a\tb", "a b", true}, {"a<b>", "", false}, {"FUCK", "", false}, {"b-i-t-c-h", "", false}, {"RopeMan", "", false},
		{"नमस्ते", "नमस्ते", true},         // Devanagari, its vowel signs and virama marks
		{"สวัสดีครับ", "สวัสดีครับ", true}, // Thai, its vowel and tone marks
		{"Кира", "Кира", true},             // Cyrillic
		{"Ｋｉｒｏ 42", "Kiro 42", true},       // full-width, made plain
		{"ａｄｍｉｎ", "", false},               // full-width admin
		{"Rоpeman", "", false},             // a Cyrillic о
		{"ROPE MAN", "", false},            //
		{"Ro\u200bpeman", "", false},       // a zero-width space inside
		{"\u3164\u3164", "", false},        // two Hangul fillers: invisible
		{"Kiro\u3164", "", false},          // one after a name
		{"\ufdfa", "", false},              // one character that is 18 once normalised
		{"--", "", false},                  // no letter
		{"\u0301ab", "", false},            // a mark with no letter under it
		{"a\u202eb", "", false},            // a right-to-left override
		{"Kiro\U000E0001", "", false},      // a tag character
		{"Kiro\uFE0F", "", false},          // a variation selector
		{strings.Repeat("é", 16), strings.Repeat("é", 16), true},
		{"Tobi_7", "Tobi_7", true},     // each of the marks a name may hold
		{"K.-R. Lo", "K.-R. Lo", true}, //
		{"Kiro!", "", false},           // and one it may not
		{"Kiro/42", "", false},         //
		{"Z" + strings.Repeat("\u0300\u0301\u0302\u0303\u0304\u0305\u0306", 2), "", false},       // one letter and 14 marks
		{"Zo" + strings.Repeat("\u0301", 2), "", false},                                          // the same mark twice on one letter
		{"Zo\u0300\u0301\u0302\u0303", "Z\u00f2\u0301\u0302\u0303", true},                        // four, each once: the most a letter takes
		{"Zo\u0300\u0301\u0302\u0303\u0304", "", false},                                          // five
		{"Ngọc Ánh", "Ngọc Ánh", true},                                                           // Vietnamese: two marks on a letter
		{"Nguyễn Thị Ánh", "Nguyễn Thị Ánh", true},                                               //
		{"मरियम", "मरियम", true}, {"क्ष्म्य", "क्ष्म्य", true}, {"श्रीनिवास", "श्रीनिवास", true}, // Devanagari's conjuncts
		{"مريم", "مريم", true}, {"مُحَمَّد", "مُحَمَّد", true}, // Arabic, with its vowel marks
		{"김민준", "김민준", true}, {"やまだ", "やまだ", true}, {"Ζωή", "Ζωή", true}, {"יעל", "יעל", true}, {"ตั๊กแตน", "ตั๊กแตน", true},
	} {
		got, err := Clean(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("Clean(%q) = %q, %v; want %q, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}

// Two names a person cannot tell apart look the same; two different
// names do not.
func TestLookAlikes(t *testing.T) {
	for _, same := range [][2]string{{"Kiro 42", "kiro42"}, {"Kiro", "Кirо"}, {"Swift Fox", "SWIFT-FOX"}, {"Mia", "rnia"}, {"Ａnn", "Ann"}} {
		a, _ := Clean(same[0])
		if Look(a) != Look(same[1]) {
			t.Errorf("%q and %q look alike: %q and %q", same[0], same[1], Look(a), Look(same[1]))
		}
	}
	for _, other := range [][2]string{{"Kiro 42", "Kiro 43"}, {"Ann", "Anna"}, {"山田", "田山"}} {
		if Look(other[0]) == Look(other[1]) {
			t.Errorf("%q and %q are told apart, yet look %q", other[0], other[1], Look(other[0]))
		}
	}
}

// Every blocked stem, written here (not read from the list under test),
// is refused however a player dresses it: as it is, in capitals, with
// marks between its letters, inside a longer name, and with Cyrillic
// look-alike letters; a name that only comes near one is taken.
func TestEveryBlockedStemIsRefused(t *testing.T) {
	stems := []string{"fuck", "shit", "cunt", "nigg", "fagg", "bitch", "whore", "nazi", "hitler", "rape", "admin", "ropeman"}
	if len(blocked) != len(stems) {
		t.Errorf("%d stems blocked, this test tries %d: %v", len(blocked), len(stems), blocked)
	}
	cyrillic := strings.NewReplacer("a", "а", "c", "с", "e", "е", "o", "о", "p", "р", "i", "і", "h", "һ")
	for _, stem := range stems {
		spaced := strings.Join(strings.Split(stem, ""), ".")
		for _, name := range []string{stem, strings.ToUpper(stem), spaced, "x_" + stem + "_7", cyrillic.Replace(stem), "Mr " + strings.ToUpper(stem[:1]) + stem[1:]} {
			if _, err := Clean(name); err != ErrNotAllowed {
				t.Errorf("Clean(%q) = %v, want ErrNotAllowed (the stem %q)", name, err, stem)
			}
		}
	}
	for _, near := range []string{"Fucsia", "Shin", "Cuno", "Niger", "Fag", "Bitc", "Whorl", "Nazar", "Hitl", "Rap", "Admiral", "Rope Mat"} {
		if _, err := Clean(near); err != nil {
			t.Errorf("Clean(%q) = %v: only near a stem, it is a name", near, err)
		}
	}
}

// People's names that hold a blocked stem inside a word are taken (each
// was refused while a stem anywhere in a name's letters refused it),
// while the words made of a stem are refused however they end or run
// together: its forms and compounds, its letters apart, digits about it.
func TestAStemInsideAWordIsAName(t *testing.T) {
	for _, name := range []string{"Yoshitaka", "Shitara", "Draper", "Nazir", "Nazira", "Faggioli", "Niggemann", "Niggli", "Scunthorpe", "Badminton", "Yo Shitaka", "Ana Zira"} {
		if _, err := Clean(name); err != nil {
			t.Errorf("Clean(%q) = %v: a person's name", name, err)
		}
	}
	for _, name := range []string{"motherfucker", "bullshit", "shithead", "Shitty", "shitting", "fuckface", "fuckin", "Nazis", "nazism", "niggaz", "n1gga",
		"raping", "rapist", "f.u.c.k.e.r", "x_f.u.c.k_7", "fuck69", "69shit", "Hitler88", "Ropeman_fan", "I_love_ropeman", "fu ck", "sh it"} {
		if _, err := Clean(name); err != ErrNotAllowed {
			t.Errorf("Clean(%q) = %v, want ErrNotAllowed", name, err)
		}
	}
}

// Every name the game offers passes the rules, in every language's
// script: each pair of its syllables with a number, as the names card
// makes them ("Kiro 42", "キロ 42", "كاكي 42").
func TestEveryOfferedNamePasses(t *testing.T) {
	for l := range lang.Count {
		for v := range uint64(1024) { // every pair of syllables
			name := l.NameSyllables().Name(v + 32*1024)
			if got, err := Clean(name); err != nil || got != name {
				t.Errorf("%s: the offered name %q: %q, %v", l.Code(), name, got, err)
			}
		}
	}
	if ja, en := lang.Japanese.NameSyllables().Name(1+32*2), lang.English.NameSyllables().Name(1+32*2); ja != "キコ 10" || en != "Kiko 10" {
		t.Errorf("the name v=65 offers: %q in Japanese, %q in English; want キコ 10, Kiko 10", ja, en)
	}
}
