//go:build unix

package save

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"

	"ropeman/game/lang"
)

// asNonRoot runs the calling test as user nobody when the tests run as
// root (CI does), since root reads and writes through any permission: it
// returns false in the root process, which should then return.
func asNonRoot(t *testing.T) bool {
	t.Helper()
	if os.Getuid() != 0 {
		return true
	}
	if os.Getenv("ROPEMAN_SAVE_TEST_CHILD") != "" {
		t.Fatal("still root in the child")
	}
	// The test binary sits in a folder only root may enter: copy it out.
	exe, _ := os.Executable()
	bin, _ := os.ReadFile(exe)
	tmp, err := os.MkdirTemp("", "savetest")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(tmp)
	os.Chmod(tmp, 0o755)
	copyExe := filepath.Join(tmp, "save.test")
	if err := os.WriteFile(copyExe, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(copyExe, "-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), "ROPEMAN_SAVE_TEST_CHILD=1", "TMPDIR=/tmp", "HOME=/tmp")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, err := cmd.CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("--- PASS")) {
		t.Errorf("as user nobody: %v\n%s", err, out)
	}
	return false
}

// A save the player cannot read (permissions) survives a win: the store
// writes nothing while it could not read. A read-only folder gives a
// notice, not a crash.
func TestPermissionTrouble(t *testing.T) {
	if !asNonRoot(t) {
		return
	}
	dir := t.TempDir()
	_, b := twoSaves(t, dir)
	main := filepath.Join(dir, FileName)
	before, _ := os.ReadFile(main)
	os.Chmod(main, 0)
	s, p, err := open(t, dir)
	if kind(err) != fmt.Sprint(Unreadable) {
		t.Errorf("unreadable save: %+v (%v), want an unreadable notice", p, err)
	}
	p.Coins += 100 // a win
	s.Save(p)
	s.Flush()
	os.Chmod(main, 0o644)
	if after, _ := os.ReadFile(main); !bytes.Equal(after, before) {
		t.Errorf("the unreadable save was overwritten: %q, was %q", after, before)
	}
	if _, q, _ := open(t, dir); !reflect.DeepEqual(q, b) {
		t.Errorf("the save now reads %+v, want the untouched %+v", q, b)
	}

	os.Chmod(dir, 0o555)
	defer os.Chmod(dir, 0o755)
	s, p, _ = open(t, dir)
	p.Coins++
	s.Save(p)
	s.Flush()
	prob := s.TakeProblem()
	if prob == nil || prob.Kind != WriteFailed || !strings.Contains(prob.Notice(lang.English), "permission denied") {
		t.Errorf("read-only folder: problem %v, want a write failure saying permission denied", prob)
	}
}
