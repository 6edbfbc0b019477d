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

// textContrast measures, on the screenshot, how a text stands out of what
// is right around its strokes: its pixels are those of its own colour in
// its box; what surrounds them is every pixel two pixels from the nearest
// of them (past the antialiased edge: the outline, or whatever shows
// where there is none). It returns the contrast of the text's colour
// against the median luminance of those (so the scene's own pixels of the
// text's colour in the box, a white stripe behind white text, do not
// decide it), and how many of the text's pixels it found.
func textContrast(img image.Image, t shownText) (ratio float64, strokes int) {
	b := img.Bounds()
	x0, y0 := max(b.Min.X, int(t.x0)-3), max(b.Min.Y, int(t.y0)-3)
	x1, y1 := min(b.Max.X, int(t.x1)+3), min(b.Max.Y, int(t.y1)+3)
	if x1 <= x0 || y1 <= y0 {
		return 0, 0
	}
	w, h := x1-x0, y1-y0
	isText := make([]bool, w*h)
	near := func(c color.Color) bool {
		r, g, bb, _ := c.RGBA()
		d := max(absDiff(uint8(r>>8), t.colour.R), absDiff(uint8(g>>8), t.colour.G), absDiff(uint8(bb>>8), t.colour.B))
		return d <= 36
	}
	inBox := func(x, y int) bool {
		return float64(x0+x) >= t.x0 && float64(x0+x) < t.x1 && float64(y0+y) >= t.y0 && float64(y0+y) < t.y1
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if inBox(x, y) && near(img.At(x0+x, y0+y)) {
				isText[y*w+x] = true
				strokes++
			}
		}
	}
	var around []float64
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if isText[y*w+x] {
				continue
			}
			if textWithin(isText, w, h, x, y, 1) || !textWithin(isText, w, h, x, y, 2) {
				continue
			}
			{
				r, g, bb, _ := img.At(x0+x, y0+y).RGBA()
				around = append(around, relLum(uint8(r>>8), uint8(g>>8), uint8(bb>>8)))
			}
		}
	}
	if len(around) == 0 {
		return 0, strokes
	}
	slices.Sort(around)
	bg := around[len(around)/2]
	return contrastRatio(relLum(t.colour.R, t.colour.G, t.colour.B), bg), strokes
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

// checkContrast holds every fully drawn text of a screenshot to
// minContrast (a popup fading out, or the blinking TAP TO PLAY between
// blinks, is not held).
func checkContrast(t *testing.T, img image.Image, texts []shownText) {
	t.Helper()
	for _, tx := range texts {
		if tx.colour.A < 250 || tx.x1-tx.x0 < 4 {
			continue
		}
		ratio, strokes := textContrast(img, tx)
		area := (tx.x1 - tx.x0) * (tx.y1 - tx.y0)
		if float64(strokes) < 0.02*area {
			t.Errorf("%q: %d pixels of its colour in a %.0f px² box: not drawn legibly", tx.text, strokes, area)
			continue
		}
		if ratio < minContrast {
			t.Errorf("%q: contrast %.2f:1 against what surrounds it, want ≥ %v:1", tx.text, ratio, minContrast)
		}
	}
}
