package ads

import (
	"testing"
	"time"
)

// outage is a provider whose loads fail (with reason) until the clock
// reaches back, then fill; failures are answered at once.
type outage struct {
	sink   Sink
	clock  *time.Duration
	back   time.Duration
	reason Reason
	loads  int
}

func (o *outage) Init(s Sink) error { o.sink = s; return nil }
func (o *outage) Load(p Placement) error {
	o.loads++
	if *o.clock < o.back {
		if o.reason != Timeout { // a timeout is a load nobody answers
			o.sink.Post(Event{Kind: LoadFailed, Placement: p, Reason: o.reason})
		}
		return nil
	}
	o.sink.Post(Event{Kind: Loaded, Placement: p})
	return nil
}
func (o *outage) Show(Placement, ShowRequest) error { return nil }

// A player who starts offline, or meets a long no-fill streak, sees
// REVIVE again soon after fill returns: no placement ever gives up.
func TestLoadsRecoverAfterTenMinutesOfFailures(t *testing.T) {
	const outageLen = 10 * time.Minute
	for _, reason := range []Reason{NoFill, Network, Timeout, Internal} {
		now := time.Duration(0)
		p := &outage{clock: &now, back: outageLen, reason: reason}
		m := NewManager(p, Config{Placements: []Placement{Revive}})
		for ; now < outageLen; now += time.Second / 60 {
			m.Update(now)
			if m.Ready(Revive) {
				t.Fatalf("%s: ready at %v, during the outage", reason, now)
			}
		}
		limit := Backoff(100) + m.cfg.LoadTimeout // the cap, plus an unanswered load's wait
		for ; !m.Ready(Revive); now += time.Second / 60 {
			if now-outageLen > limit {
				t.Fatalf("%s: not ready %v after fill returned (limit %v); %d loads", reason, now-outageLen, limit, p.loads)
			}
			m.Update(now)
		}
		// The backoff kept the load rate low meanwhile: 600 s at one
		// load a minute at most after the ramp (2+4+…+64 s).
		if p.loads > 20 {
			t.Errorf("%s: %d loads in a 10-minute outage; the backoff should keep it near 14", reason, p.loads)
		}
	}
}

// Retry at a level start or when the app returns loads at once instead
// of waiting out a 64 s backoff.
func TestRetryLoadsNowAfterAnOutage(t *testing.T) {
	now := time.Duration(0)
	p := &outage{clock: &now, back: 5 * time.Minute, reason: Network}
	m := NewManager(p, Config{Placements: []Placement{Revive}})
	for ; now < 5*time.Minute; now += time.Second {
		m.Update(now)
	}
	m.Retry()
	m.Update(now)
	m.Update(now + time.Second/60)
	if !m.Ready(Revive) {
		t.Error("Retry after the network came back did not load at once")
	}
}

// Events posted before a show starts never count for it, whatever id
// they carry: request ids are random, so the old "next id" guess misses,
// and queued events are applied before the show takes its id.
func TestRewardForAGuessedIDIsNotPaid(t *testing.T) {
	r := newRig(t, Config{})
	first := r.show(Revive)
	r.m.Post(Event{Kind: ShowFailed, Request: first, Reason: Internal})
	r.run(time.Second)
	for guess := first - 3; guess <= first+3; guess++ {
		r.m.Post(Event{Kind: Rewarded, Request: guess, Reward: Reward{"coins", 99}})
		r.m.Post(Event{Kind: Closed, Request: guess})
	}
	for guess := int64(1); guess <= 100; guess++ {
		r.m.Post(Event{Kind: Rewarded, Request: guess, Reward: Reward{"coins", 99}})
	}
	r.got = nil
	id := r.show(Revive)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Closed, Request: id}) // closed before the reward
	r.run(5 * time.Second)
	if len(r.got) != 1 || r.got[0].Result != NotEarned {
		t.Errorf("outcomes %+v: a reward posted before the show was paid to it", r.got)
	}
	ids := map[int64]bool{}
	prev := id
	for i := 0; i < 200; i++ {
		n := r.m.newRequestID()
		if n <= 0 || ids[n] || n == prev+1 {
			t.Fatalf("request id %d after %d: want random, positive, distinct", n, prev)
		}
		ids[n], prev = true, n
	}
}

// A reward and close that arrive while the game did not update for longer
// than the close timeout (the app was busy or suspended) still count.
func TestRewardAndCloseDuringALongGapBeatTheTimeout(t *testing.T) {
	r := newRig(t, Config{})
	id := r.show(Revive)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.tick(time.Second / 60)
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{"coins", 1}})
	r.m.Post(Event{Kind: Closed, Request: id})
	r.tick(10 * time.Minute)
	if len(r.got) != 1 || r.got[0].Result != Earned {
		t.Errorf("outcomes %+v, want earned: the events came before the timeout was checked", r.got)
	}
}

