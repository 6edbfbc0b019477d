package flow

import (
	"math"
	"testing"

	"ropeman/ads"
)

// The shipped economy pays as the design's table has it (assets/
// tuning.json "economy", worked out by hand here): a win of level 1 pays
// 150 coins and 2 a metre of yarn (metres to the tenth, the rate to the
// tenth of a coin, the sum to the nearest coin, as the win card shows
// them) times the finale's multiplier; each level on pays 2.5 % of that
// more, each income upgrade 6 %; a boss level pays one and a half times
// the level's coins, and the fight's multiplier multiplies those too.
func TestAWinPaysTheDesignsTable(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	for _, c := range []struct {
		level, income int
		boss          bool
		yarn          float32
		times         int
		want          int64
	}{
		{1, 0, false, 0, 1, 150},
		{1, 0, false, 10, 1, 170},
		{1, 0, false, 10, 5, 250},
		{1, 0, false, 10.2, 3, 211},  // 150 + 10.2 x 2.0 x 3 = 150 + 61.2
		{1, 0, false, 10.24, 3, 211}, // the yarn counts to the tenth: 10.2 m
		{5, 0, true, 12, 3, 823},     // 150 x 1.1 x 1.5 = 248, x 3 = 744; + 12.0 x 2.2 x 3 = 79.2
		{15, 0, true, 8, 1, 326},     // 150 x 1.35 x 1.5 = 304; + 8.0 x 2.7 = 21.6
		{15, 0, true, 8, 4, 1302},    // 304 x 4 = 1216; + 8.0 x 2.7 x 4 = 86.4
		{11, 2, false, 7.5, 2, 252},  // x 1.25 x 1.12 = x 1.4: 210 + 7.5 x 2.8 x 2
		{41, 0, false, 20, 10, 1100}, // x 2: 300 + 20 x 4 x 10
	} {
		got := s.tuning.economy.Pay(c.level, c.income, c.boss).Win(c.yarn, c.times)
		if got != c.want {
			t.Errorf("level %d, income %d, boss %v: %.1f m at x%d pays %d, want %d", c.level, c.income, c.boss, c.yarn, c.times, got, c.want)
		}
	}
}

// A won run pays what its card shows: level 1's 150 coins and 2 a metre
// of the yarn he crossed the line with, times where the needle stopped
// (the bot stops it on x2 or better). The multiplier left out of the pay
// fails this.
func TestAWonRunPaysItsYarnTimesTheMeter(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	win(t, s)
	yarn, times := s.run.world.YarnAtFinish(), s.run.world.Multiplier()
	if times < 2 || yarn < 1 {
		t.Fatalf("the bot won level 1 with %.1f m at x%d: want the meter stopped on x2 or better, with yarn", yarn, times)
	}
	want := int(math.Round(150 + float64(yarn)*2*float64(times)))
	if s.run.earned < want-1 || s.run.earned > want+1 || s.progress.Coins != s.run.earned {
		t.Errorf("%.2f m at x%d: paid %d (wallet %d), want 150 + %.2f x 2 x %d = %d", yarn, times, s.run.earned, s.progress.Coins, yarn, times, want)
	}
}

// Three keys open a chest room and two do not: NEXT after a win that
// leaves him holding two starts the next level's run, holding three goes
// to the room (the lesson tells a player "three open a chest room").
func TestThreeKeysOpenAChestRoomTwoDoNot(t *testing.T) {
	for _, held := range []int{2, 3} {
		s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
		s.progress.Keys = held
		win(t, s)
		if s.run.world.KeysTaken() != 0 {
			t.Fatalf("level 1 gave %d keys: the test needs a level without", s.run.world.KeysTaken())
		}
		tapButton(t, s, ActNext)
		if room := s.scene == Chests; room != (held >= 3) {
			t.Errorf("NEXT holding %d keys: scene %d, chest room %v; want it only from three", held, s.scene, room)
		}
		if held < 3 && (s.scene != Play || s.run.levelN != 2 || s.run.world.Tick != 0) {
			t.Errorf("NEXT after level 1: scene %d, level %d at tick %d; want level 2's run starting, no title card between", s.scene, s.run.levelN, s.run.world.Tick)
		}
	}
}

// The win card's sums add up: what the yarn and the multiplier paid and
// the level's coins make the win's pay, and after the x3 ad the pay is
// their sum three times (the card shows x3).
func TestTheWinCardAddsUp(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	until(t, s, "the ad to load", 60*5, false, func() bool { return s.ad.manager.Ready(ads.TripleCoins) })
	win(t, s)
	v := s.View()
	if v.YarnCoins <= 0 || v.LevelCoins <= 0 || v.YarnCoins+v.LevelCoins != v.Earned || v.Tripled != 0 {
		t.Fatalf("the win card: %d for the yarn + %d for the level, pay %d (tripled x%d); want the sum", v.YarnCoins, v.LevelCoins, v.Earned, v.Tripled)
	}
	sum := v.Earned
	tapButton(t, s, ActTriple)
	watchAd(t, s)
	s.Step(Command{})
	v = s.View()
	if v.Tripled != s.tuning.economy.AdMultiplier || v.Earned != sum*v.Tripled || v.YarnCoins+v.LevelCoins != sum {
		t.Errorf("after the ad: %d + %d, x%d, pay %d; want x%d of %d", v.YarnCoins, v.LevelCoins, v.Tripled, v.Earned, s.tuning.economy.AdMultiplier, sum)
	}
}
