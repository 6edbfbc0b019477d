package hud

import (
	"image/color"

	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

var (
	// HUD colours are color.Color values made once, so drawing converts
	// nothing per frame.
	hudText       color.Color = color.RGBA{255, 255, 255, 255}
	hudShade      color.Color = color.RGBA{44, 20, 70, 255} // the texts' outline
	hudGaugeBack  color.Color = color.RGBA{255, 255, 255, 110}
	hudGaugeFill  color.Color = color.RGBA{255, 84, 140, 255}
	hudDim        color.Color = color.RGBA{20, 10, 40, 165} // a card over the scene
	hudVeil       color.Color = color.RGBA{40, 20, 80, 60}
	hudNoticeBack color.Color = color.RGBA{60, 20, 40, 240}
	hudNoticeHint color.Color = color.RGBA{255, 210, 230, 255}
	hudAccent     color.Color = color.RGBA{255, 222, 90, 255}
	hudGood       color.Color = color.RGBA{120, 255, 150, 255}
	hudBad        color.Color = color.RGBA{255, 122, 136, 255}
	// hudYarn are the yarn colours as the HUD draws them, by colour-blind
	// play (1) or not (0) and world.Colour.
	hudYarn                  = yarnColours()
	hudDebugText color.Color = color.RGBA{20, 20, 20, 255}
	hudButton    color.Color = color.RGBA{120, 80, 210, 255}
	hudAdButton  color.Color = color.RGBA{40, 190, 90, 255}
	hudOnButton  color.Color = color.RGBA{230, 120, 190, 255}
	// A skin he cannot afford: a grey pill, its label muted.
	hudShortButton color.Color = color.RGBA{118, 112, 132, 255}
	hudShortText   color.Color = color.RGBA{214, 210, 222, 255}
	hudHintTrail   color.Color = color.RGBA{255, 255, 255, 70}
	hudAdBack      color.Color = color.RGBA{20, 20, 30, 235}
	// The chest room's chests: wood, a darker lid, a gold band; open, a
	// dark inside the coins stand out on.
	hudChestWood   color.Color = color.RGBA{150, 86, 40, 255}
	hudChestLid    color.Color = color.RGBA{110, 60, 28, 255}
	hudChestBand   color.Color = color.RGBA{230, 170, 40, 255}
	hudChestInside color.Color = color.RGBA{60, 30, 20, 255}
)

// yarnColours returns the yarn colours as the HUD draws them, by
// colour-blind play (1) or not (0) and world.Colour.
func yarnColours() (all [2][world.ColourCount]color.Color) {
	for blind := range all {
		for c := range all[blind] {
			all[blind][c] = rgba(palette.Of(world.Colour(c), blind == 1).Colour)
		}
	}
	return all
}

// rgba converts a 3D colour to the HUD's kind.
func rgba(c mesh.Colour) color.RGBA {
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), uint8(c.A*255 + 0.5)}
}
