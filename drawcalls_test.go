package main

import (
	"os/exec"
	"strings"
	"testing"

	"ropeman/game/needs"
)

// TestAFrameIsAFewDrawCalls runs the real game built with Ebitengine's
// debug tag, which logs each frame's graphics commands, on the title, the
// shop, the settings and in play: the HUD is one draw command whatever it
// shows (its veils, pills, discs and every text's outline and fill come
// from one atlas in one batch), and a whole frame five: the sky's clear,
// the 3D stage, the HUD, and Ebitengine's two onto the screen. (A bare
// Ebitengine program that fills the screen costs three.) Each command
// costs the GL path allocations, so these are what a tick allocates too.
func TestAFrameIsAFewDrawCalls(t *testing.T) {
	needs.Short(t, "runs the game")
	display(t)
	bin := buildGame(t, "-tags", "ebitenginedebug")
	for _, c := range []struct {
		name string
		args []string
	}{
		{"title", []string{"-frames", "40"}},
		{"shop", []string{"-screen", "shop", "-frames", "40"}},
		{"settings", []string{"-screen", "settings", "-privacy-region", "-frames", "40"}},
		{"play", []string{"-autoplay", "-level", "5", "-frames", "300"}},
	} {
		args := append([]string{"-data", t.TempDir(), "-mute", "-width", "360", "-height", "780"}, c.args...)
		frames := commandsPerFrame(string(runGame(t, exec.Command(bin, args...))))
		if len(frames) < 20 {
			t.Fatalf("%s: %d frames' commands logged, want the run's", c.name, len(frames))
		}
		for i, f := range frames[len(frames)-11 : len(frames)-1] { // the last is cut short by the exit
			if f.hud > 1 || f.all > 5 {
				t.Errorf("%s, frame %d from the end: %d draw commands, %d of them the HUD's; want at most 5 and 1", c.name, 11-i, f.all, f.hud)
			}
		}
	}
}

// frameCommands counts one frame's draw commands, all and the HUD's.
type frameCommands struct{ all, hud int }

// commandsPerFrame reads Ebitengine's debug log: a "Graphics commands:"
// line starts each frame, a "draw-triangles" line is a command, and the
// "first-caller" line under it names the code that queued it.
func commandsPerFrame(log string) []frameCommands {
	var frames []frameCommands
	lastWasDraw := false
	for _, line := range strings.Split(log, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "Graphics commands:":
			frames = append(frames, frameCommands{})
		case len(frames) == 0:
		case strings.HasPrefix(line, "draw-triangles:"):
			frames[len(frames)-1].all++
			lastWasDraw = true
			continue
		case lastWasDraw && strings.HasPrefix(line, "first-caller:") && strings.Contains(line, "/game/hud/"):
			frames[len(frames)-1].hud++
		}
		lastWasDraw = false
	}
	return frames
}
