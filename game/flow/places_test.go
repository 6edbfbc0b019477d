package flow

import (
	"fmt"
	"slices"
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/economy"
	"ropeman/game/rules"
)

// checkGrid fails unless the n places slot(0..n-1) lie on the screen,
// none over another, in reading order: left to right along a row of cols,
// then the next row under it.
func checkGrid(t *testing.T, what string, n, cols int, slot func(int) Button) {
	t.Helper()
	for i := range n {
		b := slot(i)
		if b.X0 < 0 || b.Y0 < 0 || b.X1 > 1 || b.Y1 > 1 || b.X1 <= b.X0 || b.Y1 <= b.Y0 {
			t.Errorf("%s %d spans (%.2f,%.2f)-(%.2f,%.2f): off the screen or empty", what, i, b.X0, b.Y0, b.X1, b.Y1)
		}
		if i == 0 {
			continue
		}
		p := slot(i - 1)
		beside := i%cols != 0 && b.X0 > p.X1 && b.Y0 == p.Y0
		under := i%cols == 0 && b.Y0 > p.Y1
		if !beside && !under {
			t.Errorf("%s %d at (%.2f,%.2f) is neither right of %d nor on the row under it", what, i, b.X0, b.Y0, i-1)
		}
		for j := range i {
			o := slot(j)
			if b.X0 < o.X1 && o.X0 < b.X1 && b.Y0 < o.Y1 && o.Y0 < b.Y1 {
				t.Errorf("%s %d and %d overlap", what, i, j)
			}
		}
	}
}

// The chests stand in three rows of three, a page of skins in three rows
// of two, the settings' rows one under another: on the screen, none over
// another, in reading order.
func TestPlacesStandInReadingOrder(t *testing.T) {
	checkGrid(t, "chest", economy.ChestRoom, 3, chestSlot)
	checkGrid(t, "skin", shopPage, 2, skinSlot)
	checkGrid(t, "setting", switchCount+1, 1, settingSlot)
	if continueSlot.Y0 <= chestSlot(economy.ChestRoom-1).Y1 {
		t.Errorf("CONTINUE at %.2f, over the last row of chests ending at %.2f", continueSlot.Y0, chestSlot(economy.ChestRoom-1).Y1)
	}
}

// The shop opens on the page of the skin he wears.
func TestTheShopOpensOnHisSkinsPage(t *testing.T) {
	for _, i := range []int{0, shopPage - 1, shopPage, 2*shopPage + 1, len(economy.Skins) - 1} {
		s, _ := newTestSession(t, ads.SimFlags{})
		s.progress.Skin = economy.Skins[i].ID
		open(t, s, ActShop)
		s.Step(Command{})
		if s.shop.at != i/shopPage || !slices.ContainsFunc(s.View().Buttons, func(b Button) bool { return b.Act == ActSkin && b.Index == i && b.On }) {
			t.Errorf("wearing skin %d (%s): the shop opens on page %d, want %d with it marked worn", i, economy.Skins[i].Name, s.shop.at, i/shopPage)
		}
	}
}

// The last shipped level is the shipped one, the one after it the first
// generated.
func TestTheLastShippedLevelIsShipped(t *testing.T) {
	n := len(assets.Levels())
	for _, c := range []struct {
		level     int
		generated bool
	}{{n, false}, {n + 1, true}} {
		name, _, err := rules.LevelFile(c.level)
		shipped, _, _ := assets.Level(min(c.level, n))
		if err != nil || (name == shipped) == c.generated {
			t.Errorf("level %d comes from %q (%v), want generated %v", c.level, name, err, c.generated)
		}
	}
}

// No notice shows until there is one.
func TestNoNoticeUntilThereIsOne(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	if text := s.View().Notice; text != "" {
		t.Errorf("a fresh session shows the notice %q", text)
	}
}

// The shop sells up to maxShopSkins skins: that many are taken, one more
// refused.
func TestTheShopsLimitIsExact(t *testing.T) {
	shipped := economy.Skins
	t.Cleanup(func() { economy.Skins = shipped })
	economy.Skins = slices.Clone(shipped)
	for i := len(economy.Skins); i < maxShopSkins; i++ {
		economy.Skins = append(economy.Skins, economy.Skin{ID: fmt.Sprintf("extra%d", i), Name: fmt.Sprintf("EXTRA %d", i), ByAd: true})
	}
	if _, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}}); err != nil {
		t.Errorf("%d skins: %v, want them sold", len(economy.Skins), err)
	}
}
