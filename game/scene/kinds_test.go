package scene

import (
	"slices"
	"testing"

	"ropeman/game/lang"
	"ropeman/game/world"
)

// Every kind of hazard the world has is drawn and told: an obstacle kind
// has its look, and in every language each kind has the fail card's line
// for what it does (a hit; a cut when it cuts) and, when a lesson teaches
// it, the lesson's two lines. No look and no words outlive their kind.
func TestEveryKindHasItsLookAndWords(t *testing.T) {
	var names []string
	for _, k := range world.Hazards() {
		if k.Name == "" {
			continue
		}
		names = append(names, k.Name)
		if _, ok := lookMakers[k.Name]; k.Obstacle && !ok {
			t.Errorf("the world's %s has no look in the scene", k.Name)
		}
		for l := range lang.Count {
			w := l.Kind(k.Name)
			switch {
			case w.Hit == "":
				t.Errorf("%s: the fail card has no words for what the %s takes", l.Code(), k.Name)
			case k.Cuts && w.Cut == "":
				t.Errorf("%s: the fail card has no words for the %s cutting his rope", l.Code(), k.Name)
			case k.Lesson && (w.Lesson == "" || w.More == ""):
				t.Errorf("%s: the %s's lesson has no words", l.Code(), k.Name)
			}
		}
	}
	if len(names) < 9 {
		t.Fatalf("the world has %d kinds of hazard: %v", len(names), names)
	}
	for name := range lookMakers {
		if !slices.Contains(names, name) {
			t.Errorf("a look for %q, a kind the world does not have", name)
		}
	}
	for _, name := range lang.English.Kinds() {
		if !slices.Contains(names, name) {
			t.Errorf("words for %q, a kind the world does not have", name)
		}
	}
	var p props
	p.build()
	if got, want := len(p.obstacles), len(lookMakers); got != want || got < 6 {
		t.Errorf("the props draw %d obstacle kinds, of %d looks", got, want)
	}
}
