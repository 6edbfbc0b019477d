// Package palette holds the colours the game's scene and HUD share: each
// yarn colour, which the 3D scene winds into balls, gates and the rope and
// the HUD shows beside the yarn counter and flashes through a gate. It is
// for the game's own packages; it imports nothing of the engine.
package palette

import (
	"ropeman/camera/geom"
	"ropeman/game/world"
)

// Yarn are each yarn colour and its darker twist, by world.Colour.
var Yarn = [world.ColourCount][2]geom.Colour{
	{geom.RGB(238, 56, 92), geom.RGB(176, 30, 64)},   // red
	{geom.RGB(64, 126, 244), geom.RGB(32, 72, 176)},  // blue
	{geom.RGB(255, 204, 44), geom.RGB(206, 142, 20)}, // yellow
	{geom.RGB(58, 200, 104), geom.RGB(28, 136, 62)},  // green
}
