// Package web is the browser build: the page that hosts game.wasm, the
// function that assembles the folder to serve (each file beside its
// brotli and its gzip), and an HTTP handler that serves it compressed,
// with the right content types and a content hash as its ETag.
package web

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/andybalholm/brotli"

	"ropeman/assets/fonts"
	"ropeman/game/hud/typeface"
	"ropeman/game/lang"
)

//go:embed index.html
var indexHTML []byte

// Assemble builds the game for GOOS=js GOARCH=wasm into dir/game.wasm and
// puts index.html and the Go toolchain's wasm_exec.js beside it. It runs
// the go command, so it must run inside the module.
func Assemble(dir string) error { return assemble(dir, "ropeman") }

// assemble is Assemble for the program pkg (the tests serve a bare
// Ebitengine program the same way, as a yardstick).
func assemble(dir, pkg string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// -s -w: no symbol table or DWARF (0.7 MB of 30 raw; a browser shows
	// Go's stack traces without them).
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "game.wasm"), pkg)
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
	page, err := pageFor()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "index.html"), page, 0o644); err != nil {
		return err
	}
	words, err := writeWords(dir)
	if err != nil {
		return err
	}
	faces, err := writeFonts(dir)
	if err != nil {
		return err
	}
	for _, name := range slices.Concat(Served, words, faces) {
		if err := compress(filepath.Join(dir, name)); err != nil {
			return err
		}
	}
	return nil
}

