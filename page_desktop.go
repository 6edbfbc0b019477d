//go:build !js

package main

import (
	"os"
	"runtime/pprof"

	"ropeman/game"
)

// watchPage is the browser's (page_js.go); a desktop window has no safe
// area to report.
func watchPage(*game.Options) {}

// newGame makes the whole game before the window opens: a broken tuning
// stops it with its message first.
func newGame(o game.Options) (*game.Game, error) { return game.New(o) }

// profile starts a CPU profile of the run into path (none for ""), and
// returns what stops it and writes it out.
func profile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}, nil
}
