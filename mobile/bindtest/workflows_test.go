package bindtest

import (
	"encoding/base64"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The hosted runners' workflows (.github/workflows) pass actionlint (the
// version go.mod pins as a tool), and every script of this repository they
// run is here. What they prove only a hosted runner can run: docs/publishers/stores.md
// says which.
func TestTheWorkflowsPassActionlint(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(root, ".github", "workflows", "*.yml"))
	if len(files) < 2 {
		t.Fatalf("workflows: %v, want android's and ios's", files)
	}
	if out, err := exec.Command("go", append([]string{"tool", "actionlint"}, files...)...).CombinedOutput(); err != nil {
		t.Fatalf("actionlint: %v\n%s", err, out)
	}
	for _, f := range files {
		for _, m := range regexp.MustCompile(`(?:bash |\./)((?:mobile/ci|build)[\w./-]*\.sh)`).FindAllStringSubmatch(read(t, f), -1) {
			if _, err := os.Stat(filepath.Join(root, m[1])); err != nil {
				t.Errorf("%s runs %s: %v", filepath.Base(f), m[1], err)
			}
		}
	}
}

// The Gradle the app builds with is pinned once, in build.sh (version,
// distribution and wrapper jar SHA-256s), and the Android workflow sets up
// that same version to make the wrapper with.
func TestGradleIsPinned(t *testing.T) {
	build := read(t, filepath.Join(root, "build.sh"))
	pin := func(name, re string) string {
		m := regexp.MustCompile(`(?m)^` + name + `=(` + re + `)$`).FindStringSubmatch(build)
		if m == nil {
			t.Fatalf("build.sh: no %s matching %s", name, re)
		}
		return m[1]
	}
	version := pin("GRADLE_VERSION", `\d+\.\d+(?:\.\d+)?`)
	pin("GRADLE_SHA256", `[0-9a-f]{64}`)
	pin("GRADLE_WRAPPER_JAR_SHA256", `[0-9a-f]{64}`)
	workflow := read(t, filepath.Join(root, ".github", "workflows", "android.yml"))
	if !strings.Contains(workflow, `GRADLE_VERSION: "`+version+`"`) {
		t.Errorf("android.yml does not set up Gradle %s, the version build.sh pins", version)
	}
	mustContain(t, "build.sh", build, `--gradle-distribution-sha256-sum "$GRADLE_SHA256"`, `mobile/android/gradlew -p mobile/android "$task"`)
}

// The NDK the game binds with is pinned once, in build.sh, and used: the
// Android workflow installs that version and points ANDROID_NDK_HOME at it
// in every job that installs it (a hosted runner's ANDROID_NDK_HOME names
// its own default NDK, which the bind would otherwise take), and build.sh
// prefers it to whatever ANDROID_NDK_HOME says.
func TestTheNDKIsPinnedAndUsed(t *testing.T) {
	build := read(t, filepath.Join(root, "build.sh"))
	m := regexp.MustCompile(`(?m)^NDK_VERSION=(\d+\.\d+\.\d+)$`).FindStringSubmatch(build)
	if m == nil {
		t.Fatal("build.sh pins no NDK_VERSION")
	}
	mustContain(t, "build.sh", build, `if [ -d "$sdk/ndk/$NDK_VERSION" ]; then
    export ANDROID_NDK_HOME="$sdk/ndk/$NDK_VERSION"`)
	workflow := read(t, filepath.Join(root, ".github", "workflows", "android.yml"))
	mustContain(t, "android.yml", workflow, `NDK_VERSION: "`+m[1]+`"`)
	installs := strings.Count(workflow, `"ndk;${NDK_VERSION}"`)
	if sets := strings.Count(workflow, `echo "ANDROID_NDK_HOME=$ANDROID_HOME/ndk/$NDK_VERSION" >> "$GITHUB_ENV"`); installs == 0 || sets != installs {
		t.Errorf("android.yml installs the NDK in %d jobs and points ANDROID_NDK_HOME at it in %d", installs, sets)
	}
}

