package scene

import (
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
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
	id        string      // the skin's (economy.Skins)
	stripe    mesh.Colour // zero: his yarn's own second tone
	hat       hat
	hatColour mesh.Colour
	trail     mesh.Colour // the rope's stripe; zero: his yarn's second tone
	end       mesh.Colour // the ball his rope ends in; zero: his yarn
	endSize   float32     // that ball's radius in the rope's (0: the plain 2.2)
}

// skinLooks are the looks of economy.Skins, by id; the first is the classic.
var skinLooks = []skinLook{
	{id: ""},
	{id: "candy", stripe: mesh.RGB(255, 255, 255)},
	{id: "night", stripe: mesh.RGB(30, 30, 60)},
	{id: "gold", stripe: mesh.RGB(255, 200, 40)},
	{id: "crown", hat: crownHat, hatColour: mesh.RGB(255, 205, 50)},
	{id: "party", stripe: mesh.RGB(255, 120, 220), hat: partyHat, hatColour: mesh.RGB(90, 220, 255)},
	{id: "mint", stripe: mesh.RGB(150, 255, 210)},
	{id: "coral", stripe: mesh.RGB(255, 140, 110)},
	{id: "zebra", stripe: mesh.RGB(20, 20, 24)},
	{id: "wizard", stripe: mesh.RGB(120, 80, 220), hat: partyHat, hatColour: mesh.RGB(70, 40, 160)},
	{id: "sky", stripe: mesh.RGB(140, 210, 255)},
	{id: "lava", stripe: mesh.RGB(255, 90, 20)},
	{id: "jester", stripe: mesh.RGB(255, 230, 60), hat: partyHat, hatColour: mesh.RGB(60, 200, 90)},
	{id: "frost", stripe: mesh.RGB(230, 245, 255), hat: crownHat, hatColour: mesh.RGB(190, 230, 255)},
	{id: "king", stripe: mesh.RGB(150, 20, 40), hat: crownHat, hatColour: mesh.RGB(255, 215, 70)},
	{id: "neon", stripe: mesh.RGB(60, 255, 120)},
	{id: "ember", stripe: mesh.RGB(60, 20, 10), hat: partyHat, hatColour: mesh.RGB(255, 120, 30)},
	{id: "royal", stripe: mesh.RGB(60, 60, 200), hat: crownHat, hatColour: mesh.RGB(230, 230, 240)},
	{id: "disco", stripe: mesh.RGB(255, 255, 255), hat: partyHat, hatColour: mesh.RGB(255, 60, 200)},
	{id: "legend", stripe: mesh.RGB(255, 215, 70), hat: crownHat, hatColour: mesh.RGB(255, 255, 255)},
	{id: "pompom", end: mesh.RGB(255, 110, 200), endSize: 4},
	{id: "comet", trail: mesh.RGB(255, 250, 220), end: mesh.RGB(255, 220, 80), endSize: 3.4},
	{id: "cane", stripe: mesh.RGB(255, 255, 255), trail: mesh.RGB(255, 255, 255), end: mesh.RGB(230, 30, 50)},
	{id: "tassel", stripe: mesh.RGB(255, 200, 40), trail: mesh.RGB(255, 200, 40), end: mesh.RGB(255, 200, 40), endSize: 3, hat: crownHat, hatColour: mesh.RGB(255, 200, 40)},
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
func (f *figure) addHat(k hat, col mesh.Colour, head, up maths.Vec3) {
	top := head.Add(up.Scale(headSize * 1.15))
	switch k {
	case crownHat: // a band and five points
		f.mesh.AddSphere(maths.Translate(top).Mul(along(up)).Mul(maths.ScaleXYZ(maths.V3(0.17, 0.05, 0.17))), 10, 3, col, col.Scale(0.8))
		for i := 0; i < 5; i++ {
			s, c := maths.Sincos(float64(i) * 2 * 3.14159265 / 5)
			p := top.Add(maths.V3(float32(c)*0.14, 0.07, float32(s)*0.14))
			f.mesh.AddSphere(maths.Translate(p).Mul(maths.Scale(0.035)), 5, 3, col, col)
		}
	case partyHat: // a striped cone, built as shrinking discs
		for i := 0; i < 6; i++ {
			u := float32(i) / 6
			p := top.Add(up.Scale(0.05 + u*0.3))
			r := 0.13 * (1 - u)
			band := col
			if i%2 == 1 {
				band = mesh.RGB(255, 255, 255)
			}
			f.mesh.AddSphere(maths.Translate(p).Mul(along(up)).Mul(maths.ScaleXYZ(maths.V3(r, 0.05, r))), 8, 3, band, band)
		}
	}
}
