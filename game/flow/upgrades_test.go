package flow

import (
	"os"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/save"
)

// The shipped upgrades cost more each level by their growth (whole
// coins), are bought with exactly enough coins and never with one fewer,
// stop at their last level, and change the runs that follow: more yarn
// at the start, a higher cap, more coins for the same yarn.
func TestUpgradesCostMoreEachLevelAndChangeTheRun(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	base := s.world.Yarn()
	baseCap, basePay := s.rules.Yarn.MaxMetres, s.pay
	for u := range upgradeCount {
		r := s.economy.Upgrades.row(u)
		for n := 1; n < r.Levels; n++ {
			// Each is rounded: the one before by up to half a coin.
			if got, want := float64(r.Cost(n)), float64(r.Cost(n-1))*float64(r.Growth); got < want-float64(r.Growth) || got > want+float64(r.Growth) {
				t.Errorf("%s level %d costs %v, want %v (the level before times %v)", upgradeNames[u], n+1, got, want, r.Growth)
			}
		}
	}
	s.goTo(Upgrades)
	r := s.economy.Upgrades.row(StartYarn)
	s.progress.Coins = r.Cost(0) - 1
	s.buy(int(StartYarn))
	if s.progress.Upgrades[StartYarn] != 0 || !s.Short() {
		t.Fatalf("one coin short: level %d, short %v", s.progress.Upgrades[StartYarn], s.Short())
	}
	for n := 0; n < r.Levels+2; n++ {
		s.progress.Coins = r.Cost(n)
		s.buy(int(StartYarn))
	}
	if s.progress.Upgrades[StartYarn] != r.Levels || s.progress.Coins != r.Cost(r.Levels+1) { // the last two offers were not taken
		t.Errorf("after buying past the last level: level %d (of %d), %d coins left", s.progress.Upgrades[StartYarn], r.Levels, s.progress.Coins)
	}
	s.progress.Upgrades = [save.UpgradeKinds]int{2, 3, 4}
	s.startRun(s.world.Level)
	if got, want := s.world.Yarn(), base+2*s.economy.Upgrades.StartYarn.Step; abs(got-want) > 0.11 { // the rope keeps whole segments
		t.Errorf("start yarn %v with two levels, want %v", got, want)
	}
	if got := s.world.YarnTuning.MaxMetres; abs(got-(baseCap+3*s.economy.Upgrades.YarnCap.Step)) > 1e-4 {
		t.Errorf("yarn cap %v with three levels, want %v", got, baseCap+3*s.economy.Upgrades.YarnCap.Step)
	}
	k := 1 + 4*s.economy.Upgrades.Income.Step
	if got := s.pay; abs(got.PerMetre-basePay.PerMetre*k) > 1e-3 || abs(got.Level-basePay.Level*k) > 1e-3 {
		t.Errorf("a win pays %+v with four income levels, want %+v times %v", got, basePay, k)
	}
}

// A run played with upgrades records them, and its replay (on progress
// of its own, with none bought) plays with them to the same hash.
func TestARunWithUpgradesReplays(t *testing.T) {
	dir := t.TempDir()
	st, p, _ := save.Open(dir)
	p.Upgrades = [save.UpgradeKinds]int{3, 2, 1}
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
	cap := r.rules.Yarn.MaxMetres + 2*r.economy.Upgrades.YarnCap.Step
	if !strings.Contains(said, "matches the recording") || r.progress.Upgrades != ([save.UpgradeKinds]int{}) || r.world.YarnTuning.MaxMetres != cap {
		t.Errorf("the replay: its own upgrades %v, its cap %v m (want the recording's %v); log:\n%s", r.progress.Upgrades, r.world.YarnTuning.MaxMetres, cap, said)
	}
}
