package ads

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"sync"
	"testing"
	"time"
)

// fake is a provider the test drives by hand: it records loads and shows
// and fills every load at once unless told otherwise.
type fake struct {
	sink     Sink
	loads    []time.Duration // game time of each Load call
	failLoad bool
	shows    []ShowRequest
	clock    *time.Duration
	showErr  error
}

func (f *fake) Init(s Sink) error { f.sink = s; return nil }

func (f *fake) Load(p Placement) error {
	f.loads = append(f.loads, *f.clock)
	if f.failLoad {
		f.sink.Post(Event{Kind: LoadFailed, Placement: p, Reason: Network})
	} else {
		f.sink.Post(Event{Kind: Loaded, Placement: p})
	}
	return nil
}

func (f *fake) Show(p Placement, r ShowRequest) error {
	f.shows = append(f.shows, r)
	return f.showErr
}

// rig is a manager on a fake provider and a fake clock.
type rig struct {
	t      *testing.T
	now    time.Duration
	f      *fake
	m      *Manager
	got    []Outcome
	logged []string
}

func newRig(t *testing.T, cfg Config) *rig {
	r := &rig{t: t}
	r.f = &fake{clock: &r.now}
	cfg.Log = func(s string) { r.logged = append(r.logged, s) }
	r.m = NewManager(r.f, cfg)
	r.tick(0)
	r.tick(0) // loads answered
	return r
}

// tick advances the clock by d and updates, collecting outcomes.
func (r *rig) tick(d time.Duration) {
	r.now += d
	r.got = append(r.got, r.m.Update(r.now)...)
}

// run ticks the game at 60 Hz for d.
func (r *rig) run(d time.Duration) {
	for end := r.now + d; r.now < end; {
		r.tick(time.Second / 60)
	}
}

func (r *rig) show(p Placement) int64 {
	id, ok := r.m.Show(p)
	if !ok {
		r.t.Fatalf("%s not ready to show", p)
	}
	return id
}

func TestEventOrderings(t *testing.T) {
	coins := Reward{Type: "coins", Amount: 10}
	type step struct {
		after time.Duration // game time since the previous step
		e     EventKind
		stale bool // send with another request id
	}
	cases := []struct {
		name   string
		steps  []step
		result Result
		reason Reason
	}{
		{"reward then close", []step{{0, Opened, false}, {time.Second, Rewarded, false}, {time.Second, Closed, false}}, Earned, NoReason},
		{"close then reward within the grace", []step{{0, Opened, false}, {time.Second, Closed, false}, {time.Second, Rewarded, false}}, Earned, NoReason},
		{"close then reward after the grace", []step{{0, Opened, false}, {time.Second, Closed, false}, {3 * time.Second, Rewarded, false}}, NotEarned, NoReason},
		{"close only", []step{{0, Opened, false}, {time.Second, Closed, false}, {3 * time.Second, Opened, true}}, NotEarned, NoReason},
		{"show failed", []step{{0, ShowFailed, false}}, Failed, NoFill},
		{"show failed after the reward", []step{{0, Opened, false}, {0, Rewarded, false}, {0, ShowFailed, false}}, Earned, NoReason},
		{"duplicate reward", []step{{0, Opened, false}, {0, Rewarded, false}, {0, Rewarded, false}, {0, Closed, false}, {0, Rewarded, false}}, Earned, NoReason},
		{"duplicate close", []step{{0, Opened, false}, {0, Closed, false}, {0, Closed, false}, {3 * time.Second, Closed, false}}, NotEarned, NoReason},
		{"duplicate open", []step{{0, Opened, false}, {0, Opened, false}, {0, Rewarded, false}, {0, Closed, false}}, Earned, NoReason},
		{"duplicate failure", []step{{0, ShowFailed, false}, {0, ShowFailed, false}}, Failed, NoFill},
		{"stale events", []step{{0, Rewarded, true}, {0, Closed, true}, {0, Opened, false}, {0, Closed, false}, {3 * time.Second, Rewarded, true}}, NotEarned, NoReason},
		{"no events at all", []step{{11 * time.Second, Opened, true}}, Failed, Timeout},
		{"opened, never closed", []step{{0, Opened, false}, {121 * time.Second, Opened, true}}, Failed, Timeout},
		{"opened, rewarded, never closed", []step{{0, Opened, false}, {0, Rewarded, false}, {121 * time.Second, Opened, true}}, Earned, NoReason},
	}
	for _, tc := range cases {
		r := newRig(t, Config{})
		id := r.show(Revive)
		if !r.m.Showing() {
			t.Fatalf("%s: not showing (paused) after Show", tc.name)
		}
		for _, s := range tc.steps {
			req := id
			if s.stale {
				req = id + 100
			}
			r.run(s.after) // the game ticks on meanwhile, as it does
			r.m.Post(Event{Kind: s.e, Request: req, Reason: NoFill, Reward: coins})
			r.tick(0)
		}
		r.run(5 * time.Second) // let any grace run out
		if len(r.got) != 1 {
			t.Errorf("%s: %d outcomes %+v, want exactly 1", tc.name, len(r.got), r.got)
			continue
		}
		o := r.got[0]
		if o.Request != id || o.Result != tc.result || o.Reason != tc.reason {
			t.Errorf("%s: outcome %+v, want %s (%s) for request %d", tc.name, o, tc.result, tc.reason, id)
		}
		if o.Result == Earned && o.Reward != coins {
			t.Errorf("%s: reward %+v, want %+v", tc.name, o.Reward, coins)
		}
		if r.m.Showing() {
			t.Errorf("%s: the game is left paused after the outcome", tc.name)
		}
	}
}

