//go:build !js

package save

import "testing"

// Open with no directory keeps progress in memory (in the browser,
// progress lives in localStorage: see backend_js_test.go).
func TestMemoryOnlyStore(t *testing.T) {
	s, p, err := Open("")
	if err != nil || p.Level != 1 {
		t.Fatalf("memory store: %+v, %v", p, err)
	}
	if err := s.Save(p); err != nil {
		t.Errorf("memory store Save: %v", err)
	}
}
