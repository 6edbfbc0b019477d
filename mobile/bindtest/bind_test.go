package bindtest

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"ropeman/game/lang"
	"ropeman/game/needs"
)

const javaPkg = "com.ropeman.game"

// gobind builds the gobind pinned by go.mod (the gomobile version
// Ebitengine uses) for this machine and runs it on package mobile.
func gobind(t *testing.T, goos string, args ...string) string {
	t.Helper()
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "gobind")
	if out, err := exec.Command("go", "build", "-o", bin, "github.com/ebitengine/gomobile/cmd/gobind").CombinedOutput(); err != nil {
		t.Fatalf("building gobind: %v\n%s", err, out)
	}
	outdir := filepath.Join(tmp, "out")
	cmd := exec.Command(bin, append(args, "-outdir", outdir, "ropeman/mobile")...)
	cmd.Env = append(os.Environ(), "GOOS="+goos, "CGO_ENABLED=1")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if out, err := cmd.Output(); err != nil {
		t.Fatalf("gobind %v: %v\n%s%s", args, err, out, stderr.String())
	}
	// gobind leaves out what it cannot bind, says so only in a comment
	// in the generated code, and still exits 0.
	filepath.WalkDir(outdir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		for _, line := range strings.Split(read(t, path), "\n") {
			if strings.Contains(line, "skipped") {
				t.Errorf("gobind skipped part of package mobile: %s: %s", filepath.Base(path), strings.TrimSpace(line))
			}
		}
		return nil
	})
	return outdir
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q", what, w)
		}
	}
}

func javaFiles(t *testing.T, dirs ...string) []string {
	t.Helper()
	var files []string
	for _, dir := range dirs {
		filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".java") {
				files = append(files, path)
			}
			return err
		})
	}
	return files
}

func javaTool(t *testing.T, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		needs.Skip(t, "no "+name+" to compile the Java bindings (./build.sh deps installs a JDK)")
	}
	return path
}

func javac(t *testing.T, out string, sources []string) {
	t.Helper()
	// A call the pinned SDK deprecated fails the build here (the stubs
	// mark what the SDK's version marks).
	cmd := exec.Command(javaTool(t, "javac"), append([]string{"--release", "8", "-Xlint:-options", "-Xlint:deprecation", "-Werror", "-d", out}, sources...)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, b)
	}
}

// stubs are the test stand-ins for classes that need Android, Go or the
// Android Gradle plugin to exist: android.content.Context, the EbitenView
// ebitenmobile generates, the Mobile class gobind generates, and the app's
// BuildConfig.
var stubs = filepath.Join(testdata, "stubs")

