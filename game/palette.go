package game

import (
	"image/color"

	"ropeman/camera"
)

// The game's look in one place: a bright pastel palette that reads well on
// a phone in daylight, and the light and fog every 3D face gets.
var (
	skyTop     = camera.RGB(96, 178, 255)
	skyHorizon = camera.RGB(255, 214, 236)
	skyLow     = camera.RGB(214, 170, 240)

	tileLight  = camera.RGB(252, 248, 255)
	tileDark   = camera.RGB(222, 208, 255)
	trackSide  = camera.RGB(142, 108, 222)
	trackCurb  = camera.RGB(255, 112, 166)
	runwayTile = camera.RGB(255, 226, 130)
	finishDark = camera.RGB(40, 36, 60)
	archPost   = camera.RGB(255, 196, 54)
	archBanner = camera.RGB(255, 84, 120)
	cloudWhite = camera.RGB(255, 255, 255)
	shadowTint = camera.Colour{R: 0.16, G: 0.08, B: 0.32, A: 0.35}

	yarnRed  = camera.RGB(238, 56, 92)
	yarnDark = camera.RGB(176, 30, 64)
	faceSkin = camera.RGB(255, 226, 206)

	sceneLight = camera.Light{Dir: camera.V3(-0.45, -1, -0.55), Ambient: 0.58, Diffuse: 0.48}
	sceneFog   = camera.Fog{Colour: skyHorizon, Start: 38, End: 88}

	// HUD colours are color.Color values made once, so drawing converts
	// nothing per frame.
	hudText      color.Color = color.RGBA{255, 255, 255, 255}
	hudShade     color.Color = color.RGBA{60, 30, 90, 140}
	hudBarBack   color.Color = color.RGBA{255, 255, 255, 110}
	hudBarFill   color.Color = color.RGBA{255, 84, 140, 255}
	hudDim       color.Color = color.RGBA{20, 10, 40, 120}
	hudVeil      color.Color = color.RGBA{40, 20, 80, 60}
	hudAccent    color.Color = color.RGBA{255, 222, 90, 255}
	hudDebugText color.Color = color.RGBA{20, 20, 20, 255}
)
