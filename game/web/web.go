// Package web is the browser build: the page that hosts game.wasm, the
// function that assembles the folder to serve, and an HTTP handler that
// serves it with the right content types.
package web

import (
	_ "embed"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html
var indexHTML []byte

// Assemble builds the game for GOOS=js GOARCH=wasm into dir/game.wasm and
// puts index.html and the Go toolchain's wasm_exec.js beside it. It runs
// the go command, so it must run inside the module.
func Assemble(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "game.wasm"), "ropeman")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		return fmt.Errorf("building game.wasm: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	js, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), js, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.html"), indexHTML, 0o644)
}

// Handler serves the assembled folder. game.wasm goes out as
// application/wasm (streaming compilation needs it) and nothing is cached,
// so a rebuilt game shows on reload.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".wasm") {
			w.Header().Set("Content-Type", "application/wasm")
		}
		w.Header().Set("Cache-Control", "no-store")
		files.ServeHTTP(w, r)
	})
}
