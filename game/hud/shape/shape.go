// Package shape lays out a line of text the HUD's own font, Go Bold,
// cannot draw, and rasterises it: split by direction and script (the
// Unicode bidi algorithm), each run shaped by go-text/typesetting's port
// of HarfBuzz in its script's shipped font (assets/fonts: Arabic's
// joined forms, Devanagari's conjuncts and reordered vowel signs,
// Vietnamese's stacked marks), the runs laid left to right in their
// visual order, and their outlines filled by golang.org/x/image/vector as
// the HUD's own glyphs are.
//
// Off the browser only: its tables and the fonts would more than double
// the browser's download, and a browser shapes text itself (see
// game/hud/webfont).
package shape

import (
	"cmp"
	"image"
	"image/draw"
	"math"
	"slices"

	"github.com/go-text/typesetting/bidi"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"ropeman/assets/fonts"
)

// Shaper shapes and rasterises lines, its buffers kept from line to line.
// It is one user's: its faces keep caches.
type Shaper struct {
	faces   []*font.Face // one per shipped font
	seg     shaping.Segmenter
	hb      shaping.HarfbuzzShaper
	para    bidi.Paragraph
	levels  []bidi.Run // the line's bidi runs, in visual order
	runes   []rune
	outs    []shaping.Output
	rast    vector.Rasterizer
	mask    image.Alpha
	missing rune
}

// New makes a shaper of the shipped fonts, each read the first time a
// line needs it.
func New() *Shaper { return &Shaper{faces: make([]*font.Face, len(fonts.Shipped))} }

// ResolveFace returns r's face, its script's font (shaping.Fontmap): nil,
// and r is missing, if that font cannot be read.
func (s *Shaper) ResolveFace(r rune) *font.Face {
	i := fonts.For(r)
	if s.faces[i] == nil {
		f, err := fonts.Parse(i)
		if err != nil {
			return nil
		}
		s.faces[i] = font.NewFace(f)
	}
	return s.faces[i]
}

// Glyph is one glyph of a shaped line, in visual order.
type Glyph struct {
	Font string   // its font's file
	ID   font.GID // its glyph in that font
	X, Y float32  // its pen position from the line's start on the baseline, pixels (y down)
	Adv  float32  // how far it moves the pen, pixels
	face *font.Face
}

// Shape lays out the one-line text at size pixels: its glyphs left to
// right, the line's advance, and the first rune no shipped font has (0
// when every rune has a glyph). The line reads right to left if rtl, or
// else as its first letter's script does (a name in Arabic reads right
// to left in an English board). dst is reused.
func (s *Shaper) Shape(dst []Glyph, text string, size float64, rtl bool) (glyphs []Glyph, advance float32, missing rune) {
	s.runes = s.runes[:0]
	for _, r := range text {
		s.runes = append(s.runes, r)
	}
	dir := bidi.Neutral
	if rtl {
		dir = bidi.RightToLeft
	}
	// The bidi algorithm's runs, each of one level, in visual order
	// (UAX #9's rule L2): from the highest level down to the lowest odd
	// one, every stretch of runs at that level or higher turns round.
	levels := s.para.Segment(s.runes, dir)
	s.levels = s.levels[:0]
	var top, odd bidi.Level = 0, 127
	for i := range levels.NumRuns() {
		r := levels.Run(i)
		s.levels = append(s.levels, r)
		top = max(top, r.Level)
		if r.Level%2 == 1 {
			odd = min(odd, r.Level)
		}
	}
	for l := top; l >= odd && l > 0; l-- {
		for i := 0; i < len(s.levels); {
			if s.levels[i].Level < l {
				i++
				continue
			}
			j := i
			for j < len(s.levels) && s.levels[j].Level >= l {
				j++
			}
			slices.Reverse(s.levels[i:j])
			i = j
		}
	}
	glyphs, missing = dst[:0], 0
	var pen fixed.Int26_6
	for _, run := range s.levels {
		d := di.DirectionLTR
		if !run.IsLeftToRight() {
			d = di.DirectionRTL
		}
		// Within a run of one direction, its scripts' pieces in logical
		// order, turned round for a run read right to left; each piece's
		// glyphs come in visual order.
		in := shaping.Input{Text: s.runes, RunStart: run.Start, RunEnd: run.End, Direction: d, Size: fixed.Int26_6(math.Round(size * 64)), Language: language.DefaultLanguage()}
		s.outs = s.outs[:0]
		for _, piece := range s.seg.Split(in, s) {
			if piece.Face == nil { // its font could not be read
				missing = cmp.Or(missing, s.runes[piece.RunStart])
				continue
			}
			s.outs = append(s.outs, s.hb.Shape(piece))
		}
		if d == di.DirectionRTL {
			slices.Reverse(s.outs)
		}
		for _, out := range s.outs {
			file := fonts.Shipped[s.index(out.Face)].File
			for _, g := range out.Glyphs {
				if g.GlyphID == 0 && missing == 0 {
					missing = s.runes[g.ClusterIndex]
				}
				glyphs = append(glyphs, Glyph{Font: file, ID: g.GlyphID, X: f26(pen + g.XOffset), Y: -f26(g.YOffset), Adv: f26(g.Advance), face: out.Face})
				pen += g.Advance
			}
		}
	}
	return glyphs, f26(pen), missing
}

