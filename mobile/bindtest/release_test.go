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

// A release build refuses the apps as shipped, naming each file, line and
// key: the debug ad adapter (it pays every reward without an ad) and the
// placeholder and sample ids. The same files with a publisher's ids and
// network adapter pass (a commented-out example is no finding).
func TestReleaseRefusesTheDebugAdapterAndPlaceholders(t *testing.T) {
	shipped, _ := filepath.Abs(filepath.Join("..", ".."))
	for _, c := range []struct {
		platform string
		want     []string
		publish  map[string][][2]string // file: replacements a publisher makes
	}{
		{"android", []string{
			"admobAppId: 'ca-app-pub-3940256099942544~3347511713': Google's sample id",
			"MainActivity.java:", "new DebugRewardedAdapter(main", "the debug ad adapter pays every reward without an ad",
		}, map[string][][2]string{
			"mobile/android/app/build.gradle": {{"ca-app-pub-3940256099942544~3347511713", "ca-app-pub-1111222233334444~5555666677"}},
			"mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java": {
				{"RewardedAdapter ads = new DebugRewardedAdapter", "// RewardedAdapter ads = new DebugRewardedAdapter"},
				{`// RewardedAdapter ads = new MaxRewardedAdapter(this, main, "YOUR_SDK_KEY", "YOUR_REWARDED_AD_UNIT_ID", "https://YOUR_PRIVACY_POLICY_URL");`,
					`RewardedAdapter ads = new MaxRewardedAdapter(this, main, "k3y", "unit1", "https://example.com/privacy");`},
			},
		}},
		{"ios", []string{
			"GADApplicationIdentifier: ca-app-pub-3940256099942544~1458002511: Google's sample id",
			"GameViewController.swift:", "DebugRewardedAdapter(behaviour: .rewardThenClose)",
		}, map[string][][2]string{
			"mobile/ios/project.yml": {{"ca-app-pub-3940256099942544~1458002511", "ca-app-pub-1111222233334444~5555666677"}},
			"mobile/ios/RopeMan/GameViewController.swift": {
				{"let ads: RewardedAdapter = DebugRewardedAdapter", "// let ads: RewardedAdapter = DebugRewardedAdapter"},
				{`// let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "YOUR_SDK_KEY", adUnitID: "YOUR_REWARDED_AD_UNIT_ID", privacyPolicyURL: URL(string: "https://YOUR_PRIVACY_POLICY_URL")!`,
					`let ads: RewardedAdapter = MaxRewardedAdapter(sdkKey: "k3y", adUnitID: "unit1", privacyPolicyURL: URL(string: "https://example.com/privacy")!`},
			},
		}},
	} {
		said, ok := releaseCheck(t, c.platform, shipped)
		if ok {
			t.Errorf("%s as shipped passes the release check:\n%s", c.platform, said)
		}
		for _, w := range c.want {
			if !strings.Contains(said, w) {
				t.Errorf("%s: the release check does not say %q:\n%s", c.platform, w, said)
			}
		}
		root := t.TempDir()
		for file, reps := range c.publish {
			data, err := os.ReadFile(filepath.Join(shipped, file))
			if err != nil {
				t.Fatal(err)
			}
			text := string(data)
			for _, r := range reps {
				if !strings.Contains(text, r[0]) {
					t.Fatalf("%s no longer holds %q", file, r[0])
				}
				text = strings.Replace(text, r[0], r[1], 1)
			}
			os.MkdirAll(filepath.Dir(filepath.Join(root, file)), 0o755)
			os.WriteFile(filepath.Join(root, file), []byte(text), 0o644)
		}
		if said, ok := releaseCheck(t, c.platform, root); !ok {
			t.Errorf("%s with a publisher's ids and adapter is refused:\n%s", c.platform, said)
		}
	}
}