func TestShowCarriesUserAndNonce(t *testing.T) {
	r := newRig(t, Config{UserID: "player-7"})
	a := r.show(Revive)
	r.m.Post(Event{Kind: ShowFailed, Request: a, Reason: Internal})
	r.tick(0)
	r.tick(0) // reload
	b := r.show(Revive)
	if a == b {
		t.Errorf("two shows share request id %d", a)
	}
	s0, s1 := r.f.shows[0], r.f.shows[1]
	if s0.UserID != "player-7" || len(s0.CustomData) != 32 || s0.CustomData == s1.CustomData {
		t.Errorf("show requests %+v and %+v: want the user id and distinct 128-bit nonces", s0, s1)
	}
}

func TestNotReadyWhileShowingOrUnloaded(t *testing.T) {
	r := newRig(t, Config{})
	r.show(Revive)
	if r.m.Ready(TripleCoins) {
		t.Error("another placement is ready while an ad shows")
	}
	if _, ok := r.m.Show(TripleCoins); ok {
		t.Error("a second show started while one is in progress")
	}
	if r.m.Ready(Revive) {
		t.Error("the placement just shown is ready again before reloading")
	}
}

func TestProviderShowErrorFailsAtOnce(t *testing.T) {
	r := newRig(t, Config{})
	r.f.showErr = errors.New("sdk exploded")
	r.show(Revive)
	r.tick(0)
	if len(r.got) != 1 || r.got[0].Result != Failed || r.m.Showing() {
		t.Errorf("outcomes %+v, showing %v; want one failure and the game running", r.got, r.m.Showing())
	}
}

func TestLoadBackoffSchedule(t *testing.T) {
	r := newRig(t, Config{})
	r.f.failLoad = true
	r.f.loads = nil
	r.show(Revive) // used up: reloads fail from now on
	r.m.Post(Event{Kind: Closed, Request: r.f.shows[0].ID})
	start := r.now
	for i := 0; i < 200*10; i++ {
		r.tick(100 * time.Millisecond)
	}
	var at []time.Duration
	for _, l := range r.f.loads {
		at = append(at, (l - start).Round(100*time.Millisecond))
	}
	// Revive's load fails again and again (the other placements loaded
	// before the failures began). Each failure is seen a tick (0.1 s
	// here) after its load, and the wait after it doubles up to 64 s:
	// 2, 4, 8, 16, 32, 64, 64 s. It never gives up.
	want := []time.Duration{100, 2200, 6300, 14400, 30500, 62600, 126700, 190800}
	for i := range want {
		want[i] *= time.Millisecond
	}
	if fmt.Sprint(at) != fmt.Sprint(want) {
		t.Errorf("loads at %v, want %v", at, want)
	}
	r.f.failLoad = false
	r.m.Retry()
	r.tick(0)
	r.tick(0)
	if !r.m.Ready(Revive) {
		t.Error("Retry did not load the placement waiting out its backoff")
	}
	for i, want := range []time.Duration{2, 4, 8, 16, 32, 64, 64, 64} {
		if got := Backoff(i + 1); got != want*time.Second {
			t.Errorf("Backoff(%d) = %v, want %v", i+1, got, want*time.Second)
		}
	}
}

