package main

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"
	"testing"
)

// shownText is a text the game reported drawing: its box, pixels, the
// colour it was drawn in (alpha: its fade) and how much it was shrunk to
// fit its place (1: not at all).
type shownText struct {
	x0, y0, x1, y1 float64
	colour         color.RGBA
	shrink         float64
	text           string
}

// parseText reads a "layout text X0 Y0 X1 Y1 RRGGBBAA SHRINK TEXT" line's
// fields.
func parseText(line string) (shownText, error) {
	var t shownText
	var hex string
	if _, err := fmt.Sscan(line, &t.x0, &t.y0, &t.x1, &t.y1, &hex, &t.shrink); err != nil {
		return t, err
	}
	var r, g, b, a uint8
	if _, err := fmt.Sscanf(hex, "%02x%02x%02x%02x", &r, &g, &b, &a); err != nil {
		return t, fmt.Errorf("colour %q: %v", hex, err)
	}
	t.colour = color.RGBA{r, g, b, a}
	parts := strings.SplitN(line, " ", 7)
	if len(parts) == 7 {
		t.text = parts[6]
	}
	return t, nil
}

// relLum is WCAG's relative luminance of an sRGB colour.
func relLum(r, g, b uint8) float64 {
	lin := func(v uint8) float64 {
		c := float64(v) / 255
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// contrastRatio is WCAG's contrast ratio of two luminances (1 to 21).
func contrastRatio(a, b float64) float64 { return (max(a, b) + 0.05) / (min(a, b) + 0.05) }

// textPixels returns the pixels (x, y) of text t as the screenshot shows
// it: in its box, where the frame with texts (img) and the same frame
// drawn without any (bare) differ, and outside every other text's box.
// Whatever covers the text (a button drawn over it) leaves no difference
// there, and another text's strokes in its box are not its own.
func textPixels(img, bare image.Image, t shownText, others []shownText) []image.Point {
	b := img.Bounds()
	x0, y0 := max(b.Min.X, int(math.Ceil(t.x0))), max(b.Min.Y, int(math.Ceil(t.y0)))
	x1, y1 := min(b.Max.X, int(math.Ceil(t.x1))), min(b.Max.Y, int(math.Ceil(t.y1)))
	var out []image.Point
	for y := y0; y < y1; y++ {
	pixels:
		for x := x0; x < x1; x++ {
			for _, o := range others {
				if float64(x)+0.5 > o.x0 && float64(x)+0.5 < o.x1 && float64(y)+0.5 > o.y0 && float64(y)+0.5 < o.y1 {
					continue pixels
				}
			}
			if colourDistance(img.At(x, y), bare.At(x, y)) > 24 {
				out = append(out, image.Point{x, y})
			}
		}
	}
	return out
}

// colourDistance is the largest difference of two colours' channels
// (0..255).
func colourDistance(a, b color.Color) uint8 {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	return max(absDiff(uint8(ar>>8), uint8(br>>8)), absDiff(uint8(ag>>8), uint8(bg>>8)), absDiff(uint8(ab>>8), uint8(bb>>8)))
}

// luminance is WCAG's relative luminance of a pixel.
func luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return relLum(uint8(r>>8), uint8(g>>8), uint8(b>>8))
}

// textContrast measures how text t stands out on the screenshot, at
// whatever alpha it was drawn: of its pixels (textPixels: its fill and
// its outline), the fill is those nearest the text's colour (within 36
// of the nearest: faded, the fill is further from it); what
// surrounds the fill is every pixel two pixels from it (past the
// antialiased edge: the outline, or whatever shows where there is none).
// It returns the contrast of the fill's median luminance against the
// surroundings' median (so the scene's own pixels of the text's colour,
// a white stripe behind white text, do not decide it).
func textContrast(img image.Image, px []image.Point, t shownText) (ratio float64) {
	if len(px) == 0 {
		return 0
	}
	colour := color.RGBA{t.colour.R, t.colour.G, t.colour.B, 255}
	nearest := uint8(255)
	for _, p := range px {
		nearest = min(nearest, colourDistance(img.At(p.X, p.Y), colour))
	}
	var fill []image.Point
	for _, p := range px {
		if colourDistance(img.At(p.X, p.Y), colour) <= nearest+36 {
			fill = append(fill, p)
		}
	}
	x0, y0, x1, y1 := fill[0].X, fill[0].Y, fill[0].X, fill[0].Y
	for _, p := range fill {
		x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
	}
	x0, y0, x1, y1 = x0-3, y0-3, x1+4, y1+4
	w, h := x1-x0, y1-y0
	isFill := make([]bool, w*h)
	var lum []float64
	for _, p := range fill {
		isFill[(p.Y-y0)*w+p.X-x0] = true
		lum = append(lum, luminance(img.At(p.X, p.Y)))
	}
	var around []float64
	b := img.Bounds()
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if isFill[y*w+x] || textWithin(isFill, w, h, x, y, 1) || !textWithin(isFill, w, h, x, y, 2) {
				continue
			}
			if p := (image.Point{x0 + x, y0 + y}); p.In(b) {
				around = append(around, luminance(img.At(p.X, p.Y)))
			}
		}
	}
	if len(around) == 0 {
		return 0
	}
	slices.Sort(lum)
	slices.Sort(around)
	return contrastRatio(lum[len(lum)/2], around[len(around)/2])
}

