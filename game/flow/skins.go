package flow

import (
	"fmt"
	"strconv"

	"ropeman/game/save"
)

// Skin is one look the shop sells: the stripe he winds his yarn with and,
// for some, a hat. The game draws them by ID; the first is his own, free.
type Skin struct {
	ID, Name string
	Price    int  // coins; 0 with ByAd: a rewarded ad unlocks it
	ByAd     bool // unlocked by watching the skin_unlock ad
}

// shopSkins is the most skins the shop lays out (two columns, three
// rows); New refuses a longer Skins.
const shopSkins = 6

// Skins are the shop's skins, in its order.
var Skins = []Skin{
	{ID: "", Name: "CLASSIC"},
	{ID: "candy", Name: "CANDY", Price: 150},
	{ID: "night", Name: "NIGHT", Price: 300},
	{ID: "gold", Name: "GOLD", Price: 600},
	{ID: "crown", Name: "CROWN", Price: 1000},
	{ID: "party", Name: "PARTY", ByAd: true},
}

// checkSkins reports a skin list the shop cannot sell: too long for its
// buttons, or with an id a save would refuse.
func checkSkins() error {
	if len(Skins) > shopSkins {
		return fmt.Errorf("flow: %d skins, the shop lays out at most %d", len(Skins), shopSkins)
	}
	if len(Skins) == 0 || Skins[0].ID != "" {
		return fmt.Errorf("flow: the first skin must be his own, id \"\"")
	}
	for i, sk := range Skins[1:] {
		p := save.Progress{Level: 1, UserID: "x", Skins: []string{sk.ID}, Skin: sk.ID}
		if err := p.Validate(); err != nil {
			return fmt.Errorf("flow: skin %d (%s): %w", i+1, sk.Name, err)
		}
	}
	return nil
}

// skinLabels returns the skins' button texts, made once per session: for
// sale (with its price, or the ad), owned, and worn.
func skinLabels() [][3]string {
	l := make([][3]string, len(Skins))
	for i, sk := range Skins {
		sale := sk.Name + "  " + strconv.Itoa(sk.Price)
		if sk.ByAd {
			sale = sk.Name + "  FREE"
		}
		l[i] = [3]string{sale, sk.Name, sk.Name + "  ON"}
	}
	return l
}
