package bindtest

import (
	"os"
	"path/filepath"
	"testing"
)

// root is the repository the checks read: this one, or the copy named by
// ROPEMAN_ROOT (TestSwappingNeedsNoTestEdited runs the checks on a copy
// that ships one network).
var root = func() string {
	if r := os.Getenv("ROPEMAN_ROOT"); r != "" {
		return r
	}
	return filepath.Join("..", "..")
}()

var (
	mobileDir = filepath.Join(root, "mobile")
	testdata  = filepath.Join(mobileDir, "bindtest", "testdata")
	// appAds is the app's ad code: the bridge and every adapter. The
	// adapters compile here against stubs of the SDK classes they use
	// (sdkStubs); the activity needs android.jar, so only a machine with
	// the Android SDK compiles it (./build.sh android).
	appAds   = filepath.Join(mobileDir, "android", "app", "src", "main", "java", "com", "ropeman", "app", "ads")
	iosAds   = filepath.Join(mobileDir, "ios", "RopeMan", "Ads")
	iosTests = filepath.Join(mobileDir, "ios", "RopeManTests")
	// sdkStubs are test stand-ins for the ad SDKs' classes (AppLovin MAX
	// 13, Google Mobile Ads 25, UMP 4, LevelPlay 9), written from their
	// documented APIs: no SDK can be downloaded here. They record what the
	// adapters ask and let the checks play the SDKs' callbacks.
	sdkStubs = filepath.Join(testdata, "sdk")
)

// network is one rewarded-ad network the app can ship: the adapter written
// for it on each platform, its SDKs, and what goes with them. An app keeps
// one or more (mobile/ci/keep-networks.sh drops the others, docs/publishers/ads.md), and every check here follows what it kept.
type network struct {
	name    string // as events and overrides name it (events.Providers)
	adapter string // the adapter's class, in Java and in Swift
	// gradle are its Gradle libraries; swiftPkgs its Swift packages in
	// project.yml, each with the major the adapter is written for.
	gradle    map[string]int
	swiftPkgs map[string]int
	// swiftUses are the SDK's Swift names the adapter uses, and gone the
	// ones a major version removed (TestTheSwiftAdaptersUseTheirPinnedSDKsNames).
	swiftPkg  string
	swiftUses []string
	gone      []rename
	prefix    string
	since     int
}

var networks = []network{
	{name: "max", adapter: "MaxRewardedAdapter",
		gradle: map[string]int{"com.applovin:applovin-sdk": 13}, swiftPkgs: map[string]int{"AppLovinSDK": 13},
		swiftPkg:  "AppLovinSDK",
		swiftUses: []string{"ALSdk", "ALSdkInitializationConfiguration", "ALSdkConfiguration", "MARewardedAd", "MARewardedAdDelegate", "MAAdRevenueDelegate", "MAAd", "MAError", "MAReward"}},
	{name: "admob", adapter: "AdMobRewardedAdapter",
		gradle: map[string]int{"com.google.android.gms:play-services-ads": 24}, swiftPkgs: map[string]int{"GoogleMobileAds": 12},
		swiftPkg: "GoogleMobileAds",
		swiftUses: []string{"RewardedAd", "Request", "ServerSideVerificationOptions", "userIdentifier", "customRewardText", "MobileAds",
			"FullScreenContentDelegate", "FullScreenPresentingAd", "adReward", "paidEventHandler", "AdValuePrecision"},
		// Google Mobile Ads 12 (February 2025) gave Swift its own names:
		// every GAD prefix went, and the SSV option was renamed.
		gone: []rename{{12, "customRewardString", "customRewardText"}, {12, "GADRequest", "Request"}, {12, "GADRewardedAd", "RewardedAd"},
			{12, "GADServerSideVerificationOptions", "ServerSideVerificationOptions"}, {12, "GADMobileAds", "MobileAds"},
			{12, "GADErrorCode", "RequestError.Code"}, {12, "GADPresentationErrorCode", "PresentationError.Code"}},
		prefix: "GAD", since: 12},
	{name: "levelplay", adapter: "LevelPlayRewardedAdapter",
		gradle: map[string]int{"com.unity3d.ads-mediation:mediation-sdk": 9}, swiftPkgs: map[string]int{"LevelPlay": 9},
		swiftPkg:  "LevelPlay",
		swiftUses: []string{"LevelPlay", "LPMInitRequestBuilder", "LPMRewardedAd", "LPMRewardedAdDelegate", "LPMAdInfo", "LPMReward", "LPMImpressionData", "LPMImpressionDataDelegate"}},
}

// shipped is the networks the app has an adapter for: on both platforms,
// or the test fails (an app that ships a network on one platform only is
// a choice this repository does not make).
func shipped(t *testing.T) []network {
	t.Helper()
	var out []network
	for _, n := range networks {
		java := exists(filepath.Join(appAds, n.adapter+".java"))
		swift := exists(filepath.Join(iosAds, n.adapter+".swift"))
		if java != swift {
			t.Errorf("%s: the Java adapter is there: %v, the Swift one: %v; keep or drop both (mobile/ci/keep-networks.sh)", n.adapter, java, swift)
		}
		if java && swift {
			out = append(out, n)
		}
	}
	return out
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
