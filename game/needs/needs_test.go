package needs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// recorder is a testing.TB that notes how a test ended. Like the real
// one, a failure or a skip ends the test: here by a panic Skip's caller
// recovers.
type recorder struct {
	testing.TB
	failed, skipped string
}

type ended struct{}

func (r *recorder) Helper()                        {}
func (r *recorder) Name() string                   { return "TestSomething" }
func (r *recorder) Fatalf(format string, a ...any) { r.failed = format; panic(ended{}) }
func (r *recorder) Skip(a ...any)                  { r.skipped = a[0].(string); panic(ended{}) }

func (r *recorder) run(why string) {
	defer func() {
		if v := recover(); v != nil && v != (ended{}) {
			panic(v)
		}
	}()
	Skip(r, why)
}

// A missing tool skips a developer's test with its reason, and fails it
// where every test must run (./build.sh test).
func TestSkipFailsWhereEveryTestMustRun(t *testing.T) {
	t.Setenv(Strict, "")
	var r recorder
	r.run("no chromium")
	if r.skipped != "no chromium" || r.failed != "" {
		t.Errorf("a developer's run: skipped %q, failed %q; want skipped with the reason", r.skipped, r.failed)
	}
	t.Setenv(Strict, "1")
	r = recorder{}
	r.run("no chromium")
	if r.failed == "" || r.skipped != "" {
		t.Errorf("with %s set: skipped %q, failed %q; want a failure", Strict, r.skipped, r.failed)
	}
	if !strings.Contains(r.failed, "would skip") {
		t.Errorf("the failure says %q, want what would have been skipped", r.failed)
	}
}

// ownSkip is a test calling testing's skips (t, b, tb, f: the names a
// test, benchmark, helper or fuzz target gives its testing value).
var ownSkip = regexp.MustCompile(`\b(t|b|tb|f)\.Skip(f|Now)?\(`)

// Every test in the tree skips through this package, so ./build.sh test
// fails on any skip and a developer is told of each: no test file calls
// testing's Skip, Skipf or SkipNow itself.
func TestNoTestSkipsOnItsOwn(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "needs" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if ownSkip.MatchString(line) {
				t.Errorf("%s:%d skips on its own (use needs.Skip): %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