// Some networks reward without ever saying "opened": the reward proves the
// ad was on screen, so the open timeout does not fail it.
func TestRewardWithoutOpenedIsPaid(t *testing.T) {
	r := newRig(t, Config{})
	id := r.show(TripleCoins)
	r.run(time.Second)
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{"coins", 1}})
	r.run(15 * time.Second) // past the 10 s open timeout
	if len(r.got) != 0 {
		t.Fatalf("outcomes %+v before the close: the rewarded show timed out", r.got)
	}
	r.m.Post(Event{Kind: Closed, Request: id})
	r.run(time.Second)
	if len(r.got) != 1 || r.got[0].Result != Earned {
		t.Errorf("outcomes %+v, want one earned", r.got)
	}
}

// Android registers its adapter again whenever the activity is recreated,
// possibly while an ad is on screen: the show goes on (the game stays
// paused under it) and its own events still end it.
func TestProviderSwitchKeepsTheShowGoing(t *testing.T) {
	r := newRig(t, Config{})
	id := r.show(Revive)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{"coins", 1}}) // queued as the switch happens
	next := &fake{clock: &r.now}
	r.m.SetProvider(next)
	r.run(time.Second)
	if !r.m.Showing() || len(r.got) != 0 {
		t.Fatalf("after the switch: showing %v, outcomes %+v; want the show still on", r.m.Showing(), r.got)
	}
	r.m.Post(Event{Kind: Closed, Request: id})
	r.run(time.Second)
	if len(r.got) != 1 || r.got[0].Result != Earned || r.m.Showing() {
		t.Errorf("outcomes %+v, showing %v; want one earned and play on", r.got, r.m.Showing())
	}
	if len(next.loads) == 0 || !r.m.Ready(TripleCoins) {
		t.Errorf("the new provider loaded %d times; want the placements loaded from it", len(next.loads))
	}
}

// simulatedShow starts a revive ad on the simulated provider, once it has
// loaded, and returns the game time it started at.
func simulatedShow() (*Simulated, *Manager, time.Duration) {
	sim := &Simulated{}
	m := NewManager(sim, Config{})
	now := time.Duration(0)
	for ; !m.Ready(Revive); now += time.Second / 60 {
		m.Update(now)
	}
	m.Show(Revive)
	return sim, m, now
}

// QA switching away from the in-game simulated ad mid-show: that ad is
// drawn by the game and goes with its provider, so the show ends at once
// instead of leaving the game paused under nothing.
func TestSwitchingAwayFromTheSimulatedAdEndsItsShow(t *testing.T) {
	_, m, now := simulatedShow()
	m.Update(now)
	m.SetProvider(&None{})
	got := m.Update(now + time.Second/60)
	if len(got) != 1 || got[0].Result != Failed || m.Showing() {
		t.Errorf("outcomes %+v, showing %v; want the simulated show failed and play on", got, m.Showing())
	}
}

// The simulated ad counted down and rewarded; QA switches provider before
// the player presses close: he watched it, so it pays.
func TestSwitchingAwayAfterTheSimulatedRewardPays(t *testing.T) {
	sim, m, now := simulatedShow()
	for end := now + sim.AdLength + time.Second; now < end; now += time.Second / 60 {
		m.Update(now) // the countdown runs out: rewarded, not yet closed
	}
	m.SetProvider(&None{})
	got := m.Update(now)
	if len(got) != 1 || got[0].Result != Earned || m.Showing() {
		t.Errorf("outcomes %+v, showing %v; want the rewarded show earned and play on", got, m.Showing())
	}
}

// A native ad rewards; the provider switches to the simulated one and back
// (QA, or an activity recreated twice): the native show is not the
// simulated provider's, so it goes on, and it pays.
func TestNativeShowSurvivesASwitchToTheSimulatedAndBack(t *testing.T) {
	r := newRig(t, Config{})
	id := r.show(TripleCoins)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Rewarded, Request: id, Reward: Reward{"coins", 1}})
	r.run(time.Second)
	r.m.SetProvider(&Simulated{})
	r.run(time.Second)
	r.m.SetProvider(&fake{clock: &r.now})
	r.run(time.Second)
	if len(r.got) != 0 || !r.m.Showing() {
		t.Fatalf("after the switches: outcomes %+v, showing %v; want the native show still on", r.got, r.m.Showing())
	}
	r.m.Post(Event{Kind: Closed, Request: id})
	r.run(time.Second)
	if len(r.got) != 1 || r.got[0].Result != Earned {
		t.Errorf("outcomes %+v; want one earned", r.got)
	}
}
