//go:build !js

package main

import (
	"fmt"
	"os"

	"ropeman/game/flow"
)

// compare runs an A/B replay and prints its report; it returns the exit
// code.
func compare(replay, tuning string) int {
	other, err := flow.ReadTuningFile(tuning)
	if err == nil {
		var c *flow.Comparison
		if c, err = flow.CompareReplay(replay, tuning, other); err == nil {
			fmt.Print(c)
			return 0
		}
	}
	fmt.Fprintln(os.Stderr, "ropeman:", err)
	return 1
}
