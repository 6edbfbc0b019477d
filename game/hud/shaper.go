//go:build !js

package hud

import (
	"image"

	"ropeman/game/hud/shape"
)

// goShaper is the HUD's lineShaper off the browser: go-text/typesetting's
// shaper over the shipped fonts (game/hud/shape), a line's glyphs kept
// from line to line.
type goShaper struct {
	shaper *shape.Shaper
	glyphs []shape.Glyph
}

func newShaper() lineShaper { return &goShaper{shaper: shape.New()} }

func (g *goShaper) Line(text string, size float64, rtl bool) (dr image.Rectangle, mask *image.Alpha, advance float32, missing rune, ready bool) {
	g.glyphs, dr, mask, advance, missing = g.shaper.Line(g.glyphs, text, size, rtl)
	return dr, mask, advance, missing, true
}