func TestJavaBindings(t *testing.T) {
	needs.Short(t, "builds gobind")
	out := gobind(t, "android", "-lang=go,java", "-javapkg="+javaPkg)
	javaDir := filepath.Join(out, "java")
	generated := filepath.Join(javaDir, "com/ropeman/game/mobile")
	mobile := read(t, filepath.Join(generated, "Mobile.java"))
	mustContain(t, "Mobile.java", mobile,
		"public static native void registerAdProvider(AdProvider p0) throws Exception;",
		"public static native void adConsent(boolean canRequestAds, boolean privacyOptionsRequired);",
		"public static native void adExpired(String placement);",
		"public static native void adLoaded(String placement);",
		"public static native void adLoadFailed(String placement, long code, String message);",
		"public static native void adOpened(long requestID);",
		"public static native void adShowFailed(long requestID, long code, String message);",
		"public static native void adRewarded(long requestID, String rewardType, long amount);",
		"public static native void adClosed(long requestID);",
		"public static native void adRevenue(long requestID, String placement, String provider, String source, long micros, String currency, String precision);",
		"public static native void appResumed();",
		"public static native void appPaused();",
		"public static native void screenShown();",
		"public static native void screenHidden();",
		"public static native void adWake();",
		"public static native void setFilesDir(String path);",
		"public static native void setSafeArea(long top, long right, long bottom, long left);",
		"public static native void setLocale(String tag);",
		"public static native void useSimulatedAds(boolean on);",
		"public static final long ReasonNoFill = 1;")
	provider := read(t, filepath.Join(generated, "AdProvider.java"))
	mustContain(t, "AdProvider.java", provider,
		"public void startSDK() throws Exception;",
		"public void loadAd(String placement) throws Exception;",
		"public void showAd(String placement, long requestID, String userID, String customData) throws Exception;",
		"public boolean debugBuild() throws Exception;",
		"public String network();",
		"public String networks();",
		"public void useNetwork(String name) throws Exception;",
		"public void cancelAd(long requestID) throws Exception;",
		"public boolean adOpensActivity() throws Exception;",
		"public void suspendGame() throws Exception;",
		"public void saveGPUResources() throws Exception;",
		"public boolean gpuResourcesSaved() throws Exception;",
		"public void resumeGame() throws Exception;",
		"public long screensOverGame() throws Exception;",
		"public void wake() throws Exception;")

	t.Run("stubs match the real classes", func(t *testing.T) {
		// Every method of the Mobile stub is one gobind generates...
		stub := read(t, filepath.Join(stubs, "com/ropeman/game/mobile/Mobile.java"))
		for _, m := range regexp.MustCompile(`public static void (\w+\([^)]*\)(?: throws Exception)?)`).FindAllStringSubmatch(stub, -1) {
			mustContain(t, "generated Mobile.java", mobile, "public static native void "+m[1]+";")
		}
		for _, c := range regexp.MustCompile(`public static final long (\w+ = \d+);`).FindAllStringSubmatch(stub, -1) {
			mustContain(t, "generated Mobile.java", mobile, "public static final long "+c[1]+";")
		}
		// ...and every method of the EbitenView stub is in the template
		// ebitenmobile fills in, from the Ebitengine version go.mod pins.
		dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
		if err != nil {
			t.Fatalf("go list ebiten: %v", err)
		}
		view := read(t, filepath.Join(strings.TrimSpace(string(dir)), "cmd", "ebitenmobile", "_files", "EbitenView.java"))
		stub = read(t, filepath.Join(stubs, "com/ropeman/game/mobile/EbitenView.java"))
		for _, m := range regexp.MustCompile(`(public|protected) \w+ \w+\([^)]*\)`).FindAllString(stub, -1) {
			mustContain(t, "ebitenmobile's EbitenView.java", view, m)
		}
	})

	t.Run("the bridge compiles with the generated bindings", func(t *testing.T) {
		// The generated classes, the app's ad code, and stubs only for
		// what gobind does not generate (Android, EbitenView, the SDKs).
		sources := javaFiles(t, filepath.Join(javaDir, "go"), generated, appAds, sdkStubs,
			filepath.Join(stubs, "android"), filepath.Join(stubs, "com/ropeman/app/BuildConfig.java"),
			filepath.Join(stubs, "com/ropeman/game/mobile/EbitenView.java"))
		classes := filepath.Join(out, "classes")
		javac(t, classes, sources)
		if _, err := os.Stat(filepath.Join(classes, "com/ropeman/app/ads/AdBridge.class")); err != nil {
			t.Errorf("AdBridge did not compile: %v", err)
		}
	})

	t.Run("the bridge and the adapters on every path (run on the JVM)", func(t *testing.T) {
		// The generated AdProvider interface, the stubs for what needs Go,
		// Android or an SDK at run time, the app's ad code, and the checks.
		// Every Java file of the app: the activity and its helpers too.
		// Each network's check goes with its adapter: it runs when the
		// app ships that network.
		checks := []string{"com.ropeman.app.ads.AdBridgeCheck", "com.ropeman.app.GlueCheck"}
		var skip []string
		for _, n := range networks {
			check := filepath.Join(testdata, "check", "com", "ropeman", "app", "ads", n.adapter+"Check.java")
			if !slices.ContainsFunc(shipped(t), func(s network) bool { return s.name == n.name }) {
				skip = append(skip, check)
				continue
			}
			if !exists(check) {
				t.Errorf("%s has no JVM check (%s)", n.adapter, check)
				continue
			}
			checks = append(checks, "com.ropeman.app.ads."+n.adapter+"Check")
		}
		sources := slices.DeleteFunc(javaFiles(t, filepath.Join(javaDir, "go"), filepath.Join(generated, "AdProvider.java"), stubs, sdkStubs, filepath.Dir(appAds), filepath.Join(testdata, "check")),
			func(f string) bool { return slices.Contains(skip, f) })
		classes := filepath.Join(out, "run")
		javac(t, classes, sources)
		for _, check := range checks {
			b, err := exec.Command(javaTool(t, "java"), "-cp", classes, check).Output()
			t.Logf("%s", b)
			if err != nil {
				t.Errorf("%s: %v", check, err)
			}
		}
	})
}

