package game

import (
	"sync"
	"time"

	"ropeman/ads"
	"ropeman/game/analytics"
)

// LocalDay returns today's date on this device's clock, in days since
// 1970-01-01 (the daily reward's calendar; flow.Config.Today).
func LocalDay() int {
	t := time.Now()
	return int(time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Platform carries what the phone tells the game: the folder for saves,
// the safe area around notches, the locale, a switch of ad provider. The
// native side calls its setters from its own threads; the game applies
// the changes at the start of its next tick.
type Platform struct {
	mu      sync.Mutex
	changed bool
	dataDir *string
	insets  [4]float32 // top, right, bottom, left, in pixels
	locale  string
	ads     ads.Provider
	events  analytics.Provider
	resumed bool
	paused  time.Time // when the app last went to the background (zero: it has not)
	away    time.Time // with resumed: when it had gone
	debug   bool
}

// SetDebugBuild says the app is a debug build (its ad adapter says so):
// a four-finger tap toggles the gizmos.
func (p *Platform) SetDebugBuild() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.debug, p.changed = true, true
}

// SetDataDir gives the folder where the save lives.
func (p *Platform) SetDataDir(dir string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.dataDir, p.changed = &dir, true
}

// SetSafeArea gives the insets, in pixels, that notches and system bars
// cover; the HUD keeps clear of them.
func (p *Platform) SetSafeArea(top, right, bottom, left float32) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.insets, p.changed = [4]float32{top, right, bottom, left}, true
}

// SetLocale gives the device's language tag (BCP 47).
func (p *Platform) SetLocale(tag string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.locale, p.changed = tag, true
}

// UseAds switches the ad provider.
func (p *Platform) UseAds(pr ads.Provider) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.ads, p.changed = pr, true
}

// UseAnalytics sends the events of play to p (the app's native SDK).
func (p *Platform) UseAnalytics(pr analytics.Provider) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.events, p.changed = pr, true
}

// Paused says the app went to the background (its session may end there).
func (p *Platform) Paused() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.paused = time.Now()
}

// Resumed says the app came back to the front (the network may be back:
// ads that failed to load try again now; after a long absence a new
// session starts).
func (p *Platform) Resumed() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.resumed, p.away, p.paused, p.changed = true, p.paused, time.Time{}, true
}

// platformNews is what changed since the last take: dataDir, ads and
// events are nil when they did not; insets and locale are always the latest; resumed
// is whether the app came back since.
type platformNews struct {
	dataDir    *string
	insets     [4]float32
	locale     string
	ads        ads.Provider
	events     analytics.Provider
	resumed    bool
	away       time.Time // with resumed: when the app had gone (zero: unknown)
	debugBuild bool
}

// take returns the pending changes and clears them; ok is false when
// nothing changed (the common case: one uncontended lock per tick).
func (p *Platform) take() (news platformNews, ok bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.changed {
		return news, false
	}
	news = platformNews{p.dataDir, p.insets, p.locale, p.ads, p.events, p.resumed, p.away, p.debug}
	p.dataDir, p.ads, p.events, p.resumed, p.changed = nil, nil, nil, false, false
	return news, true
}
