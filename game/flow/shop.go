package flow

import (
	"fmt"
	"strconv"

	"ropeman/ads"
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

// skinSlot returns skin i's button place: two columns, three rows.
func skinSlot(i int) Button {
	x0, y0 := float32(0.06)+float32(i%2)*0.46, float32(0.44)+float32(i/2)*0.12
	return Button{X0: x0, Y0: y0, X1: x0 + 0.42, Y1: y0 + 0.09}
}

// stepShop lays out a button per skin (bought, for sale or by an ad) and
// the ways back and to play, and takes a tap.
func (s *Session) stepShop(cmd Command) error {
	s.nButtons = 0
	for i := range Skins {
		sk := &Skins[i]
		label, ad := s.skinLabels[i][0], false
		switch {
		case s.progress.Skin == sk.ID:
			label = s.skinLabels[i][2]
		case s.progress.Owns(sk.ID):
			label = s.skinLabels[i][1]
		case sk.ByAd:
			if !s.ads.Ready(ads.SkinUnlock) {
				continue // offered only when an ad is ready
			}
			ad = true
		}
		b := place(skinSlot(i), ActSkin, label, ad)
		b.Index, b.On = i, s.progress.Skin == sk.ID
		s.addButton(b)
	}
	return s.wayOut(cmd)
}

// enterShop clears the word on short coins from the last visit.
func (s *Session) enterShop() { s.shortAt = 0 }

// pick acts on a tap on skin i: wear it if he owns it; buy it with
// exactly enough coins or more; offer the ad for an ad skin; else the shop
// says the coins are short.
func (s *Session) pick(i int) {
	if i < 0 || i >= len(Skins) {
		return
	}
	sk := &Skins[i]
	p := &s.progress
	switch {
	case p.Owns(sk.ID):
		p.Skin = sk.ID
	case sk.ByAd:
		if id, ok := s.ads.Show(ads.SkinUnlock); ok {
			s.pending, s.pendingSkin = id, i
		}
		return
	case p.Coins >= sk.Price:
		p.Coins -= sk.Price
		p.Skins = append(p.Skins, sk.ID)
		p.Skin = sk.ID
	default:
		s.shortAt = s.sceneTick
		return
	}
	s.persist()
}

// unlock gives him ad skin i (a rewarded ad was watched to the end), once.
func (s *Session) unlock(i int) {
	if i < 0 || i >= len(Skins) || !Skins[i].ByAd || s.progress.Owns(Skins[i].ID) {
		return
	}
	s.progress.Skins = append(s.progress.Skins, Skins[i].ID)
	s.progress.Skin = Skins[i].ID
	s.persist()
}

// Short reports whether the shop should say the coins are short (for a
// second after a buy without them).
func (s *Session) Short() bool {
	return s.scene == Shop && s.shortAt > 0 && s.sceneTick-s.shortAt < 60
}

// settingLabels are the switches' texts, on and off, made once.
var settingLabels = [3][2]string{{"SOUND: OFF", "SOUND: ON"}, {"MUSIC: OFF", "MUSIC: ON"}, {"HAPTICS: OFF", "HAPTICS: ON"}}

// settingSlot returns switch k's place.
func settingSlot(k int) Button {
	y0 := float32(0.36) + float32(k)*0.12
	return Button{X0: 0.16, Y0: y0, X1: 0.84, Y1: y0 + 0.09}
}

// stepSettings lays out the three switches and the ways back and to play.
func (s *Session) stepSettings(cmd Command) error {
	s.nButtons = 0
	set := &s.progress.Settings
	for k, on := range [3]bool{set.Sound, set.Music, set.Haptics} {
		b := place(settingSlot(k), ActSound+Action(k), settingLabels[k][flagIndex(on)], false)
		b.On = on
		s.addButton(b)
	}
	return s.wayOut(cmd)
}

func flagIndex(on bool) int {
	if on {
		return 1
	}
	return 0
}

// toggle flips a switch of the settings and saves.
func (s *Session) toggle(a Action) {
	set := &s.progress.Settings
	switch a {
	case ActSound:
		set.Sound = !set.Sound
	case ActMusic:
		set.Music = !set.Music
	case ActHaptics:
		set.Haptics = !set.Haptics
	}
	s.persist()
}

// wayOut adds the shop's and the settings' BACK and PLAY, and answers.
func (s *Session) wayOut(cmd Command) error {
	s.addButton(place(backSlot, ActBack, "BACK", false))
	s.addButton(place(playSlot, ActPlay, "PLAY", false))
	return s.answer(cmd, false)
}
