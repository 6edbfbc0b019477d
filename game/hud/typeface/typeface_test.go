package typeface

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The outlines are made here, at build time, from Go Bold by sfnt:
//
//	ROPEMAN_WRITE_OUTLINES=1 go test -run ShippedOutlines ./game/hud/typeface
//
// writes gobold.outlines; without it the test fails when the file is not
// what the font makes.
func TestTheShippedOutlinesAreGoBolds(t *testing.T) {
	made, err := outlines(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("ROPEMAN_WRITE_OUTLINES") == "1" {
		if err := os.WriteFile("gobold.outlines", made, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote gobold.outlines: %d bytes", len(made))
		return
	}
	if !bytes.Equal(made, []byte(goBold)) {
		t.Fatalf("gobold.outlines (%d bytes) is not what Go Bold makes (%d bytes): ROPEMAN_WRITE_OUTLINES=1 go test -run ShippedOutlines ./game/hud/typeface", len(goBold), len(made))
	}
}

// outlines reads every glyph a rune maps to out of the TrueType font ttf,
// unscaled (at one pixel per font unit, sfnt's scaling is exact), in the
// package's format.
func outlines(ttf []byte) ([]byte, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, err
	}
	var buf sfnt.Buffer
	upem := fixed.Int26_6(f.UnitsPerEm())
	m, err := f.Metrics(&buf, upem, font.HintingNone)
	if err != nil {
		return nil, err
	}
	var table, glyphs bytes.Buffer
	at := map[sfnt.GlyphIndex]int{} // each glyph once, however many runes map to it
	runes := 0
	for r := rune(0); r <= 0x10ffff; r++ {
		i, err := f.GlyphIndex(&buf, r)
		if err != nil || i == 0 {
			continue
		}
		if r > 0xffff {
			return nil, fmt.Errorf("rune %U: the format holds the Basic Multilingual Plane only", r)
		}
		off, seen := at[i]
		if !seen {
			off = glyphs.Len()
			at[i] = off
			if err := appendGlyph(&glyphs, f, &buf, i, upem); err != nil {
				return nil, fmt.Errorf("rune %U: %v", r, err)
			}
		}
		binary.Write(&table, binary.LittleEndian, [2]uint16{uint16(r), uint16(off)})
		binary.Write(&table, binary.LittleEndian, uint16(off>>16))
		runes++
	}
	var out bytes.Buffer
	binary.Write(&out, binary.LittleEndian, [4]int16{int16(upem), int16(m.Ascent), int16(-m.Descent), int16(runes)})
	out.Write(table.Bytes())
	out.Write(glyphs.Bytes())
	return out.Bytes(), nil
}

// appendGlyph writes glyph i's advance and segments, in font units.
func appendGlyph(w *bytes.Buffer, f *sfnt.Font, buf *sfnt.Buffer, i sfnt.GlyphIndex, upem fixed.Int26_6) error {
	adv, err := f.GlyphAdvance(buf, i, upem, font.HintingNone)
	if err != nil {
		return err
	}
	segs, err := f.LoadGlyph(buf, i, upem, nil)
	if err != nil {
		return err
	}
	var b []byte
	b = binary.AppendUvarint(b, uint64(adv))
	b = binary.AppendUvarint(b, uint64(len(segs)))
	var last fixed.Point26_6
	for _, s := range segs {
		if s.Op == sfnt.SegmentOpCubeTo {
			return fmt.Errorf("glyph %d: a cubic segment (the format holds TrueType's quadratic outlines)", i)
		}
		b = append(b, byte(s.Op))
		for _, p := range s.Args[:args(byte(s.Op))] {
			b = binary.AppendVarint(b, int64(p.X-last.X))
			b = binary.AppendVarint(b, int64(p.Y-last.Y))
			last = p
		}
	}
	w.Write(b)
	return nil
}

// Every rune Go Bold has is drawn exactly as opentype draws it, the same
// coverage in the same rectangle with the same advance, at the faces of a
// small phone's, a phone's, a tablet's and an iPad Pro's screens (the
// HUD's faces are 6 %, 3.2 % and 2.4 % of the height) and at the least
// legible size; the ascent and descent are opentype's too.
func TestEveryGlyphIsOpenTypesPixelForPixel(t *testing.T) {
	ref, err := opentype.Parse(gobold.TTF)
	if err != nil {
		t.Fatal(err)
	}
	sizes := []float64{12, 640 * 0.024, 780 * 0.032, 780 * 0.06, 1024 * 0.024, 2732 * 0.06}
	if testing.Short() {
		sizes = sizes[1:3]
	}
	ours := GoBold()
	var buf sfnt.Buffer
	for _, size := range sizes {
		want, err := opentype.NewFace(ref, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			t.Fatal(err)
		}
		got := NewFace(ours, size)
		m := want.Metrics()
		if a, d := got.Metrics(); a != float32(m.Ascent)/64 || d != float32(m.Descent)/64 {
			t.Errorf("%.2f px: ascent %v, descent %v; opentype's %v, %v", size, a, d, float32(m.Ascent)/64, float32(m.Descent)/64)
		}
		drawn, differ := 0, 0
		for r := rune(0); r <= 0xffff; r++ {
			i, _ := ref.GlyphIndex(&buf, r)
			if has := ours.Has(r); has != (i != 0) {
				t.Fatalf("%U: in our font %v, in Go Bold %v", r, has, i != 0)
			}
			if i == 0 {
				continue
			}
			wr, wm, wp, wadv, wok := want.Glyph(fixed.Point26_6{}, r)
			gr, gm, gadv, gok := got.Glyph(r)
			if !wok || !gok || wr != gr || float32(wadv)/64 != gadv {
				t.Fatalf("%.2f px %U %q: ours %v %v adv %v, opentype's %v %v adv %v", size, r, r, gok, gr, gadv, wok, wr, float32(wadv)/64)
			}
			drawn++
			if !sameCoverage(wm, wp, gm) {
				differ++
				if differ <= 3 {
					t.Errorf("%.2f px %U %q: coverage differs from opentype's", size, r, r)
				}
			}
		}
		if drawn < 600 || differ > 0 {
			t.Errorf("%.2f px: %d glyphs drawn, %d unlike opentype's (want all of Go Bold's 600 and more, none unlike)", size, drawn, differ)
		}
	}
}

// sameCoverage reports whether mask's pixels from mp on are got's.
func sameCoverage(mask image.Image, mp image.Point, got *image.Alpha) bool {
	b := got.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			_, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA()
			if uint8(a>>8) != got.AlphaAt(x, y).A {
				return false
			}
		}
	}
	return true
}

// A rune the font lacks is no glyph; a file cut anywhere short answers
// what it still holds and never reads past its end.
func TestACutFontNeverPanics(t *testing.T) {
	if GoBold().Has('日') || GoBold().Has(-1) || GoBold().Has(0x1f600) {
		t.Error("Go Bold has a glyph for 日, -1 or an emoji")
	}
	if _, _, _, ok := NewFace(GoBold(), 20).Glyph('日'); ok {
		t.Error("a glyph drawn for 日")
	}
	for cut := 0; cut < len(goBold); cut += 97 {
		f := NewFace(Font{data: goBold[:cut]}, 20)
		f.Metrics()
		for _, r := range "AЖλ€ 0" {
			if _, m, _, ok := f.Glyph(r); ok && m == nil {
				t.Fatalf("cut at %d: %q drawn with no mask", cut, r)
			}
		}
	}
}
