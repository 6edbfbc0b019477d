//go:build !js

package main

import "ropeman/game"

// watchPage is the browser's (page_js.go); a desktop window has no safe
// area to report.
func watchPage(*game.Options) {}

// newGame makes the whole game before the window opens: a broken tuning
// stops it with its message first.
func newGame(o game.Options) (*game.Game, error) { return game.New(o) }
