package hud

import (
	"image"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"ropeman/game/hud/typeface"
	"ropeman/game/lang"
)

// A text's box is its widest line across and its lines' height down, the
// first line's ascent to the last's descent.
func TestMeasureIsTheWidestLineAndEveryLine(t *testing.T) {
	h := testHUD(t)
	h.resize(780)
	f := h.mid
	one, two := f.advance("WELL DONE"), f.advance("OK")
	w, ht := f.measure("WELL DONE\nOK")
	if w != max(one, two) || w <= 0 {
		t.Errorf("two lines measure %.1f across, want the wider line's %.1f", w, max(one, two))
	}
	if want := f.lineHeight() + f.ascent + f.descent; ht != want {
		t.Errorf("two lines measure %.1f down, want %.1f", ht, want)
	}
	if _, h1 := f.measure("OK"); h1 != f.ascent+f.descent {
		t.Errorf("one line measures %.1f down, want %.1f", h1, f.ascent+f.descent)
	}
}

// Glyphs that do not fit the atlas leave it marked full; the next frame
// gets an atlas twice as big, where they all fit again.
func TestTheAtlasGrowsWhenItIsFull(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 780, 1, [4]float32{})
	start := h.atlas.side
	h.atlas.reset(64) // as if the screen's alphabet were much bigger than planned
	alphabet := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
	h.big.measure(alphabet)
	if !h.atlas.full {
		t.Fatal("a 64 px atlas held the whole alphabet at 47 px")
	}
	h.Begin(360, 780, 1, [4]float32{})
	if h.atlas.side != 128 || h.atlas.full {
		t.Fatalf("after a full frame the atlas is %d px (full: %v), want 128", h.atlas.side, h.atlas.full)
	}
	for frame := 0; frame < 8; frame++ { // it doubles until they fit
		h.big.measure(alphabet)
		if !h.atlas.full {
			break
		}
		h.Begin(360, 780, 1, [4]float32{})
	}
	if h.atlas.full || h.atlas.side > start {
		t.Errorf("the atlas stopped at %d px, full: %v; the one planned for the screen is %d", h.atlas.side, h.atlas.full, start)
	}
	for _, r := range alphabet {
		if g := h.big.glyph(r); !g.ready || g.w == 0 {
			t.Errorf("%q is not in the grown atlas", r)
		}
	}
}

// Every text of every language the game speaks is drawn: by Go Bold where
// it draws the line alone (Latin, Cyrillic, Greek), else by the shaper
// from the shipped fonts (Hindi, Japanese, Arabic...), with no rune
// missing; and the HUD reports a rune no font has.
func TestEveryLanguageHasItsGlyphs(t *testing.T) {
	bold := typeface.GoBold()
	texts := &atlas{}
	texts.reset(maxAtlasSide)
	for l := range lang.Count {
		shaped := newFace(bold, 14, texts, newShaper(), l.RTL())
		for _, s := range lang.All(l) {
			for line := range strings.SplitSeq(s, "\n") {
				shaped.measure(line)
			}
			if len(texts.missing) > 0 {
				t.Errorf("%s: %q: no font has %q", l.Code(), s, texts.missing)
				texts.missing = nil
			}
			if len(shaped.lines) == maxLines {
				shaped.lines = shaped.lines[:0]
				texts.reset(maxAtlasSide)
			}
		}
	}
	a := &atlas{}
	a.reset(256)
	f := newFace(bold, 20, a, nil, false)
	f.measure("ROPE-MAN 日本")
	if want := []rune{'日', '本'}; !slices.Equal(a.missing, want) {
		t.Errorf("with no shaper, missing runes %q, want %q", a.missing, want)
	}
	// With the shaper, the shipped fonts draw what Go Bold lacks, and a
	// rune none has is reported.
	a.missing = nil
	f = newFace(bold, 20, a, newShaper(), false)
	f.measure("ROPE-MAN 日本")
	f.measure("Ngọc 𓀀")
	if want := []rune{'𓀀'}; !slices.Equal(a.missing, want) {
		t.Errorf("with the shaper, missing runes %q, want %q", a.missing, want)
	}
}

// Glyphs are packed into the atlas without touching: each inside it, a
// gap from every other, rows wrapping at its edge; the atlas is marked
// full on the first glyph that fits nowhere, not before.
func TestTheAtlasPacksGlyphsApart(t *testing.T) {
	var a atlas
	a.side = 64
	a.x, a.y, a.rowH = whiteBlock+glyphGap, 0, whiteBlock
	var placed []image.Rectangle
	sizes := [][2]int{{20, 12}, {30, 9}, {10, 15}, {25, 14}, {40, 8}, {14, 14}, {50, 10}}
	for i, s := range sizes {
		x, y, ok := a.place(s[0], s[1])
		if !ok {
			t.Fatalf("glyph %d (%dx%d) did not fit a 64 px atlas holding %d", i, s[0], s[1], len(placed))
		}
		r := image.Rect(x, y, x+s[0], y+s[1])
		if !r.In(image.Rect(0, 0, a.side, a.side)) || r.Overlaps(image.Rect(0, 0, whiteBlock, whiteBlock)) {
			t.Fatalf("glyph %d at %v: outside the atlas or on its white block", i, r)
		}
		for j, q := range placed {
			if r.Inset(-glyphGap).Overlaps(q) {
				t.Fatalf("glyph %d at %v touches glyph %d at %v: no gap between them", i, r, j, q)
			}
		}
		placed = append(placed, r)
	}
	if a.full {
		t.Fatal("the atlas says it is full with room left")
	}
	// An empty 64 px atlas holds 24 glyphs of 12 px a gap apart: four in
	// the row beside its 4 px white block, then four rows of five.
	var b atlas
	b.side = 64
	b.x, b.y, b.rowH = whiteBlock+glyphGap, 0, whiteBlock
	for i := range 24 {
		if _, _, ok := b.place(12, 12); !ok || b.full {
			t.Fatalf("12 px glyph %d refused by a 64 px atlas (full %v), want 24 of them placed", i+1, b.full)
		}
	}
	if _, _, ok := b.place(12, 12); ok || !b.full {
		t.Errorf("a 25th 12 px glyph: placed %v, full %v; want it refused and the atlas full", ok, b.full)
	}
}

