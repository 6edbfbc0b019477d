package hud

import (
	"image/color"
	"strings"
	"unsafe"
)

// caption is a text measured once, for the place it is shown in: it is
// measured again only when its text or face changes (a counter's new
// value, a resize), and drawn from the glyph atlas every frame (see ink).
// It keeps its own copy of what it shows, in buffers it reuses: the
// texts it is handed may be a number's, which change in place.
type caption struct {
	text string // what it shows: a view of shown
	face *face
	w, h float32 // the text's measured size, pixels
	// For setFit: the text asked for (a view of asked), and the width it
	// was fitted to.
	src  string
	room float32
	// fonts is the atlas's fonts count it was measured at: a line that
	// waited for its fonts (drawn as nothing, 0 wide) is measured again
	// when they come.
	fonts int
	plain bool // Go Bold draws it alone: no line of it is shaped

	shown, asked []byte
}

// set makes s show str in f.
func (s *caption) set(str string, f *face) {
	if str == s.text && f == s.face && s.fonts == f.atlas.fonts {
		return
	}
	s.shown = append(s.shown[:0], str...)
	s.text, s.face, s.fonts = view(s.shown), f, f.atlas.fonts
	s.w, s.h = f.measure(s.text)
	s.plain = f.alone(s.text)
}

// setFit makes s show str in f within room pixels: broken in two lines at
// the space nearest its middle when one line would shrink its face under
// least pixels (12 dp). It works again only when str, f or room change.
func (s *caption) setFit(str string, f *face, room, least float32) {
	if str == s.src && f == s.face && room == s.room && s.fonts == f.atlas.fonts {
		return
	}
	s.asked = append(s.asked[:0], str...)
	s.src, s.room = view(s.asked), room
	s.set(str, f)
	if s.w <= room || float32(f.Size)*room/s.w >= least {
		return
	}
	// Two lines, broken where a line may break (a space; in Japanese and
	// Chinese, between most characters) nearest the middle.
	mid, at, atNext, off := len(str)/2, -1, -1, len(str)
	for end, next := nextBreak(str, 0); end < len(str); end, next = nextBreak(str, next) {
		if d := max(end-mid, mid-end); d < off {
			at, atNext, off = end, next, d
		}
	}
	if at > 0 {
		s.set(strings.TrimRight(str[:at], " -–")+"\n"+strings.TrimLeft(str[atNext:], " -–"), f)
	}
}

// view returns b's bytes as a string, without a copy: the string changes
// when b's bytes do, so it is only for a text that its owner rewrites in
// place and that everyone else copies or uses at once (a number's text,
// a caption's, the debug line). The HUD allocates nothing a frame this
// way (see TestTheHUDAllocatesNothingAsItsNumbersChange).
func view(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// Box is where a text landed on screen, pixels, the colour it was drawn
// in (its alpha the fade) and how much it was shrunk to fit its place (1:
// not at all), for QA's layout and contrast checks.
type Box struct {
	X0, Y0, X1, Y1 float32
	Text           string
	Colour         color.RGBA
	Shrink         float32
}

// put draws caption s in clr with a dark outline so it reads over sky and
// track alike, at scale times its size, shrunk further to fit maxW pixels
// if it is wider: horizontally centred on cx (align 0), starting at cx
// (align 1) or ending at cx (align -1), its top at y.
func (h *HUD) put(s *caption, cx, y, maxW, scale float32, align int, clr color.Color) {
	h.putFaded(s, cx, y, maxW, scale, align, clr, 1)
}

// putFaded is put with the whole text faded to alpha.
func (h *HUD) putFaded(s *caption, cx, y, maxW, scale float32, align int, clr color.Color, alpha float32) {
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
	// The outline is solid and at least two and a half pixels wide: light
	// text keeps its contrast over white stripes and bright sky alike.
	off := max(2.5, float32(s.face.Size)*0.08*k)
	// Each line of a centred text is centred in its box; each is looked
	// up once (a shaped line's glyph, or none), then drawn ten times.
	up := s.face.ascent
	if !s.plain {
		up, _ = s.face.extent(s.text)
	}
	line, rest, base := s.text, "", y+up*k
	for more := true; more; line, base = rest, base+s.face.lineHeight()*k {
		line, rest, more = strings.Cut(line, "\n")
		var gl *glyph
		shaped := false
		if !s.plain {
			gl, shaped = s.face.shaped(line)
		}
		lx := x
		if align == 0 && (more || base > y+up*k) {
			var w float32
			if shaped {
				w = gl.adv
			} else {
				w = s.face.boldAdvance(line)
			}
			lx += (s.w - w) * k / 2
		}
		if h.textless {
			continue
		}
		for _, d := range outline {
			h.ink.line(s.face, line, gl, shaped, lx+d[0]*off, base+d[1]*off, k, hudShade, alpha)
		}
		h.ink.line(s.face, line, gl, shaped, lx, base, k, clr, alpha)
	}
	if h.nBoxes < len(h.boxes) {
		r, g, b, a := clr.RGBA()
		h.boxes[h.nBoxes] = Box{x, y, x + s.w*k, y + s.h*k, s.text, color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(float32(a>>8) * alpha)}, k / scale}
		h.nBoxes++
	}
}

// outline are the directions the dark copies are drawn in.
var outline = [...][2]float32{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {1.3, 0}, {-1.3, 0}, {0, -1.3}, {0, 1.3}, {0.5, 1.6}}
