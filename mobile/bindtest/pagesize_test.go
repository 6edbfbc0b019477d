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

// The 16 KB page check CI runs on the app bundle, tried here on real
// shared libraries in a bundle's layout: a 64-bit one linked for 4 KB pages
// (the linker's default on this machine) is refused, naming it; one linked
// for 16 KB is taken, beside 32-bit ones linked for 4 KB (Play checks only
// the 64-bit libraries, and the bind ships both); a bundle with 32-bit
// libraries only is refused: there is nothing Play would take.
func TestThePageSizeCheck(t *testing.T) {
	if _, err := exec.LookPath("gcc"); err != nil {
		needs.Skip(t, "no C compiler to link a shared library (./build.sh deps installs gcc)")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "lib.c")
	if err := os.WriteFile(src, []byte("int f(void) { return 1; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	lib := map[string][]byte{}
	for name, align := range map[string]string{"4k": "4096", "16k": "16384"} {
		so := filepath.Join(dir, name+".so")
		if out, err := exec.Command("gcc", "-shared", "-fPIC", "-o", so, src, "-Wl,-z,max-page-size="+align).CombinedOutput(); err != nil {
			t.Fatalf("gcc: %v\n%s", err, out)
		}
		lib[name], _ = os.ReadFile(so)
	}
	for _, c := range []struct {
		name   string
		libs   map[string]string // path in the bundle -> library
		ok     bool
		saying string
	}{
		{"a 64-bit library for 4 KB pages", map[string]string{"base/lib/arm64-v8a/libgojni.so": "4k", "base/lib/x86_64/libgojni.so": "16k"}, false,
			"base/lib/arm64-v8a/libgojni.so: LOAD segments aligned to 4096 bytes"},
		{"64-bit libraries for 16 KB pages, 32-bit ones for 4 KB", map[string]string{"base/lib/arm64-v8a/libgojni.so": "16k", "base/lib/x86_64/libgojni.so": "16k",
			"base/lib/armeabi-v7a/libgojni.so": "4k", "base/lib/x86/libgojni.so": "4k"}, true, "2 64-bit native libraries"},
		{"32-bit libraries only", map[string]string{"base/lib/armeabi-v7a/libgojni.so": "16k"}, false, "no 64-bit native library"},
	} {
		aab := filepath.Join(dir, "app.aab")
		f, err := os.Create(aab)
		if err != nil {
			t.Fatal(err)
		}
		z := zip.NewWriter(f)
		for path, which := range c.libs {
			w, _ := z.Create(path)
			w.Write(lib[which])
		}
		z.Close()
		f.Close()
		out, err := exec.Command("bash", filepath.Join(mobileDir, "ci", "page-size-check.sh"), aab).CombinedOutput()
		if (err == nil) != c.ok || !strings.Contains(string(out), c.saying) {
			t.Errorf("%s: passed %v, want %v, saying %q:\n%s", c.name, err == nil, c.ok, c.saying, out)
		}
	}
}
