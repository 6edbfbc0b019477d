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

// Server is a running ropeman-server.
type Server struct {
	URL string    // the players' address: http://127.0.0.1:PORT
	Ops string    // the operator's (/metrics, /readyz): http://127.0.0.1:PORT
	Cmd *exec.Cmd // its process
}

// Start starts the server at bin on the database dsn, with args, on free
// ports of this machine, and returns it once it listens; it is killed
// when t ends.
func Start(t testing.TB, bin, dsn string, args ...string) Server {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-addr", "127.0.0.1:0", "-ops-addr", "127.0.0.1:0", "-db", dsn, "-admob-keys", ""}, args...)...)
	cmd.Env = append(os.Environ(), "GOMAXPROCS=2")
	errs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	srv := Server{Cmd: cmd}
	lines := bufio.NewScanner(errs)
	for lines.Scan() {
		for _, f := range strings.Fields(lines.Text()) {
			addr, ok := strings.CutPrefix(f, "addr=")
			switch {
			case !ok:
			case strings.Contains(lines.Text(), `msg="ops listening"`):
				srv.Ops = "http://" + addr
			case strings.Contains(lines.Text(), "msg=listening"):
				srv.URL = "http://" + addr
				go io.Copy(io.Discard, errs) // the rest of its log: never let the pipe fill
				return srv
			}
		}
	}
	t.Fatal("the server did not start")
	return srv
}