// textWithin reports whether a text pixel lies within d pixels of (x, y)
// (Chebyshev distance) in the w x h mask.
func textWithin(isText []bool, w, h, x, y, d int) bool {
	for dy := -d; dy <= d; dy++ {
		for dx := -d; dx <= d; dx++ {
			xx, yy := x+dx, y+dy
			if xx >= 0 && yy >= 0 && xx < w && yy < h && isText[yy*w+xx] {
				return true
			}
		}
	}
	return false
}

func absDiff(a, b uint8) uint8 {
	if a > b {
		return a - b
	}
	return b - a
}

// minContrast is WCAG's AA ratio for text: what every HUD and card text
// reaches against what is actually behind it.
const minContrast = 4.5

// checkTexts holds every text of a screenshot, whatever its alpha, to
// what a player must be able to read on it (see textProblems).
func checkTexts(t *testing.T, img, bare image.Image, l layout) {
	t.Helper()
	for _, p := range textProblems(img, bare, l) {
		t.Error(p)
	}
}

// textProblems returns what keeps a player from reading the screenshot's
// texts: a text whose own pixels do not show (covered by a button or by
// another text, or not drawn), one under minContrast against what
// surrounds it, two texts drawn over each other (their boxes sharing
// more than 15 % of the smaller one, with text drawn there: line boxes
// touch, and a title's shadow reaches into the line under it), and a
// text lying partly on a button (a button's label lies inside it).
func textProblems(img, bare image.Image, l layout) []string {
	var out []string
	for i, tx := range l.texts {
		if tx.x1-tx.x0 < 4 {
			continue
		}
		others := slices.Delete(slices.Clone(l.texts), i, i+1)
		for _, o := range others[i:] { // each pair once
			both := shownText{x0: max(tx.x0, o.x0), y0: max(tx.y0, o.y0), x1: min(tx.x1, o.x1), y1: min(tx.y1, o.y1)}
			shared := (both.x1 - both.x0) * (both.y1 - both.y0)
			smaller := min((tx.x1-tx.x0)*(tx.y1-tx.y0), (o.x1-o.x0)*(o.y1-o.y0))
			if both.x0 < both.x1 && both.y0 < both.y1 && shared > 0.15*smaller && len(textPixels(img, bare, both, nil)) >= 8 {
				out = append(out, fmt.Sprintf("%q (%.0f,%.0f)-(%.0f,%.0f) and %q (%.0f,%.0f)-(%.0f,%.0f) draw over each other", tx.text, tx.x0, tx.y0, tx.x1, tx.y1, o.text, o.x0, o.y0, o.x1, o.y1))
			}
		}
		for _, b := range l.buttons {
			label := tx.x0 >= b.x0 && tx.x1 <= b.x1 && tx.y0 >= b.y0 && tx.y1 <= b.y1
			if !label && b.x0 < tx.x1 && b.x1 > tx.x0 && b.y0 < tx.y1 && b.y1 > tx.y0 {
				out = append(out, fmt.Sprintf("%q (%.0f,%.0f)-(%.0f,%.0f) lies partly on the button %q (%.0f,%.0f)-(%.0f,%.0f)", tx.text, tx.x0, tx.y0, tx.x1, tx.y1, b.text, b.x0, b.y0, b.x1, b.y1))
			}
		}
		px := textPixels(img, bare, tx, others)
		area := (tx.x1 - tx.x0) * (tx.y1 - tx.y0)
		if float64(len(px)) < 0.05*area {
			out = append(out, fmt.Sprintf("%q: %d of its pixels show in its %.0f px² box: hidden or not drawn", tx.text, len(px), area))
			continue
		}
		if ratio := textContrast(img, px, tx); ratio < minContrast {
			out = append(out, fmt.Sprintf("%q (alpha %d): contrast %.2f:1 against what surrounds it, want ≥ %v:1", tx.text, tx.colour.A, ratio, minContrast))
		}
	}
	if p := outsideBoxes(img, bare, l.texts); len(p) > 0 {
		out = append(out, p)
	}
	return out
}

