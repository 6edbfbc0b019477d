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
)

// The handler sends a browser that takes gzip the precompressed file, as
// the right type, with an ETag of what it sends: a second visit gets 304
// and no bytes; a client that takes no gzip gets the plain file, with its
// own ETag; nothing outside the folder is served.
func TestHandlerServesPrecompressedWithETags(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm a game that compresses well "), 4000)
	for name, data := range map[string][]byte{"game.wasm": wasm, "index.html": []byte("<!doctype html><title>x</title>"), "wasm_exec.js": []byte("// js")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := gzipFile(filepath.Join(dir, name)); err != nil {
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
	res := get("/game.wasm", "gzip, deflate, br", "")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("game.wasm to a gzip browser: %d, encoding %q, type %q", res.StatusCode, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
	}
	z, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	plain, _ := io.ReadAll(z)
	if !bytes.Equal(plain, wasm) || len(body) >= len(wasm)/10 {
		t.Errorf("sent %d bytes that unpack to %d (the file is %d)", len(body), len(plain), len(wasm))
	}
	tag := res.Header.Get("ETag")
	if tag == "" || res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("Vary") != "Accept-Encoding" {
		t.Errorf("headers %v: want a strong ETag, no-cache and Vary: Accept-Encoding", res.Header)
	}
	if again := get("/game.wasm", "gzip", tag); again.StatusCode != http.StatusNotModified {
		t.Errorf("a second visit with its ETag: %d, want 304", again.StatusCode)
	}
	res = get("/game.wasm", "", "")
	body, _ = io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) || res.Header.Get("ETag") == tag {
		t.Errorf("to a client without gzip: encoding %q, %d bytes, ETag %q (gzip's %q)", res.Header.Get("Content-Encoding"), len(body), res.Header.Get("ETag"), tag)
	}
	if res := get("/game.wasm", "gzip;q=0", ""); res.Header.Get("Content-Encoding") != "" {
		t.Error("gzip;q=0 got gzip")
	}
	res = get("/", "gzip", "")
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "text/html; charset=utf-8" || res.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("the page: %d, type %q, encoding %q", res.StatusCode, res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"))
	}
	for _, p := range []string{"/../secret", "/nothing.js"} {
		if res := get(p, "gzip", ""); res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", p, res.StatusCode)
		}
	}
}
