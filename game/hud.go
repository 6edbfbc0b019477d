package game

import (
	"bytes"
	"image/color"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// HUD draws the text and bars over the 3D scene. Sizes follow the screen
// height so the layout holds from 9:21 phones to 3:4 tablets; faces and
// strings are made again only when the size or a value changes, so a
// frame allocates nothing.
type HUD struct {
	bold, regular *text.GoTextFaceSource

	height          float32    // screen height the faces were made for
	insets          [4]float32 // safe area: top, right, bottom, left, pixels
	big, mid, small *text.GoTextFace

	levelN     int
	levelLabel string
	coins      number
	earned     number
	adLeft     number
	yarn       number // tenths of a metre
	zone       number
	paidFor    number // tenths of a metre, on the win card
	opts       text.DrawOptions

	notice      string   // the notice the lines were wrapped for
	noticeW     float32  // at this width
	noticeLines []string // its words wrapped to the panel
}

// number caches the text of an int that changes rarely.
type number struct {
	v    int
	text string
}

func (n *number) String(v int, prefix string) string {
	if n.text == "" || v != n.v {
		n.v, n.text = v, prefix+strconv.Itoa(v)
	}
	return n.text
}

// metres returns n tenths of a metre as "7.2 m", cached.
func (n *number) metres(tenths int, suffix string) string {
	if n.text == "" || tenths != n.v {
		n.v, n.text = tenths, strconv.Itoa(tenths/10)+"."+strconv.Itoa(tenths%10)+suffix
	}
	return n.text
}

// NewHUD loads the Go fonts.
func NewHUD() (*HUD, error) {
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, err
	}
	regular, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, err
	}
	return &HUD{bold: bold, regular: regular}, nil
}

// resize makes the faces for a screen h pixels high.
func (h *HUD) resize(height float32) {
	if height == h.height {
		return
	}
	h.height = height
	h.big = &text.GoTextFace{Source: h.bold, Size: float64(height) * 0.06}
	h.mid = &text.GoTextFace{Source: h.bold, Size: float64(height) * 0.032}
	h.small = &text.GoTextFace{Source: h.regular, Size: float64(height) * 0.022}
}

// label returns "LEVEL n", cached.
func (h *HUD) label(n int) string {
	if n != h.levelN || h.levelLabel == "" {
		h.levelN, h.levelLabel = n, "LEVEL "+strconv.Itoa(n)
	}
	return h.levelLabel
}

// drawText draws s centred on x with its top at y, with a soft drop shadow
// so it reads over sky and track alike.
func (h *HUD) drawText(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float32, clr color.Color) {
	h.opts = text.DrawOptions{}
	h.opts.PrimaryAlign = text.AlignCenter
	off := float64(face.Size) * 0.06
	h.opts.GeoM.Translate(float64(x)+off, float64(y)+off)
	h.opts.ColorScale.ScaleWithColor(hudShade)
	text.Draw(dst, s, face, &h.opts)
	h.opts.GeoM.Translate(-off, -off)
	h.opts.ColorScale.Reset()
	h.opts.ColorScale.ScaleWithColor(clr)
	text.Draw(dst, s, face, &h.opts)
}

// top is where the HUD starts: below the notch or status bar the phone
// reports, and never in the top 6 % of the screen.
func (h *HUD) top(height float32) float32 { return max(height*0.06, h.insets[0]+height*0.02) }

// drawPlay draws the level label, the progress bar and the coins at the
// top, clear of any notch, and under them his yarn in metres beside a
// ball of his colour; on the runway, the multiplier he has reached.
func (h *HUD) drawPlay(dst *ebiten.Image, level int, progress float32, coins int, yarn float32, colour color.Color, zone int) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	top := h.top(ht)
	h.drawText(dst, h.label(level), h.mid, w/2, top, hudText)
	vector.FillCircle(dst, w*0.8, top+float32(h.small.Size)*0.75, float32(h.small.Size)*0.45, hudAccent, true)
	h.opts = text.DrawOptions{}
	h.opts.GeoM.Translate(float64(w*0.8)+h.small.Size*0.7, float64(top))
	h.opts.ColorScale.ScaleWithColor(hudText)
	text.Draw(dst, h.coins.String(coins, ""), h.small, &h.opts)
	barW, barH := w*0.62, ht*0.016
	x, y := (w-barW)/2, top+ht*0.05
	vector.FillRect(dst, x, y, barW, barH, hudBarBack, false)
	vector.FillRect(dst, x, y, barW*progress, barH, hudBarFill, false)
	// A ball of his colour, then his yarn, left-aligned beside it so the
	// ball never moves as the number changes.
	ball := float32(h.mid.Size) * 0.42
	yy := y + barH + ht*0.035
	vector.FillCircle(dst, w*0.42, yy, ball, colour, true)
	h.opts = text.DrawOptions{}
	h.opts.SecondaryAlign = text.AlignCenter
	h.opts.GeoM.Translate(float64(w*0.42+ball*1.6), float64(yy))
	h.opts.ColorScale.ScaleWithColor(hudText)
	text.Draw(dst, h.yarn.metres(int(yarn*10+0.5), " m"), h.mid, &h.opts)
	if zone > 0 {
		h.drawText(dst, h.zone.String(zone, "x"), h.big, w/2, ht*0.3, hudAccent)
	}
}

