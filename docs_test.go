package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// docs are the README and the pages under docs/, by path.
func docs(t *testing.T) map[string]string {
	t.Helper()
	pages := map[string]string{}
	add := func(p string) {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		pages[p] = string(b)
	}
	add("README.md")
	filepath.WalkDir("docs", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			add(p)
		}
		return err
	})
	return pages
}

// The README is a newcomer's ten minutes: under 250 lines, the two
// commands first, and a link to every page under docs/; each page's links
// to the repository's files and to each other lead somewhere.
func TestTheReadmeIsShortAndLeadsToTheDocs(t *testing.T) {
	pages := docs(t)
	readme := pages["README.md"]
	if n := strings.Count(readme, "\n"); n >= 250 {
		t.Errorf("README.md: %d lines, want under 250 (the rest goes under docs/)", n)
	}
	if !strings.HasPrefix(readme, "# Rope-Man Run 3D\n\n```sh\n./build.sh run ") || !strings.Contains(readme, "\n./build.sh test ") {
		t.Error("README.md does not start with its two commands")
	}
	if len(pages) < 6 {
		t.Fatalf("%d pages under docs/", len(pages)-1)
	}
	link := regexp.MustCompile(`\]\(([^)\s]+)\)`)
	for p, text := range pages {
		if p != "README.md" && !strings.Contains(readme, "]("+p+")") {
			t.Errorf("README.md does not lead to %s", p)
		}
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := strings.SplitN(m[1], "#", 2)[0]
			if target == "" || strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(p), target)); err != nil {
				t.Errorf("%s links to %s: %v", p, m[1], err)
			}
		}
	}
}

// Every command the docs give still runs as written: build.sh's
// subcommands exist; go run names a command; go test's packages exist and
// each -run and -bench pattern names a test or benchmark there; go tool
// names a tool go.mod pins (or Go's own); each flag given to the game or a
// server command is one it defines; each script named is in the tree.
func TestTheDocsCommandsRun(t *testing.T) {
	build, _ := os.ReadFile("build.sh")
	subs := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^  ([a-z]+)\) `).FindAllStringSubmatch(string(build), -1) {
		subs[m[1]] = true
	}
	gomod, _ := os.ReadFile("go.mod")
	flagsOf := func(files ...string) map[string]bool {
		defined := map[string]bool{}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range regexp.MustCompile(`(?:flag|fs)\.\w+\((?:&[\w.]+, )?"([\w-]+)"`).FindAllStringSubmatch(string(b), -1) {
				defined[m[1]] = true
			}
		}
		return defined
	}
	gameFlags := flagsOf("flags.go")
	commandFlags := map[string]map[string]bool{
		"ropeman-server": flagsOf("game/server/cmd/ropeman-server/main.go"),
		"ropeman-load":   flagsOf("game/server/cmd/ropeman-load/main.go"),
	}
	var commands []string
	span := regexp.MustCompile("(?s)`([^`]+)`")
	for p, text := range docs(t) {
		fence, sh := false, false
		var prose strings.Builder
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "```") {
				fence, sh = !fence, !fence && strings.HasPrefix(line, "```sh")
				continue
			}
			switch {
			case sh && !strings.HasPrefix(strings.TrimSpace(line), "#"):
				commands = append(commands, p+"\x00"+strings.TrimSpace(strings.SplitN(line, " #", 2)[0]))
			case !fence:
				prose.WriteString(line + "\n")
			}
		}
		for _, m := range span.FindAllStringSubmatch(prose.String(), -1) {
			commands = append(commands, p+"\x00"+strings.Join(strings.Fields(m[1]), " "))
		}
	}
	type listing struct{ pattern, pkg string }
	var lists []listing
	checked := 0
	for _, c := range commands {
		page, cmd, _ := strings.Cut(c, "\x00")
		f := strings.Fields(cmd)
		if len(f) == 0 {
			continue
		}
		fail := func(why string) { t.Errorf("%s: `%s`: %s", page, cmd, why) }
		switch {
		case f[0] == "./build.sh":
			checked++
			if len(f) > 1 && !subs[f[1]] && !strings.Contains(f[1], "|") && !strings.HasPrefix(f[1], "-") {
				fail("build.sh has no " + f[1])
			}
			defined, who := gameFlags, "the game"
			if len(f) > 1 && f[1] == "server" {
				defined, who = commandFlags["ropeman-server"], "ropeman-server"
			}
			if len(f) > 2 && (f[1] == "run" || f[1] == "server") {
				for _, a := range f[2:] {
					if name, ok := strings.CutPrefix(a, "-"); ok && !defined[strings.SplitN(name, "=", 2)[0]] {
						fail(who + " has no flag -" + name)
					}
				}
			}
		case len(f) > 2 && f[0] == "go" && f[1] == "run":
			checked++
			pkg := f[2]
			if pkg == "." {
				for _, a := range f[3:] {
					if name, ok := strings.CutPrefix(a, "-"); ok && !gameFlags[strings.SplitN(name, "=", 2)[0]] {
						fail("the game has no flag -" + name)
					}
				}
				continue
			}
			if _, err := os.Stat(pkg); err != nil {
				fail("no package " + pkg)
				continue
			}
			if defined, ok := commandFlags[path.Base(pkg)]; ok {
				for _, a := range f[3:] {
					if name, ok := strings.CutPrefix(a, "-"); ok && !defined[name] {
						fail(path.Base(pkg) + " has no flag -" + name)
					}
				}
			}
		case len(f) > 1 && f[0] == "go" && f[1] == "test":
			checked++
			var pkgs, patterns []string
			for i := 2; i < len(f); i++ {
				switch {
				case (f[i] == "-run" || f[i] == "-bench") && i+1 < len(f):
					if f[i+1] != "." && f[i+1] != "'^$'" {
						patterns = append(patterns, strings.Trim(f[i+1], "'"))
					}
					i++
				case strings.HasPrefix(f[i], "./"):
					pkgs = append(pkgs, f[i])
				}
			}
			for _, p := range pkgs {
				if _, err := os.Stat(strings.TrimSuffix(p, "/...")); err != nil {
					fail("no package " + p)
				}
				for _, pat := range patterns {
					if !strings.HasSuffix(p, "...") {
						lists = append(lists, listing{pat, p})
					}
				}
			}
		case len(f) > 2 && f[0] == "go" && f[1] == "tool":
			checked++
			if f[2] != "pprof" && f[2] != "cover" && !regexp.MustCompile(`(?m)/`+regexp.QuoteMeta(f[2])+`$`).Match(gomod) {
				fail("go.mod pins no tool " + f[2])
			}
		case strings.HasPrefix(f[0], "mobile/ci/") || (f[0] == "bash" && len(f) > 1):
			checked++
			script := f[0]
			if f[0] == "bash" {
				script = f[1]
			}
			if _, err := os.Stat(script); err != nil {
				fail("no script " + script)
			}
		}
	}
	if checked < 20 {
		t.Fatalf("found only %d commands in the docs", checked)
	}
	if testing.Short() {
		t.Logf("-short: the -run and -bench patterns (%d) not listed", len(lists))
		return
	}
	slices.SortFunc(lists, func(a, b listing) int { return strings.Compare(a.pkg+a.pattern, b.pkg+b.pattern) })
	lists = slices.Compact(lists)
	for _, l := range lists {
		out, err := exec.Command("go", "test", "-list", l.pattern, l.pkg).CombinedOutput()
		found := false
		for _, line := range strings.Split(string(out), "\n") {
			if strings.HasPrefix(line, "Test") || strings.HasPrefix(line, "Benchmark") || strings.HasPrefix(line, "Fuzz") {
				found = true
			}
		}
		if err != nil || !found {
			t.Errorf("the docs run %q in %s, which names no test or benchmark there: %v\n%s", l.pattern, l.pkg, err, out)
		}
	}
	t.Logf("%d commands checked, %d test patterns listed", checked, len(lists))
}

