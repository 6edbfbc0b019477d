package flow

import (
	"strings"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/rules"
)

// winAndNext plays the level to a win with the bot and taps NEXT; it
// returns whether an interstitial came up.
func winAndNext(t *testing.T, s *Session) bool {
	t.Helper()
	if s.scene == Title {
		tapCard(t, s, Command{Tap: true}) // title -> play
	}
	until(t, s, "the win", 60*90, true, func() bool { return s.scene == Result })
	coins := s.progress.Coins
	tapButton(t, s, ActNext)
	p, showing := s.ad.sim.ShowingFor()
	if !showing {
		return false
	}
	if p != ads.Interstitial || !s.ad.manager.Showing() {
		t.Fatalf("NEXT showed %v (manager showing %v), want the interstitial, pausing the game", p, s.ad.manager.Showing())
	}
	level := s.run.levelN
	watchAd(t, s)
	if s.progress.Coins != coins || s.run.levelN != level || s.scene != Play {
		t.Errorf("after the interstitial: %d coins (had %d), level %d (was %d), scene %d; want nothing paid and the next level in play",
			s.progress.Coins, coins, s.run.levelN, level, s.scene)
	}
	return true
}

// As shipped, no interstitial ever shows; a publisher who turns it on in
// assets/tuning.json gets one as the player leaves a won level, then none
// within the gap (nor right after a rewarded ad).
func TestInterstitialOnlyWhenThePublisherTurnsItOn(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	if s.tuning.adSettings.Interstitial {
		t.Fatal("assets/tuning.json ships with interstitials on")
	}
	for i := 0; i < 2; i++ {
		if winAndNext(t, s) {
			t.Fatalf("level %d: an interstitial showed with the setting off", i+1)
		}
	}

	on, _ := newTestSession(t, ads.SimFlags{})
	on.tuning.adSettings.Interstitial = true
	on.ad.manager = ads.NewManager(on.ad.sim, adsConfig(on.tuning.adSettings, on.progress.UserID, on.log))
	until(t, on, "the interstitial to load", 60*5, false, func() bool { return on.ad.manager.Ready(ads.Interstitial) })
	if !winAndNext(t, on) {
		t.Fatal("level 1: no interstitial at NEXT with the setting on")
	}
	if winAndNext(t, on) {
		t.Errorf("level 2: an interstitial within %v s of the last one", on.tuning.adSettings.GapSeconds)
	}
}

// The late-reward grace is the publisher's setting ("lateRewardSeconds"
// in the ads table), not the manager's default: the shipped value and
// another both reach the manager's configuration.
func TestLateRewardGraceIsThePublishers(t *testing.T) {
	var a economy.AdSettings
	if err := rules.LoadTuning(map[string]rules.Validator{"ads": &a}); err != nil {
		t.Fatal(err)
	}
	for _, secs := range []float32{a.LateRewardSeconds, 7.5} {
		a.LateRewardSeconds = secs
		if got, want := adsConfig(a, "u", nil).RewardGrace, time.Duration(float64(secs)*float64(time.Second)); got != want {
			t.Errorf("lateRewardSeconds %v: the manager waits %v, want %v", secs, got, want)
		}
	}
	a.LateRewardSeconds = 60
	if err := a.Validate(); err == nil || !strings.Contains(err.Error(), "lateRewardSeconds") {
		t.Errorf("a grace of 60 s: %v, want an error naming lateRewardSeconds", err)
	}
}
