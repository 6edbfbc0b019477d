// Package typeface is the HUD's font as the game ships it: Go Bold's glyph
// outlines, read out of the font once, at build time, by
// golang.org/x/image/font/sfnt (outline_test.go writes gobold.outlines and
// checks it), and rasterised at run time by golang.org/x/image/vector the
// way golang.org/x/image/font/opentype does, pixel for pixel. The game
// carries the outlines and the rasteriser, not the font file and its
// parser: that is most of what the HUD's text cost the browser's download.
//
// The file (little-endian):
//
//	header  u16 units per em, i16 ascent, i16 descent (font units), u16 runes
//	runes   per rune, ascending: u16 rune, u32 offset of its glyph in glyphs
//	glyphs  per glyph: u16 advance (font units), u16 segments, then per
//	        segment u8 op (moveTo, lineTo, quadTo) and its 1 or 2 points,
//	        i16 x, i16 y each (font units, y down)
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

func (f Font) unitsPerEm() int32 {
	u, _ := f.u16(0)
	return int32(max(u, 1))
}

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

// at returns the point at p in the file, font units scaled to the face,
// as 26.6 pixels (y down).
func (f *Face) at(p int) (x, y int32) { return f.scale(f.font.i16(p)), f.scale(f.font.i16(p + 2)) }

// Glyph rasterises r with its pen at the origin: its pixels' rectangle
// about the pen, its coverage (valid until the next Glyph), and its
// advance in pixels. ok is false for a rune the font lacks.
func (f *Face) Glyph(r rune) (dr image.Rectangle, mask *image.Alpha, advance float32, ok bool) {
	start, ok := f.font.glyph(r)
	adv, ok1 := f.font.u16(start)
	n, ok2 := f.font.u16(start + 2)
	if !ok || !ok1 || !ok2 {
		return image.Rectangle{}, nil, 0, false
	}
	advance = px(f.scale(int32(adv)))
	// The bounds of every point, control points too, as sfnt's
	// Segments.Bounds makes them; and the file holds every point.
	var lo, hi point
	p := start + 4
	for i := range n {
		if p >= len(f.font.data) || p+1+4*args(f.font.data[p]) > len(f.font.data) {
			return image.Rectangle{}, nil, 0, false
		}
		op := f.font.data[p]
		p++
		for range args(op) {
			x, y := f.at(p)
			if i == 0 {
				lo, hi = point{x, y}, point{x, y}
			}
			lo, hi = point{min(lo.x, x), min(lo.y, y)}, point{max(hi.x, x), max(hi.y, y)}
			p += 4
		}
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
	p = start + 4
	for range n {
		op := f.font.data[p]
		p++
		x0, y0 := bias.pixels(f.at(p))
		switch op {
		case moveTo:
			f.rast.MoveTo(x0, y0)
		case lineTo:
			f.rast.LineTo(x0, y0)
		case quadTo:
			x1, y1 := bias.pixels(f.at(p + 4))
			f.rast.QuadTo(x0, y0, x1, y1)
		}
		p += 4 * args(op)
	}
	f.rast.Draw(&f.mask, f.mask.Bounds(), image.Opaque, image.Point{})
	return dr, &f.mask, advance, true
}

// point is a point in 26.6 pixels.
type point struct{ x, y int32 }

// pixels returns x, y moved by b, in pixels.
func (b point) pixels(x, y int32) (float32, float32) {
	return float32(x+b.x) / 64, float32(y+b.y) / 64
}
