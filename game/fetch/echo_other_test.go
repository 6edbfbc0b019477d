//go:build !js

package fetch

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// echo serves /echo (201, the method, content type and body) and /big
// (MaxAnswer+1 bytes).
func echo(t *testing.T) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/big" {
			io.WriteString(w, strings.Repeat("x", MaxAnswer+1))
			return
		}
		body, _ := io.ReadAll(r.Body)
		w.WriteHeader(201)
		io.WriteString(w, r.Method+" "+r.Header.Get("Content-Type")+" "+string(body))
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
