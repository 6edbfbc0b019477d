package bindtest

import (
	"encoding/xml"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Google Play's rules of 2026, as the Android project states them: it
// targets API 36 (new apps and updates since 31 August 2026), declares
// itself a game (API 36 ignores portrait and resizeableActivity="false"
// on tablets and unfolded foldables otherwise), signs its release bundle
// with an upload key from the environment, runs the release check inside
// Gradle's release build, keeps Google's UMP whenever MAX stays, and is on
// the SDKs' current majors. Only a real Gradle build on a machine with the
// Android SDK can confirm that it builds (./build.sh android release).
func TestAndroidStoreRules(t *testing.T) {
	gradle := read(t, filepath.Join(mobileDir, "android", "app", "build.gradle"))
	number := func(key string) int {
		m := regexp.MustCompile(`(?m)^\s+` + key + ` (\d+)`).FindStringSubmatch(gradle)
		if m == nil {
			t.Fatalf("app/build.gradle: no %s", key)
		}
		n, _ := strconv.Atoi(m[1])
		return n
	}
	for _, key := range []string{"compileSdk", "targetSdk"} {
		if n := number(key); n < 36 {
			t.Errorf("app/build.gradle: %s %d; Google Play takes only API 36 and up since 31 August 2026", key, n)
		}
	}
	// The Go library is bound for the app's lowest API level.
	build := read(t, filepath.Join(root, "build.sh"))
	bind := regexp.MustCompile(`-androidapi (\d+)`).FindStringSubmatch(build)
	if bind == nil || bind[1] != strconv.Itoa(number("minSdk")) {
		t.Errorf("build.sh binds with -androidapi %v, app/build.gradle's minSdk is %d: keep them equal", bind, number("minSdk"))
	}

	var manifest struct {
		Application struct {
			Category string `xml:"http://schemas.android.com/apk/res/android appCategory,attr"`
			Activity []struct {
				Orientation string `xml:"http://schemas.android.com/apk/res/android screenOrientation,attr"`
			} `xml:"activity"`
		} `xml:"application"`
	}
	if err := xml.Unmarshal([]byte(read(t, filepath.Join(mobileDir, "android", "app", "src", "main", "AndroidManifest.xml"))), &manifest); err != nil {
		t.Fatalf("AndroidManifest.xml: %v", err)
	}
	if manifest.Application.Category != "game" {
		t.Errorf(`AndroidManifest.xml: <application android:appCategory=%q>, want "game" (API 36 keeps a game's portrait lock on large screens)`, manifest.Application.Category)
	}
	if len(manifest.Application.Activity) == 0 || manifest.Application.Activity[0].Orientation != "portrait" {
		t.Error("AndroidManifest.xml: the game's activity is not locked to portrait")
	}

	// The release is signed with the upload key, which only the
	// environment holds: no keystore path or password in the project.
	release := regexp.MustCompile(`(?s)buildTypes \{\s+release \{(.*?)\n        \}`).FindStringSubmatch(gradle)
	if release == nil || !strings.Contains(release[1], "signingConfig signingConfigs.upload") {
		t.Error("app/build.gradle: the release build type is not signed with the upload key")
	}
	for _, env := range []string{"ROPEMAN_UPLOAD_KEYSTORE", "ROPEMAN_UPLOAD_KEYSTORE_PASSWORD", "ROPEMAN_UPLOAD_KEY_ALIAS", "ROPEMAN_UPLOAD_KEY_PASSWORD"} {
		if !strings.Contains(gradle, "'"+env+"'") {
			t.Errorf("app/build.gradle does not read %s from the environment", env)
		}
	}
	if m := regexp.MustCompile(`(?m)^\s+(storePassword|keyPassword|keyAlias|storeFile) ['"]`).FindString(gradle); m != "" {
		t.Errorf("app/build.gradle writes a signing secret into the project: %q", strings.TrimSpace(m))
	}
	// Every release variant build runs the release check and the key check first.
	mustContain(t, "app/build.gradle", gradle,
		"commandLine 'bash', '../release-check.sh', 'android'",
		"tasks.matching { it.name == 'preReleaseBuild' }.configureEach {\n    dependsOn releaseCheck, uploadKeyCheck")
	// build.sh builds a bundle for release and says where it is.
	mustContain(t, "build.sh", build, "task=bundleRelease; out=bundle/release/app-release.aab", "task=assembleDebug", "app/build/outputs/$out")

	// The SDKs' current majors, and UMP wherever MAX or AdMob stays.
	deps := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^\s+implementation '([\w.-]+:[\w.-]+):([\d.]+)'`).FindAllStringSubmatch(gradle, -1) {
		deps[m[1]] = m[2]
	}
	// UMP stays whatever the networks: MAX's flow shows its form, AdMob
	// needs it, LevelPlay takes the consent it asks for.
	libs := map[string]int{"com.google.android.ump:user-messaging-platform": 4}
	for _, n := range shipped(t) {
		maps.Copy(libs, n.gradle)
	}
	for _, n := range networks {
		for lib := range n.gradle {
			if _, kept := libs[lib]; !kept && deps[lib] != "" {
				t.Errorf("app/build.gradle: %s, whose adapter (%s) the app no longer has", lib, n.adapter)
			}
		}
	}
	for lib, min := range libs {
		v, ok := deps[lib]
		if !ok {
			t.Errorf("app/build.gradle: no %s", lib)
			continue
		}
		if major, _ := strconv.Atoi(strings.SplitN(v, ".", 2)[0]); major < min {
			t.Errorf("app/build.gradle: %s %s; the current major is %d or later", lib, v, min)
		}
	}
	mustContain(t, "app/build.gradle", gradle, "// Google's consent SDK stays whatever the networks")
}

// The release check refuses, in the shipped files and in a publisher's
// edited copies, what would let a release pay rewards without an ad: the
// debug adapter however its construction is written (over several lines,
// with a literal true), and the simulated ads switched on (Android's
// Mobile.useSimulatedAds, iOS's MobileUseSimulatedAds). A commented-out
// call is no finding, nor one switching them off.
func TestReleaseCheckProbes(t *testing.T) {
	shipped, _ := filepath.Abs(root)
	for _, c := range []struct {
		platform, file, code, want string
	}{
		{"android", "mobile/android/app/src/main/java/com/ropeman/app/Probe.java",
			"class Probe { Object a = new\n    DebugRewardedAdapter(main,\n        DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE); }\n",
			"Probe.java:2: DebugRewardedAdapter(main: the debug ad adapter"},
		{"android", "mobile/android/app/src/main/java/com/ropeman/app/Probe.java",
			"class Probe { void f() {\n  Mobile.useSimulatedAds(\n      true);\n} }\n",
			"Probe.java:2: Mobile.useSimulatedAds(: the simulated ads"},
		{"ios", "mobile/ios/RopeMan/Probe.swift",
			"func f() {\n    MobileUseSimulatedAds( true )\n}\n",
			"Probe.swift:2: MobileUseSimulatedAds( true ): the simulated ads"},
		{"ios", "mobile/ios/RopeMan/Probe.swift",
			"let ads: RewardedAdapter =\n    DebugRewardedAdapter(\n        behaviour: .rewardThenClose)\n",
			"Probe.swift:2: DebugRewardedAdapter(: the debug ad adapter"},
		{"android", "mobile/android/app/src/main/java/com/ropeman/app/Probe.java",
			"class Probe { void f() {\n  /* Mobile.useSimulatedAds(true);\n     new DebugRewardedAdapter(main, b); */\n  Mobile.useSimulatedAds(false); // not in a release\n} }\n",
			""},
		// Kotlin, another source set, a resource, gradle.properties, and a
		// string holding what ends a comment elsewhere: all read.
		{"android", "mobile/android/app/src/main/kotlin/com/ropeman/app/Probe.kt",
			"val ads: RewardedAdapter = DebugRewardedAdapter(main, DebugRewardedAdapter.Behaviour.REWARD_THEN_CLOSE)\n",
			"Probe.kt:1: val ads: RewardedAdapter = DebugRewardedAdapter("},
		{"android", "mobile/android/app/src/release/java/com/ropeman/app/Probe.java",
			"class Probe { Object a = new DebugRewardedAdapter(main, null); }\n",
			"src/release/java/com/ropeman/app/Probe.java:1"},
		{"android", "mobile/android/app/src/main/res/values/ads.xml",
			"<resources>\n  <!-- YOUR_AD_UNIT is only a comment -->\n  <string name=\"unit\">YOUR_AD_UNIT</string>\n</resources>\n",
			"ads.xml:3: <string name=\"unit\">YOUR_AD_UNIT</string>: a placeholder"},
		{"android", "mobile/android/gradle.properties",
			"# ca-app-pub-3940256099942544 in a comment is fine\nadmob.app=ca-app-pub-3940256099942544~3347511713\n",
			"gradle.properties:2: admob.app=ca-app-pub-3940256099942544~3347511713: Google's sample id"},
		{"android", "mobile/android/app/src/main/java/com/ropeman/app/Probe.java",
			"class Probe { String s = \" # // \"; Object a = new DebugRewardedAdapter(main, null); }\n",
			"Probe.java:1: class Probe { String s = \" # // \"; Object a = new DebugRewardedAdapter(main, null); }: the debug ad adapter"},
		{"ios", "mobile/ios/RopeMan/Probe.swift",
			"let s = \"https://example.com/#top\"; let ads = DebugRewardedAdapter(behaviour: .rewardThenClose)\n",
			"Probe.swift:1: let s = \"https://example.com/#top\"; let ads = DebugRewardedAdapter("},
	} {
		root := t.TempDir()
		copyTree(t, filepath.Join(shipped, "mobile"), filepath.Join(root, "mobile"))
		publish(t, root, c.platform)
		if said, ok := releaseCheck(t, c.platform, root); !ok {
			t.Fatalf("%s: a publisher's files are refused before the probe:\n%s", c.platform, said)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(root, c.file)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(root, c.file), []byte(c.code), 0o644); err != nil {
			t.Fatal(err)
		}
		said, ok := releaseCheck(t, c.platform, root)
		switch {
		case c.want == "" && !ok:
			t.Errorf("%s: %q refused:\n%s", c.platform, c.code, said)
		case c.want != "" && (ok || !strings.Contains(said, c.want)):
			t.Errorf("%s: %q passed=%v, want a finding %q:\n%s", c.platform, c.code, ok, c.want, said)
		}
	}
}

func copyTree(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.Walk(from, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Apple's rules of 2026, as the iOS project states them: built with Xcode
// 26 (the iOS 26 SDK) for iOS 15 and up, launched through the scene
// lifecycle (TN3187: the next iOS will not launch an app built with the
// iOS 26 SDK without it), a privacy manifest that is copied into the app
// and says what the app's own code does, consistently with the SDKs'
// manifests, the tracking prompt asked only of an active app, the release
// check run by Xcode's Release builds, and the SDKs' current majors. Only
// Xcode on a Mac can confirm that it builds, and a phone that it launches.
func TestIOSStoreRules(t *testing.T) {
	project := read(t, filepath.Join(mobileDir, "ios", "project.yml"))
	swift := func(name string) string { return read(t, filepath.Join(mobileDir, "ios", "RopeMan", name+".swift")) }

	m := regexp.MustCompile(`deploymentTarget:\s+iOS: "(\d+)\.\d+"`).FindStringSubmatch(project)
	if m == nil {
		t.Fatal("project.yml: no iOS deployment target")
	}
	if v, _ := strconv.Atoi(m[1]); v < 15 {
		t.Errorf("project.yml: deployment target iOS %s; Xcode 26 builds for 15.0 and up", m[1])
	}
	build := read(t, filepath.Join(root, "build.sh"))
	mustContain(t, "build.sh", build, "Xcode 26", `[ "${xcode:-0}" -ge 26 ]`)

	// iPhone only: an iPad runs it as an iPhone app. An iPad target would
	// need resizing done right (UIRequiresFullScreen is deprecated in
	// iPadOS 26 and ignored there).
	mustContain(t, "project.yml", project, `TARGETED_DEVICE_FAMILY: "1"`)
	if strings.Contains(project, "UIRequiresFullScreen") {
		t.Error("project.yml sets UIRequiresFullScreen: deprecated in iPadOS 26, and the app targets iPhone")
	}

	// The scene lifecycle: the manifest names the scene delegate, which
	// owns the window and the game; the app delegate makes no window.
	mustContain(t, "project.yml", project, "UIApplicationSceneManifest:", "UIApplicationSupportsMultipleScenes: false",
		"UIWindowSceneSessionRoleApplication:", "UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate")
	scene := swift("SceneDelegate")
	mustContain(t, "SceneDelegate.swift", scene, "final class SceneDelegate: UIResponder, UIWindowSceneDelegate",
		"UIWindow(windowScene: windowScene)", "window.rootViewController = game",
		"func sceneDidBecomeActive(", "MobileAppResumed()", "func sceneWillResignActive(", "MobileAppPaused()",
		"AdBridge.shared.appBecameActive()", "func sceneWillEnterForeground(", "MobileScreenShown()",
		"func sceneDidEnterBackground(", "MobileScreenHidden()")
	if app := swift("AppDelegate"); strings.Contains(app, "UIWindow(") || strings.Contains(app, "var window") {
		t.Error("AppDelegate.swift makes a window: with the scene lifecycle the scene delegate owns it")
	}
	for _, name := range []string{"GameViewController", "Ads/AdBridge"} {
		if strings.Contains(swift(name), "UIApplication.didBecomeActiveNotification") || strings.Contains(swift(name), "UIApplication.willResignActiveNotification") {
			t.Errorf("%s.swift follows the app's activation, not the scene's", name)
		}
	}
	// The tracking prompt is asked only of an active app (asked before, iOS
	// answers "not determined" without showing it); it waits otherwise.
	bridge := swift("Ads/AdBridge")
	guardAt := strings.Index(bridge, "guard UIApplication.shared.applicationState == .active else {")
	askAt := strings.Index(bridge, "ATTrackingManager.requestTrackingAuthorization")
	if guardAt < 0 || askAt < guardAt || !strings.Contains(bridge, "trackingWaits = {") {
		t.Error("AdBridge.swift asks for tracking without waiting for the app to be active")
	}

	// The privacy manifest is a resource of the app (XcodeGen 2.40 leaves
	// a .xcprivacy out of the bundle otherwise), and is run through the
	// release check's sibling: Xcode's Release builds run the check.
	mustContain(t, "project.yml", project,
		"- path: RopeMan\n        excludes: [PrivacyInfo.xcprivacy]",
		"- path: RopeMan/PrivacyInfo.xcprivacy\n        buildPhase: resources",
		"if [ \"$CONFIGURATION\" = Release ]; then\n            bash \"$SRCROOT/../release-check.sh\" ios")

	manifest := parsePlist(t, filepath.Join(mobileDir, "ios", "RopeMan", "PrivacyInfo.xcprivacy"))
	tracking, _ := manifest["NSPrivacyTracking"].(bool)
	domains, _ := manifest["NSPrivacyTrackingDomains"].([]any)
	if tracking && len(domains) == 0 {
		t.Error("PrivacyInfo.xcprivacy: NSPrivacyTracking true with no NSPrivacyTrackingDomains (Apple: list them)")
	}
	// What Google's SDK manifest (Google Mobile Ads' Swift package)
	// declares collected, linked to the user and used for tracking: the
	// app may leave these to it, but must not declare them otherwise.
	google := map[string]bool{"DeviceID": true, "AdvertisingData": true, "ProductInteraction": true}
	collected, _ := manifest["NSPrivacyCollectedDataTypes"].([]any)
	types := map[string]bool{}
	for _, e := range collected {
		d, _ := e.(map[string]any)
		name := strings.TrimPrefix(fmt.Sprint(d["NSPrivacyCollectedDataType"]), "NSPrivacyCollectedDataType")
		types[name] = true
		linked, _ := d["NSPrivacyCollectedDataTypeLinked"].(bool)
		tracks, _ := d["NSPrivacyCollectedDataTypeTracking"].(bool)
		if google[name] && (!linked || !tracks) {
			t.Errorf("PrivacyInfo.xcprivacy: %s linked=%v tracking=%v, where Google's manifest says linked and tracking", name, linked, tracks)
		}
		if tracks && !tracking {
			t.Errorf("PrivacyInfo.xcprivacy: %s used for tracking, but NSPrivacyTracking is false", name)
		}
	}
	if !types["UserID"] {
		t.Error("PrivacyInfo.xcprivacy: the game's own random user id (sent for reward verification) is not declared")
	}
	reasons := map[string]bool{}
	apis, _ := manifest["NSPrivacyAccessedAPITypes"].([]any)
	for _, e := range apis {
		d, _ := e.(map[string]any)
		rs, _ := d["NSPrivacyAccessedAPITypeReasons"].([]any)
		for _, r := range rs {
			reasons[fmt.Sprint(d["NSPrivacyAccessedAPIType"])+" "+fmt.Sprint(r)] = true
		}
	}
	for _, want := range []string{"NSPrivacyAccessedAPICategoryFileTimestamp C617.1", "NSPrivacyAccessedAPICategorySystemBootTime 35F9.1"} {
		if !reasons[want] {
			t.Errorf("PrivacyInfo.xcprivacy: no required-reason entry %s", want)
		}
	}

	// The SDKs' current majors, UMP wherever MAX stays, and no Swift name
	// that Google Mobile Ads 12 and UMP 3 renamed (GAD…, UMP…).
	pkgs := map[string]string{}
	for _, m := range regexp.MustCompile(`(?m)^  (\w+):.*\n\s+url: \S+\n\s+from: ([\d.]+)`).FindAllStringSubmatch(project, -1) {
		pkgs[m[1]] = m[2]
	}
	wanted := map[string]int{"GoogleUserMessagingPlatform": 3}
	names := []string{"Ads/AdBridge"}
	for _, n := range shipped(t) {
		maps.Copy(wanted, n.swiftPkgs)
		names = append(names, "Ads/"+n.adapter)
	}
	for pkg, min := range wanted {
		v, ok := pkgs[pkg]
		if major, _ := strconv.Atoi(strings.SplitN(v, ".", 2)[0]); !ok || major < min {
			t.Errorf("project.yml: package %s from %q; the current major is %d or later", pkg, v, min)
		}
	}
	for _, name := range names {
		code := regexp.MustCompile(`//.*`).ReplaceAllString(swift(name), "")
		if old := regexp.MustCompile(`\b(GAD|UMP)[A-Z]\w*`).FindString(code); old != "" {
			t.Errorf("%s.swift uses %s, a Swift name the current SDKs no longer have", name, old)
		}
	}
}

