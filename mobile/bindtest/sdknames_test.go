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

type rename struct {
	major    int
	old, new string
}

// pinnedMajor reads the major version project.yml pins pkg at.
func pinnedMajor(t *testing.T, yml, pkg string) int {
	t.Helper()
	m := regexp.MustCompile(`(?m)^  ` + regexp.QuoteMeta(pkg) + `:.*\n(?:    .*\n)*?    from: (\d+)\.`).FindStringSubmatch(yml)
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
	yml, err := os.ReadFile(filepath.Join(mobileDir, "ios", "project.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, sdk := range shipped(t) {
		major := pinnedMajor(t, string(yml), sdk.swiftPkg)
		src, err := os.ReadFile(filepath.Join(iosAds, sdk.adapter+".swift"))
		if err != nil {
			t.Fatal(err)
		}
		body := code(string(src))
		for _, name := range sdk.swiftUses {
			if !regexp.MustCompile(`\b` + regexp.QuoteMeta(name) + `\b`).MatchString(body) {
				t.Errorf("%s no longer uses %s.%s: take it off the list (or the list is wrong)", sdk.adapter, sdk.swiftPkg, name)
			}
		}
		for _, r := range sdk.gone {
			if major >= r.major && strings.Contains(body, r.old) {
				t.Errorf("%s uses %s, which %s %d removed (project.yml pins %d): it is %s", sdk.adapter, r.old, sdk.swiftPkg, r.major, major, r.new)
			}
		}
		if sdk.prefix != "" && major >= sdk.since {
			for _, m := range regexp.MustCompile(`\b`+sdk.prefix+`[A-Z]\w*`).FindAllString(body, -1) {
				t.Errorf("%s uses %s: %s %d's Swift names have no %s prefix", sdk.adapter, m, sdk.swiftPkg, sdk.since, sdk.prefix)
			}
		}
	}
	// The test's own reach: the removed name this issue found is caught.
	broken := code(`ssv.customRewardString = customData // fine in a comment: customRewardString`)
	if !strings.Contains(broken, "customRewardString") || strings.Count(broken, "customRewardString") != 1 {
		t.Error("the check does not see a name in code, or sees one in a comment")
	}
	if !slices.ContainsFunc(networks[1].gone, func(r rename) bool { return r.old == "customRewardString" }) {
		t.Error("customRewardString is off the list of removed names")
	}
}
