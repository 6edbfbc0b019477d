package bindtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/game/needs"
)

// A publisher ships one network: he runs mobile/ci/keep-networks.sh (or
// deletes the same files by hand, docs/publishers/ads.md), and
// every check here passes on what is left, with no test edited. Each
// network alone, on a copy of the apps: the dropped adapters and their
// SDKs are gone, the kept adapter's JVM check runs, and the release check
// and as-publisher.sh pick the kept adapter.
func TestSwappingNeedsNoTestEdited(t *testing.T) {
	if os.Getenv("ROPEMAN_ROOT") != "" {
		t.Fatal("ROPEMAN_ROOT is set: this test makes the copies itself, and runs the others on them with -skip", t.Name())
	}
	needs.Short(t, "runs this package's checks once per network")
	// Each network the app has, alone (an app that already ships one
	// tries that one: the publisher's own tree passes too).
	for _, n := range shipped(t) {
		t.Run("only "+n.name, func(t *testing.T) {
			t.Parallel()
			copyDir := t.TempDir()
			for _, part := range []string{"mobile", ".github", "build.sh", "docs"} {
				copyTree(t, filepath.Join(root, part), filepath.Join(copyDir, part))
			}
			out, err := exec.Command("bash", filepath.Join(copyDir, "mobile", "ci", "keep-networks.sh"), n.name, "--root", copyDir).CombinedOutput()
			if err != nil {
				t.Fatalf("keep-networks.sh %s: %v\n%s", n.name, err, out)
			}
			for _, other := range networks {
				for _, f := range []string{
					filepath.Join("android", "app", "src", "main", "java", "com", "ropeman", "app", "ads", other.adapter+".java"),
					filepath.Join("ios", "RopeMan", "Ads", other.adapter+".swift"),
				} {
					if kept := exists(filepath.Join(copyDir, "mobile", f)); kept != (other.name == n.name) {
						t.Errorf("keeping %s: %s is there: %v", n.name, f, kept)
					}
				}
			}
			cmd := exec.Command("go", "test", "-count=1", "-v", "-skip", "^"+t.Name()[:strings.Index(t.Name(), "/")]+"$", ".")
			cmd.Env = append(os.Environ(), "ROPEMAN_ROOT="+copyDir)
			b, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("the checks on an app that ships only %s: %v\n%s", n.name, err, failures(string(b)))
			}
			for _, want := range []string{n.adapter + "Check: ", "AdBridgeCheck: "} {
				if !strings.Contains(string(b), want) {
					t.Errorf("the checks on an app that ships only %s did not run %s", n.name, want)
				}
			}
		})
	}
}

// failures is what a verbose go test said of its failures.
func failures(out string) string {
	var keep []string
	for _, line := range strings.Split(out, "\n") {
		if !strings.HasPrefix(line, "=== ") && !strings.HasPrefix(line, "--- PASS") && !strings.HasPrefix(line, "    --- PASS") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "\n")
}
