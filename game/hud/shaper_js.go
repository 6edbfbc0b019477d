//go:build js

package hud

import (
	"image"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"syscall/js"

	"ropeman/assets/fonts"
)

// canvasShaper is the HUD's lineShaper in the browser: the page's own
// text engine (a canvas's fillText shapes, orders and fills a line as the
// browser does any text) in the shipped fonts (assets/fonts), each
// fetched from the page's origin the first time a line needs its script
// (fonts/<file>, made by the web build; the browser caches it). The
// browser's download carries neither a shaper nor a font this way.
type canvasShaper struct {
	canvas, ctx js.Value
	fonts       []fontState // by fonts.Shipped
	family      string      // the CSS font list of every font that came, in Shipped's order
	pix         []byte
	mask        image.Alpha
}

// fontState is how a shipped font's fetch stands.
type fontState struct{ state atomic.Int32 }

const (
	fontNone int32 = iota
	fontLoading
	fontReady
	fontFailed
)

func newShaper() lineShaper {
	canvas := js.Global().Get("OffscreenCanvas")
	if canvas.Type() != js.TypeFunction {
		return nil // no canvas off the page: drawn as Go Bold can
	}
	c := canvas.New(1, 1)
	return &canvasShaper{canvas: c, ctx: c.Call("getContext", "2d", map[string]any{"willReadFrequently": true}), fonts: make([]fontState, len(fonts.Shipped))}
}

// family returns font i's CSS family name.
func family(i int) string { return "ropeman-" + strconv.Itoa(i) }

// load starts fetching font i.
func (c *canvasShaper) load(i int) {
	c.fonts[i].state.Store(fontLoading)
	face := js.Global().Get("FontFace").New(family(i), "url(fonts/"+fonts.Shipped[i].File+")")
	var ok, fail js.Func
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		js.Global().Get("document").Get("fonts").Call("add", args[0])
		c.fonts[i].state.Store(fontReady)
		ok.Release()
		fail.Release()
		return nil
	})
	fail = js.FuncOf(func(js.Value, []js.Value) any {
		c.fonts[i].state.Store(fontFailed)
		ok.Release()
		fail.Release()
		return nil
	})
	face.Call("load").Call("then", ok, fail)
}

func (c *canvasShaper) Line(text string, size float64, rtl bool) (dr image.Rectangle, mask *image.Alpha, advance float32, missing rune, ready bool) {
	ready = true
	for _, r := range text {
		i := fonts.For(r)
		switch c.fonts[i].state.Load() {
		case fontNone:
			c.load(i)
			ready = false
		case fontLoading:
			ready = false
		case fontFailed:
			if missing == 0 && !invisible(r) {
				missing = r
			}
		}
	}
	if !ready {
		return dr, nil, 0, 0, false
	}
	var list strings.Builder
	for i := range c.fonts {
		if c.fonts[i].state.Load() == fontReady {
			if list.Len() > 0 {
				list.WriteString(", ")
			}
			list.WriteString(family(i))
		}
	}
	font := strconv.FormatFloat(size, 'f', 2, 64) + "px " + list.String()
	c.style(font, rtl)
	m := c.ctx.Call("measureText", text)
	advance = float32(m.Get("width").Float())
	dr = image.Rect(int(math.Floor(-m.Get("actualBoundingBoxLeft").Float()))-1, int(math.Floor(-m.Get("actualBoundingBoxAscent").Float()))-1,
		int(math.Ceil(m.Get("actualBoundingBoxRight").Float()))+1, int(math.Ceil(m.Get("actualBoundingBoxDescent").Float()))+1)
	w, h := dr.Dx(), dr.Dy()
	if w <= 0 || h <= 0 {
		return image.Rectangle{}, nil, advance, missing, true
	}
	c.canvas.Set("width", w) // a canvas resized is cleared, its style lost
	c.canvas.Set("height", h)
	c.style(font, rtl)
	c.ctx.Call("fillText", text, -dr.Min.X, -dr.Min.Y)
	data := c.ctx.Call("getImageData", 0, 0, w, h).Get("data")
	if cap(c.pix) < 4*w*h {
		c.pix = make([]byte, 4*w*h)
	}
	c.pix = c.pix[:4*w*h]
	js.CopyBytesToGo(c.pix, js.Global().Get("Uint8Array").New(data.Get("buffer")))
	if cap(c.mask.Pix) < w*h {
		c.mask.Pix = make([]uint8, w*h)
	}
	c.mask.Pix, c.mask.Stride, c.mask.Rect = c.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
	for i := range c.mask.Pix {
		c.mask.Pix[i] = c.pix[4*i+3]
	}
	return dr, &c.mask, advance, missing, true
}

// style sets the canvas's text style: the font, white, the pen on the
// baseline at the line's left end, the line's direction.
func (c *canvasShaper) style(font string, rtl bool) {
	c.ctx.Set("font", font)
	c.ctx.Set("fillStyle", "#fff")
	c.ctx.Set("textBaseline", "alphabetic")
	c.ctx.Set("textAlign", "left")
	dir := "ltr"
	if rtl {
		dir = "rtl"
	}
	c.ctx.Set("direction", dir)
}
