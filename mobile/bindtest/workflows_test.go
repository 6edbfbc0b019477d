package bindtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
)

// The hosted runners' workflows (.github/workflows) pass actionlint (the
// version go.mod pins as a tool), and every script of this repository they
// run is here. What they prove only a hosted runner can run: the README
// says which.
func TestTheWorkflowsPassActionlint(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("..", "..", ".github", "workflows", "*.yml"))
	if len(files) < 2 {
		t.Fatalf("workflows: %v, want android's and ios's", files)
	}
	if out, err := exec.Command("go", append([]string{"tool", "actionlint"}, files...)...).CombinedOutput(); err != nil {
		t.Fatalf("actionlint: %v\n%s", err, out)
	}
	for _, f := range files {
		for _, m := range regexp.MustCompile(`(?:bash |\./)((?:mobile/ci|build)[\w./-]*\.sh)`).FindAllStringSubmatch(read(t, f), -1) {
			if _, err := os.Stat(filepath.Join("..", "..", m[1])); err != nil {
				t.Errorf("%s runs %s: %v", filepath.Base(f), m[1], err)
			}
		}
	}
}