// writeFonts writes the shipped fonts (assets/fonts) as fonts/<file>, the
// files the page fetches when a text needs a script Go Bold lacks, and
// returns their names.
func writeFonts(dir string) ([]string, error) {
	if err := os.MkdirAll(filepath.Join(dir, "fonts"), 0o755); err != nil {
		return nil, err
	}
	var names []string
	for _, f := range fonts.Shipped {
		data, err := fonts.Data(f)
		if err != nil {
			return nil, err
		}
		name := path.Join("fonts", f.File)
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// pageFor returns index.html with the languages whose words the page may
// fetch, by the language part of a browser's locale (as lang.FromLocale
// reads it), each with the fonts its texts need (those Go Bold cannot
// draw: the page fetches them beside the words, before a text asks).
func pageFor() ([]byte, error) {
	type page struct {
		Code  string   `json:"code"`
		Fonts []string `json:"fonts"`
	}
	bold := typeface.GoBold()
	pages := map[string]page{}
	for t := range lang.Count {
		if t == lang.English {
			continue
		}
		p := page{Code: t.Code()}
		for _, s := range lang.All(t) {
			for _, r := range s {
				if f := fonts.Shipped[fonts.For(r)].File; (!bold.Has(r) || unicode.Is(unicode.Mn, r)) && !slices.Contains(p.Fonts, f) {
					p.Fonts = append(p.Fonts, f)
				}
			}
		}
		pages[t.Base()] = p
	}
	list, err := json.Marshal(pages)
	if err != nil {
		return nil, err
	}
	const slot = "/*languages*/{}"
	if !bytes.Contains(indexHTML, []byte(slot)) {
		return nil, errors.New("index.html has no " + slot + " for the languages")
	}
	return bytes.Replace(indexHTML, []byte(slot), list, 1), nil
}

// writeWords writes every language's words but English's (which the game
// carries) as lang/<code>.json, the file the page fetches, and returns
// their names.
func writeWords(dir string) ([]string, error) {
	if err := os.MkdirAll(filepath.Join(dir, "lang"), 0o755); err != nil {
		return nil, err
	}
	var names []string
	for t := range lang.Count {
		if t == lang.English {
			continue
		}
		data, err := lang.Export(t)
		if err != nil {
			return nil, err
		}
		name := path.Join("lang", t.Code()+".json")
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// Served are the files of the browser build, each also written as
// name.br and name.gz for servers that send precompressed files (and so
// is each language's lang/<code>.json, and each font's fonts/<file>).
var Served = []string{"index.html", "wasm_exec.js", "game.wasm"}

// encodings are the precompressed copies, best first: the suffix of the
// file, its Content-Encoding, and how to make it. Brotli at quality 9
// with a 16 MB window sends game.wasm 19 % smaller than gzip -9 in 3 s;
// qualities 10 and 11 are 10 and 13 % smaller again but take 24 s (this
// encoder) and 31 s (the C one). Every browser takes brotli, over HTTPS.
var encodings = [...]struct {
	suffix, name string
	writer       func(io.Writer) io.WriteCloser
}{
	{".br", "br", func(w io.Writer) io.WriteCloser {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: 9, LGWin: 24})
	}},
	{".gz", "gzip", func(w io.Writer) io.WriteCloser {
		z, _ := gzip.NewWriterLevel(w, gzip.BestCompression)
		return z
	}},
}

// compress writes each precompressed copy of name beside it.
func compress(name string) error {
	for _, e := range encodings {
		if err := compressTo(name, name+e.suffix, e.writer); err != nil {
			return err
		}
	}
	return nil
}

// compressTo writes name compressed by writer to the file to.
func compressTo(name, to string, writer func(io.Writer) io.WriteCloser) error {
	in, err := os.Open(name)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	z := writer(out)
	_, err = io.Copy(z, in)
	return errors.Join(err, z.Close(), out.Close())
}

// Handler serves the assembled folder: a file's .br to a browser that
// accepts brotli, its .gz to one that accepts gzip (with the
// Content-Encoding), game.wasm as application/wasm (streaming compilation
// needs it), and each with a strong ETag of its content and
// Cache-Control: no-cache, so a browser asks on every visit and gets 304
// Not Modified, no bytes, until the game is rebuilt.
func Handler(dir string) http.Handler {
	root := http.Dir(dir)
	var tags etags
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		if name == "/" {
			name = "/index.html"
		}
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Set("Vary", "Accept-Encoding")
		if ct := mime.TypeByExtension(path.Ext(name)); ct != "" { // application/wasm for game.wasm: streaming compilation needs it
			h.Set("Content-Type", ct)
		}
		f, served, encoding, err := openBest(root, name, r)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if encoding != "" {
			h.Set("Content-Encoding", encoding)
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || st.IsDir() {
			http.NotFound(w, r)
			return
		}
		tag, err := tags.of(served, st, f)
		if err != nil {
			http.Error(w, "cannot read "+name, http.StatusInternalServerError)
			return
		}
		h.Set("ETag", tag)
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

// openBest opens the best copy of name the request takes: its .br or .gz
// (encoding names it), else the file itself (encoding "").
func openBest(root http.FileSystem, name string, r *http.Request) (f http.File, served, encoding string, err error) {
	for _, e := range encodings {
		if accepts(r, e.name) {
			if f, err := root.Open(name + e.suffix); err == nil {
				return f, name + e.suffix, e.name, nil
			}
		}
	}
	f, err = root.Open(name)
	return f, name, "", err
}

// accepts reports whether the request's Accept-Encoding names coding
// (without refusing it with q=0).
func accepts(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(name), coding) {
			q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q=")
			v, err := strconv.ParseFloat(q, 64)
			return !ok || err != nil || v > 0
		}
	}
	return false
}

// etags remembers each file's content hash while its size and time stay
// the same.
type etags struct {
	mu   sync.Mutex
	seen map[string]etag
}

type etag struct {
	size int64
	mod  time.Time
	tag  string
}

// of returns f's ETag (f is read to its end and rewound).
func (e *etags) of(name string, st os.FileInfo, f http.File) (string, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if t, ok := e.seen[name]; ok && t.size == st.Size() && t.mod.Equal(st.ModTime()) {
		return t.tag, nil
	}
	sum := sha256.New()
	if _, err := io.Copy(sum, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	tag := `"` + hex.EncodeToString(sum.Sum(nil)[:16]) + `"`
	if e.seen == nil {
		e.seen = map[string]etag{}
	}
	e.seen[name] = etag{size: st.Size(), mod: st.ModTime(), tag: tag}
	return tag, nil
}
