package needs

import (
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
