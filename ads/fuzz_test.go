package ads

import (
	"math/rand"
	"sync"
	"testing"
	"time"
)

// script plays a byte string as a sequence of provider and game actions
// against a Manager and checks what must always hold:
//   - every show ends in exactly one outcome, and nothing else does;
//   - a show pays at most once, and only if the provider rewarded that
//     very show after it started (with that show's reward);
//   - a show the provider rewarded while it was on (before any close or
//     failure of it) pays, whatever ends it: a failure, a timeout, or its
//     provider switched away;
//   - once the events stop, the game is never left paused.
//
// The actions cover what real networks and phones do: events in any
// order, duplicated, for unknown, stale or guessed future ids, long gaps
// between updates, provider switches mid-show, posts from goroutines.
type script struct {
	t       *testing.T
	m       *Manager
	now     time.Duration
	current int64 // the latest show's id (0: none yet)
	ids     []int64
	// rewardedBy[id] is the reward the provider posted for show id after
	// it started; outcomes[id] counts its outcomes, earned[id] its pays.
	rewardedBy map[int64]Reward
	outcomes   map[int64]int
	earned     map[int64]int
	last       Event
	// mustPay[id]: the provider rewarded show id while it was on, before
	// any close or failure of it was posted; ended[id]: a close or failure
	// was posted; over[id]: its outcome came; stormed[id]: events for it
	// came from several goroutines (their order is unknown).
	// paying[id]: show id is of a rewarded placement.
	mustPay, ended, over, stormed, paying map[int64]bool
}

// fuzzProvider fills loads at once, or fails them, by the script's choice.
type fuzzProvider struct {
	sink Sink
	fail bool
}

func (p *fuzzProvider) Init(s Sink) error { p.sink = s; return nil }
func (p *fuzzProvider) Load(pl Placement) error {
	if p.fail {
		p.sink.Post(Event{Kind: LoadFailed, Placement: pl, Reason: NoFill})
	} else {
		p.sink.Post(Event{Kind: Loaded, Placement: pl})
	}
	return nil
}
func (p *fuzzProvider) Show(Placement, ShowRequest) error { return nil }

// inGameProvider is a fuzzProvider that draws its ads in the game, as
// Simulated does: switching away from it ends its show.
type inGameProvider struct{ fuzzProvider }

func (*inGameProvider) advance(time.Duration) {}

func runScript(t *testing.T, data []byte) {
	s := &script{t: t, rewardedBy: map[int64]Reward{}, outcomes: map[int64]int{}, earned: map[int64]int{},
		mustPay: map[int64]bool{}, ended: map[int64]bool{}, over: map[int64]bool{}, stormed: map[int64]bool{}, paying: map[int64]bool{}}
	s.m = NewManager(&fuzzProvider{}, Config{Interstitial: true, InterstitialGap: time.Second})
	s.update(0)
	for i := 0; i+1 < len(data); i += 2 {
		op, arg := data[i]%16, data[i+1]
		switch op {
		case 0, 1: // the player presses an ad button
			if id, ok := s.m.Show(Placement(arg % 4)); ok {
				s.current, s.paying[id] = id, Placement(arg%4).Rewarded()
				s.ids = append(s.ids, id)
			}
		case 2:
			s.post(Event{Kind: Opened, Request: s.current})
		case 3:
			s.reward(s.current, int(arg))
		case 4:
			s.post(Event{Kind: Closed, Request: s.current})
		case 5:
			s.post(Event{Kind: ShowFailed, Request: s.current, Reason: Reason(arg % 8)})
		case 6: // a guessed future id, or any id at all
			guess := s.current + 1 + int64(arg%3)
			if arg&0x80 != 0 {
				guess = int64(arg)
			}
			s.post(Event{Kind: EventKind(2 + arg%4), Request: guess, Reward: Reward{"coins", 7}})
		case 7: // an old show's id
			if len(s.ids) == 0 {
				break
			}
			id := s.ids[int(arg)%len(s.ids)]
			if k := EventKind(2 + arg%4); k == Rewarded {
				s.reward(id, 8)
			} else {
				s.post(Event{Kind: k, Request: id})
			}
		case 8: // a duplicate of the last event
			s.post(s.last)
		case 9, 10: // the game ticks
			for k := 0; k <= int(arg%32); k++ {
				s.update(s.now + time.Second/60)
			}
		case 11: // a long gap: the app was busy or suspended
			s.update(s.now + time.Duration(arg)*time.Second)
		case 12: // the provider switches (Android re-registers on recreate, QA picks the simulated one)
			var p Provider = &fuzzProvider{fail: arg&1 == 1}
			if arg&2 != 0 {
				p = &inGameProvider{fuzzProvider{fail: arg&1 == 1}}
			}
			s.m.SetProvider(p)
			s.update(s.now) // the switch's outcome, before any more events
		case 13: // events from several threads at once
			s.storm(int64(arg))
		case 14: // a loaded ad expires (AdMob's after an hour), or a stale expiry
			s.m.Post(Event{Kind: Expired, Placement: Placement(arg % 5)})
		case 15: // the user changes the consent (it gates nothing here: no native provider)
			s.m.Post(Event{Kind: ConsentKnown, Consent: Consent{CanRequestAds: arg&1 == 1, PrivacyOptions: arg&2 == 2}})
		}
	}
	// The provider falls silent: graces and timeouts end whatever is left.
	for k := 0; k < 4; k++ {
		s.update(s.now + 61*time.Second)
	}
	if s.m.Showing() {
		t.Fatalf("the game is left paused after show %d", s.current)
	}
	for _, id := range s.ids {
		if s.outcomes[id] != 1 {
			t.Fatalf("show %d ended %d times, want exactly once", id, s.outcomes[id])
		}
	}
	if len(s.outcomes) != len(s.ids) {
		t.Fatalf("%d outcomes for %d shows", len(s.outcomes), len(s.ids))
	}
	for id := range s.mustPay {
		if s.earned[id] != 1 && !s.stormed[id] {
			t.Fatalf("show %d was rewarded while on, and did not pay", id)
		}
	}
}

