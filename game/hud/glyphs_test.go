package hud

import (
	"slices"
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"ropeman/game/lang"
)

// A text's box is its widest line across and its lines' height down, the
// first line's ascent to the last's descent.
func TestMeasureIsTheWidestLineAndEveryLine(t *testing.T) {
	h, err := New()
	if err != nil {
		t.Fatal(err)
	}
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
	h, err := New()
	if err != nil {
		t.Fatal(err)
	}
	h.Begin(780, 1, [4]float32{})
	start := h.atlas.side
	h.atlas.reset(64) // as if the screen's alphabet were much bigger than planned
	alphabet := "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
	h.big.measure(alphabet)
	if !h.atlas.full {
		t.Fatal("a 64 px atlas held the whole alphabet at 47 px")
	}
	h.Begin(780, 1, [4]float32{})
	if h.atlas.side != 128 || h.atlas.full {
		t.Fatalf("after a full frame the atlas is %d px (full: %v), want 128", h.atlas.side, h.atlas.full)
	}
	for frame := 0; frame < 8; frame++ { // it doubles until they fit
		h.big.measure(alphabet)
		if !h.atlas.full {
			break
		}
		h.Begin(780, 1, [4]float32{})
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

// Go Bold has a glyph for every rune of every text in every language the
// game speaks, and the HUD reports a rune it lacks.
func TestEveryLanguageHasItsGlyphs(t *testing.T) {
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	var buf sfnt.Buffer
	for l := range lang.Count {
		for _, s := range lang.All(l) {
			for _, r := range s {
				if i, err := bold.GlyphIndex(&buf, r); err != nil || i == 0 {
					t.Errorf("%s: %q: Go Bold has no glyph for %U %q", l.Code(), s, r, r)
				}
			}
		}
	}
	a := &atlas{}
	a.reset(256)
	f := newFace(bold, 20, a)
	f.measure("ROPE-MAN 日本")
	if want := []rune{'日', '本'}; !slices.Equal(a.missing, want) {
		t.Errorf("missing runes %q, want %q", a.missing, want)
	}
}