func TestObjCHeaderDeclaresWhatSwiftUses(t *testing.T) {
	needs.Short(t, "builds gobind")
	out := gobind(t, "darwin", "-lang=go,objc", "-tags=ios")
	header := read(t, filepath.Join(out, "src", "gobind", "Mobile.objc.h"))
	mustContain(t, "Mobile.objc.h", header,
		"@protocol MobileAdProvider <NSObject>",
		"- (BOOL)startSDK:(NSError* _Nullable* _Nullable)error;",
		"- (BOOL)loadAd:(NSString* _Nullable)placement error:",
		"- (BOOL)showAd:(NSString* _Nullable)placement requestID:(int64_t)requestID userID:(NSString* _Nullable)userID customData:(NSString* _Nullable)customData error:",
		"- (BOOL)showPrivacyOptions:(NSError* _Nullable* _Nullable)error;",
		"- (NSString* _Nonnull)network;",
		"- (NSString* _Nonnull)networks;",
		"- (BOOL)useNetwork:(NSString* _Nullable)name error:(NSError* _Nullable* _Nullable)error;",
		"- (BOOL)debugBuild:(BOOL* _Nullable)ret0_ error:(NSError* _Nullable* _Nullable)error;",
		"FOUNDATION_EXPORT BOOL MobileRegisterAdProvider(id<MobileAdProvider> _Nullable p0, NSError* _Nullable* _Nullable error);")
	// Every Mobile* name any Swift file uses must be one the header (or,
	// for the view controller, ebitenmobile's template) declares: Swift
	// cannot be compiled here, so this is what catches a renamed export.
	dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Fatalf("go list ebiten: %v", err)
	}
	controller := read(t, filepath.Join(strings.TrimSpace(string(dir)), "cmd", "ebitenmobile", "_files", "EbitenViewController.h"))
	var swift strings.Builder
	filepath.WalkDir(filepath.Join(mobileDir, "ios"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".swift") {
			// Comments may name things loosely ("MobileReason* codes").
			swift.WriteString(regexp.MustCompile(`//.*`).ReplaceAllString(read(t, path), ""))
		}
		return err
	})
	uses := regexp.MustCompile(`\bMobile([A-Z]\w*)(\()?`).FindAllStringSubmatch(swift.String(), -1)
	if len(uses) < 10 {
		t.Fatalf("found only %d Mobile* uses in the Swift sources", len(uses))
	}
	for _, u := range uses {
		name, call := u[1], u[2] != ""
		switch {
		case name == "Ads" && !call: // Google Mobile Ads' MobileAds.shared, not gomobile's
			if regexp.MustCompile(`FOUNDATION_EXPORT \w+ MobileAds\b`).MatchString(header) {
				t.Error("Mobile.objc.h declares MobileAds, which Swift would confuse with Google Mobile Ads' class")
			}
		case name == "AdProviderProtocol": // Swift's name for the protocol
			mustContain(t, "Mobile.objc.h", header, "@protocol MobileAdProvider ")
		case name == "EbitenViewController":
			mustContain(t, "ebitenmobile's EbitenViewController.h", controller,
				"{{.PrefixUpper}}EbitenViewController", "- (void)suspendGame;", "- (void)resumeGame;")
		case call:
			if !regexp.MustCompile(`FOUNDATION_EXPORT \w+ Mobile` + name + `\(`).MatchString(header) {
				t.Errorf("Swift calls Mobile%s(…), which Mobile.objc.h does not declare", name)
			}
		default:
			mustContain(t, "Mobile.objc.h", header, "FOUNDATION_EXPORT const long Mobile"+name+";")
		}
	}
	// The Swift bridge implements the protocol under the name Swift gives
	// it: every method the header declares, with the types Swift imports.
	bridge := read(t, filepath.Join(mobileDir, "ios", "RopeMan", "Ads", "AdBridge.swift"))
	mustContain(t, "AdBridge.swift", bridge, "MobileAdProviderProtocol", "func startSDK() throws",
		"func loadAd(_ placement: String?) throws",
		"func showAd(_ placement: String?, requestID: Int64, userID: String?, customData: String?) throws",
		"func showPrivacyOptions() throws",
		"func debugBuild(_ ret0_: UnsafeMutablePointer<ObjCBool>?) throws",
		"func network() -> String",
		"func networks() -> String",
		"func useNetwork(_ name: String?) throws")
	protocol := header[strings.Index(header, "@protocol MobileAdProvider <NSObject>"):]
	protocol = protocol[:strings.Index(protocol, "@end")]
	swiftTypes := map[string]string{"BOOL* _Nullable": "UnsafeMutablePointer<ObjCBool>?", "long* _Nullable": "UnsafeMutablePointer<Int>?", "int64_t": "Int64", "NSString* _Nullable": "String?"}
	methods := regexp.MustCompile(`(?m)^- \(BOOL\)(\w+):(?:\(([^)]*)\)\w+ )?`).FindAllStringSubmatch(protocol, -1)
	if len(methods) < 13 {
		t.Fatalf("Mobile.objc.h: found %d methods of MobileAdProvider", len(methods))
	}
	for _, m := range methods {
		name, param := m[1], m[2]
		re := `func ` + name + `\(\) throws`
		if param != "" && !strings.HasPrefix(param, "NSError") {
			typ, ok := swiftTypes[param]
			if !ok {
				t.Errorf("Mobile.objc.h: %s takes %s, which this test does not map to Swift", name, param)
				continue
			}
			re = `func ` + name + `\(_ \w+: ` + regexp.QuoteMeta(typ) + `[,)]`
		}
		if !regexp.MustCompile(re).MatchString(bridge) {
			t.Errorf("AdBridge.swift does not implement %s as Swift imports it (%s)", name, re)
		}
	}
}

