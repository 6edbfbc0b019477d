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
// with a touch of pink, a bright blue, a warm yellow and a green leaning
// to jade, so that without colour vision of red, green or blue each pair
// still differs in lightness or in what hue is left, and none is as dark
// as the hazards' steel (the scene's tests hold every pair apart on
// rendered frames under simulated protanopia, deuteranopia and
// tritanopia, and each at least 20 L* lighter than a saw: a deep red, as
// it was, falls to a saw's darkness under protanopia).
var Yarn = [world.ColourCount][2]mesh.Colour{
	{mesh.RGB(255, 74, 100), mesh.RGB(216, 63, 85)},  // red
	{mesh.RGB(75, 100, 255), mesh.RGB(64, 85, 216)},  // blue
	{mesh.RGB(255, 214, 40), mesh.RGB(206, 150, 16)}, // yellow
	{mesh.RGB(70, 245, 215), mesh.RGB(30, 150, 124)}, // green
}

// ColourBlind are the yarn colours of colour-blind play and the ink of
// each one's pattern, by world.Colour: hues a red-green or a blue-yellow
// deficiency still tells apart, spread from dark to light so that what
// hue cannot carry, lightness does (the scene's tests hold every pair at
// least 10 apart, CIEDE2000, under simulated protanopia, deuteranopia and
// tritanopia). The dark colours carry their pattern in a pale ink and the
// light ones in a dark ink: the pattern shows either way, and no wound
// yarn is as dark as a saw.
var ColourBlind = [world.ColourCount][2]mesh.Colour{
	{mesh.RGB(170, 0, 40), mesh.RGB(222, 152, 168)},  // red: crimson
	{mesh.RGB(20, 70, 190), mesh.RGB(162, 182, 230)}, // blue: deep
	{mesh.RGB(255, 236, 70), mesh.RGB(120, 96, 0)},   // yellow: light
	{mesh.RGB(60, 230, 210), mesh.RGB(0, 90, 80)},    // green: bluish, light
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
