package flow

import (
	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/save"
)

// skinSlot returns skin i's button place: two columns, three rows.
func skinSlot(i int) Button {
	x0, y0 := float32(0.06)+float32(i%2)*0.46, float32(0.44)+float32(i/2)*0.12
	return Button{X0: x0, Y0: y0, X1: x0 + 0.42, Y1: y0 + 0.09}
}

// enterShop clears the word on short coins from the last visit and opens
// on the page of the skin he wears.
func (sh *shop) enterShop() {
	sh.shortUntil = 0
	sh.at, sh.asking = 0, -1
	for i := range economy.Skins {
		if economy.Skins[i].ID == sh.purse.Skin {
			sh.at = i / shopPage
		}
	}
}

// pick acts on a tap on skin i: wear it if he owns it; offer the ad for
// an ad skin; show a skin for coins on him, and buy it with enough coins:
// at once if it is cheap, at a second tap if it is dear (the first asks);
// with too few, the shop says the coins are short.
func (sh *shop) pick(i int) {
	if i < 0 || i >= len(economy.Skins) {
		return
	}
	sk := &economy.Skins[i]
	p := sh.purse
	asked := sh.asking == i
	sh.asking = -1
	switch {
	case p.Owns(sk.ID):
		p.Skin = sk.ID
	case sk.ByAd:
		if id, ok := sh.ads.manager.Show(ads.SkinUnlock); ok {
			sh.ads.pending, sh.pendingSkin = id, i
		}
		return
	case p.Coins < sh.skinPrice(i):
		sh.asking = i // on him, for a look
		sh.sayShort()
		return
	case sh.skinPrice(i) >= dearSkin && !asked:
		sh.asking = i
		sh.texts.askLabel = sh.texts.lang.Skin(sk.ID, sk.Name) + "\n" + sh.texts.lang.Count(lang.BuyAsk, sh.skinPrice(i))
		return
	default:
		sh.events.bought("skin-"+sk.ID, sh.skinPrice(i))
		p.Coins -= sh.skinPrice(i)
		p.Skins = append(p.Skins, sk.ID)
		p.Skin = sk.ID
	}
	sh.keep.persist()
}

// dearSkin is the price from which the shop asks once before it buys.
const dearSkin = 1000

// unlock gives him ad skin i (a rewarded ad was watched to the end), once.
func (sh *shop) unlock(i int) {
	if i < 0 || i >= len(economy.Skins) || !economy.Skins[i].ByAd || sh.purse.Owns(economy.Skins[i].ID) {
		return
	}
	sh.purse.Skins = append(sh.purse.Skins, economy.Skins[i].ID)
	sh.purse.Skin = economy.Skins[i].ID
	sh.keep.persist()
}

// short reports whether the shop or the upgrades should say the coins
// are short (for a second after a buy without them).
func (sh *shop) short() bool {
	return (sh.sc.scene == Shop || sh.sc.scene == Upgrades) && sh.sc.sceneTick < sh.shortUntil
}

// sayShort has the card say the coins are short, for a second.
func (sh *shop) sayShort() { sh.shortUntil = sh.sc.sceneTick + 60 }

// switches are the settings' switches, in their order: the action that
// flips each and its name.
var switches = [switchCount]struct {
	act  Action
	name lang.Msg
}{{ActSound, lang.Sound}, {ActMusic, lang.Music}, {ActHaptics, lang.Haptics}, {ActGhosts, lang.Ghosts}, {ActColourBlind, lang.ColourBlind}, {ActShake, lang.Shake}, {ActPlayData, lang.PlayData}}

// switchCount is how many switches the settings have (the language's
// button comes after them).
const switchCount = 7

// switchOf returns the setting switch k flips.
func switchOf(set *save.Settings, k int) *bool {
	return [switchCount]*bool{&set.Sound, &set.Music, &set.Haptics, &set.Ghosts, &set.ColourBlind, &set.Shake, &set.PlayData}[k]
}

// settingSlot returns row k's place: the switches, then the language,
// then DELETE MY DATA.
func settingSlot(k int) Button {
	y0 := float32(0.215) + float32(k)*0.06
	return Button{X0: 0.16, Y0: y0, X1: 0.84, Y1: y0 + 0.057}
}

func flagIndex(on bool) int {
	if on {
		return 1
	}
	return 0
}

// toggle flips switch k of the settings and saves.
func (s *settingsCard) toggle(k int) {
	if k < 0 || k >= switchCount {
		return
	}
	on := switchOf(&s.book.progress.Settings, k)
	*on = !*on
	s.book.persist()
}

// noteAffords notes whether his coins buy a skin or an upgrade (the
// title's SHOP and UPGRADES say so with a dot).
func (sh *shop) noteAffords() {
	p := sh.purse
	sh.affords = [2]bool{}
	for i := range economy.Skins {
		if price := sh.skinPrice(i); price > 0 && !p.Owns(economy.Skins[i].ID) && p.Coins >= price {
			sh.affords[0] = true
		}
	}
	for u := range economy.UpgradeCount {
		if r, n := sh.tables.economy.Upgrades.Row(u), p.Upgrades[u]; n < r.Levels && p.Coins >= r.Cost(n) {
			sh.affords[1] = true
		}
	}
}
