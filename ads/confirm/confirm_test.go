package confirm

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ropeman/ads"
)

// These run natively against net/http's test server and, built for
// js/wasm (./build.sh test runs them under Node), through the real fetch
// against Node's own HTTP server: see serve in the two server files.

func verify(t *testing.T, url string, within time.Duration) (bool, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	c := &Client{URL: url, Poll: 10 * time.Millisecond}
	return c.Verify(ctx, ads.Outcome{Request: 7, Nonce: "nonce 7/x"})
}

func TestConfirmedOnceTheServerHasTheCallback(t *testing.T) {
	var asked atomic.Int32
	url := serve(t, 0, func(nonce string) int {
		if nonce != "nonce 7/x" {
			return 400
		}
		if asked.Add(1) < 3 {
			return 404 // the network's callback has not come yet
		}
		return 200
	})
	ok, err := verify(t, url+"/confirmed?app=1", 5*time.Second)
	if !ok || err != nil {
		t.Fatalf("Verify = %v, %v after %d questions; want confirmed on the third", ok, err, asked.Load())
	}
	if asked.Load() != 3 {
		t.Errorf("asked %d times, want 3", asked.Load())
	}
}

func TestNeverConfirmedEndsWithTheWait(t *testing.T) {
	url := serve(t, 0, func(string) int { return 404 })
	ok, err := verify(t, url, 200*time.Millisecond)
	if ok || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "not confirmed yet") {
		t.Errorf("Verify = %v, %v; want unconfirmed at the deadline, the last answer named", ok, err)
	}
}

// A question still out when the wait ends is not the server's answer:
// the error names the last one that came.
func TestTheLastAnswerIsNamedWhenTheWaitCutsAQuestion(t *testing.T) {
	url := serve(t, 80*time.Millisecond, func(string) int { return 404 })
	ok, err := verify(t, url, 300*time.Millisecond) // three answers, the fourth cut short
	if ok || !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "not confirmed yet") {
		t.Errorf("Verify = %v, %v; want unconfirmed at the deadline, naming the last answer (not yet)", ok, err)
	}
}

func TestAServerErrorIsNamed(t *testing.T) {
	url := serve(t, 0, func(string) int { return 503 })
	ok, err := verify(t, url, 200*time.Millisecond)
	if ok || err == nil || !strings.Contains(err.Error(), "status 503") {
		t.Errorf("Verify = %v, %v; want unconfirmed, naming status 503", ok, err)
	}
}

func TestAServerThatNeverAnswersIsLeftAtTheDeadline(t *testing.T) {
	url := serve(t, 0, func(string) int { return hang })
	ok, err := verify(t, url, 200*time.Millisecond)
	if ok || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Verify = %v, %v; want unconfirmed at the deadline", ok, err)
	}
}

func TestABadAddressIsAnError(t *testing.T) {
	ok, err := verify(t, "http://127.0.0.1:1/confirmed", 300*time.Millisecond)
	if ok || err == nil {
		t.Errorf("Verify = %v, %v; want an error", ok, err)
	}
}