// index returns the index in fonts.Shipped of face's font.
func (s *Shaper) index(face *font.Face) int {
	for i, f := range s.faces {
		if f == face {
			return i
		}
	}
	return 0
}

func f26(v fixed.Int26_6) float32 { return float32(v) / 64 }

// Line shapes text as Shape does and fills its glyphs: the pixels'
// rectangle about the pen at the line's left end on the baseline, their
// coverage (valid until the next Line), the line's advance, and the first
// rune no font has (drawn as nothing).
func (s *Shaper) Line(dst []Glyph, text string, size float64, rtl bool) (glyphs []Glyph, dr image.Rectangle, mask *image.Alpha, advance float32, missing rune) {
	glyphs, advance, missing = s.Shape(dst, text, size, rtl)
	// The bounds of every point, as the HUD's glyphs are bounded.
	lo, hi := [2]float32{math.MaxFloat32, math.MaxFloat32}, [2]float32{-math.MaxFloat32, -math.MaxFloat32}
	s.outlines(glyphs, size, func(x, y float32) {
		lo, hi = [2]float32{min(lo[0], x), min(lo[1], y)}, [2]float32{max(hi[0], x), max(hi[1], y)}
	}, nil)
	if lo[0] > hi[0] {
		return glyphs, image.Rectangle{}, nil, advance, missing
	}
	dr = image.Rect(int(math.Floor(float64(lo[0]))), int(math.Floor(float64(lo[1]))), int(math.Ceil(float64(hi[0]))), int(math.Ceil(float64(hi[1]))))
	w, h := dr.Dx(), dr.Dy()
	if cap(s.mask.Pix) < w*h {
		s.mask.Pix = make([]uint8, 2*w*h)
	}
	s.mask.Pix, s.mask.Stride, s.mask.Rect = s.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	s.rast.Reset(w, h)
	s.rast.DrawOp = draw.Src
	s.outlines(glyphs, size, nil, func(op opentype.SegmentOp, p [3][2]float32) {
		for i := range p {
			p[i][0] -= float32(dr.Min.X)
			p[i][1] -= float32(dr.Min.Y)
		}
		switch op {
		case opentype.SegmentOpMoveTo:
			s.rast.ClosePath()
			s.rast.MoveTo(p[0][0], p[0][1])
		case opentype.SegmentOpLineTo:
			s.rast.LineTo(p[0][0], p[0][1])
		case opentype.SegmentOpQuadTo:
			s.rast.QuadTo(p[0][0], p[0][1], p[1][0], p[1][1])
		case opentype.SegmentOpCubeTo:
			s.rast.CubeTo(p[0][0], p[0][1], p[1][0], p[1][1], p[2][0], p[2][1])
		}
	})
	s.rast.ClosePath()
	s.rast.Draw(&s.mask, s.mask.Bounds(), image.Opaque, image.Point{})
	return glyphs, dr, &s.mask, advance, missing
}

// outlines walks the glyphs' outlines in pixels (y down) from the line's
// pen: each point to point, or each segment to segment.
func (s *Shaper) outlines(glyphs []Glyph, size float64, point func(x, y float32), segment func(op opentype.SegmentOp, p [3][2]float32)) {
	for _, g := range glyphs {
		o, ok := g.face.GlyphData(g.ID).(font.GlyphOutline)
		if !ok {
			continue
		}
		k := float32(size) / float32(g.face.Upem())
		for _, sg := range o.Segments {
			var p [3][2]float32
			for i, a := range sg.ArgsSlice() {
				p[i] = [2]float32{g.X + a.X*k, g.Y - a.Y*k}
				if point != nil {
					point(p[i][0], p[i][1])
				}
			}
			if segment != nil {
				segment(sg.Op, p)
			}
		}
	}
}
