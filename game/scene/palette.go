package scene

import (
	"slices"

	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/world"
	"ropeman/rope"
)

// theme is a level's look: its sky (top, horizon, below) and its track.
type theme struct {
	skyTop, skyHorizon, skyLow                geom.Colour
	tileLight, tileDark, trackSide, trackCurb geom.Colour
}

// themeOf returns the colours of level l's theme (the first for a name the
// game does not know, which the level parser does not let through).
func themeOf(l *world.Level) *theme {
	i := max(0, slices.Index(world.ThemeNames, l.Theme))
	return &themes[min(i, len(themes)-1)]
}

// The game's look in one place: a bright pastel palette that reads well on
// a phone in daylight, and the light and fog every 3D face gets.
var (
	// themes are the levels' looks, by world.ThemeNames: candy (pink and
	// lilac under a blue sky), mint (teal and orange), sunset (peach and
	// plum under an evening sky).
	themes = [...]theme{
		{skyTop: geom.RGB(96, 178, 255), skyHorizon: geom.RGB(255, 214, 236), skyLow: geom.RGB(214, 170, 240),
			tileLight: geom.RGB(252, 248, 255), tileDark: geom.RGB(222, 208, 255), trackSide: geom.RGB(142, 108, 222), trackCurb: geom.RGB(255, 112, 166)},
		{skyTop: geom.RGB(60, 196, 210), skyHorizon: geom.RGB(224, 252, 236), skyLow: geom.RGB(150, 226, 206),
			tileLight: geom.RGB(248, 255, 252), tileDark: geom.RGB(196, 240, 224), trackSide: geom.RGB(34, 142, 140), trackCurb: geom.RGB(255, 150, 64)},
		{skyTop: geom.RGB(112, 84, 196), skyHorizon: geom.RGB(255, 206, 160), skyLow: geom.RGB(246, 150, 150),
			tileLight: geom.RGB(255, 248, 236), tileDark: geom.RGB(255, 222, 196), trackSide: geom.RGB(160, 64, 104), trackCurb: geom.RGB(255, 196, 60)},
	}

	runwayTile = geom.RGB(255, 226, 130)
	finishDark = geom.RGB(40, 36, 60)
	archPost   = geom.RGB(255, 196, 54)
	archBanner = geom.RGB(255, 84, 120)
	cloudWhite = geom.RGB(255, 255, 255)
	cloudShade = geom.RGB(246, 240, 255) // every other band of a puff
	shadowTint = geom.Colour{R: 0.16, G: 0.08, B: 0.32, A: 0.35}

	// yarnTube is how the rope is drawn (its colours are his, its
	// thickness comes from the "trail" tuning table).
	yarnTube = rope.TubeParams{Sides: 6, Rings: 1, StripeTurns: 6}

	// Hazards read at a glance on every pale track and never look like
	// yarn: dark gunmetal with a bright steel edge and warning orange
	// (no yarn colour, no theme's curb is near it), in stripes where a
	// hazard is long. TestHazardsNeverLookLikeYarn holds them apart.
	hazardDark   = geom.RGB(44, 46, 62)
	hazardEdge   = geom.RGB(236, 240, 248)
	hazardAccent = geom.RGB(255, 106, 0)
	sparkYellow  = geom.RGB(255, 236, 120)
	// Keys are gold, brighter than any yarn, with darker teeth.
	keyGold  = geom.RGB(255, 204, 40)
	keyShade = geom.RGB(200, 128, 16)
	slotDark = geom.RGB(70, 50, 120)
	// Jump pads and moving platforms: bright stripes, like nothing else
	// on the floor.
	padLight  = geom.RGB(120, 232, 255)
	padDark   = geom.RGB(60, 170, 250)
	frameWood = geom.RGB(128, 104, 92) // what holds a hazard: plain, not a hazard's colour
	gatePost  = geom.RGB(250, 250, 255)
	// Arithmetic gate panels: more yarn (+, x) blue, less (-, ÷) red.
	gateGood = geom.Colour{R: 0.25, G: 0.55, B: 1, A: 0.42}
	gateBad  = geom.Colour{R: 1, G: 0.25, B: 0.35, A: 0.42}
	// runwayZones colour the runway's x1..x5 zones, warmer further on.
	runwayZones = [world.RunwayZones]geom.Colour{
		geom.RGB(255, 236, 160), geom.RGB(255, 214, 120), geom.RGB(255, 186, 96), geom.RGB(255, 150, 90), geom.RGB(255, 110, 110),
	}

	sceneLight = camera.Light{Dir: geom.V3(-0.45, -1, -0.55), Ambient: 0.58, Diffuse: 0.48}
	sceneFog   = camera.Fog{Colour: themes[0].skyHorizon, Start: 38, End: 88}
)
