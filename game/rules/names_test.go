package rules

import "testing"

// A board's names: both ends of the length, letters of any script, the
// spaces tidied, the blocked stems found through case and punctuation.
func TestNames(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{"Al", "Al", true}, {"A", "", false}, {"Abcdefghijklmnop", "Abcdefghijklmnop", true}, {"Abcdefghijklmnopq", "", false},
		{"Zoë Ngọc", "Zoë Ngọc", true}, {"山田太郎", "山田太郎", true}, {" a  b ", "a b", true},
		{"a\tb", "a b", true}, {"a<b>", "", false}, {"FUCK", "", false}, {"b-i-t-c-h", "", false}, {"RopeMan", "", false},
	} {
		got, err := CleanName(c.in)
		if got != c.want || (err == nil) != c.ok {
			t.Errorf("CleanName(%q) = %q, %v; want %q, ok %v", c.in, got, err, c.want, c.ok)
		}
	}
}

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
