package hud

import (
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// ink is the HUD's one batch: every rectangle, disc and glyph of a frame
// becomes triangles drawn from the glyph atlas (the shapes from its white
// block), in the order they were queued, with one DrawTriangles32 call.
// A card's veil, its pills, their labels and the outlines under them
// cost Ebitengine one draw command together, and the GL path allocates
// per command. The slices are kept from frame to frame.
type ink struct {
	atlas *atlas
	vs    []ebiten.Vertex
	is    []uint32
	opts  ebiten.DrawTrianglesOptions
}

// colour returns c as the straight-alpha floats a vertex takes.
func colour(c color.Color) (r, g, b, a float32) {
	cr, cg, cb, ca := c.RGBA()
	if ca == 0 {
		return 0, 0, 0, 0
	}
	k := 1 / float32(ca) // un-premultiply
	return float32(cr) * k, float32(cg) * k, float32(cb) * k, float32(ca) / 0xffff
}

// vertex appends one vertex and returns its index.
func (k *ink) vertex(x, y, sx, sy, r, g, b, a float32) uint32 {
	k.vs = append(k.vs, ebiten.Vertex{DstX: x, DstY: y, SrcX: sx, SrcY: sy, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	return uint32(len(k.vs) - 1)
}

// quad queues the atlas's rectangle at sx, sy (w x h pixels) drawn over
// x0, y0 - x1, y1 on screen, scaled by the colour.
func (k *ink) quad(x0, y0, x1, y1, sx, sy, w, h, r, g, b, a float32) {
	i := uint32(len(k.vs))
	k.vs = slices.Grow(k.vs, 4)[:i+4]
	v := k.vs[i : i+4 : i+4]
	for j := range v {
		v[j] = ebiten.Vertex{ColorR: r, ColorG: g, ColorB: b, ColorA: a}
	}
	v[0].DstX, v[0].DstY, v[0].SrcX, v[0].SrcY = x0, y0, sx, sy
	v[1].DstX, v[1].DstY, v[1].SrcX, v[1].SrcY = x1, y0, sx+w, sy
	v[2].DstX, v[2].DstY, v[2].SrcX, v[2].SrcY = x0, y1, sx, sy+h
	v[3].DstX, v[3].DstY, v[3].SrcX, v[3].SrcY = x1, y1, sx+w, sy+h
	k.is = append(k.is, i, i+1, i+2, i+1, i+3, i+2)
}

// rect queues a filled rectangle.
func (k *ink) rect(x, y, w, h float32, c color.Color) {
	r, g, b, a := colour(c)
	k.quad(x, y, x+w, y+h, whiteAt, whiteAt, 0, 0, r, g, b, a)
}

// disc queues a filled circle whose edge fades over a pixel (its own
// anti-aliasing: a ring whose outer vertices are clear).
func (k *ink) disc(cx, cy, radius float32, c color.Color) {
	r, g, b, a := colour(c)
	n := min(96, max(12, int(radius*0.8)+8))
	in, out := max(0, radius-0.5), radius+0.5
	centre := k.vertex(cx, cy, whiteAt, whiteAt, r, g, b, a)
	for i := 0; i < n; i++ {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		x, y := float32(co), float32(s)
		k.vertex(cx+x*in, cy+y*in, whiteAt, whiteAt, r, g, b, a)
		k.vertex(cx+x*out, cy+y*out, whiteAt, whiteAt, r, g, b, 0)
	}
	for i := 0; i < n; i++ {
		j := (i + 1) % n
		ii, io := centre+1+2*uint32(i), centre+2+2*uint32(i)
		ji, jo := centre+1+2*uint32(j), centre+2+2*uint32(j)
		k.is = append(k.is, centre, ii, ji, ii, io, ji, io, jo, ji)
	}
}

// text queues s in face f with its first line's top-left at x, y, scaled
// by scale, in colour c faded to alpha.
func (k *ink) text(f *face, s string, x, y, scale float32, c color.Color, alpha float32) {
	up, _ := f.extent(s)
	base := y + up*scale
	for {
		line, rest, more := strings.Cut(s, "\n")
		gl, shaped := f.shaped(line)
		k.line(f, line, gl, shaped, x, base, scale, c, alpha)
		if !more {
			return
		}
		s, base = rest, base+f.lineHeight()*scale
	}
}

// line queues one line of text with its pen at x on the baseline base:
// the shaper's glyph gl if it was shaped (face.shaped), else its runes'
// glyphs.
func (k *ink) line(f *face, line string, gl *glyph, shaped bool, x, base, scale float32, c color.Color, alpha float32) {
	r, g, b, a := colour(c)
	a *= alpha
	if shaped {
		k.glyph(gl, x, base, scale, r, g, b, a)
		return
	}
	for _, ru := range line {
		gl := f.glyph(ru)
		if gl.w > 0 { // k.glyph, by hand: the hot loop of every text
			x0, y0 := x+gl.dx*scale, base+gl.dy*scale
			if scale == 1 {
				x0, y0 = roundPx(x0), roundPx(y0)
			}
			k.quad(x0, y0, x0+gl.w*scale, y0+gl.h*scale, gl.sx, gl.sy, gl.w, gl.h, r, g, b, a)
		}
		x += gl.adv * scale
	}
}

// glyph queues gl with its pen at penX on the baseline base.
func (k *ink) glyph(gl *glyph, penX, base, scale, r, g, b, a float32) {
	if gl.w == 0 {
		return
	}
	x0, y0 := penX+gl.dx*scale, base+gl.dy*scale
	if scale == 1 {
		x0, y0 = roundPx(x0), roundPx(y0)
	}
	k.quad(x0, y0, x0+gl.w*scale, y0+gl.h*scale, gl.sx, gl.sy, gl.w, gl.h, r, g, b, a)
}

// flush draws what was queued onto dst in one call and empties the batch.
func (k *ink) flush(dst *ebiten.Image) {
	if len(k.is) > 0 {
		k.opts.Filter = ebiten.FilterLinear
		dst.DrawTriangles32(k.vs, k.is, k.atlas.img, &k.opts)
	}
	k.vs, k.is = k.vs[:0], k.is[:0]
}
