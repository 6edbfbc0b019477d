//go:build !js

package main

import "ropeman/game"

// watchPage is the browser's (page_js.go); a desktop window has no safe
// area to report.
func watchPage(*game.Options) {}

// newGame makes the game while the window of width x height dp opens
// (game.Open): a broken tuning stops it with its message at the first
// tick.
func newGame(o game.Options, width, height int) *game.Game {
	return game.Open(o, float64(width), float64(height))
}
