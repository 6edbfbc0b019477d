package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// The handler sends a browser that takes brotli the precompressed .br, as
// the right type, with an ETag of what it sends: a second visit gets 304
// and no bytes; one that takes only gzip gets the .gz, and a client that
// takes neither the plain file, each with its own ETag; a missing copy
// falls back to the next; nothing outside the folder is served.
func TestHandlerServesPrecompressedWithETags(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm a game that compresses well "), 4000)
	for name, data := range map[string][]byte{"game.wasm": wasm, "index.html": []byte("<!doctype html><title>x</title>"), "wasm_exec.js": []byte("// js")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := compress(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(t.TempDir(), "secret"), []byte("no"), 0o644)
	h := Handler(dir)
	get := func(path, encoding, etag string) *http.Response {
		r := httptest.NewRequest(http.MethodGet, path, nil)
		if encoding != "" {
			r.Header.Set("Accept-Encoding", encoding)
		}
		if etag != "" {
			r.Header.Set("If-None-Match", etag)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}
	tags := map[string]string{}
	for _, c := range []struct {
		accept, want string
		unpack       func(io.Reader) (io.Reader, error)
	}{
		{"gzip, deflate, br, zstd", "br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
		{"gzip, deflate", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		{"br;q=0, gzip", "gzip", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
		{"", "", func(r io.Reader) (io.Reader, error) { return r, nil }},
		{"gzip;q=0", "", func(r io.Reader) (io.Reader, error) { return r, nil }},
	} {
		res := get("/game.wasm", c.accept, "")
		body, _ := io.ReadAll(res.Body)
		if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != c.want || res.Header.Get("Content-Type") != "application/wasm" {
			t.Fatalf("game.wasm to a browser that takes %q: %d, encoding %q, type %q; want %q", c.accept, res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"), c.want)
		}
		z, err := c.unpack(bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := io.ReadAll(z)
		if !bytes.Equal(plain, wasm) || c.want != "" && len(body) >= len(wasm)/10 {
			t.Errorf("%q: sent %d bytes that unpack to %d (the file is %d)", c.accept, len(body), len(plain), len(wasm))
		}
		tag := res.Header.Get("ETag")
		if tag == "" || res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: headers %v: want a strong ETag, no-cache and Vary: Accept-Encoding", c.accept, res.Header)
		}
		if other, ok := tags[tag]; ok && other != c.want {
			t.Errorf("%q and %q share the ETag %s", c.want, other, tag)
		}
		tags[tag] = c.want
		if again := get("/game.wasm", c.accept, tag); again.StatusCode != http.StatusNotModified {
			t.Errorf("%q: a second visit with its ETag: %d, want 304", c.accept, again.StatusCode)
		}
	}
	res := get("/", "gzip", "")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/html; charset=utf-8" || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("the page: %d, type %q, encoding %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"))
	}
	// A host that copied only some of the copies: a file without its .br
	// goes out as its .gz, one without either as itself.
	os.Remove(filepath.Join(dir, "wasm_exec.js.br"))
	if res := get("/wasm_exec.js", "gzip, deflate, br", ""); res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("wasm_exec.js without its .br: %d, encoding %q; want its gzip", res.StatusCode, res.Header.Get("Content-Encoding"))
	}
	os.Remove(filepath.Join(dir, "wasm_exec.js.gz"))
	res = get("/wasm_exec.js", "gzip, deflate, br", "")
	if body, _ := io.ReadAll(res.Body); res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "" || string(body) != "// js" {
		t.Errorf("wasm_exec.js with no copy: %d, encoding %q, %q; want the file itself", res.StatusCode, res.Header.Get("Content-Encoding"), body)
	}
	for _, p := range []string{"/../secret", "/nothing.js"} {
		if res := get(p, "gzip", ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, res.StatusCode)
		}
	}
}

// The page knows each language's words file and the fonts its texts
// need: none for German (Go Bold draws it), the Han and kana font for
// Japanese, Noto's Latin for Vietnamese's stacked marks, and no entry
// for English, whose words the game carries.
func TestThePageKnowsEachLanguagesWordsAndFonts(t *testing.T) {
	page, err := pageFor()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"de":{"code":"de","fonts":null}`, `"ja":{"code":"ja","fonts":["han.otf"]}`,
		`"vi":{"code":"vi","fonts":["latin.ttf"]}`, `"ar":{"code":"ar","fonts":["arabic.ttf"]}`, `"zh":{"code":"zh-Hans","fonts":["han.otf"]}`} {
		if !bytes.Contains(page, []byte(want)) {
			t.Errorf("index.html does not list %s", want)
		}
	}
	if bytes.Contains(page, []byte(`"en":`)) || bytes.Contains(page, []byte("/*languages*/")) {
		t.Error("index.html lists English, or its slot was not filled")
	}
}
