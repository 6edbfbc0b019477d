package bindtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The hosted runners' workflows (.github/workflows) pass actionlint (the
// version go.mod pins as a tool), and every script of this repository they
// run is here. What they prove only a hosted runner can run: the README
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
