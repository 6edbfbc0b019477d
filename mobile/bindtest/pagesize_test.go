package bindtest

import (
	"archive/zip"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/game/needs"
)

// The 16 KB page check CI runs on the app bundle, tried here on two real
// shared libraries in a bundle's layout: one linked for 4 KB pages (the
// linker's default on this machine) is refused, one linked for 16 KB is
// taken.
func TestThePageSizeCheck(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		needs.Skip(t, "no C compiler to link a shared library (./build.sh deps installs gcc)")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "lib.c")
	if err := os.WriteFile(src, []byte("int f(void) { return 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name  string
		flags []string
		ok    bool
	}{
		{"4k", []string{"-Wl,-z,max-page-size=4096"}, false},
		{"16k", []string{"-Wl,-z,max-page-size=16384"}, true},
	} {
		so := filepath.Join(dir, c.name+".so")
		if out, err := exec.Command("gcc", append([]string{"-shared", "-fPIC", "-o", so, src}, c.flags...)...).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		aab := filepath.Join(dir, c.name+".aab")
		f, err := os.Create(aab)
		if err != nil {
			t.Fatal(err)
		}
		z := zip.NewWriter(f)
		w, _ := z.Create("base/lib/arm64-v8a/libgojni.so")
		data, _ := os.ReadFile(so)
		w.Write(data)
		z.Close()
		f.Close()
		out, err := exec.Command("bash", filepath.Join(mobileDir, "ci", "page-size-check.sh"), aab).CombinedOutput()
		if (err == nil) != c.ok {
			t.Errorf("a library linked for %s pages: passed %v, want %v\n%s", c.name, err == nil, c.ok, out)
		}
		if !c.ok && !strings.Contains(string(out), "libgojni.so: LOAD segments aligned to 4096 bytes") {
			t.Errorf("the refusal does not name the library and its alignment:\n%s", out)
		}
	}
}
