package flow

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/rules/events"
)

// catcher is a backend that keeps every batch it is sent.
type catcher struct {
	mu      sync.Mutex
	batches []events.Batch
}

func (c *catcher) Send(_ context.Context, b events.Batch) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.batches = append(c.batches, b)
	return nil
}

// events returns the events sent so far, in order, each batch once: a
// batch whose send was cut short (the queue closing mid-send) goes again
// with its id, and the server keeps it once.
func (c *catcher) events() []events.Event {
	c.mu.Lock()
	defer c.mu.Unlock()
	var es []events.Event
	seen := map[string]bool{}
	for _, b := range c.batches {
		if !seen[b.ID] {
			seen[b.ID] = true
			es = append(es, b.Events...)
		}
	}
	return es
}

func kinds(es []events.Event) []string {
	var k []string
	for _, e := range es {
		k = append(k, e.Kind)
	}
	return k
}

// eventSession is level 1 played by the bot, its events sent to c every
// 10 ms, its clock at noon of 2026-12-06.
func eventSession(t *testing.T, c *catcher, cfg Config) *Session {
	t.Helper()
	cfg.Level, cfg.Seed, cfg.Autoplay, cfg.Analytics = 1, 1, true, c
	cfg.Now = func() time.Time { return time.Unix(20793*86400+12*3600, 0) }
	if cfg.DataDir == "" {
		cfg.DataDir = t.TempDir()
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.events.every = 10 * time.Millisecond
	return s
}

// waitFor waits (20 s at most) until the catcher has an event of kind.
func waitFor(t *testing.T, c *catcher, kind string) []events.Event {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if es := c.events(); slices.Contains(kinds(es), kind) {
			return es
		}
	}
	t.Fatalf("no %s event sent: %v", kind, kinds(c.events()))
	return nil
}

// Two levels won by the bot: the events are the session's, each run's
// start and win with what the win paid (the coins his best records), in
// the order they happened, and the session's end once the game ends.
func TestTheEventsOfTwoWins(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{})
	until(t, s, "two wins", 60*400, false, func() bool { return s.progress.Level >= 3 })
	s.Flush()
	s2 := eventSession(t, c, Config{DataDir: s.dataDir}) // the next start sends what the first left
	defer s2.Flush()
	s2.Step(Command{})
	all := slices.DeleteFunc(waitFor(t, c, "session_end"), func(e events.Event) bool { return e.Kind == "ad_requested" || e.Kind == "ad_filled" }) // the fill: TestEachLoadAndShowNamesItsProvider
	// The win card offers to triple the coins: an ad offered after the
	// first win (the bot goes on without it).
	if i := slices.Index(kinds(all), "ad_offered"); i != 4 || all[i].Placement != "triple_coins" {
		t.Fatalf("events %v: want the win card's offer of triple_coins after the first win", kinds(all))
	}
	es := slices.DeleteFunc(slices.Clone(all), func(e events.Event) bool { return e.Kind == "ad_offered" })
	got := kinds(es)
	want := []string{"session_start", "consent", "level_start", "level_win", "level_start", "level_win", "session_end"}
	if len(got) < len(want) || !slices.Equal(got[:len(want)], want) {
		t.Fatalf("events %v, want %v first", got, want)
	}
	if es[1].Consent != "not-required" {
		t.Errorf("consent %q with the simulated ads, want not-required", es[1].Consent)
	}
	for i, level := range []int{1, 2} {
		w := es[3+2*i]
		if es[2+2*i].Level != level || w.Level != level || w.Coins != s.progress.Best[level] || w.Coins <= 0 || w.Seconds <= 5 || w.Yarn <= 0 || w.Multiplier < 1 {
			t.Errorf("level %d: %+v, %+v; want its start and its win paying %d", level, es[2+2*i], w, s.progress.Best[level])
		}
		if w.Session != 1 || w.At != 20793*86400_000+12*3600_000 {
			t.Errorf("level %d's win in session %d at %d, want session 1 at the clock's", level, w.Session, w.At)
		}
	}
	if es[6].Seconds < es[3].Seconds+es[5].Seconds {
		t.Errorf("the session lasted %.1f s, less than its two runs", es[6].Seconds)
	}
}

