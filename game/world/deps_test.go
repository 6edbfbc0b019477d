package world

import (
	"os/exec"
	"strings"
	"testing"
)

// TestSimulationImportsNoEbitengine pins the design rule that keeps the
// simulation deterministic and testable anywhere: the run, the runner, the
// rope and the ads' state machine never depend on the engine.
func TestSimulationImportsNoEbitengine(t *testing.T) {
	pkgs := []string{"ropeman/game/world", "ropeman/game/flow", "ropeman/game/scene", "ropeman/game/scene/palette", "ropeman/player", "ropeman/rope", "ropeman/ads", "ropeman/camera"}
	out, err := exec.Command("go", append([]string{"list", "-deps"}, pkgs...)...).Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.Contains(dep, "hajimehoshi/ebiten") {
			t.Errorf("%v depend on %s", pkgs, dep)
		}
	}
}

// The simulation's maths is its own package: the world, the runner and
// the rope use camera/maths, never the meshes or the renderer they are
// drawn with.
func TestSimulationUsesTheMathsNotTheDrawing(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "ropeman/game/world", "ropeman/player", "ropeman/rope").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if strings.HasPrefix(dep, "ropeman/camera") && dep != "ropeman/camera/maths" {
			t.Errorf("the simulation depends on %s", dep)
		}
	}
}
