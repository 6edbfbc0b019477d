//go:build !js

package confirm

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// hang is the status that makes serve's server never answer.
const hang = 0

// serve starts an HTTP server answering each question, after delay, with
// the status answer gives for its nonce, and returns its address.
func serve(t *testing.T, delay time.Duration, answer func(nonce string) int) string {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		status := answer(r.URL.Query().Get("nonce"))
		if status == hang {
			<-r.Context().Done()
			return
		}
		select {
		case <-time.After(delay):
		case <-r.Context().Done():
			return
		}
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}