// drawTitle draws the title card over the scene.
func (h *HUD) drawTitle(dst *ebiten.Image, level int, name string, tick int) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	vector.FillRect(dst, 0, 0, w, ht, hudVeil, false)
	h.drawText(dst, "ROPE-MAN", h.big, w/2, ht*0.12, hudText)
	h.drawText(dst, "RUN 3D", h.mid, w/2, ht*0.12+float32(h.big.Size)*1.1, hudAccent)
	h.drawText(dst, h.label(level), h.mid, w/2, ht*0.34, hudText)
	h.drawText(dst, name, h.small, w/2, ht*0.34+float32(h.mid.Size)*1.3, hudText)
	if tick/30%2 == 0 {
		h.drawText(dst, "TAP TO PLAY", h.mid, w/2, ht*0.78, hudText)
	}
	h.drawText(dst, "drag to steer  -  swipe up to jump", h.small, w/2, ht*0.86, hudText)
}

// drawResult draws the win or fail card with its buttons. A win counts
// its coins up over the first second and says what paid them: the yarn
// at the finish and the runway's multiplier.
func (h *HUD) drawResult(dst *ebiten.Image, won bool, earned int, yarn float32, zone int, buttons []button, tick int) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	vector.FillRect(dst, 0, 0, w, ht, hudDim, false)
	title := "YOU FELL!"
	if won {
		title = "WELL DONE!"
		shown := earned * min(tick, countUpTicks) / countUpTicks
		h.drawText(dst, h.earned.String(shown, "+"), h.big, w/2, ht*0.36, hudAccent)
		h.drawText(dst, h.paidFor.metres(int(yarn*10+0.5), " m of yarn"), h.mid, w/2, ht*0.36+float32(h.big.Size)*1.2, hudText)
		h.drawText(dst, h.zone.String(zone, "x"), h.mid, w/2, ht*0.36+float32(h.big.Size)*1.2+float32(h.mid.Size)*1.3, hudAccent)
	}
	h.drawText(dst, title, h.big, w/2, ht*0.24, hudText)
	for i := range buttons {
		h.drawButton(dst, &buttons[i], tick)
	}
}

// countUpTicks is how long the win card counts its coins up.
const countUpTicks = 60

// drawButton draws a rounded-looking pill with its label; an ad offer is
// bigger, brighter and pulses gently, with a "watch ad" badge.
func (h *HUD) drawButton(dst *ebiten.Image, b *button, tick int) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	x0, y0, x1, y1 := b.x0*w, b.y0*ht, b.x1*w, b.y1*ht
	fill, face := hudButton, h.mid
	if b.ad {
		fill = hudAdButton
		grow := float32(tick%60) / 60 * 0.02 * w
		x0, x1 = x0-grow/2, x1+grow/2
	}
	r := (y1 - y0) / 2
	vector.FillRect(dst, x0+r, y0, x1-x0-2*r, y1-y0, fill, true)
	vector.FillCircle(dst, x0+r, y0+r, r, fill, true)
	vector.FillCircle(dst, x1-r, y0+r, r, fill, true)
	ty := (y0+y1)/2 - float32(face.Size)*0.62
	h.drawText(dst, b.label, face, (x0+x1)/2, ty, hudText)
	if b.ad {
		h.drawText(dst, "watch an ad", h.small, (x0+x1)/2, y1+float32(h.small.Size)*0.2, hudText)
	}
}