// An atlas holds a language's glyphs at the screen's faces: 1024 px up
// to a phone's 1024 px height, 2048 px for a tablet's, 4096 for an iPad
// Pro's 2732, and never more (what phones' GPUs take).
func TestTheAtlasFitsTheScreen(t *testing.T) {
	for _, c := range []struct {
		height float32
		side   int
	}{{720, 1024}, {780, 1024}, {1024, 1024}, {1366, 2048}, {2048, 2048}, {2732, 4096}, {20000, 4096}} {
		if got := atlasSide(c.height); got != c.side {
			t.Errorf("a %v px screen gets a %d px atlas, want %d", c.height, got, c.side)
		}
	}
}

// A face's lines are 1.2 of its size apart and its ascent and descent
// span about its size (Go Bold: 0.93 and 0.21 em); runes past the first
// table's end are kept too.
func TestAFacesMetrics(t *testing.T) {
	h := testHUD(t)
	h.resize(1000)
	f := h.big // 60 px
	if f.lineHeight() != 72 {
		t.Errorf("a 60 px face's lines are %v px apart, want 72", f.lineHeight())
	}
	if f.ascent < 50 || f.ascent > 60 || f.descent < 10 || f.descent > 15 {
		t.Errorf("a 60 px face: ascent %v, descent %v px; want about 56 and 13", f.ascent, f.descent)
	}
	for _, r := range []rune{firstRunes - 1, firstRunes, 'Ж', '€'} {
		if g := f.glyph(r); g != f.glyph(r) {
			t.Errorf("rune %U is rasterised anew each time", r)
		}
	}
}

// A text that would shrink its face under the least size to fit its room
// takes two lines, broken at the space nearest its middle; one that fits,
// or shrinks less, keeps one line.
func TestALongTextTakesTwoLines(t *testing.T) {
	h := testHUD(t)
	h.Begin(320, 720, 1, layoutInsets)
	long := "one two three four five six seven eight nine ten eleven"
	for _, c := range []struct {
		text  string
		room  float32
		lines int
	}{{"drag to steer", 300, 1}, {long, 1000, 1}, {long, 300, 2}} {
		var s caption
		s.setFit(c.text, h.small, c.room, legibleSize)
		if got := 1 + strings.Count(s.text, "\n"); got != c.lines {
			t.Errorf("%q in %.0f px: %d lines (%q), want %d", c.text, c.room, got, s.text, c.lines)
		}
		if c.lines == 2 && s.text != "one two three four five six\nseven eight nine ten eleven" {
			t.Errorf("broken as %q, want at the middle space", s.text)
		}
	}
}

// Lines break at spaces, and in Japanese and Chinese, which write none,
// between characters, but never before a closing mark or a small kana nor
// after an opening one; every line fits, and the lines put together are
// the text.
func TestLinesBreakWhereTheirLanguageLets(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 640, 2, layoutInsets)
	f := h.small
	for _, c := range []struct {
		text  string
		width float32
		join  string // what a break took out
	}{
		{"Your save was damaged and had to be reset. A copy was kept.", 120, " "},
		{"セーブデータが壊れていたため、リセットしました。コピーは残してあります。", 120, ""},
		{"存档已损坏, 只能重置。已保留一份副本。", 90, ""},
		{"「ちょっと」待って、ください。", 70, ""},
	} {
		lines := wrap(nil, c.text, f, c.width)
		if len(lines) < 2 {
			t.Errorf("%q in %.0f px: %q, want it broken", c.text, c.width, lines)
		}
		got := ""
		for i, l := range lines {
			if w := f.advance(l); w > c.width && (strings.Contains(l, " ") || utf8.RuneCountInString(l) > 2) {
				t.Errorf("%q: line %q is %.0f px, over %.0f", c.text, l, w, c.width)
			}
			first, _ := utf8.DecodeRuneInString(l)
			last, _ := utf8.DecodeLastRuneInString(l)
			if strings.ContainsRune(noLineStart, first) || strings.ContainsRune(noLineEnd, last) {
				t.Errorf("%q: line %d, %q, starts or ends where no line may", c.text, i, l)
			}
			if i > 0 && c.join == " " && !strings.HasSuffix(got, " ") {
				got += " "
			}
			got += l
		}
		if strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(c.text, " ", "") {
			t.Errorf("%q: the lines %q lose or add text", c.text, lines)
		}
	}
}
