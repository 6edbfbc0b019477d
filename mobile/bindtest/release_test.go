package bindtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// releaseCheck runs mobile/release-check.sh for platform on the tree at
// root and returns what it said and whether it passed.
func releaseCheck(t *testing.T, platform, root string) (string, bool) {
	t.Helper()
	out, err := exec.Command("bash", filepath.Join("..", "release-check.sh"), platform, root).CombinedOutput()
	if _, refused := err.(*exec.ExitError); err != nil && !refused {
		t.Fatal(err)
	}
	return string(out), err == nil
}

// publisherEdits are what a publisher changes before a release, file by
// file: his own app id, and his network's adapter in place of the debug one.
var publisherEdits = map[string]map[string][][2]string{
	"android": {
		"mobile/android/app/build.gradle": {{"ca-app-pub-3940256099942544~3347511713", "ca-app-pub-1111222233334444~5555666677"}},
		"mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java": {
			{"RewardedAdapter ads = new DebugRewardedAdapter", "// RewardedAdapter ads = new DebugRewardedAdapter"},
			{`// RewardedAdapter ads = new MaxRewardedAdapter(this, main, "YOUR_SDK_KEY", "YOUR_REWARDED_AD_UNIT_ID", "https://YOUR_PRIVACY_POLICY_URL");`,
				`RewardedAdapter ads = new MaxRewardedAdapter(this, main, "k3y", "unit1", "https://example.com/privacy");`},
		},
	},
	"ios": {
		"mobile/ios/project.yml": {{"ca-app-pub-3940256099942544~1458002511", "ca-app-pub-1111222233334444~5555666677"}},
		"mobile/ios/RopeMan/GameViewController.swift": {
			{"let ads: RewardedAdapter = DebugRewardedAdapter", "// let ads: RewardedAdapter = DebugRewardedAdapter"},
			{`// let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "YOUR_SDK_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", privacyPolicyURL: URL(string: "https://YOUR_PRIVACY_POLICY_URL")!`,
				`let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "k3y", adUnitID: "unit1", privacyPolicyURL: URL(string: "https://example.com/privacy")!`},
		},
	},
}

// publish makes the publisher's edits for platform in the tree at root.
func publish(t *testing.T, root, platform string) {
	t.Helper()
	for file, reps := range publisherEdits[platform] {
		text := read(t, filepath.Join(root, file))
		for _, r := range reps {
			if !strings.Contains(text, r[0]) {
				t.Fatalf("%s no longer holds %q", file, r[0])
			}
			text = strings.Replace(text, r[0], r[1], 1)
		}
		if err := os.WriteFile(filepath.Join(root, file), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A release build refuses the apps as shipped, naming each file, line and
// key: the debug ad adapter (it pays every reward without an ad) and the
// placeholder and sample ids. The same files with a publisher's ids and
// network adapter pass (a commented-out example is no finding).
func TestReleaseRefusesTheDebugAdapterAndPlaceholders(t *testing.T) {
	shipped, _ := filepath.Abs(filepath.Join("..", ".."))
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