func (s *script) post(e Event) {
	if e.Kind == Closed || e.Kind == ShowFailed {
		s.ended[e.Request] = true
	}
	s.last = e
	s.m.Post(e)
}

// reward posts the provider's reward for show id and notes it as paid by
// the provider (only a show that has started can be rewarded).
func (s *script) reward(id int64, amount int) {
	r := Reward{"coins", amount}
	if id != 0 {
		if _, ok := s.rewardedBy[id]; !ok {
			s.rewardedBy[id] = r
		}
		if !s.ended[id] && !s.over[id] && s.paying[id] {
			s.mustPay[id] = true
		}
	}
	s.post(Event{Kind: Rewarded, Request: id, Reward: r})
}

// storm posts random events for the current show from four goroutines.
func (s *script) storm(seed int64) {
	rng := rand.New(rand.NewSource(seed))
	s.stormed[s.current] = true
	var batches [4][]Event
	for g := range batches {
		for k := 0; k < 4; k++ {
			e := Event{Kind: EventKind(2 + rng.Intn(4)), Request: s.current, Reason: Reason(rng.Intn(7)), Reward: Reward{"coins", 3}}
			if e.Kind == Rewarded && s.current != 0 {
				if _, ok := s.rewardedBy[s.current]; !ok {
					s.rewardedBy[s.current] = e.Reward
				}
			}
			batches[g] = append(batches[g], e)
		}
	}
	var wg sync.WaitGroup
	for g := range batches {
		wg.Add(1)
		go func(b []Event) {
			defer wg.Done()
			for _, e := range b {
				s.m.Post(e)
			}
		}(batches[g])
	}
	wg.Wait()
}

func (s *script) update(now time.Duration) {
	s.now = now
	for _, o := range s.m.Update(now) {
		s.outcomes[o.Request]++
		s.over[o.Request] = true
		if o.Result != Earned || !o.Placement.Rewarded() {
			continue
		}
		s.earned[o.Request]++
		want, ok := s.rewardedBy[o.Request]
		switch {
		case s.earned[o.Request] > 1:
			s.t.Fatalf("show %d paid twice", o.Request)
		case !ok:
			s.t.Fatalf("show %d paid %+v, but the provider never rewarded it", o.Request, o.Reward)
		case o.Reward != want:
			s.t.Fatalf("show %d paid %+v, the provider's reward was %+v", o.Request, o.Reward, want)
		}
	}
}

// FuzzManager: go test -fuzz FuzzManager ./ads (the corpus in testdata and
// the seeds below run with every go test).
func FuzzManager(f *testing.F) {
	f.Add([]byte{0, 0, 2, 0, 3, 5, 4, 0, 9, 10})       // reward, close
	f.Add([]byte{0, 1, 2, 0, 4, 0, 9, 200, 3, 1})      // close, late reward
	f.Add([]byte{6, 0, 6, 1, 3, 1, 0, 0, 4, 0, 9, 60}) // guessed ids before the show
	f.Add([]byte{0, 0, 2, 0, 12, 1, 3, 2, 4, 0, 9, 3}) // provider switch mid-show
	f.Add([]byte{0, 0, 13, 9, 11, 200, 13, 4, 8, 0})   // storms and a long gap
	f.Fuzz(runScript)
}

// TestManagerRandomScripts runs many random scripts through the same
// checks as FuzzManager, so every go test tries them.
func TestManagerRandomScripts(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewSource(1))
	data := make([]byte, 96)
	for i := 0; i < n; i++ {
		rng.Read(data)
		runScript(t, data[:16+rng.Intn(80)])
		if t.Failed() {
			t.Fatalf("script %d: %v", i, data)
		}
	}
}
