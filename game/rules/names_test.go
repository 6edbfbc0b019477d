package rules

import "testing"

// An id is NewPlayerID's shape exactly: 32 lower-case hex digits; one
// more or less, a capital or a letter past f is not one.
func TestPlayerIDs(t *testing.T) {
	a, b := NewPlayerID(), NewPlayerID()
	if !ValidPlayer(a) || !ValidPlayer(b) || a == b {
		t.Fatalf("two new ids %q and %q: want two different valid ones", a, b)
	}
	for id, ok := range map[string]bool{
		"0123456789abcdef0123456789abcdef":     true,
		"0123456789abcdef0123456789abcde":      false,
		"0123456789abcdef0123456789abcdef0":    false,
		"0123456789ABCDEF0123456789abcdef":     false,
		"0123456789abcdef0123456789abcdeg":     false,
		"0123456789abcdef0123456789abcd\u00e9": false,
		"":                                     false,
	} {
		if ValidPlayer(id) != ok {
			t.Errorf("ValidPlayer(%q) = %v, want %v", id, !ok, ok)
		}
	}
}
