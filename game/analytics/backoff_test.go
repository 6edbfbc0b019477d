package analytics

import (
	"slices"
	"testing"
	"time"
)

// A server that keeps refusing is tried again after Retry, then after
// twice as long each time, never more than five minutes apart; a send
// that goes through ends the back-off.
func TestTheRetryBacksOff(t *testing.T) {
	wait, got := time.Duration(0), []time.Duration{}
	for range 9 {
		wait = backOff(wait, 10*time.Second, false)
		got = append(got, wait)
	}
	want := []time.Duration{10 * time.Second, 20 * time.Second, 40 * time.Second, 80 * time.Second, 160 * time.Second, 300 * time.Second, 300 * time.Second, 300 * time.Second, 300 * time.Second}
	if !slices.Equal(got, want) {
		t.Errorf("the waits after each refusal: %v, want %v", got, want)
	}
	if w := backOff(wait, 10*time.Second, true); w != 0 {
		t.Errorf("after a send that went through: wait %v, want none (the schedule)", w)
	}
}
