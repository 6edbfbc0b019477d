package bindtest

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// releaseCheck runs mobile/release-check.sh for platform on the tree at
// root and returns what it said and whether it passed.
func releaseCheck(t *testing.T, platform, root string) (string, bool) {
	t.Helper()
	out, err := exec.Command("bash", filepath.Join(mobileDir, "release-check.sh"), platform, root).CombinedOutput()
	if _, refused := err.(*exec.ExitError); err != nil && !refused {
		t.Fatal(err)
	}
	return string(out), err == nil
}

// publish makes a publisher's edits to the tree at root, as CI's release
// jobs do (mobile/ci/as-publisher.sh: his app id, a network's adapter).
func publish(t *testing.T, root, platform string) {
	t.Helper()
	if out, err := exec.Command("bash", filepath.Join(mobileDir, "ci", "as-publisher.sh"), platform, root).CombinedOutput(); err != nil {
		t.Fatalf("as-publisher.sh %s: %v\n%s", platform, err, out)
	}
}

// A release build refuses the apps as shipped, naming each file, line and
// key: the debug ad adapter (it pays every reward without an ad) and the
// placeholder and sample ids. The same files with a publisher's ids and
// network adapter pass (a commented-out example is no finding).
func TestReleaseRefusesTheDebugAdapterAndPlaceholders(t *testing.T) {
	shipped, _ := filepath.Abs(root)
	for platform, want := range map[string][]string{
		"android": {
			"admobAppId: 'ca-app-pub-3940256099942544~3347511713': Google's sample id",
			"MainActivity.java:", "new DebugRewardedAdapter(main", "the debug ad adapter pays every reward without an ad",
		},
		"ios": {
			"GADApplicationIdentifier: ca-app-pub-3940256099942544~1458002511: Google's sample id",
			"GameViewController.swift:", "DebugRewardedAdapter(behaviour: .rewardThenClose)",
		},
	} {
		said, ok := releaseCheck(t, platform, shipped)
		if ok {
			t.Errorf("%s as shipped passes the release check:\n%s", platform, said)
		}
		for _, w := range want {
			if !strings.Contains(said, w) {
				t.Errorf("%s: the release check does not say %q:\n%s", platform, w, said)
			}
		}
		root := t.TempDir()
		copyTree(t, filepath.Join(shipped, "mobile"), filepath.Join(root, "mobile"))
		publish(t, root, platform)
		if said, ok := releaseCheck(t, platform, root); !ok {
			t.Errorf("%s with a publisher's ids and adapter is refused:\n%s", platform, said)
		}
	}
}
