package bindtest

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The names the Swift adapters use of each SDK, in one place, held to the
// SDK version project.yml pins. Swift cannot be compiled here; the Java
// adapters are, against stubs of the pinned SDKs that mark what each
// deprecated (javac -Werror), so a removed or deprecated name fails there.

// swiftSDK is one SDK as the iOS project pins it and the adapter using it.
type swiftSDK struct {
	pkg     string   // its Swift package's name in project.yml
	adapter string   // the adapter's file, under ios/RopeMan/Ads
	uses    []string // its names the adapter uses
	// gone are names a major version removed, with what replaced them.
	gone []rename
	// prefix, when set, is a type-name prefix the SDK's Swift names lost
	// from version since on (Google's GAD in 12).
	prefix string
	since  int
}

type rename struct {
	major    int
	old, new string
}

var swiftSDKs = []swiftSDK{
	{pkg: "GoogleMobileAds", adapter: "AdMobRewardedAdapter.swift",
		uses: []string{"RewardedAd", "Request", "ServerSideVerificationOptions", "userIdentifier", "customRewardText", "MobileAds",
			"FullScreenContentDelegate", "FullScreenPresentingAd", "adReward", "RequestParameters", "ConsentInformation", "ConsentForm"},
		// Google Mobile Ads 12 (February 2025) gave Swift its own names:
		// every GAD prefix went, and the SSV option was renamed.
		gone: []rename{{12, "customRewardString", "customRewardText"}, {12, "GADRequest", "Request"}, {12, "GADRewardedAd", "RewardedAd"},
			{12, "GADServerSideVerificationOptions", "ServerSideVerificationOptions"}, {12, "GADMobileAds", "MobileAds"},
			{12, "GADErrorCode", "RequestError.Code"}, {12, "GADPresentationErrorCode", "PresentationError.Code"}},
		prefix: "GAD", since: 12},
	{pkg: "AppLovinSDK", adapter: "MaxRewardedAdapter.swift",
		uses: []string{"ALSdk", "ALSdkInitializationConfiguration", "ALSdkConfiguration", "MARewardedAd", "MARewardedAdDelegate", "MAAd", "MAError", "MAReward"}},
}

// pinnedMajor reads the major version project.yml pins pkg at.
func pinnedMajor(t *testing.T, yml, pkg string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(pkg) + `:\n(?:    .*\n)*?    from: (\d+)\.`).FindStringSubmatch(yml)
	if m == nil {
		t.Fatalf("project.yml pins no version of %s", pkg)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// code is Swift source without its comments and string literals: names
// there are prose.
func code(src string) string {
	src = regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(src, "")
	src = regexp.MustCompile(`//[^\n]*`).ReplaceAllString(src, "")
	return regexp.MustCompile(`"(?:[^"\\\n]|\\.)*"`).ReplaceAllString(src, `""`)
}

func TestTheSwiftAdaptersUseTheirPinnedSDKsNames(t *testing.T) {
	yml, err := os.ReadFile(filepath.Join("..", "ios", "project.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sdk := range swiftSDKs {
		major := pinnedMajor(t, string(yml), sdk.pkg)
		src, err := os.ReadFile(filepath.Join("..", "ios", "RopeMan", "Ads", sdk.adapter))
		if err != nil {
			t.Fatal(err)
		}
		body := code(string(src))
		for _, name := range sdk.uses {
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(body) {
				t.Errorf("%s no longer uses %s.%s: take it off the list (or the list is wrong)", sdk.adapter, sdk.pkg, name)
			}
		}
		for _, r := range sdk.gone {
			if major >= r.major && strings.Contains(body, r.old) {
				t.Errorf("%s uses %s, which %s %d removed (project.yml pins %d): it is %s", sdk.adapter, r.old, sdk.pkg, r.major, major, r.new)
			}
		}
		if sdk.prefix != "" && major >= sdk.since {
			for _, m := range regexp.MustCompile(`\b`+sdk.prefix+`[A-Z]\w*`).FindAllString(body, -1) {
				t.Errorf("%s uses %s: %s %d's Swift names have no %s prefix", sdk.adapter, m, sdk.pkg, sdk.since, sdk.prefix)
			}
		}
	}
	// The test's own reach: the removed name this issue found is caught.
	broken := code(`ssv.customRewardString = customData // fine in a comment: customRewardString`)
	if !strings.Contains(broken, "customRewardString") || strings.Count(broken, "customRewardString") != 1 {
		t.Error("the check does not see a name in code, or sees one in a comment")
	}
	if !slices.ContainsFunc(swiftSDKs[0].gone, func(r rename) bool { return r.old == "customRewardString" }) {
		t.Error("customRewardString is off the list of removed names")
	}
}
