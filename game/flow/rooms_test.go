package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/save"
)

// inRoom returns a session in the chest room holding keys keys.
func inRoom(t *testing.T, keys int) *Session {
	t.Helper()
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	s.progress.Keys = keys
	s.chests.ready(2, s.run.pay.Level)
	s.goTo(Chests)
	until(t, s, "the room to take input", inputGrace+2, false, func() bool { return s.sceneTick > inputGrace })
	return s
}

// A confirm (a key) opens the first closed chest, in order; a tap opens
// the chest tapped, the first one too; a closed chest takes the key it
// costs, an open one takes nothing.
func TestChestsOpenInTurnAndByTap(t *testing.T) {
	s := inRoom(t, 3)
	for want := range 2 {
		s.Step(Command{Confirm: true})
		s.Step(Command{})
		for i := range economy.ChestRoom {
			if s.chests.open[i] != (i <= want) {
				t.Fatalf("after %d confirms chest %d open %v, want the first %d open", want+1, i, s.chests.open[i], want+1)
			}
		}
	}
	s = inRoom(t, 2)
	tapAct(t, s, ActChest, 0)
	if !s.chests.open[0] || s.progress.Keys != 1 {
		t.Errorf("the first chest tapped: open %v, %d keys left; want it open and one key spent", s.chests.open[0], s.progress.Keys)
	}
	tapAct(t, s, ActChest, 0)
	if s.progress.Keys != 1 {
		t.Errorf("an open chest tapped again took a key: %d left", s.progress.Keys)
	}
}

// A claim when nothing is due (the day's reward taken, a second tap on
// CLAIM in the same tick) pays nothing and keeps the streak.
func TestASecondClaimTheSameDayPaysNothing(t *testing.T) {
	const day = 20000
	s, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}, Today: func() int { return day }})
	if err != nil {
		t.Fatal(err)
	}
	s.progress.Level = 2 // the calendar waits for his first won level
	s.calendar.claim()
	coins, daily := s.progress.Coins, s.progress.Daily
	if coins <= 0 || daily.Day != day || daily.Streak != 1 {
		t.Fatalf("the first claim: %d coins, %+v; want the day's coins and a streak of 1", coins, daily)
	}
	s.calendar.claim()
	if s.progress.Coins != coins || s.progress.Daily != daily {
		t.Errorf("a second claim the same day: %d coins (had %d), %+v (was %+v)", s.progress.Coins, coins, s.progress.Daily, daily)
	}
}

// The level of the day exists for the dates a save can hold: the first
// day and the last, not the day before or after.
func TestTheLevelOfTheDaysDates(t *testing.T) {
	for _, c := range []struct{ day, want int }{{0, 0}, {1, 1}, {save.MaxDay, save.MaxDay}, {save.MaxDay + 1, 0}} {
		s, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}, Today: func() int { return c.day }})
		if err != nil {
			t.Fatal(err)
		}
		if got := s.calendar.challengeToday(); got != c.want {
			t.Errorf("on day %d the level of the day is for day %d, want %d", c.day, got, c.want)
		}
	}
}

// The shop's arrows page both ways round: back from the first page is the
// last, on from the last the first.
func TestTheShopPagesBothWays(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	open(t, s, ActShop)
	pages := (len(economy.Skins) + shopPage - 1) / shopPage
	if pages < 2 {
		t.Fatalf("%d skins fill one page: the test needs two", len(economy.Skins))
	}
	tapAct(t, s, ActPage, -1)
	if s.shop.at != pages-1 {
		t.Fatalf("back from the first page: page %d, want the last (%d)", s.shop.at, pages-1)
	}
	tapAct(t, s, ActPage, 1)
	if s.shop.at != 0 {
		t.Errorf("on from the last page: page %d, want the first", s.shop.at)
	}
}
