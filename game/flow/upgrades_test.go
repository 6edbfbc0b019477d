package flow

import (
	"os"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/save"
)

// The shipped upgrades cost more each level by their growth (whole
// coins), are bought with exactly enough coins and never with one fewer,
// stop at their last level, and change the runs that follow: more yarn
// at the start, a higher cap, more coins for the same yarn.
func TestUpgradesCostMoreEachLevelAndChangeTheRun(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	base := s.run.world.Yarn()
	baseCap, basePay := s.tuning.run.Rules.Yarn.MaxMetres, s.run.pay
	for u := range economy.UpgradeCount {
		r := s.tuning.economy.Upgrades.Row(u)
		for n := 1; n < r.Levels; n++ {
			// Each is rounded: the one before by up to half a coin.
			if got, want := float64(r.Cost(n)), float64(r.Cost(n-1))*float64(r.Growth); got < want-float64(r.Growth) || got > want+float64(r.Growth) {
				t.Errorf("%s level %d costs %v, want %v (the level before times %v)", u.String(), n+1, got, want, r.Growth)
			}
		}
	}
	s.goTo(Upgrades)
	r := s.tuning.economy.Upgrades.Row(economy.StartYarn)
	s.progress.Coins = r.Cost(0) - 1
	s.shop.buy(int(economy.StartYarn))
	if s.progress.Upgrades[economy.StartYarn] != 0 || !s.shop.short() {
		t.Fatalf("one coin short: level %d, short %v", s.progress.Upgrades[economy.StartYarn], s.shop.short())
	}
	for n := 0; n < r.Levels+2; n++ {
		s.progress.Coins = r.Cost(n)
		s.shop.buy(int(economy.StartYarn))
	}
	if s.progress.Upgrades[economy.StartYarn] != r.Levels || s.progress.Coins != r.Cost(r.Levels+1) { // the last two offers were not taken
		t.Errorf("after buying past the last level: level %d (of %d), %d coins left", s.progress.Upgrades[economy.StartYarn], r.Levels, s.progress.Coins)
	}
	s.progress.Upgrades = [economy.UpgradeKinds]int{2, 3, 4}
	s.run.startRun(s.run.world.Level)
	if got, want := s.run.world.Yarn(), base+2*s.tuning.economy.Upgrades.StartYarn.Step; abs(got-want) > 0.11 { // the rope keeps whole segments
		t.Errorf("start yarn %v with two levels, want %v", got, want)
	}
	if got := s.run.world.YarnTuning.MaxMetres; abs(got-(baseCap+3*s.tuning.economy.Upgrades.YarnCap.Step)) > 1e-4 {
		t.Errorf("yarn cap %v with three levels, want %v", got, baseCap+3*s.tuning.economy.Upgrades.YarnCap.Step)
	}
	k := 1 + 4*s.tuning.economy.Upgrades.Income.Step
	if got := s.run.pay; abs(got.PerMetre-basePay.PerMetre*k) > 1e-3 || abs(got.Level-basePay.Level*k) > 1e-3 {
		t.Errorf("a win pays %+v with four income levels, want %+v times %v", got, basePay, k)
	}
}

// A run played with upgrades records them, and its replay (on progress
// of its own, with none bought) plays with them to the same hash.
func TestARunWithUpgradesReplays(t *testing.T) {
	dir := t.TempDir()
	st, p, _ := save.Open(dir)
	p.Upgrades = [economy.UpgradeKinds]int{3, 2, 1}
	p.Settings.Jumped = true
	st.Save(p)
	st.Flush()
	file := dir + "/run.json"
	s, err := New(Config{Level: 2, Seed: 4, DataDir: dir, Ads: &ads.Simulated{}, Record: file, Autoplay: true, Open: Play})
	if err != nil {
		t.Fatal(err)
	}
	until(t, s, "the finish", 60*90, false, func() bool { return s.scene == Result })
	s.Flush()
	data, _ := os.ReadFile(file)
	if !strings.Contains(string(data), `"upgrades": [`) {
		t.Fatalf("the recording does not name the upgrades:\n%s", data)
	}
	r, said := replayOf(t, file, "")
	cap := r.tuning.run.Rules.Yarn.MaxMetres + 2*r.tuning.economy.Upgrades.YarnCap.Step
	if !strings.Contains(said, "matches the recording") || r.progress.Upgrades != ([economy.UpgradeKinds]int{}) || r.run.world.YarnTuning.MaxMetres != cap {
		t.Errorf("the replay: its own upgrades %v, its cap %v m (want the recording's %v); log:\n%s", r.progress.Upgrades, r.run.world.YarnTuning.MaxMetres, cap, said)
	}
}

// The upgrades card says what each upgrade gives now and what its next
// level gives, and the button carries its price, as the design's table
// has it (assets/tuning.json "economy.upgrades", "yarn"): from nothing
// bought, 3.0 → 3.5 m of start yarn for 100, a 20 → 22 m cap for 140, 0 →
// 6 % more income for 120; two levels bought, 4.0 → 4.5 m for 169 (100 x
// 1.3², rounded), 24 → 26 m for 358 (140 x 1.6²), 12 → 18 % for 203; all
// bought, what he has and MAX, no price.
func TestTheUpgradesCardSaysWhatTheNextLevelGives(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.goTo(Upgrades)
	for _, c := range []struct {
		bought [3]int
		want   [3]string
		price  [3]int
	}{
		{[3]int{0, 0, 0}, [3]string{"START YARN\n3.0 m → 3.5 m", "YARN CAP\n20.0 m → 22.0 m", "INCOME\n+0% → +6%"}, [3]int{100, 140, 120}},
		{[3]int{2, 2, 2}, [3]string{"START YARN\n4.0 m → 4.5 m", "YARN CAP\n24.0 m → 26.0 m", "INCOME\n+12% → +18%"}, [3]int{169, 358, 203}},
		{[3]int{15, 5, 15}, [3]string{"START YARN\n10.5 m  MAX", "YARN CAP\n30.0 m  MAX", "INCOME\n+90%  MAX"}, [3]int{}},
	} {
		s.progress.Upgrades = save.UpgradeLevels(c.bought)
		s.shop.upgradeLabels()
		s.Step(Command{})
		var price [3]int
		for i, b := range s.View().Buttons[:3] {
			price[i] = b.Price
		}
		if s.words.upgradeText != c.want || price != c.price {
			t.Errorf("%v levels bought: the card says %q, prices %v; want %q, %v", c.bought, s.words.upgradeText, price, c.want, c.price)
		}
	}
}