// The release job signs with the publisher's upload key when the
// repository's secrets hold one (the four docs/publishers/stores.md names), else with a
// throwaway key: mobile/ci/upload-key.sh, run here both ways with keytool,
// and refusing a keystore its password does not open.
func TestTheReleaseReadsTheUploadKeySecrets(t *testing.T) {
	secrets := []string{"ROPEMAN_UPLOAD_KEYSTORE_BASE64", "ROPEMAN_UPLOAD_KEYSTORE_PASSWORD", "ROPEMAN_UPLOAD_KEY_ALIAS", "ROPEMAN_UPLOAD_KEY_PASSWORD"}
	workflow := read(t, filepath.Join(root, ".github", "workflows", "android.yml"))
	readme := read(t, filepath.Join(root, "docs", "publishers", "stores.md"))
	for _, s := range secrets {
		mustContain(t, "android.yml", workflow, s+": ${{ secrets."+s+" }}")
		mustContain(t, "docs/publishers/stores.md", readme, "`"+s+"`")
	}
	mustContain(t, "android.yml", workflow, `bash mobile/ci/upload-key.sh "$GITHUB_ENV" "$RUNNER_TEMP"`)
	keytool := javaTool(t, "keytool")
	run := func(env ...string) (map[string]string, string, error) {
		dir := t.TempDir()
		envFile := filepath.Join(dir, "github.env")
		cmd := exec.Command("bash", filepath.Join(mobileDir, "ci", "upload-key.sh"), envFile, dir)
		cmd.Env = append(os.Environ(), env...)
		out, err := cmd.CombinedOutput()
		got := map[string]string{}
		b, _ := os.ReadFile(envFile)
		for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
			if k, v, ok := strings.Cut(line, "="); ok {
				got[k] = v
			}
		}
		return got, string(out), err
	}
	got, said, err := run()
	if err != nil || got["ROPEMAN_UPLOAD_KEY_ALIAS"] != "upload" || !exists(got["ROPEMAN_UPLOAD_KEYSTORE"]) || !strings.Contains(said, "a throwaway key") {
		t.Errorf("no secrets: %v %v, said %q; want a throwaway key", err, got, said)
	}
	ks := filepath.Join(t.TempDir(), "publisher.jks")
	if out, err := exec.Command(keytool, "-genkeypair", "-keystore", ks, "-storepass", "st0re-pass", "-keypass", "k3y-pass", "-alias", "publisher",
		"-keyalg", "RSA", "-keysize", "2048", "-validity", "2", "-dname", "CN=Publisher").CombinedOutput(); err != nil {
		t.Fatalf("keytool: %v\n%s", err, out)
	}
	raw, _ := os.ReadFile(ks)
	key := []string{"ROPEMAN_UPLOAD_KEYSTORE_BASE64=" + base64.StdEncoding.EncodeToString(raw), "ROPEMAN_UPLOAD_KEYSTORE_PASSWORD=st0re-pass",
		"ROPEMAN_UPLOAD_KEY_ALIAS=publisher", "ROPEMAN_UPLOAD_KEY_PASSWORD=k3y-pass"}
	got, said, err = run(key...)
	decoded, _ := os.ReadFile(got["ROPEMAN_UPLOAD_KEYSTORE"])
	if err != nil || got["ROPEMAN_UPLOAD_KEY_ALIAS"] != "publisher" || got["ROPEMAN_UPLOAD_KEY_PASSWORD"] != "k3y-pass" || string(decoded) != string(raw) {
		t.Errorf("the publisher's secrets: %v %v, said %q; want his keystore and alias", err, got, said)
	}
	if _, said, err = run(append(key[:1:1], "ROPEMAN_UPLOAD_KEYSTORE_PASSWORD=wrong", key[2], key[3])...); err == nil || !strings.Contains(said, "does not open") {
		t.Errorf("a keystore its password does not open: %v, said %q; want a refusal", err, said)
	}
	if _, said, err = run(key[0]); err == nil || !strings.Contains(said, "but not ROPEMAN_UPLOAD_KEYSTORE_PASSWORD") {
		t.Errorf("a keystore without its passwords: %v, said %q; want a refusal naming them", err, said)
	}
}
