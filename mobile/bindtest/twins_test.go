package bindtest

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Swift cannot be compiled here, so the Swift ad code is held to its Java
// twin, which the JVM checks run: the same adapter contract, the same
// error tables, and each defect fixed on both sides (checked by the
// construct that fixes it).
func TestSwiftTwinsTheJava(t *testing.T) {
	java := func(name string) string { return read(t, filepath.Join(appAds, name+".java")) }
	swift := func(name string) string {
		return read(t, filepath.Join(mobileDir, "ios", "RopeMan", "Ads", name+".swift"))
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
	// MAX's codes mean the same on both platforms: the same table.
	codes := func(text string, re string) []string {
		var out []string
		for _, m := range regexp.MustCompile(re).FindAllStringSubmatch(text, -1) {
			out = append(out, m[1])
		}
		sort.Strings(out)
		return out
	}
	kept := map[string]bool{"AdBridge": true, "DebugRewardedAdapter": true, "Ump": true}
	for _, n := range shipped(t) {
		kept[n.adapter] = true
	}
	if kept["MaxRewardedAdapter"] {
		maxJ, maxS := java("MaxRewardedAdapter"), swift("MaxRewardedAdapter")
		maxJ = maxJ[strings.Index(maxJ, "static long reason("):]
		maxS = maxS[strings.Index(maxS, "static func reason("):]
		if j, s := codes(maxJ[:strings.Index(maxJ, "\n    }\n")], `case (-?\d+):`), codes(maxS[:strings.Index(maxS, "\n    }\n")], `(-?\d+)[,:]`); len(j) < 6 || strings.Join(j, " ") != strings.Join(s, " ") {
			t.Errorf("MAX error codes: Java maps %v, Swift %v", j, s)
		}
	}
	for _, c := range []struct{ file, what, java, swift string }{
		{"AdBridge", "one bridge for the process", "public AdBridge attach(", "static let shared = AdBridge()"},
		{"AdBridge", "consent reaches Go", "Mobile.adConsent(", "MobileAdConsent("},
		{"AdBridge", "Go's cancel reaches the adapter", "adapter.cancel(requestID);", "adapter?.cancel(requestID)"},
		{"AdBridge", "wake runs Go's AdWake on the main thread", "main.post(Mobile::adWake);", "DispatchQueue.main.async { MobileAdWake() }"},
		{"AdBridge", "a close goes straight to Go", "Mobile.adClosed(requestId);", "func closed(_ requestID: Int64) { MobileAdClosed(requestID) }"},
		{"MaxRewardedAdapter", "units outlive the activity", "private static final Map<String, Unit> UNITS", "fileprivate static var units"},
		{"MaxRewardedAdapter", "a cancelled show frees its unit", "void cancel(long requestId) {", "func cancel(_ requestID: Int64) {"},
		{"MaxRewardedAdapter", "MAX's consent flow", "flow.setEnabled(true);", "flow.isEnabled = true"},
		{"MaxRewardedAdapter", "privacy options", "showCmpForExistingUser(", "showCMPForExistingUser"},
		{"Ump", "UMP's form after an update", "() -> UserMessagingPlatform.loadAndShowConsentFormIfRequired(", "ConsentForm.loadAndPresentIfRequired("},
		{"Ump", "an update before UMP's status is read", "() -> tell(info, answer), requestError -> tell(info, answer));", "requestConsentInfoUpdate(with: RequestParameters()) { _ in tell(answer) }"},
		{"Ump", "privacy options", "showPrivacyOptionsForm(", "presentPrivacyOptionsForm("},
		{"AdMobRewardedAdapter", "UMP before the SDK", "Ump.ask(activity, this::consentKnown);", "Ump.ask(from: viewController)"},
		{"MaxRewardedAdapter", "UMP asked for an update before the US states' privacy options are read", "Ump.refresh(activity,", "Ump.refresh {"},
		{"LevelPlayRewardedAdapter", "UMP before the SDK", "Ump.ask(activity, this::consentKnown);", "Ump.ask(from: viewController)"},
		{"LevelPlayRewardedAdapter", "the SDK told the consent", "LevelPlay.setConsent(can);", "LevelPlay.setConsent(can)"},
		{"LevelPlayRewardedAdapter", "the nonce as the dynamic user id", "LevelPlay.setDynamicUserId(customData);", "LevelPlay.setDynamicUserId(customData)"},
		{"LevelPlayRewardedAdapter", "the SDK started once per process", "private static boolean starting, started, listening;", "private static var starting = false, started = false"},
		{"LevelPlayRewardedAdapter", "impression revenue in micros of USD", "Math.round(usd * 1_000_000), \"USD\"", "micros: Int64((usd * 1_000_000).rounded()), currency: \"USD\""},
		{"MaxRewardedAdapter", "impression revenue in micros of USD", "Math.round(usd * 1_000_000), \"USD\"", "micros: Int64((ad.revenue * 1_000_000).rounded()), currency: \"USD\""},
		{"AdMobRewardedAdapter", "the paid listener set before the show", "ad.setOnPaidEventListener(", "ad.paidEventHandler = "},
		{"AdBridge", "a recreated screen keeps the network in use", "String using = adapter == null ? first.network() : adapter.network();", "let using = adapter?.network() ?? first.network()"},
		{"AdBridge", "an unknown network refused", "throw new IllegalArgumentException(\"no adapter for network \" + name);", "no adapter for network"},
		{"AdBridge", "revenue goes straight to Go", "Mobile.adRevenue(requestId, placement, provider,", "MobileAdRevenue(requestID, placement, provider,"},
		{"AdMobRewardedAdapter", "the SDK started once per process", "private static boolean sdkStarted;", "private static var sdkStarted = false"},
		{"MaxRewardedAdapter", "the SDK asked whether it is up, not a callback awaited per activity", "if (sdk.isInitialized()) {", "if ALSdk.shared().isInitialized {"},
		{"AdMobRewardedAdapter", "privacy options", "Ump.showPrivacyOptions(activity,", "Ump.showPrivacyOptions(from: viewController)"},
		{"AdMobRewardedAdapter", "the hour's expiry reported", "events.expired(placement);", "events?.expired(placement)"},
		{"DebugRewardedAdapter", "refused in a release build, by its own reading", "return BuildConfig.DEBUG;", "#if DEBUG"},
		{"AdBridge", "the app says whether it is a debug build", "return BuildConfig.DEBUG;", "func debugBuild(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws {"},
	} {
		if !kept[c.file] {
			continue
		}
		if !strings.Contains(java(c.file), c.java) {
			t.Errorf("%s.java no longer has %s (%q): update this check", c.file, c.what, c.java)
		}
		if !strings.Contains(swift(c.file), c.swift) {
			t.Errorf("%s.swift lacks %s (%q), which its Java twin has", c.file, c.what, c.swift)
		}
	}
	if !kept["AdMobRewardedAdapter"] {
		return
	}
	expJ := regexp.MustCompile(`EXPIRY_MS = 60 \* 60 \* 1000;`).MatchString(java("AdMobRewardedAdapter"))
	expS := regexp.MustCompile(`expiry: TimeInterval = 60 \* 60\b`).MatchString(swift("AdMobRewardedAdapter"))
	if !expJ || !expS {
		t.Errorf("AdMob's expiry: an hour in Java %v, in Swift %v", expJ, expS)
	}
}

// The show's life is decided in Go (mobile/stage, tested there): the
// platform bridges only pass calls through, so they hold no state of a
// show (only what they pass calls to), and stay within the line budget
// the two languages share: 350 lines of code for the bridges and their
// main-thread helpers (596 when each held the show's life).
func TestTheBridgesStayThin(t *testing.T) {
	app := filepath.Join(mobileDir, "android", "app", "src", "main", "java", "com", "ropeman", "app")
	files := []string{
		filepath.Join(appAds, "AdBridge.java"), filepath.Join(appAds, "MainThread.java"),
		filepath.Join(app, "HandlerMainThread.java"), filepath.Join(app, "Visibility.java"),
		filepath.Join(mobileDir, "ios", "RopeMan", "Ads", "AdBridge.swift"),
	}
	total := 0
	for _, f := range files {
		total += codeLines(read(t, f))
	}
	if total > 350 {
		t.Errorf("the platform bridges hold %d lines of code; the budget is 350", total)
	}
	t.Logf("the platform bridges: %d lines of code (budget 350)", total)

	for _, c := range []struct {
		file, re string
		want     []string
	}{
		{filepath.Join(appAds, "AdBridge.java"), `(?m)^    private (?:final )?[\w<>, ]+? (\w+)(?: =.*)?;`, []string{"adapter", "adapters", "main", "view"}},
		{filepath.Join(mobileDir, "ios", "RopeMan", "Ads", "AdBridge.swift"), `(?m)^    private (?:weak )?var (\w+)`, []string{"adapter", "adapters", "game", "trackingWaits"}},
	} {
		var got []string
		for _, m := range regexp.MustCompile(c.re).FindAllStringSubmatch(read(t, c.file), -1) {
			got = append(got, m[1])
		}
		sort.Strings(got)
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s holds %v; a bridge holds only %v (a show's state lives in Go: mobile/stage)", filepath.Base(c.file), got, c.want)
		}
	}
}

// codeLines counts the lines of Java or Swift that are not blank and not
// only comment.
func codeLines(src string) int {
	src = regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(src, "")
	n := 0
	for _, line := range strings.Split(src, "\n") {
		if i := strings.Index(line, "//"); i >= 0 && !strings.Contains(line[:i], `"`) {
			line = line[:i]
		}
		if strings.TrimSpace(line) != "" {
			n++
		}
	}
	return n
}