func TestOnlyOfferedPlacementsLoad(t *testing.T) {
	r := newRig(t, Config{Placements: []Placement{Revive}})
	if len(r.f.loads) != 1 || !r.m.Ready(Revive) || r.m.Ready(TripleCoins) {
		t.Errorf("%d loads, revive ready %v, triple ready %v; want one load, for revive only",
			len(r.f.loads), r.m.Ready(Revive), r.m.Ready(TripleCoins))
	}
}

func TestNoFillIsQuiet(t *testing.T) {
	var n None
	m := NewManager(&n, Config{Log: func(s string) { t.Errorf("no fill logged %q", s) }})
	for i := 0; i < 100; i++ {
		m.Update(time.Duration(i) * time.Second)
	}
	if m.Ready(Revive) {
		t.Error("None filled")
	}
}

func TestLoadTimeout(t *testing.T) {
	now := time.Duration(0)
	f := &fake{clock: &now}
	silent := &silentLoads{fake: f}
	m := NewManager(silent, Config{})
	m.Update(0)
	m.Update(31 * time.Second) // the first loads time out
	m.Update(33 * time.Second) // and are retried after 2 s
	if len(silent.calls) != 2*3 {
		t.Errorf("%d load calls, want 6 (3 placements, timed out once)", len(silent.calls))
	}
}

type silentLoads struct {
	*fake
	calls []Placement
}

func (s *silentLoads) Load(p Placement) error { s.calls = append(s.calls, p); return nil }

func TestInterstitialCap(t *testing.T) {
	off := newRig(t, Config{})
	if off.m.Ready(Interstitial) || off.m.Break() {
		t.Error("interstitial offered while switched off (the default)")
	}
	r := newRig(t, Config{Interstitial: true})
	if !r.m.Break() {
		t.Fatal("first break with interstitials on: none offered")
	}
	id := r.show(Interstitial)
	r.m.Post(Event{Kind: Opened, Request: id})
	r.m.Post(Event{Kind: Closed, Request: id})
	r.tick(0)
	if len(r.got) != 1 || r.got[0].Result != Earned {
		t.Fatalf("interstitial outcome %+v, want shown", r.got)
	}
	r.tick(0)
	if r.m.Break() {
		t.Error("interstitial offered right after another")
	}
	r.tick(119 * time.Second)
	if r.m.Break() {
		t.Error("interstitial offered 119 s after the last ad")
	}
	r.tick(2 * time.Second)
	// A rewarded ad now: the break right after it gets no interstitial,
	// even once the gap has passed.
	id = r.show(Revive)
	r.m.Post(Event{Kind: Rewarded, Request: id})
	r.m.Post(Event{Kind: Closed, Request: id})
	r.tick(0)
	r.tick(3 * time.Minute)
	if r.m.Break() {
		t.Error("interstitial offered at the break right after a rewarded ad")
	}
	if !r.m.Break() {
		t.Error("interstitial not offered at the next break, 3 min after any ad")
	}
}

