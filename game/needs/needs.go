// Package needs is how a test says it cannot run on this machine, or runs
// only part of its cases: in one line a developer's plain `go test ./...`
// shows, and as a failure under ./build.sh test, which has everything
// installed and must run every test.
package needs

import (
	"os"
	"os/exec"
	"strconv"
	"testing"
)

// Strict names the environment variable ./build.sh test sets: with it, a
// test that would skip fails instead, saying what was missing.
const Strict = "ROPEMAN_NO_SKIP"

// Skip skips t for the reason given (what is missing, and what installs
// it), or fails t under Strict. A passing package's output is hidden by
// go test ./..., so the line is also written to the terminal the tests
// were started from, when there is one.
func Skip(t testing.TB, why string) {
	t.Helper()
	if os.Getenv(Strict) != "" {
		t.Fatalf("would skip (%s is set, so every test must run): %s", Strict, why)
	}
	tell(t.Name() + " skipped: " + why)
	t.Skip(why)
}

// Short skips t under -short, saying what it does that -short leaves out.
func Short(t testing.TB, what string) {
	t.Helper()
	if testing.Short() {
		Skip(t, "-short, and it "+what)
	}
}

// Sample says that t runs n of its all cases and how to run them all.
func Sample(t testing.TB, n, all int, whole string) {
	t.Helper()
	if n < all {
		line := t.Name() + " runs a sample: " + strconv.Itoa(n) + " of " + strconv.Itoa(all) + " cases (" + whole + " runs them all)"
		t.Log(line)
		tell(line)
	}
}

// Chromium returns the path of Debian's headless browser, or skips t
// without it.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	Skip(t, "no chromium to run the browser in (./build.sh deps installs it)")
	return ""
}

// tell writes line to the controlling terminal, if the tests have one.
func tell(line string) {
	tty, err := os.OpenFile("/dev/tty", os.O_WRONLY, 0)
	if err != nil {
		return // no terminal: CI and editors read the -v or -json output
	}
	defer tty.Close()
	tty.WriteString("go test: " + line + "\n")
}
