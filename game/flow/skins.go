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

// shopPage is how many skins a page of the shop lays out (two columns,
// three rows); the arrows turn its pages. maxShopSkins is the most the
// shop sells (New refuses a longer Skins): what a save can hold.
const (
	shopPage     = 6
	maxShopSkins = 60
)

// Skins are the shop's skins, in its order.
var Skins = []Skin{
	{ID: "", Name: "CLASSIC"},
	{ID: "candy", Name: "CANDY", Price: 150},
	{ID: "night", Name: "NIGHT", Price: 300},
	{ID: "gold", Name: "GOLD", Price: 600},
	{ID: "crown", Name: "CROWN", Price: 1000},
	{ID: "party", Name: "PARTY", ByAd: true},
	{ID: "mint", Name: "MINT", Price: 800},
	{ID: "coral", Name: "CORAL", Price: 1200},
	{ID: "zebra", Name: "ZEBRA", Price: 1500},
	{ID: "wizard", Name: "WIZARD", Price: 1800},
	{ID: "sky", Name: "SKY", Price: 2200},
	{ID: "lava", Name: "LAVA", Price: 2600},
	{ID: "jester", Name: "JESTER", Price: 3000},
	{ID: "frost", Name: "FROST", Price: 3500},
	{ID: "king", Name: "KING", Price: 4200},
	{ID: "neon", Name: "NEON", Price: 5000},
	{ID: "ember", Name: "EMBER", Price: 6000},
	{ID: "royal", Name: "ROYAL", Price: 7500},
	{ID: "disco", Name: "DISCO", Price: 9000},
	{ID: "legend", Name: "LEGEND", Price: 12000},
}

// checkSkins reports a skin list the shop cannot sell: too long for its
// buttons, or with an id a save would refuse.
func checkSkins() error {
	if len(Skins) > maxShopSkins {
		return fmt.Errorf("flow: %d skins, the shop sells at most %d", len(Skins), maxShopSkins)
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
