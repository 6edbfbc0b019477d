//go:build !js

package main

import (
	"os"
	"runtime/pprof"
)

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