// A run he loses says where: off the track's side.
func TestAFailSaysItsCause(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{AutoFail: true})
	defer s.Flush()
	until(t, s, "the fail", 60*60, false, func() bool { return s.scene == Result })
	s.Step(Command{})
	es := waitFor(t, c, "level_fail")
	f := es[slices.Index(kinds(es), "level_fail")]
	if f.Kind != "level_fail" || f.Level != 1 || f.Cause != "fall-side" || f.Seconds <= 0 {
		t.Fatalf("%+v, want level 1's fail off the side", f)
	}
}

// Where the ad network needs consent nothing is sent until it is given;
// once it is, the events that waited go, the consent first among the new.
// PLAY DATA off in the settings drops what waits and keeps nothing more.
func TestConsentAndTheSwitchDecideWhatIsSent(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{})
	defer s.Flush()
	s.autoplay = false
	native := ads.NewNative(nil)
	if err := native.Register(&sdk{}); err != nil {
		t.Fatal(err)
	}
	s.SetAds(native)
	for range 30 {
		s.Step(Command{})
	}
	time.Sleep(50 * time.Millisecond)
	if n := len(c.events()); n != 0 {
		t.Fatalf("%d events sent before consent", n)
	}
	native.ConsentKnown(ads.Consent{CanRequestAds: true})
	s.Step(Command{})
	es := waitFor(t, c, "consent")
	if kinds(es)[0] != "session_start" || es[len(es)-1].Consent != "granted" {
		t.Fatalf("sent %v (%+v), want the session's start, then the consent granted", kinds(es), es[len(es)-1])
	}

	open(t, s, ActSettings)
	for _, b := range s.View().Buttons {
		if b.Act == ActPlayData && (!b.On || b.Label != "PLAY DATA: ON") {
			t.Fatalf("the switch says %q (on: %v)", b.Label, b.On)
		}
	}
	tapAct(t, s, ActPlayData, 0)
	if s.progress.Settings.PlayData {
		t.Fatal("PLAY DATA still on")
	}
	sent := len(c.events())
	s.goTo(Play)
	for range 120 {
		s.Step(Command{})
	}
	s.Flush()
	time.Sleep(50 * time.Millisecond)
	if len(c.events()) != sent {
		t.Fatalf("events sent with PLAY DATA off: %v", kinds(c.events()[sent:]))
	}
}

// A new player's first run shows him how to steer, and the shop's sale
// is a purchase of the skin at its price.
func TestALessonAndAPurchase(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{})
	defer s.Flush()
	s.autoplay = false
	s.progress.Coins = 5000
	open(t, s, ActShop)
	tapAct(t, s, ActSkin, 1) // candy
	price := s.shop.skinPrice(1)
	s.goTo(Play)
	for range 10 {
		s.Step(Command{})
	}
	es := waitFor(t, c, "lesson_shown")
	p := es[slices.Index(kinds(es), "purchase")]
	l := es[slices.Index(kinds(es), "lesson_shown")]
	if p.Item != "skin-candy" || p.Coins != price || s.progress.Coins != 5000-price || l.Lesson != "steer" {
		t.Fatalf("%+v and %+v, want candy bought for %d and the steering lesson", p, l, price)
	}
}

// A phone's app back from the background after half a minute or more
// has a new session, the last one ended when it went; back sooner, the
// session goes on.
func TestAnAbsenceEndsTheSession(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{})
	defer s.Flush()
	now := s.events.now()
	for range 600 { // ten seconds of play
		s.Step(Command{})
	}
	s.Resumed(now.Add(-10 * time.Second)) // a glance at a message
	s.Resumed(now.Add(-45 * time.Second)) // a call
	s.Step(Command{})
	es := waitFor(t, c, "session_end")
	got := slices.DeleteFunc(slices.Clone(es), func(e events.Event) bool { return e.Kind != "session_start" && e.Kind != "session_end" })
	if len(got) < 3 {
		t.Fatalf("sessions: %v", kinds(es))
	}
	end, next := got[1], got[2]
	if end.Kind != "session_end" || end.Session != 1 || end.At != now.Add(-45*time.Second).UnixMilli() || end.Seconds < 9.9 || end.Seconds > 10.1 ||
		next.Kind != "session_start" || next.Session != 2 || len(got) != 3 {
		t.Fatalf("sessions %+v; want the first ended when the app went, after its 10 s, then the second", got)
	}
}

