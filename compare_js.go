package main

import (
	"fmt"
	"os"
)

// compare is the desktop's (compare_desktop.go): a page has no recording
// or tuning file to read, and the A/B replay's code stays out of the
// browser's download.
func compare(string, string) int {
	fmt.Fprintln(os.Stderr, "ropeman: -tuning: not in the browser: run the desktop build")
	return 2
}