// outsideBoxes reports text drawn outside every text's box: a glyph
// taller than its line (Devanagari's vowel signs, Arabic's marks, a
// Vietnamese capital's two marks) reaching over what is above or below
// it. A box's outline (a few pixels round its glyphs) counts as in it.
func outsideBoxes(img, bare image.Image, texts []shownText) string {
	b := img.Bounds()
	out, first := 0, image.Point{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
	pixels:
		for x := b.Min.X; x < b.Max.X; x++ {
			if colourDistance(img.At(x, y), bare.At(x, y)) <= 24 {
				continue
			}
			for _, t := range texts {
				pad := 3 + 0.1*(t.y1-t.y0)
				if float64(x)+0.5 > t.x0-pad && float64(x)+0.5 < t.x1+pad && float64(y)+0.5 > t.y0-pad && float64(y)+0.5 < t.y1+pad {
					continue pixels
				}
			}
			if out == 0 {
				first = image.Point{x, y}
			}
			out++
		}
	}
	if out < 12 { // a stray antialiased pixel
		return ""
	}
	near, best := "", math.Inf(1)
	for _, t := range texts {
		dx := max(t.x0-float64(first.X), float64(first.X)-t.x1, 0)
		dy := max(t.y0-float64(first.Y), float64(first.Y)-t.y1, 0)
		if d := dx + dy; d < best {
			near, best = t.text, d
		}
	}
	return fmt.Sprintf("%d text pixels lie outside every text's box, the first at %v, %.0f px from %q's", out, first, best, near)
}

// canvas returns a w x h picture of colour bg.
func canvas(w, h int, bg color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fillRect(img, 0, 0, w, h, bg)
	return img
}

