package game

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The game's rooms keep to their doors (see each package's doc): the
// scene, the HUD and the audio never reach back into the glue or into
// each other, except the HUD drawing the scene's labels, and the flow
// and the simulation know nothing of the drawing.
func TestRoomsImportOnlyWhatTheyMay(t *testing.T) {
	forbidden := map[string][]string{
		"ropeman/game/scene": {"ropeman/game", "ropeman/game/hud", "ropeman/game/audio"},
		"ropeman/game/hud":   {"ropeman/game", "ropeman/game/audio"},
		"ropeman/game/audio": {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud", "ropeman/game/flow"},
		"ropeman/game/flow":  {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud", "ropeman/game/audio"},
		"ropeman/game/world": {"ropeman/game", "ropeman/game/scene", "ropeman/game/hud", "ropeman/game/audio", "ropeman/game/flow"},
	}
	for pkg, not := range forbidden {
		out, err := exec.Command("go", "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		for _, n := range not {
			if slices.Contains(deps, n) {
				t.Errorf("%s depends on %s", pkg, n)
			}
		}
	}
}
