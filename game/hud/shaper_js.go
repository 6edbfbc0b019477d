//go:build js

package hud

// newShaper returns no shaper in the browser yet: a line Go Bold cannot
// draw is drawn as far as it can, its missing runes noted.
func newShaper() lineShaper { return nil }
