package flow

import (
	"ropeman/ads"
	"ropeman/game/internal/timing"
	"ropeman/game/save"
	"ropeman/game/world"
)

// What the game draws, read each frame.

// Scene returns the screen on, and Ticks how long it has been on.
func (s *Session) Scene() Scene { return s.scene }
func (s *Session) Ticks() int   { return s.sceneTick }

// World returns the run (a new one after a retry or a new level).
func (s *Session) World() *world.World { return s.world }

// LevelN returns the level's number.
func (s *Session) LevelN() int { return s.levelN }

// Progress returns the saved progress (read only: the flow changes it).
func (s *Session) Progress() *save.Progress { return &s.progress }

// Earned returns the coins the level paid, and LevelCoins what of them
// a win pays whatever his yarn (before an ad multiplies them).
func (s *Session) Earned() int     { return s.earned }
func (s *Session) LevelCoins() int { return int(s.pay.Level + 0.5) }

// Buttons returns the current screen's buttons.
func (s *Session) Buttons() []Button { return s.buttons[:s.nButtons] }

// Ads returns the ad manager.
func (s *Session) Ads() *ads.Manager { return s.ads }

// Simulated returns the simulated ad provider, nil for a real one.
func (s *Session) Simulated() *ads.Simulated { return s.sim }

// Notice returns the notice on screen (storage trouble, a level that
// failed to load), if any.
func (s *Session) Notice() (string, bool) { return s.notice, s.notice != "" }

// Broken returns the Broken card's title: which level failed to load.
func (s *Session) Broken() string { return s.brokenText }

// Tier returns the level's pace, and Trail the rope's look.
func (s *Session) Tier() world.Tier         { return s.tier }
func (s *Session) Trail() world.TrailTuning { return s.trail }

// Rules returns the run's rules.
func (s *Session) Rules() world.Rules { return s.rules }

// Events returns what the world reported this tick.
func (s *Session) Events() []world.Event { return s.events }

// TakeCut reports (once) that the camera should cut to him, not glide.
func (s *Session) TakeCut() bool {
	c := s.cut
	s.cut = false
	return c
}

// Clicked reports a button pressed this tick (for its sound).
func (s *Session) Clicked() bool { return s.clicked }

// SetAds switches the ad provider (a native one registering, or QA's
// simulated one).
func (s *Session) SetAds(p ads.Provider) {
	s.sim, _ = p.(*ads.Simulated)
	s.ads.SetProvider(p)
}

// SetMeter has the run's world, the bot and the rope tell m what they cost
// (the game's debug timings).
func (s *Session) SetMeter(m *timing.Meter) {
	s.meter = m
	if s.world != nil {
		s.world.Timing = m
	}
}
