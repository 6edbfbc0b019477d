package bindtest

import (
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Swift cannot be compiled here, so the Swift ad code is held to its Java
// twin, which the JVM checks run: the same adapter contract, the same
// watchdog limits, the same error tables, and each defect fixed on both
// sides (checked by the construct that fixes it).
func TestSwiftTwinsTheJava(t *testing.T) {
	java := func(name string) string { return read(t, filepath.Join(appAds, name+".java")) }
	swift := func(name string) string {
		return read(t, filepath.Join("..", "ios", "RopeMan", "Ads", name+".swift"))
	}
	// Every method of the adapter contract and of the events, in Swift.
	contract := swift("RewardedAdapter")
	for _, file := range []string{"RewardedAdapter", "AdEvents"} {
		methods := regexp.MustCompile(`(?m)^    (?:default )?(?:void|boolean) (\w+)\(`).FindAllStringSubmatch(java(file), -1)
		if len(methods) < 4 {
			t.Fatalf("%s.java: found only %d methods", file, len(methods))
		}
		for _, m := range methods {
			if m[1] == "opensActivity" { // Android only: an ad in its own Activity
				continue
			}
			if !strings.Contains(contract, "func "+m[1]+"(") {
				t.Errorf("RewardedAdapter.swift lacks %s (in %s.java)", m[1], file)
			}
		}
	}
	bridgeJ, bridgeS := java("AdBridge"), swift("AdBridge")
	for _, lim := range [][2]string{{"OPEN_LIMIT_MS", "openLimit"}, {"CLOSE_LIMIT_MS", "closeLimit"}} {
		ms := regexp.MustCompile(lim[0] + ` = ([\d_]+);`).FindStringSubmatch(bridgeJ)
		s := regexp.MustCompile(lim[1] + `: TimeInterval = (\d+)`).FindStringSubmatch(bridgeS)
		if ms == nil || s == nil {
			t.Fatalf("no %s / %s", lim[0], lim[1])
		}
		j, _ := strconv.Atoi(strings.ReplaceAll(ms[1], "_", ""))
		if sw, _ := strconv.Atoi(s[1]); j != sw*1000 {
			t.Errorf("AdBridge.java %s is %d ms, AdBridge.swift %s %d s", lim[0], j, lim[1], sw)
		}
	}
	// MAX's codes mean the same on both platforms: the same table.
	codes := func(text string, re string) []string {
		var out []string
		for _, m := range regexp.MustCompile(re).FindAllStringSubmatch(text, -1) {
			out = append(out, m[1])
		}
		sort.Strings(out)
		return out
	}
	maxJ := java("AdErrors")
	maxJ = maxJ[strings.Index(maxJ, "fromMax"):strings.Index(maxJ, "fromAdMobLoad")]
	maxS := contract[strings.Index(contract, "fromMax"):strings.Index(contract, "fromAdMobLoad")]
	if j, s := codes(maxJ, `case (-?\d+):`), codes(maxS, `(-?\d+)[,:]`); strings.Join(j, " ") != strings.Join(s, " ") {
		t.Errorf("MAX error codes: Java maps %v, Swift %v", j, s)
	}
	for _, c := range []struct{ file, what, java, swift string }{
		{"AdBridge", "the cancel hook on a watchdog's end", "abandon(id);", "adapter?.cancel(id)"},
		{"AdBridge", "a reward proves the ad was on screen", "onScreen(); // a reward proves", "onScreen() // a reward proves"},
		{"AdBridge", "an ad on screen without opened is waited for", "cover.adOnScreen()", "cover?.adOnScreen == true"},
		{"AdBridge", "one bridge for the process", "public AdBridge attach(", "static let shared = AdBridge()"},
		{"AdBridge", "consent reaches Go", "Mobile.adConsent(", "MobileAdConsent("},
		{"MaxRewardedAdapter", "units outlive the activity", "private static final Map<String, Unit> UNITS", "fileprivate static var units"},
		{"MaxRewardedAdapter", "a cancelled show frees its unit", "void cancel(long requestId) {", "func cancel(_ requestID: Int64) {"},
		{"MaxRewardedAdapter", "MAX's consent flow", "flow.setEnabled(true);", "flow.isEnabled = true"},
		{"MaxRewardedAdapter", "privacy options", "showCmpForExistingUser(", "showCMPForExistingUser"},
		{"AdMobRewardedAdapter", "UMP before the SDK", "loadAndShowConsentFormIfRequired(", "ConsentForm.loadAndPresentIfRequired("},
		{"AdMobRewardedAdapter", "the SDK started once per process", "private static boolean sdkStarted;", "private static var sdkStarted = false"},
		{"MaxRewardedAdapter", "the SDK asked whether it is up, not a callback awaited per activity", "if (sdk.isInitialized()) {", "if ALSdk.shared().isInitialized {"},
		{"AdMobRewardedAdapter", "privacy options", "showPrivacyOptionsForm(", "presentPrivacyOptionsForm("},
		{"AdMobRewardedAdapter", "the hour's expiry reported", "events.expired(placement);", "events?.expired(placement)"},
		{"DebugRewardedAdapter", "refused in a release build, by its own reading", "return BuildConfig.DEBUG;", "#if DEBUG"},
		{"AdBridge", "the app says whether it is a debug build", "return BuildConfig.DEBUG;", "func debugBuild(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws {"},
		{"AdBridge", "the close limit waits for the player's return", "if (opened && !appVisible) {", "if opened, !appInForeground {"},
	} {
		if !strings.Contains(java(c.file), c.java) {
			t.Errorf("%s.java no longer has %s (%q): update this check", c.file, c.what, c.java)
		}
		if !strings.Contains(swift(c.file), c.swift) {
			t.Errorf("%s.swift lacks %s (%q), which its Java twin has", c.file, c.what, c.swift)
		}
	}
	expJ := regexp.MustCompile(`EXPIRY_MS = 60 \* 60 \* 1000;`).MatchString(java("AdMobRewardedAdapter"))
	expS := regexp.MustCompile(`expiry: TimeInterval = 60 \* 60\b`).MatchString(swift("AdMobRewardedAdapter"))
	if !expJ || !expS {
		t.Errorf("AdMob's expiry: an hour in Java %v, in Swift %v", expJ, expS)
	}
}
