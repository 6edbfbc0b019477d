package logs

import (
	"sync"
	"testing"
)

// Lines keeps every line written from many goroutines, and Has finds a
// part of one, not of two joined.
func TestLinesFromManyGoroutines(t *testing.T) {
	var l Lines
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Go(func() {
			for range 100 {
				l.Add("queue " + string(rune('a'+i)) + ": sent")
				l.Has("sent")
			}
		})
	}
	wg.Wait()
	if n := len(l.All()); n != 800 {
		t.Errorf("%d lines kept, want 800", n)
	}
	if !l.Has("queue c: sent") || l.Has("sentqueue") || l.Has("queue z") {
		t.Errorf("Has finds %v, %v, %v; want a line's part only", l.Has("queue c: sent"), l.Has("sentqueue"), l.Has("queue z"))
	}
}
