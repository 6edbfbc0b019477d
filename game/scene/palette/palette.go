// Package palette holds the colours the game's scene and HUD share: each
// yarn colour, which the 3D scene winds into balls, gates and the rope and
// the HUD shows beside the yarn counter and flashes through a gate, in
// normal play and in colour-blind play. It is for the game's own
// packages; it imports nothing of the engine.
package palette

import (
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// Yarn are each yarn colour and its darker twist, by world.Colour: a red
// with a touch of pink, a clear blue, a warm yellow and a green leaning to
// jade, so that without colour vision of red, green or blue each pair
// still differs in lightness or in what hue is left (the scene's tests
// hold every pair apart on rendered frames under simulated protanopia,
// deuteranopia and tritanopia, and each apart from the hazards' steel).
var Yarn = [world.ColourCount][2]mesh.Colour{
	{mesh.RGB(230, 40, 70), mesh.RGB(160, 20, 48)},   // red
	{mesh.RGB(36, 96, 232), mesh.RGB(20, 56, 160)},   // blue
	{mesh.RGB(255, 214, 40), mesh.RGB(206, 150, 16)}, // yellow
	{mesh.RGB(70, 224, 190), mesh.RGB(30, 150, 124)}, // green
}

// ColourBlind are the yarn colours of colour-blind play and the ink of
// each one's pattern, by world.Colour: hues a red-green or a blue-yellow
// deficiency still tells apart, spread from dark to light so that what
// hue cannot carry, lightness does (the scene's tests hold every pair at
// least 10 apart, CIEDE2000, under simulated protanopia, deuteranopia and
// tritanopia).
var ColourBlind = [world.ColourCount][2]mesh.Colour{
	{mesh.RGB(190, 20, 60), mesh.RGB(90, 0, 20)},   // red: crimson
	{mesh.RGB(20, 70, 190), mesh.RGB(6, 20, 72)},   // blue: deep
	{mesh.RGB(255, 236, 70), mesh.RGB(120, 96, 0)}, // yellow: light
	{mesh.RGB(80, 214, 200), mesh.RGB(0, 90, 80)},  // green: bluish, light
}

// Patterns are each yarn colour's sign in colour-blind play, by
// world.Colour: red is banded, blue striped, yellow chequered, green
// spiralled, on balls, gates, the rope and him.
var Patterns = [world.ColourCount]mesh.Pattern{mesh.Bands, mesh.Stripes, mesh.Checks, mesh.Spiral}

// Look is how a yarn colour is drawn: its colour, its second colour and
// the pattern the second is laid in.
type Look struct {
	Colour, Ink mesh.Colour
	Pattern     mesh.Pattern
}

// Of returns yarn colour c's look, in colour-blind play or not (wound
// yarn's bands in its darker twist).
func Of(c world.Colour, colourBlind bool) Look {
	if colourBlind {
		return Look{ColourBlind[c][0], ColourBlind[c][1], Patterns[c]}
	}
	return Look{Yarn[c][0], Yarn[c][1], mesh.Bands}
}
