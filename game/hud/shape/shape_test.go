package shape

import (
	"fmt"
	"testing"
	"unicode"

	"github.com/go-text/typesetting/font"

	"ropeman/assets/fonts"
	"ropeman/game/rules/names"
)

// nominal returns the glyph r maps to in its script's font, and the file.
func nominal(t *testing.T, r rune) (string, font.GID) {
	t.Helper()
	i := fonts.For(r)
	f, err := fonts.Parse(i)
	if err != nil {
		t.Fatal(err)
	}
	g, ok := f.NominalGlyph(r)
	if !ok {
		t.Fatalf("%s has no glyph for %U", fonts.Shipped[i].File, r)
	}
	return fonts.Shipped[i].File, g
}

// ids returns the glyphs' fonts and ids, as one string to compare; a
// space is a space in whichever font its run took.
func ids(t *testing.T, gs []Glyph) string {
	s := ""
	for _, g := range gs {
		if _, space := nominalIn(t, g.Font, ' '); g.ID == space {
			s += "space "
			continue
		}
		s += fmt.Sprintf("%s:%d ", g.Font, g.ID)
	}
	return s
}

// nominalIn returns the glyph r maps to in the shipped font file.
func nominalIn(t *testing.T, file string, r rune) (string, font.GID) {
	t.Helper()
	for i, f := range fonts.Shipped {
		if f.File == file {
			p, err := fonts.Parse(i)
			if err != nil {
				t.Fatal(err)
			}
			g, _ := p.NominalGlyph(r)
			return file, g
		}
	}
	t.Fatalf("no shipped font %s", file)
	return "", 0
}

// A name in Arabic is drawn joined and right to left: each letter in
// the form its neighbours give it (the font's own glyphs for Unicode's
// presentation forms: initial, medial, final), the last letter leftmost,
// not the letters as typed.
func TestArabicIsJoinedRightToLeft(t *testing.T) {
	s := New()
	for _, c := range []struct {
		name  string
		forms []rune // left to right, as the eye reads the shapes
	}{
		{"مريم", []rune{0xfee2, 0xfef3, 0xfeae, 0xfee3}},                            // meem final, yeh initial, reh final, meem initial
		{"سعيد", []rune{0xfeaa, 0xfef4, 0xfecc, 0xfeb3}},                            // dal final, yeh medial, ain medial, seen initial
		{"فاطمة", []rune{0xfe94, 0xfee4, 0xfec3, 0xfe8e, 0xfed3}},                   // teh marbuta final, meem medial, tah initial, alef final, feh initial
		{"Ali علي 7", []rune{'A', 'l', 'i', ' ', '7', ' ', 0xfef2, 0xfee0, 0xfecb}}, // a left-to-right line: the Arabic word turned, the digit after it on its left
	} {
		var want string
		for _, r := range c.forms {
			if r == ' ' {
				want += "space "
				continue
			}
			f, g := nominal(t, r)
			want += fmt.Sprintf("%s:%d ", f, g)
		}
		gs, _, missing := s.Shape(nil, c.name, 32, false)
		if got := ids(t, gs); got != want || missing != 0 {
			t.Errorf("%s: glyphs %s (missing %q), want %s", c.name, got, missing, want)
		}
		// Unshaped, the letters as typed, the test would be fooled by
		// nothing: the isolated forms are other glyphs.
		var typed string
		for _, r := range c.name {
			f, g := nominal(t, r)
			typed += fmt.Sprintf("%s:%d ", f, g)
		}
		if typed == want {
			t.Fatalf("%s: its joined forms are its letters as typed; the case tests nothing", c.name)
		}
	}
}

// A name in Devanagari is drawn with its conjuncts and its vowel signs
// where the script puts them: the short i's sign before the consonant it
// follows in the text, a virama under a half form or a conjunct, never
// drawn alone, and fewer glyphs than runes where consonants join.
func TestDevanagariHasItsConjunctsAndSigns(t *testing.T) {
	s := New()
	_, virama := nominal(t, 0x094d)
	_, ka := nominal(t, 0x0915)
	for _, name := range []string{"नमस्ते", "श्रीनिवास", "क्ष्म्य", "लक्ष्मी", "विक्रम"} {
		gs, _, missing := s.Shape(nil, name, 32, false)
		if missing != 0 {
			t.Errorf("%s: %q missing", name, missing)
		}
		runes := []rune(name)
		if len(gs) >= len(runes) {
			t.Errorf("%s: %d glyphs for %d runes: no conjunct formed", name, len(gs), len(runes))
		}
		for _, g := range gs {
			if g.ID == virama {
				t.Errorf("%s: a virama drawn alone (%s)", name, ids(t, gs))
			}
		}
	}
	// The sign's glyph is one of its widths, chosen to reach the stem.
	gs, _, _ := s.Shape(nil, "कि", 32, false)
	if len(gs) != 2 || gs[0].ID == ka || gs[1].ID != ka {
		t.Errorf("कि: glyphs %s, want the i sign left of ka (%d)", ids(t, gs), ka)
	}
}

// Every rune a name may hold, in every script the name rules accept, is
// drawn: the shipped fonts have it, and the shaper lays it out without a
// missing glyph. The rules and the fonts agree.
func TestEveryRuneANameMayHoldIsDrawn(t *testing.T) {
	s := New()
	checked := 0
	for r := rune(0x20); r <= unicode.MaxRune; r++ {
		if !unicode.In(r, unicode.L, unicode.M, unicode.Nd) {
			continue
		}
		name := string(r) + string(r)
		if unicode.Is(unicode.M, r) {
			name = "a" + string(r) + "b"
		}
		clean, err := names.Clean(name)
		if err != nil {
			continue
		}
		checked++
		if _, _, missing := s.Shape(nil, clean, 16, false); missing != 0 {
			t.Errorf("the name %q (%U) is accepted, and %U has no glyph", clean, r, missing)
		}
	}
	if checked < 20000 {
		t.Errorf("only %d runes accepted: the walk tests too little", checked)
	}
	t.Logf("%d runes a name may hold, every one drawn", checked)
}
