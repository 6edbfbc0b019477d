package hud

import (
	"image"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/hud/typeface"
)

// The HUD rasterises its own glyphs (Go Bold's outlines, read out of the
// font at build time: see game/hud/typeface) into one atlas image and
// draws text as quads from it, in the same batch as its shapes (see ink):
// Ebitengine's text/v2 and its shaping stack would add a quarter to the
// browser's download, and Latin, Cyrillic and Greek need no shaping. Go
// Bold carries no kerning pairs, so a line is its glyphs' advances.
//
// A line Go Bold cannot draw alone (a rune it lacks, a mark to stack, a
// script read right to left) goes to the shaper (lineShaper): a name in
// Arabic, Hangul or Devanagari, a language in such a script. The shaper
// lays out and fills the whole line, and the atlas keeps it as one glyph
// by its text: drawn again, it costs what a glyph does.

// face is the font at one pixel size.
type face struct {
	Size            float64        // pixels
	glyphs          *typeface.Face // its outlines at this size
	ascent, descent float32        // pixels above and below the baseline
	atlas           *atlas
	first           [firstRunes]glyph       // the runes below firstRunes, by rune
	more            []glyph                 // the rest, as they come
	aloneBits       [firstRunes / 64]uint64 // runes below firstRunes Go Bold draws alone, a bit each
	shaper          lineShaper              // lays out the lines Go Bold cannot (nil: drawn as it can)
	rtl             bool                    // the language reads right to left: so do its lines
	lines           []line                  // the lines the shaper made, as they came
}

// line is a whole line the shaper made, kept in the atlas as one glyph.
type line struct {
	text string
	glyph
}

// maxLines is how many shaped lines a face keeps; one more, and the atlas
// is made afresh at the next frame (a count-up in Arabic makes a line a
// frame).
const maxLines = 96

// lineShaper lays out a line of text Go Bold cannot draw alone and fills
// it: its pixels' rectangle about the pen at the line's left end on the
// baseline, their coverage (valid until the next call), its advance, and
// the first rune no font has (0 if none). The line reads right to left if
// rtl (the language does), else as its first letter's script does. ready
// is false when it cannot yet (a browser still fetching the script's
// font): it is asked again next frame.
type lineShaper interface {
	Line(text string, size float64, rtl bool) (dr image.Rectangle, mask *image.Alpha, advance float32, missing rune, ready bool)
}

// firstRunes are the runes a face keeps in its table: Latin, its
// extensions, Greek and Cyrillic. Others are kept in a list.
const firstRunes = 0x500

// glyph is one rune's picture in the atlas.
type glyph struct {
	r      rune
	ready  bool    // rasterised (or known to be empty)
	sx, sy float32 // its rectangle in the atlas, pixels
	w, h   float32
	dx, dy float32 // its top-left from the pen on the baseline
	adv    float32 // how far the pen moves
}

// newFace makes the font f at size pixels, its glyphs kept in a, the
// lines Go Bold cannot draw laid out by shaper, right to left if rtl.
func newFace(f typeface.Font, size float64, a *atlas, shaper lineShaper, rtl bool) *face {
	o := typeface.NewFace(f, size)
	ascent, descent := o.Metrics()
	fc := &face{Size: size, glyphs: o, ascent: ascent, descent: descent, atlas: a, shaper: shaper, rtl: rtl}
	for r := rune(0); r < firstRunes; r++ {
		if f.Has(r) && !unicode.Is(unicode.Mn, r) {
			fc.aloneBits[r/64] |= 1 << (r % 64)
		}
	}
	return fc
}

// drawsAlone reports whether Go Bold draws r as a glyph of its own: it has
// one, and r is no mark to stack on a letter; or r draws nothing.
func (f *face) drawsAlone(r rune) bool {
	if invisible(r) {
		return true
	}
	if r >= 0 && r < firstRunes {
		return f.aloneBits[r/64]&(1<<(r%64)) != 0
	}
	return f.glyphs.Has(r) && !unicode.Is(unicode.Mn, r)
}

// alone reports whether Go Bold draws every rune of s alone: no line of
// it goes to the shaper.
func (f *face) alone(s string) bool {
	for _, r := range s {
		if !f.drawsAlone(r) {
			return false
		}
	}
	return true
}

