package game

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The game's rooms keep to their doors (see each package's doc): the
// scene, the HUD and the audio never reach back into the glue or into
// each other, except the HUD drawing the scene's labels, and the flow
// and the simulation know nothing of the drawing. The drawing side reads
// the flow's View of the tick, never the live session: no file of the
// scene, the HUD or the audio names flow.Session, and none of theirs or
// the glue's names a *world.World or a pointer into the rope or a body
// (the View carries the run as values). What game/internal holds is
// shared below the simulation: it imports none of it. The rules the game
// and its leaderboard server share (game/rules) know nothing of the
// game's screens, save, languages, network or ads, and the server links
// none of them (it checks rewards with ads/ssv, the networks' server
// side, which holds no client). The bots' lab (game/lab), the economy
// and the publisher's tools built on them (ropeman-tune, the curve) link
// no client either: they play the world and the economy, not the
// screens.
func TestRoomsImportOnlyWhatTheyMay(t *testing.T) {
	clientSide := []string{"ropeman/game", "ropeman/game/flow", "ropeman/game/save", "ropeman/game/lang", "ropeman/game/hud", "ropeman/game/scene",
		"ropeman/game/audio", "ropeman/game/fetch", "ropeman/game/board", "ropeman/ads", "ropeman/ads/confirm", "ropeman/mobile"}
	forbidden := map[string][]string{
		"ropeman/game/internal/timing":           {"ropeman/game/world", "ropeman/rope", "ropeman/player"},
		"ropeman/game/internal/cpuclock":         {"ropeman/game/world", "ropeman/rope", "ropeman/player"},
		"ropeman/game/scene":                     {"ropeman/game", "ropeman/game/hud", "ropeman/game/audio"},
		"ropeman/game/hud":                       {"ropeman/game", "ropeman/game/audio"},
		"ropeman/game/audio":                     {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud"},
		"ropeman/game/flow":                      {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud", "ropeman/game/audio"},
		"ropeman/game/world":                     {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud", "ropeman/game/audio", "ropeman/game/flow"},
		"ropeman/game/rules":                     clientSide,
		"ropeman/game/rules/pay":                 clientSide,
		"ropeman/game/rules/dayrun":              clientSide,
		"ropeman/game/rules/remote":              clientSide,
		"ropeman/game/rules/events":              clientSide,
		"ropeman/game/server/cmd/ropeman-server": clientSide,
		"ropeman/game/server/memstore":           clientSide,
		"ropeman/game/economy":                   clientSide,
		"ropeman/game/lab":                       clientSide,
		"ropeman/game/server/cmd/ropeman-tune":   clientSide,
		"ropeman/game/curve":                     clientSide,
	}
	for pkg, not := range forbidden {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		for _, n := range not {
			if slices.Contains(deps, n) {
				t.Errorf("%s depends on %s", pkg, n)
			}
		}
	}
	for _, dir := range []string{"scene", "hud", "audio", "."} {
		for name, f := range sourceFiles(t, dir) {
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Session" && dir != "." {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "flow" {
						t.Errorf("%s names flow.Session: the drawing side reads the flow's View", name)
					}
				}
				if star, ok := n.(*ast.StarExpr); ok {
					if sel, ok := star.X.(*ast.SelectorExpr); ok {
						if pkg, ok := sel.X.(*ast.Ident); ok && (pkg.Name == "rope" || pkg.Name == "player" || pkg.Name == "world" && sel.Sel.Name == "World") {
							t.Errorf("%s names *%s.%s: the drawing side reads the run's values in the View", name, pkg.Name, sel.Sel.Name)
						}
					}
				}
				return true
			})
		}
	}
}

// TestEachTypeHasOneJob holds every type of the game's packages to one
// job a newcomer can read: none with more than 50 methods, and none with
// methods and more than 30 fields (a struct's named fields; an embedded
// one counts once). A type past either grew a second job: give it its own
// type, as the boss fight, the run, the shop and each card's painter have.
func TestEachTypeHasOneJob(t *testing.T) {
	var dirs []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() != "testdata" {
			dirs = append(dirs, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, dir := range dirs {
		fields, methods := map[string]int{}, map[string]int{}
		for _, f := range sourceFiles(t, dir) {
			for _, decl := range f.Decls {
				switch d := decl.(type) {
				case *ast.GenDecl:
					for _, spec := range d.Specs {
						if ts, ok := spec.(*ast.TypeSpec); ok {
							if st, ok := ts.Type.(*ast.StructType); ok {
								n := 0
								for _, fl := range st.Fields.List {
									n += max(1, len(fl.Names))
								}
								fields[ts.Name.Name] = n
							}
						}
					}
				case *ast.FuncDecl:
					if d.Recv != nil && len(d.Recv.List) == 1 {
						recv := d.Recv.List[0].Type
						if star, ok := recv.(*ast.StarExpr); ok {
							recv = star.X
						}
						if idx, ok := recv.(*ast.IndexExpr); ok {
							recv = idx.X
						}
						if id, ok := recv.(*ast.Ident); ok {
							methods[id.Name]++
						}
					}
				}
			}
		}
		for typ, m := range methods {
			checked++
			if m > 50 || fields[typ] > 30 {
				t.Errorf("%s.%s: %d methods and %d fields; want at most 50 methods, and at most 30 fields on a type with methods", dir, typ, m, fields[typ])
			}
		}
	}
	if checked < 100 {
		t.Errorf("%d types with methods found under game/: the walk missed packages", checked)
	}
}

// sourceFiles parses dir's non-test Go files, by file name.
func sourceFiles(t *testing.T, dir string) map[string]*ast.File {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	parsed := map[string]*ast.File{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		parsed[name] = f
	}
	return parsed
}
