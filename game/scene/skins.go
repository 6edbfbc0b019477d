package scene

import (
	"ropeman/camera/geom"
)

// hat is what a skin wears on his head.
type hat uint8

const (
	noHat hat = iota
	crownHat
	partyHat
)

// skinLook is how a skin is drawn: the stripe wound through his yarn (his
// yarn's colour is the game's: it says which balls he may take), a hat,
// and what his rope looks like: its stripe (a trail) and the ball it ends
// in (a rope end).
type skinLook struct {
	id        string      // the skin's (flow.Skins)
	stripe    geom.Colour // zero: his yarn's own second tone
	hat       hat
	hatColour geom.Colour
	trail     geom.Colour // the rope's stripe; zero: his yarn's second tone
	end       geom.Colour // the ball his rope ends in; zero: his yarn
	endSize   float32     // that ball's radius in the rope's (0: the plain 2.2)
}

// skinLooks are the looks of flow.Skins, by id; the first is the classic.
var skinLooks = []skinLook{
	{id: ""},
	{id: "candy", stripe: geom.RGB(255, 255, 255)},
	{id: "night", stripe: geom.RGB(30, 30, 60)},
	{id: "gold", stripe: geom.RGB(255, 200, 40)},
	{id: "crown", hat: crownHat, hatColour: geom.RGB(255, 205, 50)},
	{id: "party", stripe: geom.RGB(255, 120, 220), hat: partyHat, hatColour: geom.RGB(90, 220, 255)},
	{id: "mint", stripe: geom.RGB(150, 255, 210)},
	{id: "coral", stripe: geom.RGB(255, 140, 110)},
	{id: "zebra", stripe: geom.RGB(20, 20, 24)},
	{id: "wizard", stripe: geom.RGB(120, 80, 220), hat: partyHat, hatColour: geom.RGB(70, 40, 160)},
	{id: "sky", stripe: geom.RGB(140, 210, 255)},
	{id: "lava", stripe: geom.RGB(255, 90, 20)},
	{id: "jester", stripe: geom.RGB(255, 230, 60), hat: partyHat, hatColour: geom.RGB(60, 200, 90)},
	{id: "frost", stripe: geom.RGB(230, 245, 255), hat: crownHat, hatColour: geom.RGB(190, 230, 255)},
	{id: "king", stripe: geom.RGB(150, 20, 40), hat: crownHat, hatColour: geom.RGB(255, 215, 70)},
	{id: "neon", stripe: geom.RGB(60, 255, 120)},
	{id: "ember", stripe: geom.RGB(60, 20, 10), hat: partyHat, hatColour: geom.RGB(255, 120, 30)},
	{id: "royal", stripe: geom.RGB(60, 60, 200), hat: crownHat, hatColour: geom.RGB(230, 230, 240)},
	{id: "disco", stripe: geom.RGB(255, 255, 255), hat: partyHat, hatColour: geom.RGB(255, 60, 200)},
	{id: "legend", stripe: geom.RGB(255, 215, 70), hat: crownHat, hatColour: geom.RGB(255, 255, 255)},
	{id: "pompom", end: geom.RGB(255, 110, 200), endSize: 4},
	{id: "comet", trail: geom.RGB(255, 250, 220), end: geom.RGB(255, 220, 80), endSize: 3.4},
	{id: "cane", stripe: geom.RGB(255, 255, 255), trail: geom.RGB(255, 255, 255), end: geom.RGB(230, 30, 50)},
	{id: "tassel", stripe: geom.RGB(255, 200, 40), trail: geom.RGB(255, 200, 40), end: geom.RGB(255, 200, 40), endSize: 3, hat: crownHat, hatColour: geom.RGB(255, 200, 40)},
}

// lookOf returns the look of the skin with id (one without a look of its
// own, the classic: a skin added to the shop before its look draws plain,
// never out of range).
func lookOf(id string) *skinLook {
	for i := range skinLooks {
		if skinLooks[i].id == id {
			return &skinLooks[i]
		}
	}
	return &skinLooks[0]
}

// addHat adds hat k on a head at head (centre) with up its direction.
func (f *figure) addHat(k hat, col geom.Colour, head, up geom.Vec3) {
	top := head.Add(up.Scale(headSize * 1.15))
	switch k {
	case crownHat: // a band and five points
		f.mesh.AddSphere(geom.Translate(top).Mul(along(up)).Mul(geom.ScaleXYZ(geom.V3(0.17, 0.05, 0.17))), 10, 3, col, col.Scale(0.8))
		for i := 0; i < 5; i++ {
			s, c := geom.Sincos(float64(i) * 2 * 3.14159265 / 5)
			p := top.Add(geom.V3(float32(c)*0.14, 0.07, float32(s)*0.14))
			f.mesh.AddSphere(geom.Translate(p).Mul(geom.Scale(0.035)), 5, 3, col, col)
		}
	case partyHat: // a striped cone, built as shrinking discs
		for i := 0; i < 6; i++ {
			u := float32(i) / 6
			p := top.Add(up.Scale(0.05 + u*0.3))
			r := 0.13 * (1 - u)
			band := col
			if i%2 == 1 {
				band = geom.RGB(255, 255, 255)
			}
			f.mesh.AddSphere(geom.Translate(p).Mul(along(up)).Mul(geom.ScaleXYZ(geom.V3(r, 0.05, r))), 8, 3, band, band)
		}
	}
}
