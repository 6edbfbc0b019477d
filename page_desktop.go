//go:build !js

package main

import "ropeman/game"

// watchPage is the browser's (page_js.go); a desktop window has no safe
// area to report.
func watchPage(*game.Options) {}
