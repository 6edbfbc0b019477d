package game

import (
	"image/color"
	"ropeman/rope"

	"ropeman/camera"
	"ropeman/camera/geom"
)

// The game's look in one place: a bright pastel palette that reads well on
// a phone in daylight, and the light and fog every 3D face gets.
var (
	skyTop     = geom.RGB(96, 178, 255)
	skyHorizon = geom.RGB(255, 214, 236)
	skyLow     = geom.RGB(214, 170, 240)

	tileLight  = geom.RGB(252, 248, 255)
	tileDark   = geom.RGB(222, 208, 255)
	trackSide  = geom.RGB(142, 108, 222)
	trackCurb  = geom.RGB(255, 112, 166)
	runwayTile = geom.RGB(255, 226, 130)
	finishDark = geom.RGB(40, 36, 60)
	archPost   = geom.RGB(255, 196, 54)
	archBanner = geom.RGB(255, 84, 120)
	cloudWhite = geom.RGB(255, 255, 255)
	shadowTint = geom.Colour{R: 0.16, G: 0.08, B: 0.32, A: 0.35}

	yarnRed  = geom.RGB(238, 56, 92)
	yarnDark = geom.RGB(176, 30, 64)
	faceSkin = geom.RGB(255, 226, 206)

	// yarnTube is how the rope is drawn (its thickness comes from the
	// "trail" tuning table).
	yarnTube = rope.TubeParams{Sides: 6, Rings: 2, Yarn: yarnRed, Stripe: yarnDark, StripeTurns: 6}

	sceneLight = camera.Light{Dir: geom.V3(-0.45, -1, -0.55), Ambient: 0.58, Diffuse: 0.48}
	sceneFog   = camera.Fog{Colour: skyHorizon, Start: 38, End: 88}

	// HUD colours are color.Color values made once, so drawing converts
	// nothing per frame.
	hudText       color.Color = color.RGBA{255, 255, 255, 255}
	hudShade      color.Color = color.RGBA{60, 30, 90, 140}
	hudBarBack    color.Color = color.RGBA{255, 255, 255, 110}
	hudBarFill    color.Color = color.RGBA{255, 84, 140, 255}
	hudDim        color.Color = color.RGBA{20, 10, 40, 120}
	hudVeil       color.Color = color.RGBA{40, 20, 80, 60}
	hudNoticeBack color.Color = color.RGBA{60, 20, 40, 240}
	hudNoticeHint color.Color = color.RGBA{255, 210, 230, 255}
	hudAccent     color.Color = color.RGBA{255, 222, 90, 255}
	hudDebugText  color.Color = color.RGBA{20, 20, 20, 255}
	hudButton     color.Color = color.RGBA{120, 80, 210, 255}
	hudAdButton   color.Color = color.RGBA{40, 190, 90, 255}
	hudAdBack     color.Color = color.RGBA{20, 20, 30, 235}
)