// invisible reports whether r draws nothing by design: a line's end, or a
// mark of direction (the isolates a player's name is set in, so that a
// name in Arabic reads right to left in a line that reads left to right).
func invisible(r rune) bool {
	return r == '\n' || r == 0x200e || r == 0x200f || (r >= 0x2066 && r <= 0x2069)
}

// waiting is the glyph of a line whose fonts are on their way: nothing.
var waiting glyph

// shaped returns the shaper's glyph for the one-line s, making it the
// first time (nothing while its fonts are on their way), or false when Go
// Bold draws s alone (or there is no shaper).
func (f *face) shaped(s string) (*glyph, bool) {
	for i := range f.lines {
		if f.lines[i].text == s {
			return &f.lines[i].glyph, true
		}
	}
	if f.shaper == nil {
		return nil, false
	}
	if f.alone(s) {
		return nil, false
	}
	dr, mask, adv, missing, ready := f.shaper.Line(s, f.Size, f.rtl)
	if !ready {
		f.atlas.waiting = true
		return &waiting, true // its fonts are on their way: nothing yet
	}
	if f.atlas.waiting { // fonts came: what waited for them is measured again
		f.atlas.waiting = false
		f.atlas.fonts++
	}
	if len(f.lines) == maxLines {
		f.atlas.refill = true // made afresh next frame; until then, drawn as Go Bold can
		return nil, false
	}
	if missing != 0 {
		f.atlas.miss(missing)
	}
	f.lines = append(f.lines, line{text: s})
	g := &f.lines[len(f.lines)-1].glyph
	g.r, g.adv, g.ready = -1, adv, true
	if dr.Empty() {
		return g, true
	}
	x, y, fits := f.atlas.place(dr.Dx(), dr.Dy())
	if !fits {
		f.lines = f.lines[:len(f.lines)-1]
		return nil, false
	}
	f.atlas.write(x, y, mask)
	g.sx, g.sy, g.w, g.h = float32(x), float32(y), float32(dr.Dx()), float32(dr.Dy())
	g.dx, g.dy = float32(dr.Min.X), float32(dr.Min.Y)
	return g, true
}

// lineHeight is the distance between two lines' baselines.
func (f *face) lineHeight() float32 { return float32(f.Size) * 1.2 }

// glyph returns r's glyph, rasterising it the first time.
func (f *face) glyph(r rune) *glyph {
	var g *glyph
	if r >= 0 && r < firstRunes {
		g = &f.first[r]
	} else {
		for i := range f.more {
			if f.more[i].r == r {
				return &f.more[i]
			}
		}
		f.more = append(f.more, glyph{})
		g = &f.more[len(f.more)-1]
	}
	if !g.ready {
		f.rasterise(g, r)
	}
	return g
}

// rasterise draws r into the atlas. A rune the font lacks is drawn as
// nothing and noted in the atlas's missing (a test fails on it); one that
// does not fit this frame is tried again next frame.
func (f *face) rasterise(g *glyph, r rune) {
	g.r = r
	dr, mask, adv, ok := f.glyphs.Glyph(r)
	if !ok {
		g.ready = true
		if !invisible(r) {
			f.atlas.miss(r)
		}
		return
	}
	g.adv = adv
	if dr.Empty() {
		g.ready = true
		return
	}
	x, y, fits := f.atlas.place(dr.Dx(), dr.Dy())
	if !fits {
		return
	}
	f.atlas.write(x, y, mask)
	g.sx, g.sy, g.w, g.h = float32(x), float32(y), float32(dr.Dx()), float32(dr.Dy())
	g.dx, g.dy = float32(dr.Min.X), float32(dr.Min.Y)
	g.ready = true
}

// advance returns how wide the one-line s is, pixels.
func (f *face) advance(s string) float32 {
	if g, ok := f.shaped(s); ok {
		return g.adv
	}
	return f.boldAdvance(s)
}

// boldAdvance returns how wide the one-line s is in Go Bold's glyphs.
func (f *face) boldAdvance(s string) float32 {
	var w float32
	for _, r := range s {
		w += f.glyph(r).adv
	}
	return w
}

// measure returns the size of s's box: its widest line, and its lines'
// height from the first's top to the last's bottom.
func (f *face) measure(s string) (w, h float32) {
	lines := 1
	top, _ := f.extent(s)
	for {
		line, rest, more := strings.Cut(s, "\n")
		w = max(w, f.advance(line))
		if !more {
			_, bottom := f.extent(line)
			return w, float32(lines-1)*f.lineHeight() + top + bottom
		}
		s = rest
		lines++
	}
}