// TestRandomEventStorms throws random event sequences at the manager from
// several goroutines while the game goroutine shows ads and updates: every
// show must end in exactly one outcome, at most one reward, and the game
// must never be left paused. Run under -race by ./build.sh test.
func TestRandomEventStorms(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for round := 0; round < 300; round++ {
		m := NewManager(&instant{}, Config{})
		now := time.Duration(0)
		m.Update(now)
		m.Update(now)
		outcomes := map[int64]int{}
		earned := map[int64]int{}
		var shown []int64
		for burst := 0; burst < 8; burst++ {
			id, ok := m.Show(Placement(rng.Intn(3)))
			if ok {
				shown = append(shown, id)
			}
			var wg sync.WaitGroup
			for g := 0; g < 4; g++ {
				seed := rng.Int63()
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := rand.New(rand.NewSource(seed))
					for k := 0; k < 6; k++ {
						req := id
						if r.Intn(5) == 0 {
							req = id - 1 // stale
						}
						m.Post(Event{Kind: EventKind(2 + r.Intn(4)), Request: req, Reason: Reason(1 + r.Intn(6)), Reward: Reward{"coins", 1}})
					}
				}()
			}
			// The game keeps ticking while events arrive.
			for k := 0; k < 5; k++ {
				now += time.Duration(rng.Intn(1500)) * time.Millisecond
				for _, o := range m.Update(now) {
					outcomes[o.Request]++
					if o.Result == Earned {
						earned[o.Request]++
					}
				}
			}
			wg.Wait()
			for k := 0; k < 3; k++ { // drain, and let graces and timeouts end it
				now += 60 * time.Second
				for _, o := range m.Update(now) {
					outcomes[o.Request]++
					if o.Result == Earned {
						earned[o.Request]++
					}
				}
			}
			if m.Showing() {
				t.Fatalf("round %d: game left paused after show %d", round, id)
			}
		}
		for _, id := range shown {
			if outcomes[id] != 1 || earned[id] > 1 {
				t.Fatalf("round %d: show %d had %d outcomes, %d rewards; want 1 and at most 1", round, id, outcomes[id], earned[id])
			}
		}
		if len(outcomes) != len(shown) {
			t.Fatalf("round %d: %d outcomes for %d shows", round, len(outcomes), len(shown))
		}
	}
}

// instant fills every load at once and leaves shows to the storm.
type instant struct{ sink Sink }

func (p *instant) Init(s Sink) error { p.sink = s; return nil }
func (p *instant) Load(pl Placement) error {
	p.sink.Post(Event{Kind: Loaded, Placement: pl})
	return nil
}
func (p *instant) Show(Placement, ShowRequest) error { return nil }

func TestStaleAndDuplicatesAreLogged(t *testing.T) {
	r := newRig(t, Config{})
	id := r.show(Revive)
	r.m.Post(Event{Kind: Closed, Request: id + 5})
	r.tick(0)
	if len(r.logged) == 0 || !strings.Contains(r.logged[len(r.logged)-1], "stale") {
		t.Errorf("stale event not logged: %q", r.logged)
	}
}

// BenchmarkManagerUpdate is the ads' share of a game tick: placements
// loaded, no show, no events (the common case).
func BenchmarkManagerUpdate(b *testing.B) {
	m := NewManager(&instant{}, Config{})
	now := time.Duration(0)
	for b.Loop() {
		now += time.Second / 60
		m.Update(now)
	}
}

// Every outcome carries the nonce its show sent the network, whatever
// ends it, and no two shows share one: a publisher's server can match the
// network's reward callback to the grant.
func TestOutcomesCarryTheirShowsNonce(t *testing.T) {
	r := newRig(t, Config{Placements: []Placement{Revive, TripleCoins}, UserID: "u1"})
	seen := map[string]bool{}
	for i, end := range []EventKind{Rewarded, Closed, ShowFailed} {
		id := r.show([]Placement{Revive, TripleCoins}[i%2])
		sent := r.f.shows[len(r.f.shows)-1]
		if sent.CustomData == "" || seen[sent.CustomData] || sent.UserID != "u1" {
			t.Fatalf("show %d sent nonce %q (seen before %v), user %q", i, sent.CustomData, seen[sent.CustomData], sent.UserID)
		}
		seen[sent.CustomData] = true
		r.f.sink.Post(Event{Kind: Opened, Request: id})
		r.f.sink.Post(Event{Kind: end, Request: id, Reward: Reward{Type: "coins", Amount: 1}})
		if end == Rewarded {
			r.f.sink.Post(Event{Kind: Closed, Request: id})
		}
		n := len(r.got)
		r.run(5 * time.Second)
		if len(r.got) != n+1 || r.got[n].Request != id || r.got[n].Nonce != sent.CustomData {
			t.Fatalf("show %d (%v): outcomes %+v, want one with nonce %q", i, end, r.got[n:], sent.CustomData)
		}
	}
}