// parsePlist reads an XML property list's top dictionary: dict, array,
// string, integer, true and false, as Go maps, slices, strings and bools.
func parsePlist(t *testing.T, path string) map[string]any {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(read(t, path)))
	var value func(start xml.StartElement) any
	// children calls each for every element inside the one just started.
	children := func(each func(xml.StartElement)) {
		for {
			tok, err := dec.Token()
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			switch tk := tok.(type) {
			case xml.StartElement:
				each(tk)
			case xml.EndElement:
				return
			}
		}
	}
	value = func(start xml.StartElement) any {
		switch start.Name.Local {
		case "dict":
			d := map[string]any{}
			var key string
			children(func(e xml.StartElement) {
				if e.Name.Local == "key" {
					dec.DecodeElement(&key, &e)
					return
				}
				d[key] = value(e)
			})
			return d
		case "array":
			var a []any
			children(func(e xml.StartElement) { a = append(a, value(e)) })
			return a
		case "true", "false":
			dec.Skip()
			return start.Name.Local == "true"
		default:
			var s string
			dec.DecodeElement(&s, &start)
			return s
		}
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			t.Fatalf("%s: no top dictionary: %v", path, err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "dict" {
			return value(se).(map[string]any)
		}
	}
}

// Xcode's release check declares its inputs, so it runs under user script
// sandboxing: release-check.xcfilelist lists the script, project.yml and
// exactly the Swift sources release-check.sh reads (all but the debug
// adapter's), and project.yml names the list.
func TestTheXcodeCheckDeclaresWhatItReads(t *testing.T) {
	project := read(t, filepath.Join(mobileDir, "ios", "project.yml"))
	mustContain(t, "project.yml", project, "inputFileLists:\n          - $(SRCROOT)/release-check.xcfilelist")
	want := []string{"$(SRCROOT)/../release-check.sh", "$(SRCROOT)/project.yml"}
	filepath.WalkDir(filepath.Join(mobileDir, "ios", "RopeMan"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".swift") && d.Name() != "DebugRewardedAdapter.swift" {
			rel, _ := filepath.Rel(filepath.Join(mobileDir, "ios"), path)
			want = append(want, "$(SRCROOT)/"+filepath.ToSlash(rel))
		}
		return err
	})
	got := strings.Fields(read(t, filepath.Join(mobileDir, "ios", "release-check.xcfilelist")))
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("release-check.xcfilelist lists %v; the check reads %v", got, want)
	}
}