func fillRect(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// word draws a stand-in for a text in the box (x0,y0)-(x1,y1): upright
// strokes 2 px wide every 6 px, in fill over a 2 px outline of shade.
func word(img *image.RGBA, x0, y0, x1, y1 int, fill, shade color.RGBA) {
	for x := x0 + 2; x+4 <= x1; x += 6 {
		fillRect(img, x-2, y0+1, x+4, y1-1, shade)
	}
	for x := x0 + 2; x+4 <= x1; x += 6 {
		fillRect(img, x, y0+3, x+2, y1-3, fill)
	}
}

// The text checks judge what the pixels show: a title and a button's
// label pass; the title hidden under the button fails though the label's
// pixels of its colour lie in its box; a text faded to a ghost of itself,
// and one without an outline on a light sky, fail on contrast.
func TestTextChecksReadThePixels(t *testing.T) {
	sky, white, shade, pill := color.RGBA{150, 200, 255, 255}, color.RGBA{255, 255, 255, 255}, color.RGBA{40, 30, 70, 255}, color.RGBA{110, 60, 200, 255}
	title := shownText{x0: 10, y0: 10, x1: 90, y1: 30, colour: white, shrink: 1, text: "TITLE"}
	label := shownText{x0: 30, y0: 48, x1: 70, y1: 62, colour: white, shrink: 1, text: "PLAY"}
	button := shownText{x0: 10, y0: 40, x1: 90, y1: 70, text: "PLAY"}
	bare := canvas(100, 80, sky)
	fillRect(bare, 10, 40, 90, 70, pill)
	shot := image.NewRGBA(bare.Rect)
	copy(shot.Pix, bare.Pix)
	word(shot, 10, 10, 90, 30, white, shade)
	word(shot, 30, 48, 70, 62, white, shade)
	l := layout{texts: []shownText{title, label}, buttons: []shownText{button}}
	if p := textProblems(shot, bare, l); len(p) != 0 {
		t.Errorf("a title and a button's label, drawn legibly: %q", p)
	}

	// The title laid under the button: the pill covers it, the label shows.
	hidden := title
	hidden.x0, hidden.y0, hidden.x1, hidden.y1 = 12, 44, 88, 66
	under := image.NewRGBA(bare.Rect)
	copy(under.Pix, bare.Pix)
	word(under, 30, 48, 70, 62, white, shade)
	if p := textProblems(under, bare, layout{texts: []shownText{hidden, label}, buttons: []shownText{button}}); !slices.ContainsFunc(p, func(s string) bool {
		return strings.HasPrefix(s, `"TITLE": 0 of its pixels show`)
	}) {
		t.Errorf("the title under the button: %q, want it found hidden", p)
	}

	// Faded to a fifth: the fill a little over the outline's colour.
	ghost := image.NewRGBA(bare.Rect)
	copy(ghost.Pix, bare.Pix)
	faint := color.RGBA{83, 75, 107, 255} // white at 0.2 over the outline
	word(ghost, 10, 10, 90, 30, faint, shade)
	faded := title
	faded.colour.A = 51
	if p := textProblems(ghost, bare, layout{texts: []shownText{faded}}); len(p) != 1 || !strings.Contains(p[0], "contrast") {
		t.Errorf("a title at a fifth of its alpha: %q, want it short of contrast", p)
	}

	// A subtitle whose line box touches the title's where neither draws
	// passes; one drawn over the title does not.
	for _, c := range []struct {
		y0, y1 int
		clash  bool
	}{{29, 45, false}, {20, 36, true}} {
		two := image.NewRGBA(bare.Rect)
		copy(two.Pix, bare.Pix)
		word(two, 10, 10, 90, 30, white, shade)
		word(two, 10, c.y0, 90, c.y1, white, shade)
		sub := shownText{x0: 10, y0: float64(c.y0), x1: 90, y1: float64(c.y1), colour: white, shrink: 1, text: "SUB"}
		p := textProblems(two, bare, layout{texts: []shownText{title, sub}})
		if clash := slices.ContainsFunc(p, func(s string) bool { return strings.Contains(s, "draw over each other") }); clash != c.clash {
			t.Errorf("a subtitle at y %d..%d under a title at 10..30: %q, want a clash %v", c.y0, c.y1, p, c.clash)
		}
	}

	// Yellow on the light sky, no outline.
	plain := image.NewRGBA(bare.Rect)
	copy(plain.Pix, bare.Pix)
	yellow := color.RGBA{255, 230, 80, 255}
	word(plain, 10, 10, 90, 30, yellow, yellow)
	bright := title
	bright.colour = yellow
	if p := textProblems(plain, bare, layout{texts: []shownText{bright}}); len(p) != 1 || !strings.Contains(p[0], "contrast") {
		t.Errorf("yellow on a light sky with no outline: %q, want it short of contrast", p)
	}
}
