// Package typeface is the HUD's font as the game ships it: Go Bold's glyph
// outlines, read out of the font once, at build time, by
// golang.org/x/image/font/sfnt (typeface_test.go writes gobold.outlines
// and checks it), and rasterised at run time by golang.org/x/image/vector the
// way golang.org/x/image/font/opentype does, pixel for pixel. The game
// carries the outlines and the rasteriser, not the font file and its
// parser: that is most of what the HUD's text cost the browser's download.
//
// The file (little-endian):
//
//	header  u16 units per em, i16 ascent, i16 descent (font units), u16 runes
//	runes   per rune, ascending: u16 rune, u32 offset of its glyph in glyphs
//	glyphs  per glyph: its advance (font units) and its segments' count
//	        as varints, then per segment u8 op (moveTo, lineTo, quadTo)
//	        and its 1 or 2 points, each as the zigzag varints (encoding/
//	        binary's) of x and y less the glyph's point before (font units,
//	        y down; the first from 0, 0)
//
// Points as differences in varints made the file 83,437 bytes (31,451
// brotli) where 16-bit points made it 102,377 (44,179).
package typeface

import (
	_ "embed"
	"image"
	"image/draw"

	"golang.org/x/image/vector"
)

//go:embed gobold.outlines
var goBold string

// GoBold returns Go Bold's outlines. They are the game's own file, checked
// by the tests; were it cut short, the runes past the cut are simply not
// in the font.
func GoBold() Font { return Font{data: goBold} }

// Font is a font's outlines, read straight from their file.
type Font struct{ data string }

// The segments' ops, as sfnt numbers them.
const (
	moveTo = iota
	lineTo
	quadTo
)

const (
	headerSize = 8
	runeSize   = 6 // u16 rune, u32 offset
)

// u16, i16 and u32 read the file's little-endian numbers at byte at: 0
// (and false) past its end.
func (f Font) u16(at int) (int, bool) {
	if at < 0 || at+2 > len(f.data) {
		return 0, false
	}
	return int(f.data[at]) | int(f.data[at+1])<<8, true
}

func (f Font) i16(at int) int32 {
	v, _ := f.u16(at)
	return int32(int16(uint16(v)))
}

func (f Font) u32(at int) (int, bool) {
	lo, ok1 := f.u16(at)
	hi, ok2 := f.u16(at + 2)
	return lo | hi<<16, ok1 && ok2
}

// unitsPerEm is the header's: the font units in an em (never 0).
func (f Font) unitsPerEm() int32 {
	u, _ := f.u16(0)
	return int32(max(u, 1))
}

// runes is how many runes the rune table holds, as far as the file goes.
func (f Font) runes() int {
	n, _ := f.u16(6)
	return min(n, (len(f.data)-headerSize)/runeSize)
}

// glyph returns where r's glyph starts in the file, and whether the font
// has one (binary search of the rune table).
func (f Font) glyph(r rune) (int, bool) {
	if r < 0 || r > 0xffff {
		return 0, false
	}
	lo, hi := 0, f.runes()
	for lo < hi {
		mid := (lo + hi) / 2
		at := headerSize + mid*runeSize
		v, _ := f.u16(at)
		switch {
		case rune(v) < r:
			lo = mid + 1
		case rune(v) > r:
			hi = mid
		default:
			off, ok := f.u32(at + 2)
			return headerSize + f.runes()*runeSize + off, ok
		}
	}
	return 0, false
}

// Has reports whether the font has a glyph for r.
func (f Font) Has(r rune) bool {
	_, ok := f.glyph(r)
	return ok
}

// Face is the font at one size, with its rasteriser and mask reused from
// glyph to glyph.
type Face struct {
	font Font
	ppem int32 // pixels per em, 26.6 fixed point
	rast vector.Rasterizer
	mask image.Alpha
}

// Has reports whether the face's font has a glyph for r.
func (f *Face) Has(r rune) bool { return f.font.Has(r) }

// NewFace makes f's face at size pixels (72 dpi), rounded as opentype
// rounds it.
func NewFace(f Font, size float64) *Face {
	return &Face{font: f, ppem: int32(0.5 + (size * 72 * 64 / 72))}
}

// scale turns font units into 26.6 pixels at the face's size, rounding
// half away from zero (sfnt's scale).
func (f *Face) scale(units int32) int32 {
	x, upem := units*f.ppem, f.font.unitsPerEm()
	if x >= 0 {
		x += upem / 2
	} else {
		x -= upem / 2
	}
	return x / upem
}

