package main

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"strings"
	"testing"
)

// parts type-checks dir (go/types, from source) and returns its whole
// (the named struct type whole) and its parts: the package's named types
// its fields hold, and theirs in turn (the run's recording, the boss
// fight's ports), each once.
func parts(t *testing.T, dir, whole string) (*types.Named, []*types.Named) {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, p := range pkgs {
		for _, f := range p.Files {
			files = append(files, f)
		}
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(dir, fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	w, _ := pkg.Scope().Lookup(whole).Type().(*types.Named)
	if w == nil {
		t.Fatalf("%s: no type %s", dir, whole)
	}
	seen := map[*types.Named]bool{w: true}
	var found []*types.Named
	var walk func(st *types.Struct)
	walk = func(st *types.Struct) {
		for f := range st.Fields() {
			typ := f.Type()
			if p, ok := typ.(*types.Pointer); ok {
				typ = p.Elem()
			}
			n, ok := typ.(*types.Named)
			if !ok || n.Obj().Pkg() != pkg || seen[n] {
				continue
			}
			seen[n] = true
			if n.NumMethods() > 0 {
				found = append(found, n)
			}
			if s, ok := n.Underlying().(*types.Struct); ok {
				walk(s)
			}
		}
	}
	walk(w.Underlying().(*types.Struct))
	return w, found
}

// narrow are the flow's parts the issue gave a part of the save, not the
// whole: the shop its purse, the board, the events and the remote tuning
// his identity (and the board its own part).
var narrow = map[string]bool{"shop": true, "boardState": true, "eventLog": true, "remoteTuning": true}

// holds reports whether part p has a field of the named type (or a
// pointer to it).
func holds(p *types.Named, name string) bool {
	st, ok := p.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		typ := f.Type()
		if ptr, ok := typ.(*types.Pointer); ok {
			typ = ptr.Elem()
		}
		if n, ok := typ.(*types.Named); ok && n.Obj().Name() == name {
			return true
		}
	}
	return false
}

// reaches reports whether typ is the whole, or a pointer to it.
func reaches(typ types.Type, whole *types.Named) bool {
	if p, ok := typ.(*types.Pointer); ok {
		typ = p.Elem()
	}
	return types.Identical(typ, whole)
}

// The session's parts and the world's own their state and reach the rest
// through ports (issue 72): at most a tenth of their methods may take
// their whole (a parameter of the whole's type), and no part holds it (a
// field: the whole by another name). Never more than now: a method that
// takes the whole where a port would do fails here.
func TestThePartsReachTheirWholeThroughPorts(t *testing.T) {
	for _, c := range []struct {
		dir, whole string
		ceiling    int // methods that take the whole now
	}{
		{"game/flow", "Session", 0},
		{"game/world", "World", 0},
	} {
		whole, ps := parts(t, c.dir, c.whole)
		if len(ps) < 5 {
			t.Fatalf("%s: %d parts found in %s: the walk missed them", c.dir, len(ps), c.whole)
		}
		reach, methods := 0, 0
		for _, p := range ps {
			if narrow[p.Obj().Name()] && holds(p, "keeper") {
				t.Errorf("%s: %s holds the whole save (keeper): give it its part (a purse, an identity, the board's)", c.dir, p.Obj().Name())
			}
			if st, ok := p.Underlying().(*types.Struct); ok {
				for f := range st.Fields() {
					if reaches(f.Type(), whole) {
						t.Errorf("%s: %s.%s holds the %s: give the part a port instead", c.dir, p.Obj().Name(), f.Name(), c.whole)
					}
				}
			}
			for m := range p.Methods() {
				methods++
				sig := m.Type().(*types.Signature)
				for param := range sig.Params().Variables() {
					if reaches(param.Type(), whole) {
						reach++
						t.Logf("%s: %s.%s takes the %s", c.dir, p.Obj().Name(), m.Name(), c.whole)
						break
					}
				}
			}
		}
		t.Logf("%s: %d of the %d methods of its %d parts take the %s", c.dir, reach, methods, len(ps), c.whole)
		if reach > c.ceiling || 10*reach > methods {
			t.Errorf("%s: %d of its parts' %d methods take the %s, more than the %d of before or a tenth: give the part a port instead", c.dir, reach, methods, c.whole, c.ceiling)
		}
	}
}
