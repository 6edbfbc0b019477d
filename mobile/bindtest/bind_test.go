package bindtest

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
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

func TestJavaBindingsCompileWithTheBridge(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gobind")
	}
	out := gobind(t, "android", "-lang=go,java", "-javapkg="+javaPkg)
	javaDir := filepath.Join(out, "java")
	mobile := read(t, filepath.Join(javaDir, "com/ropeman/game/mobile/Mobile.java"))
	mustContain(t, "Mobile.java", mobile,
		"public static native void registerAdProvider(AdProvider p0) throws Exception;",
		"public static native void adLoaded(String placement);",
		"public static native void adLoadFailed(String placement, long code, String message);",
		"public static native void adOpened(long requestID);",
		"public static native void adShowFailed(long requestID, long code, String message);",
		"public static native void adRewarded(long requestID, String rewardType, long amount);",
		"public static native void adClosed(long requestID);",
		"public static native void setFilesDir(String path);",
		"public static native void setSafeArea(long top, long right, long bottom, long left);",
		"public static native void setLocale(String tag);",
		"public static native void useSimulatedAds(boolean on);",
		"public static final long ReasonNoFill = 1;")
	provider := read(t, filepath.Join(javaDir, "com/ropeman/game/mobile/AdProvider.java"))
	mustContain(t, "AdProvider.java", provider,
		"public void startSDK() throws Exception;",
		"public void loadAd(String placement) throws Exception;",
		"public void showAd(String placement, long requestID, String userID, String customData) throws Exception;")

	javac, err := exec.LookPath("javac")
	if err != nil {
		if os.Getenv("ROPEMAN_REQUIRE_JAVAC") != "" {
			t.Fatal("javac not found; ./build.sh deps installs a JDK")
		}
		t.Skip("javac not found (./build.sh deps installs a JDK)")
	}
	// The generated Seq class needs one Android class; Debian has no
	// android.jar, so a stub stands in for it (compile only, never run).
	stub := filepath.Join(out, "stub", "android", "content")
	os.MkdirAll(stub, 0o755)
	os.WriteFile(filepath.Join(stub, "Context.java"), []byte("package android.content;\npublic abstract class Context {}\n"), 0o644)
	bridge := filepath.Join("..", "android", "app", "src", "main", "java", "com", "ropeman", "app", "ads")
	var sources []string
	for _, dir := range []string{filepath.Join(javaDir, "go"), filepath.Join(javaDir, "com/ropeman/game/mobile"), stub} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.java"))
		sources = append(sources, files...)
	}
	// The bridge and the SDK-free adapter; the MAX and AdMob adapters need
	// their SDKs and the activity needs android.jar, so only a machine with
	// the Android SDK compiles those (./build.sh android).
	for _, f := range []string{"AdEvents", "RewardedAdapter", "AdErrors", "AdBridge", "DebugRewardedAdapter"} {
		sources = append(sources, filepath.Join(bridge, f+".java"))
	}
	classes := filepath.Join(out, "classes")
	cmd := exec.Command(javac, append([]string{"--release", "8", "-Xlint:-options", "-d", classes}, sources...)...)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("javac: %v\n%s", err, b)
	}
	if _, err := os.Stat(filepath.Join(classes, "com/ropeman/app/ads/AdBridge.class")); err != nil {
		t.Errorf("AdBridge did not compile: %v", err)
	}
}

func TestObjCHeaderDeclaresWhatSwiftUses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds gobind")
	}
	out := gobind(t, "darwin", "-lang=go,objc", "-tags=ios")
	header := read(t, filepath.Join(out, "src", "gobind", "Mobile.objc.h"))
	mustContain(t, "Mobile.objc.h", header,
		"@protocol MobileAdProvider <NSObject>",
		"- (BOOL)startSDK:(NSError* _Nullable* _Nullable)error;",
		"- (BOOL)loadAd:(NSString* _Nullable)placement error:",
		"- (BOOL)showAd:(NSString* _Nullable)placement requestID:(int64_t)requestID userID:(NSString* _Nullable)userID customData:(NSString* _Nullable)customData error:",
		"FOUNDATION_EXPORT BOOL MobileRegisterAdProvider(id<MobileAdProvider> _Nullable p0, NSError* _Nullable* _Nullable error);",
		"FOUNDATION_EXPORT void MobileAdLoaded(NSString* _Nullable placement);",
		"FOUNDATION_EXPORT void MobileAdRewarded(int64_t requestID, NSString* _Nullable rewardType, long amount);",
		"FOUNDATION_EXPORT void MobileAdClosed(int64_t requestID);",
		"FOUNDATION_EXPORT void MobileSetSafeArea(long top, long right, long bottom, long left);",
		"FOUNDATION_EXPORT const long MobileReasonNoFill;")
	// The Swift bridge implements the protocol under the name Swift gives
	// it, and calls the functions the header declares.
	bridge := read(t, filepath.Join("..", "ios", "RopeMan", "Ads", "AdBridge.swift"))
	mustContain(t, "AdBridge.swift", bridge, "MobileAdProviderProtocol", "func startSDK() throws",
		"func loadAd(_ placement: String?) throws", "MobileAdLoaded(", "MobileAdRewarded(", "MobileAdClosed(")
}