// Metrics returns the face's ascent and descent, pixels.
func (f *Face) Metrics() (ascent, descent float32) {
	return px(f.scale(f.font.i16(2))), px(-f.scale(f.font.i16(4)))
}

func px(v int32) float32 { return float32(v) / 64 }

// args is how many points op takes.
func args(op byte) int {
	if op == quadTo {
		return 2
	}
	return 1
}

// point is a point in font units or in 26.6 pixels.
type point struct{ x, y int32 }

// reader reads a glyph's bytes in order; past their end (a cut file) it
// reads zeros and is no longer ok.
type reader struct {
	data string
	at   int
	ok   bool
}

// u8 returns the next byte.
func (r *reader) u8() byte {
	if r.at >= len(r.data) {
		r.ok = false
		return 0
	}
	r.at++
	return r.data[r.at-1]
}

// uvarint returns the next unsigned varint (encoding/binary's).
func (r *reader) uvarint() int32 {
	var v uint32
	for shift := 0; shift < 32; shift += 7 {
		b := r.u8()
		v |= uint32(b&0x7f) << shift
		if b < 0x80 {
			break
		}
	}
	return int32(v)
}

// nextPoint returns the point after p: p moved by the next two zigzag
// varints.
func (r *reader) nextPoint(p point) point {
	dx, dy := r.uvarint(), r.uvarint()
	return point{p.x + (dx>>1 ^ -(dx & 1)), p.y + (dy>>1 ^ -(dy & 1))}
}

// Glyph rasterises r with its pen at the origin: its pixels' rectangle
// about the pen, its coverage (valid until the next Glyph), and its
// advance in pixels. ok is false for a rune the font lacks.
func (f *Face) Glyph(r rune) (dr image.Rectangle, mask *image.Alpha, advance float32, ok bool) {
	start, ok := f.font.glyph(r)
	if !ok {
		return image.Rectangle{}, nil, 0, false
	}
	rd := reader{data: f.font.data, at: start, ok: true}
	advance = px(f.scale(rd.uvarint()))
	n := rd.uvarint()
	body := rd.at
	// The bounds of every point, control points too, as sfnt's
	// Segments.Bounds makes them.
	var lo, hi, p point
	first := true
	for i := int32(0); i < n && rd.ok; i++ {
		for range args(rd.u8()) {
			p = rd.nextPoint(p)
			x, y := f.scale(p.x), f.scale(p.y)
			if first {
				lo, hi, first = point{x, y}, point{x, y}, false
			}
			lo, hi = point{min(lo.x, x), min(lo.y, y)}, point{max(hi.x, x), max(hi.y, y)}
		}
	}
	if !rd.ok {
		return image.Rectangle{}, nil, 0, false
	}
	dr = image.Rect(int(lo.x>>6), int(lo.y>>6), int((hi.x+63)>>6), int((hi.y+63)>>6))
	w, h := dr.Dx(), dr.Dy()
	if cap(f.mask.Pix) < w*h {
		f.mask.Pix = make([]uint8, 2*w*h)
	}
	f.mask.Pix, f.mask.Stride, f.mask.Rect = f.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	// The pen is at the origin: the rasteriser's corner is dr's.
	bias := point{-int32(dr.Min.X) << 6, -int32(dr.Min.Y) << 6}
	f.rast.Reset(w, h)
	f.rast.DrawOp = draw.Src
	rd.at, p = body, point{}
	for range n {
		op := rd.u8()
		p = rd.nextPoint(p)
		x0, y0 := f.pixels(p, bias)
		switch op {
		case moveTo:
			f.rast.MoveTo(x0, y0)
		case lineTo:
			f.rast.LineTo(x0, y0)
		case quadTo:
			p = rd.nextPoint(p)
			x1, y1 := f.pixels(p, bias)
			f.rast.QuadTo(x0, y0, x1, y1)
		}
	}
	f.rast.Draw(&f.mask, f.mask.Bounds(), image.Opaque, image.Point{})
	return dr, &f.mask, advance, true
}

// pixels returns p, in font units, at the face's size moved by bias, in
// pixels.
func (f *Face) pixels(p, bias point) (float32, float32) {
	return float32(f.scale(p.x)+bias.x) / 64, float32(f.scale(p.y)+bias.y) / 64
}
