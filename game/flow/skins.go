package flow

import (
	"fmt"
	"strconv"

	"ropeman/assets"
	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/save"
)

// shopPage is how many skins a page of the shop lays out (two columns,
// three rows); the arrows turn its pages. maxShopSkins is the most the
// shop sells (New refuses a longer Skins): what a save can hold.
const (
	shopPage     = 6
	maxShopSkins = 60
)

// checkSkins reports a skin list the shop cannot sell: too long for its
// buttons, with an id a save would refuse, or prices that are not one
// for each skin sold for coins.
func checkSkins(prices map[string]int) error {
	if len(economy.Skins) > maxShopSkins {
		return fmt.Errorf("flow: %d skins, the shop sells at most %d", len(economy.Skins), maxShopSkins)
	}
	if len(economy.Skins) == 0 || economy.Skins[0].ID != "" {
		return fmt.Errorf("flow: the first skin must be his own, id \"\"")
	}
	sold := 0
	for i, sk := range economy.Skins[1:] {
		p := save.Progress{Level: 1, Purse: save.Purse{Skins: []string{sk.ID}, Skin: sk.ID}, UserID: "x"}
		if err := p.Validate(); err != nil {
			return fmt.Errorf("flow: skin %d (%s): %w", i+1, sk.Name, err)
		}
		if _, priced := prices[sk.ID]; priced == sk.ByAd {
			return fmt.Errorf("%s: economy: skins: %q: a price for each skin sold for coins, none for the ad's", assets.TuningFile, sk.ID)
		}
		if !sk.ByAd {
			sold++
		}
	}
	if len(prices) != sold {
		return fmt.Errorf("%s: economy: skins: %d prices for %d skins sold for coins", assets.TuningFile, len(prices), sold)
	}
	return nil
}

// skinPrice returns what skin i costs (0: his own, or the ad's).
func (sh *shop) skinPrice(i int) int { return sh.tables.economy.Skins[economy.Skins[i].ID] }

// skinLabels returns the skins' button texts in language t, made when the
// language is chosen: for sale (with its price, or the ad, on a line of
// its own), owned, and worn.
func skinLabels(t lang.Tag, prices map[string]int) [][3]string {
	l := make([][3]string, len(economy.Skins))
	for i, sk := range economy.Skins {
		name := t.Skin(sk.ID, sk.Name)
		sale := name + "\n" + strconv.Itoa(prices[sk.ID])
		if sk.ByAd {
			sale = name + "\n" + t.Text(lang.Free)
		}
		l[i] = [3]string{sale, name, name + "\n" + t.Text(lang.Worn)}
	}
	return l
}
