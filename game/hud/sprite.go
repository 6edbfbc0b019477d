package hud

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// sprite is a text drawn once into its own image and from then on drawn
// as that image: text/v2 shapes and allocates on every call, an image draw
// does not. It is made again only when its text or face changes (a
// counter's new value, a resize).
type sprite struct {
	text string
	face *text.GoTextFace
	img  *ebiten.Image
	w, h float32 // the text's measured size, pixels (the image has a border for the outline)
}

// spritePad is the border around the text in a sprite's image, in units
// of the face size: room for the outline.
const spritePad = 0.08

// set makes s show str in face.
func (s *sprite) set(str string, face *text.GoTextFace) {
	if s.img != nil && str == s.text && face == s.face {
		return
	}
	s.text, s.face = str, face
	w, h := text.Measure(str, face, face.Size*1.2)
	s.w, s.h = float32(w), float32(h)
	pad := int(math.Ceil(face.Size * spritePad))
	iw, ih := int(math.Ceil(w))+2*pad+1, int(math.Ceil(h))+2*pad+1
	if s.img == nil || s.img.Bounds().Dx() < iw || s.img.Bounds().Dy() < ih {
		if s.img != nil {
			s.img.Deallocate()
		}
		s.img = ebiten.NewImage(iw, ih)
	} else {
		s.img.Clear()
	}
	var o text.DrawOptions
	o.LineSpacing = face.Size * 1.2
	o.GeoM.Translate(float64(pad), float64(pad))
	text.Draw(s.img, str, face, &o)
}

// Box is where a text landed on screen, pixels, and the colour it was
// drawn in (its alpha the fade), for QA's layout and contrast checks.
type Box struct {
	X0, Y0, X1, Y1 float32
	Text           string
	Colour         color.RGBA
}

// put draws sprite s in clr with a dark outline so it reads over sky and
// track alike, at scale times its size, shrunk further to fit maxW pixels
// if it is wider: horizontally centred on cx (align 0), starting at cx
// (align 1) or ending at cx (align -1), its top at y.
func (h *HUD) put(dst *ebiten.Image, s *sprite, cx, y, maxW, scale float32, align int, clr color.Color) {
	h.putFaded(dst, s, cx, y, maxW, scale, align, clr, 1)
}

// putFaded is put with the whole text faded to alpha.
func (h *HUD) putFaded(dst *ebiten.Image, s *sprite, cx, y, maxW, scale float32, align int, clr color.Color, alpha float32) {
	k := scale
	if s.w*k > maxW && s.w > 0 {
		k = maxW / s.w
	}
	x := cx
	switch align {
	case 0:
		x -= s.w * k / 2
	case -1:
		x -= s.w * k
	}
	pad := float32(math.Ceil(s.face.Size * spritePad))
	o := &h.img
	o.Filter = ebiten.FilterLinear
	o.ColorScale.Reset()
	o.ColorScale.ScaleWithColor(hudShade)
	o.ColorScale.ScaleAlpha(alpha)
	// The outline is solid and at least two and a half pixels wide: light
	// text keeps its contrast over white stripes and bright sky alike.
	off := max(2.5, float32(s.face.Size)*0.08*k)
	for _, d := range outline {
		o.GeoM.Reset()
		o.GeoM.Scale(float64(k), float64(k))
		o.GeoM.Translate(float64(x-pad*k+d[0]*off), float64(y-pad*k+d[1]*off))
		dst.DrawImage(s.img, o)
	}
	o.GeoM.Reset()
	o.GeoM.Scale(float64(k), float64(k))
	o.GeoM.Translate(float64(x-pad*k), float64(y-pad*k))
	o.ColorScale.Reset()
	o.ColorScale.ScaleWithColor(clr)
	o.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(s.img, o)
	if h.nBoxes < len(h.boxes) {
		r, g, b, a := clr.RGBA()
		h.boxes[h.nBoxes] = Box{x, y, x + s.w*k, y + s.h*k, s.text, color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(float32(a>>8) * alpha)}}
		h.nBoxes++
	}
}

// outline are the directions the dark copies are drawn in.
var outline = [...][2]float32{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1.3, 0}, {-1.3, 0}, {0, -1.3}, {0, 1.3}, {0.5, 1.6}}