// Every arrow of the architecture page's diagram is an import the code
// has (go list), so the picture a newcomer reads is the house as it is.
func TestTheDiagramIsTheImports(t *testing.T) {
	page, err := os.ReadFile("docs/developers/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	diagram := string(page)
	start := strings.Index(diagram, "```mermaid\n")
	if start < 0 {
		t.Fatal("the architecture page draws no diagram")
	}
	diagram = diagram[start:]
	diagram = diagram[:strings.Index(diagram[3:], "```")+3]
	// Each node is its id[package: what it is]; main.go is the root package.
	pkg := map[string]string{}
	for _, m := range regexp.MustCompile(`(\w+)\[([\w/.]+)[:\]]`).FindAllStringSubmatch(diagram, -1) {
		p := "ropeman/" + strings.TrimSuffix(m[2], ".go")
		if m[2] == "main.go" {
			p = "ropeman"
		}
		pkg[m[1]] = p
	}
	arrows := regexp.MustCompile(`(?m)^\s+(\w+)(?:\[[^\]]*\])? --> (\w+)`).FindAllStringSubmatch(diagram, -1)
	if len(arrows) < 20 {
		t.Fatalf("the diagram has %d arrows", len(arrows))
	}
	for _, a := range arrows {
		from, to := pkg[a[1]], pkg[a[2]]
		if from == "" || to == "" {
			t.Errorf("the arrow %s --> %s names a node the diagram does not say the package of", a[1], a[2])
			continue
		}
		out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, from).Output()
		if err != nil {
			t.Errorf("go list %s: %v", from, err)
			continue
		}
		if !slices.Contains(strings.Split(string(out), "\n"), to) {
			t.Errorf("the diagram says %s imports %s; it does not", from, to)
		}
	}
}