// drawSimulatedAd draws the simulated provider's stand-in ad: clearly
// labelled, a countdown, and the close button once it is live.
func (h *HUD) drawSimulatedAd(dst *ebiten.Image, left time.Duration, closable bool) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	vector.FillRect(dst, 0, 0, w, ht, hudAdBack, false)
	h.drawText(dst, "SIMULATED AD", h.big, w/2, ht*0.3, hudAccent)
	h.drawText(dst, "a stand-in for the publisher's ad network", h.small, w/2, ht*0.3+float32(h.big.Size)*1.4, hudText)
	secs := int((left + time.Second - 1) / time.Second)
	if secs > 0 {
		h.drawText(dst, h.adLeft.String(secs, "reward in "), h.mid, w/2, ht*0.55, hudText)
	} else {
		h.drawText(dst, "reward earned!", h.mid, w/2, ht*0.55, hudText)
	}
	if closable {
		h.drawButton(dst, &closeAdSlot, 0)
	}
}

// drawNotice draws a storage notice in its panel near the bottom, wrapped
// to the panel's width, with how to dismiss it.
func (h *HUD) drawNotice(dst *ebiten.Image, msg string) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	x0, y0, x1, y1 := noticeSlot.x0*w, noticeSlot.y0*ht, noticeSlot.x1*w, noticeSlot.y1*ht
	vector.FillRect(dst, x0, y0, x1-x0, y1-y0, hudNoticeBack, false)
	pad := float32(h.small.Size) * 0.6
	if msg != h.notice || x1-x0 != h.noticeW {
		h.notice, h.noticeW = msg, x1-x0
		h.noticeLines = wrap(h.noticeLines[:0], msg, h.small, float64(x1-x0-2*pad))
	}
	lineH := float32(h.small.Size) * 1.25
	y := y0 + pad*0.6
	for _, line := range h.noticeLines {
		if y+lineH > y1-lineH { // keep the last line for the hint
			break
		}
		h.drawText(dst, line, h.small, w/2, y, hudText)
		y += lineH
	}
	h.drawText(dst, "tap to dismiss", h.small, w/2, y1-lineH-pad*0.3, hudNoticeHint)
}

// wrap breaks s into lines no wider than width in face, appending to
// lines. A word wider than the line stands alone.
func wrap(lines []string, s string, face text.Face, width float64) []string {
	line := ""
	for _, word := range strings.Fields(s) {
		next := word
		if line != "" {
			next = line + " " + word
		}
		if line != "" && text.Advance(next, face) > width {
			lines = append(lines, line)
			next = word
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// drawFeel draws the feel's flash over the screen and its popups rising
// from the yarn counter, each fading as it goes.
func (h *HUD) drawFeel(dst *ebiten.Image, f *Feel) {
	w, ht := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
	h.resize(ht)
	if age := f.tick - f.flashFrom; age < flashTicks {
		c := f.flash
		k := float32(flashTicks-age) / flashTicks * 0.45
		vector.FillRect(dst, 0, 0, w, ht, color.RGBA{uint8(float32(c.R) * k), uint8(float32(c.G) * k), uint8(float32(c.B) * k), uint8(255 * k)}, false)
	}
	base := h.top(ht) + ht*0.13
	for i := range f.popups {
		p := &f.popups[i]
		age := f.tick - p.from
		if p.text == "" || age >= popupTicks {
			continue
		}
		k := 1 - float32(age)/popupTicks
		h.opts = text.DrawOptions{}
		h.opts.PrimaryAlign = text.AlignCenter
		h.opts.GeoM.Translate(float64(w*0.62), float64(base-float32(age)*ht*0.0008))
		col := hudGood
		if !p.good {
			col = hudBad
		}
		h.opts.ColorScale.ScaleWithColor(col)
		h.opts.ColorScale.ScaleAlpha(k)
		text.Draw(dst, p.text, h.mid, &h.opts)
	}
}

// drawLabel draws a text in 3D space: centred at x, y (pixels) and scaled.
func (h *HUD) drawLabel(dst *ebiten.Image, s string, x, y, scale float32) {
	h.resize(float32(dst.Bounds().Dy()))
	h.opts = text.DrawOptions{}
	h.opts.PrimaryAlign, h.opts.SecondaryAlign = text.AlignCenter, text.AlignCenter
	h.opts.GeoM.Scale(float64(scale), float64(scale))
	h.opts.GeoM.Translate(float64(x), float64(y))
	h.opts.ColorScale.ScaleWithColor(hudText)
	text.Draw(dst, s, h.big, &h.opts)
}

// drawDebug draws the debug line (toggled with F3 or -debug).
func (h *HUD) drawDebug(dst *ebiten.Image, line string) {
	h.resize(float32(dst.Bounds().Dy()))
	h.opts = text.DrawOptions{}
	h.opts.GeoM.Translate(8, float64(h.height)*0.005)
	h.opts.ColorScale.ScaleWithColor(hudDebugText)
	text.Draw(dst, line, h.small, &h.opts)
}