// The app projects' settings that a store build or a Gradle build needs,
// and the languages the App Store lists: the game's.
func TestNativeProjectSettings(t *testing.T) {
	props := read(t, filepath.Join(mobileDir, "android", "gradle.properties"))
	if !regexp.MustCompile(`(?m)^android\.useAndroidX=true$`).MatchString(props) {
		t.Error("gradle.properties: Google Mobile Ads and AppLovin need android.useAndroidX=true")
	}
	project := read(t, filepath.Join(mobileDir, "ios", "project.yml"))
	m := regexp.MustCompile(`UILaunchStoryboardName: (\w+)`).FindStringSubmatch(project)
	if m == nil {
		t.Fatal("project.yml: no UILaunchStoryboardName (App Store builds need a launch screen)")
	}
	sb := read(t, filepath.Join(mobileDir, "ios", "RopeMan", m[1]+".storyboard"))
	mustContain(t, m[1]+".storyboard", sb, `launchScreen="YES"`)
	var codes []string
	for l := range lang.Count {
		codes = append(codes, l.Code())
	}
	mustContain(t, "project.yml", project, "CFBundleLocalizations: ["+strings.Join(codes, ", ")+"]")
}

// What the stores ask of an app with ads: the tracking prompt's text and
// the SKAdNetwork ids (iOS), and a release build that can tell itself from
// a debug one (Android). The privacy manifest: TestIOSStoreRules.
func TestStoreSettings(t *testing.T) {
	project := read(t, filepath.Join(mobileDir, "ios", "project.yml"))
	if !regexp.MustCompile(`(?m)^\s+NSUserTrackingUsageDescription: \S.{20,}$`).MatchString(project) {
		t.Error("project.yml: no NSUserTrackingUsageDescription (the App Store rejects a tracking prompt without it)")
	}
	ids := regexp.MustCompile(`SKAdNetworkIdentifier: (\S+)`).FindAllStringSubmatch(project, -1)
	seen := map[string]bool{}
	for _, id := range ids {
		if !regexp.MustCompile(`^[a-z0-9]{10}\.skadnetwork$`).MatchString(id[1]) || seen[id[1]] {
			t.Errorf("project.yml: SKAdNetwork id %q is malformed or repeated", id[1])
		}
		seen[id[1]] = true
	}
	if len(ids) < 50 || !seen["cstr6suwn9.skadnetwork"] || !seen["ludvb6z3bs.skadnetwork"] {
		t.Errorf("project.yml: %d SKAdNetwork ids; want Google's documented list (50, Google's and AppLovin's among them)", len(ids))
	}
	mustContain(t, "project.yml", project, "AppTrackingTransparency.framework", "package: GoogleUserMessagingPlatform")

	gradle := read(t, filepath.Join(mobileDir, "android", "app", "build.gradle"))
	if !regexp.MustCompile(`buildFeatures \{\s+buildConfig true`).MatchString(gradle) {
		t.Error("app/build.gradle: BuildConfig is off (AGP 8's default), so BuildConfig.DEBUG does not exist")
	}
	if strings.Contains(read(t, filepath.Join(mobileDir, "android", "app", "src", "main", "AndroidManifest.xml")), "applovin.sdk.key") {
		t.Error("AndroidManifest.xml names applovin.sdk.key: with MAX's initialisation configuration the key goes in code only")
	}
}
