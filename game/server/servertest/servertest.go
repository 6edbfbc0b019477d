// Package servertest runs the real ropeman-server for tests: built from
// source and started on a free port of this machine (its tests, the
// game's screens test).
package servertest

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Build builds ropeman-server into one of t's temporary directories.
func Build(t testing.TB) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "ropeman-server")
	if out, err := exec.Command("go", "build", "-o", bin, "ropeman/game/server/cmd/ropeman-server").CombinedOutput(); err != nil {
		t.Fatalf("go build ropeman-server: %v\n%s", err, out)
	}
	return bin
}

// Start starts the server at bin on the database dsn, with args, and
// returns its address (http://127.0.0.1:PORT) once it listens, and its
// process; it is killed when t ends.
func Start(t testing.TB, bin, dsn string, args ...string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-db", dsn, "-admob-keys", ""}, args...)...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=2")
	errs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := bufio.NewScanner(errs)
	for lines.Scan() {
		if !strings.Contains(lines.Text(), "msg=listening") {
			continue
		}
		for _, f := range strings.Fields(lines.Text()) {
			if addr, ok := strings.CutPrefix(f, "addr="); ok {
				go io.Copy(io.Discard, errs) // the rest of its log: never let the pipe fill
				return "http://" + addr, cmd
			}
		}
	}
	t.Fatal("the server did not start")
	return "", nil
}