// The placements the server counts apart are the ads' own (the server
// links no ads client): a placement added there and not in rules would
// be counted as "other".
func TestThePlacementsTheServerKnowsAreTheAds(t *testing.T) {
	var names []string
	for p := ads.Revive; p.String() != "unknown"; p++ {
		names = append(names, p.String())
	}
	if !slices.Equal(names, events.Placements) {
		t.Errorf("the ads' placements %q, the server's %q", names, events.Placements)
	}
}

// An ad he watches reports what it earned, as the event the world emits
// it: the debug network's eCPM of the tuning (12.40 US dollars a
// thousand: 12,400 micros), exact, on the placement shown, once per show;
// the simulated ads of the shipped tuning earn nothing.
func TestAnAdReportsWhatItEarned(t *testing.T) {
	for _, ecpm := range []string{"0", "12.4"} {
		c := &catcher{}
		s := eventSession(t, c, Config{AutoFail: true, BotAds: true, Tuning: []byte(`{"ads": {"debugECPM": ` + ecpm + `}}`)})
		// Stopped on the tick the revive pays (the events reach the catcher
		// later, and a loaded machine would have the bot watch another).
		until(t, s, "a revive watched", 60*120, false, func() bool { return s.run.revived })
		all := waitFor(t, c, "ad_rewarded")
		s.Flush()
		var paid []events.Event
		for _, e := range all {
			if e.Kind == "ad_revenue" {
				paid = append(paid, e)
			}
		}
		want := events.Event{Kind: "ad_revenue", Placement: "revive", Provider: "debug", Source: "debug", Micros: 12_400, Currency: "USD", Precision: "exact"}
		switch {
		case ecpm == "0" && len(paid) != 0:
			t.Errorf("the shipped tuning's simulated ads earned %+v", paid)
		case ecpm != "0" && (len(paid) != 1 || paid[0].At == 0 || func() bool { p := paid[0]; p.At, p.Session = 0, 0; return p != want }()):
			t.Errorf("at %s a thousand: %+v, want one %+v", ecpm, paid, want)
		}
	}
}

// The fill, as the world emits it: every load the game asks of its
// provider is an ad_requested event, every one filled an ad_filled, and
// the show an ad_shown, each naming the placement and the provider (the
// simulated ads are "debug"), as many filled as asked when the network
// always fills.
func TestEachLoadAndShowNamesItsProvider(t *testing.T) {
	c := &catcher{}
	s := eventSession(t, c, Config{AutoFail: true, BotAds: true})
	until(t, s, "a revive watched", 60*120, false, func() bool { return s.run.revived }) // on the tick it pays: see above
	all := waitFor(t, c, "ad_rewarded")
	s.Flush()
	count := map[string]int{}
	for _, e := range all {
		switch e.Kind {
		case "ad_requested", "ad_filled", "ad_shown":
			if e.Provider != "debug" || !slices.Contains(events.Placements, e.Placement) {
				t.Errorf("%s on %q from %q; want a placement, from debug", e.Kind, e.Placement, e.Provider)
			}
			count[e.Kind+" "+e.Placement]++
		}
	}
	for _, p := range []string{"revive", "triple_coins", "skin_unlock"} {
		if count["ad_requested "+p] < 1 || count["ad_filled "+p] != count["ad_requested "+p] {
			t.Errorf("%s: %d loads asked, %d filled; want each asked filled", p, count["ad_requested "+p], count["ad_filled "+p])
		}
	}
	if count["ad_shown revive"] != 1 || count["ad_requested revive"] != 2 {
		t.Errorf("revive: %d shown, %d loads asked; want one show and the load after it", count["ad_shown revive"], count["ad_requested revive"])
	}
}
