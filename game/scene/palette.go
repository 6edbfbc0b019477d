package scene

import (
	"slices"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// theme is a level's look: its sky (top, horizon, and the ground far
// below the track), its track, and its light (the sun's height and how
// much the shade keeps).
type theme struct {
	skyTop, skyHorizon, skyLow                mesh.Colour
	tileLight, tileDark, trackSide, trackCurb mesh.Colour
	light                                     camera.Light
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
	// themes are the levels' looks, by world.ThemeNames: candy (rose and
	// lilac under a blue sky), mint (teal and lavender), sunset (peach,
	// plum and rose under an evening sky, the sun low), lagoon (sand,
	// slate blue and coral at noon, the sun high), meadow (grass green and
	// lavender under a morning sun from the right), dusk (lavender and
	// indigo under a night-blue sky, the last light low and soft). A
	// track's sides and curbs keep out of the yarn's hues and the hazards'
	// orange under every colour vision (rose, lilac, plum, slate, coral
	// pastels): only yarn and gates wear the yarn colours, only hazards the
	// warning orange (TestTheTrackWearsNoYarnAndNoWarning).
	themes = [...]theme{
		{skyTop: mesh.RGB(96, 178, 255), skyHorizon: mesh.RGB(255, 214, 236), skyLow: mesh.RGB(214, 170, 240),
			tileLight: mesh.RGB(252, 248, 255), tileDark: mesh.RGB(222, 208, 255), trackSide: mesh.RGB(144, 120, 176), trackCurb: mesh.RGB(232, 128, 168),
			light: sceneLight},
		{skyTop: mesh.RGB(60, 196, 210), skyHorizon: mesh.RGB(224, 252, 236), skyLow: mesh.RGB(150, 226, 206),
			tileLight: mesh.RGB(248, 255, 252), tileDark: mesh.RGB(196, 240, 224), trackSide: mesh.RGB(34, 142, 140), trackCurb: mesh.RGB(190, 160, 230),
			light: sceneLight},
		{skyTop: mesh.RGB(112, 84, 196), skyHorizon: mesh.RGB(255, 206, 160), skyLow: mesh.RGB(246, 150, 150),
			tileLight: mesh.RGB(255, 248, 236), tileDark: mesh.RGB(255, 222, 196), trackSide: mesh.RGB(160, 64, 104), trackCurb: mesh.RGB(240, 150, 170),
			light: camera.Light{Dir: maths.V3(-0.8, -0.55, -0.6), Ambient: 0.56, Diffuse: 0.5}},
		{skyTop: mesh.RGB(36, 160, 236), skyHorizon: mesh.RGB(214, 246, 255), skyLow: mesh.RGB(110, 206, 226),
			tileLight: mesh.RGB(255, 250, 236), tileDark: mesh.RGB(246, 226, 188), trackSide: mesh.RGB(64, 120, 152), trackCurb: mesh.RGB(248, 168, 144),
			light: camera.Light{Dir: maths.V3(-0.2, -1, -0.3), Ambient: 0.62, Diffuse: 0.44}},
		{skyTop: mesh.RGB(118, 196, 255), skyHorizon: mesh.RGB(242, 255, 222), skyLow: mesh.RGB(164, 220, 140),
			tileLight: mesh.RGB(250, 255, 240), tileDark: mesh.RGB(214, 240, 186), trackSide: mesh.RGB(80, 152, 104), trackCurb: mesh.RGB(190, 160, 230),
			light: camera.Light{Dir: maths.V3(0.6, -0.9, -0.5), Ambient: 0.56, Diffuse: 0.5}},
		{skyTop: mesh.RGB(34, 36, 104), skyHorizon: mesh.RGB(206, 168, 232), skyLow: mesh.RGB(112, 92, 172),
			tileLight: mesh.RGB(244, 240, 255), tileDark: mesh.RGB(208, 200, 242), trackSide: mesh.RGB(56, 48, 112), trackCurb: mesh.RGB(120, 184, 208),
			light: camera.Light{Dir: maths.V3(-0.9, -0.45, -0.2), Ambient: 0.6, Diffuse: 0.42}},
	}

	runwayTile = mesh.RGB(255, 226, 130)
	finishDark = mesh.RGB(40, 36, 60)
	archPost   = mesh.RGB(255, 196, 54)
	archBanner = mesh.RGB(255, 84, 120)
	cloudWhite = mesh.RGB(255, 255, 255)
	cloudShade = mesh.RGB(246, 240, 255) // every other band of a puff
	shadowTint = mesh.Colour{R: 0.16, G: 0.08, B: 0.32, A: 0.35}

	// yarnTube is how the rope is drawn (its colours are his, its
	// thickness comes from the "trail" tuning table).
	yarnTube = mesh.TubeParams{Sides: 6, Rings: 1, StripeTurns: 6}

	// Hazards read at a glance on every pale track and never look like
	// yarn: dark gunmetal with a bright steel edge and warning orange
	// (no yarn colour, no theme's curb is near it), in stripes where a
	// hazard is long. TestHazardsNeverLookLikeYarn holds them apart.
	hazardDark   = mesh.RGB(44, 46, 62)
	hazardEdge   = mesh.RGB(236, 240, 248)
	hazardAccent = mesh.RGB(255, 106, 0)
	sparkYellow  = mesh.RGB(255, 236, 120)
	// Keys are gold, brighter than any yarn, with darker teeth.
	keyGold  = mesh.RGB(255, 204, 40)
	keyShade = mesh.RGB(200, 128, 16)
	slotDark = mesh.RGB(70, 50, 120)
	// Jump pads and moving platforms: bright stripes, like nothing else
	// on the floor.
	padLight  = mesh.RGB(120, 232, 255)
	padDark   = mesh.RGB(60, 170, 250)
	frameWood = mesh.RGB(128, 104, 92) // what holds a hazard: plain, not a hazard's colour
	gatePost  = mesh.RGB(250, 250, 255)
	// Arithmetic gate panels: more yarn (+, x) blue, less (-, ÷) red.
	gateGood = mesh.Colour{R: 0.25, G: 0.55, B: 1, A: 0.42}
	gateBad  = mesh.Colour{R: 1, G: 0.25, B: 0.35, A: 0.42}
	// runwayZones colour the runway's x1..x5 zones, warmer further on.
	runwayZones = [world.RunwayZones]mesh.Colour{
		mesh.RGB(255, 236, 160), mesh.RGB(255, 214, 120), mesh.RGB(255, 186, 96), mesh.RGB(255, 150, 90), mesh.RGB(255, 110, 110),
	}

	sceneLight = camera.Light{Dir: maths.V3(-0.45, -1, -0.55), Ambient: 0.58, Diffuse: 0.48}
	sceneFog   = camera.Fog{Colour: themes[0].skyHorizon, Start: 38, End: 88}
)