// extent returns how far the first line of s reaches above its baseline
// and below it: the face's ascent and descent, or further for a shaped
// line whose glyphs do (Devanagari's vowel signs over its headline,
// Arabic's marks under its letters).
func (f *face) extent(s string) (up, down float32) {
	line, _, _ := strings.Cut(s, "\n")
	up, down = f.ascent, f.descent
	if g, ok := f.shaped(line); ok && g.h > 0 {
		up, down = max(up, -g.dy), max(down, g.dy+g.h)
	}
	return up, down
}

// atlas is the image the glyphs are drawn into, with a white block in
// its corner for the HUD's shapes, filled shelf by shelf.
type atlas struct {
	img        *ebiten.Image
	side       int
	x, y, rowH int    // the shelf being filled
	full       bool   // a glyph did not fit: grow at the next frame
	refill     bool   // the faces kept all the lines they may: make afresh at the next frame
	waiting    bool   // a line waits for its fonts
	fonts      int    // how many times fonts came for lines that waited (see caption)
	missing    []rune // runes no font has a glyph for, as they were asked
	pix        []byte
}

// whiteBlock is the white square in the atlas's corner the shapes are
// drawn from, pixels; whiteAt is the texel they sample.
const (
	whiteBlock = 4
	whiteAt    = whiteBlock / 2
	glyphGap   = 1 // clear pixels between glyphs, so linear filtering never bleeds
)

// reset empties the atlas, side pixels square, keeping its image when the
// size is the same.
func (a *atlas) reset(side int) {
	if a.img == nil || a.side != side {
		if a.img != nil {
			a.img.Deallocate()
		}
		a.img = ebiten.NewImage(side, side)
	} else {
		a.img.Clear()
	}
	a.side, a.full, a.refill = side, false, false
	a.img.SubImage(image.Rect(0, 0, whiteBlock, whiteBlock)).(*ebiten.Image).Fill(image.White)
	a.x, a.y, a.rowH = whiteBlock+glyphGap, 0, whiteBlock
}

// atlasSide returns the side of an atlas that holds 200 glyphs of each
// of the faces for a screen height pixels high (a language's alphabet and
// its digits and signs), a power of two: 1024 for a phone, 2048 for a
// tablet. A bigger alphabet grows it (see HUD.resize).
func atlasSide(height float32) int {
	area := 0.0
	for _, k := range faceSizes {
		s := float64(height) * k
		area += 200 * (0.7*s + glyphGap) * (0.95*s + glyphGap)
	}
	side := 256
	for float64(side*side) < area && side < maxAtlasSide {
		side *= 2
	}
	return side
}

// maxAtlasSide is the biggest atlas made, the texture size phones' GPUs
// and WebGL 2 allow in practice (GLES 3.0 promises only 2048, which a
// phone's heights never need).
const maxAtlasSide = 4096

// miss notes r as a rune no font has a glyph for (drawn as nothing).
func (a *atlas) miss(r rune) {
	if !slices.Contains(a.missing, r) {
		a.missing = append(a.missing, r)
	}
}

// place finds room for a w x h glyph.
func (a *atlas) place(w, h int) (x, y int, ok bool) {
	if a.x+w > a.side {
		a.x, a.y, a.rowH = 0, a.y+a.rowH+glyphGap, 0
	}
	if a.y+h > a.side || w > a.side {
		a.full = true
		return 0, 0, false
	}
	x, y = a.x, a.y
	a.x += w + glyphGap
	a.rowH = max(a.rowH, h)
	return x, y, true
}

// write copies a glyph's coverage mask into the atlas at x, y as white of
// that alpha (premultiplied).
func (a *atlas) write(x, y int, mask *image.Alpha) {
	n := 4 * len(mask.Pix)
	if cap(a.pix) < n {
		a.pix = make([]byte, n)
	}
	pix := a.pix[:n]
	for i, v := range mask.Pix {
		pix[4*i], pix[4*i+1], pix[4*i+2], pix[4*i+3] = v, v, v, v
	}
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	a.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image).WritePixels(pix)
}

// roundPx rounds v to a whole pixel: glyphs drawn 1:1 stay sharp.
func roundPx(v float32) float32 { return float32(math.Floor(float64(v) + 0.5)) }
