package ads

import (
	"cmp"
	"math"
	"time"
)

// SimFlags make the Simulated provider misbehave the ways real networks
// do, to try every path by hand and in tests.
type SimFlags struct {
	NoFill     bool // every load answers no fill
	FailShow   bool // every show fails
	CloseEarly bool // the ad closes itself before the reward
	RewardLate bool // the reward arrives after the close (within the grace)
	Duplicate  bool // every show event is sent twice
	Silent     bool // a show never reports back (the manager times it out)
	AutoClose  bool // the ad closes itself when its countdown ends
	// PrivacyRegion: the network acts as in a region whose law requires
	// privacy options (SETTINGS offers PRIVACY; its "form" changes
	// nothing). Without it the simulated network needs no consent.
	PrivacyRegion bool
}

// Simulated is the provider on desktop and in the browser, and on phones
// for QA: its "ad" is a countdown the game draws over itself, with a close
// button. It is a stand-in for an ad network, named as such everywhere it
// shows; the real networks are the native adapters in mobile/.
type Simulated struct {
	Flags SimFlags
	// LoadTime and AdLength are how long a load and the countdown take
	// (0.5 s and 5 s when zero).
	LoadTime, AdLength time.Duration
	// ECPM is what a thousand impressions pay, in US dollars: each show on
	// screen reports its thousandth (an exact price from the "debug"
	// network), so tests and the bots produce revenue. 0: nothing.
	ECPM float64
	// Name is the network it stands for in the events ("": "debug", as
	// shipped; tests give it another to try two networks apart).
	Name string

	sink  Sink
	now   time.Duration
	loads [placementCount]time.Duration // when each pending load completes; 0: none pending
	show  *simShow
	spare simShow
}

type simShow struct {
	placement Placement
	req       ShowRequest
	started   time.Duration
	rewarded  bool
}

// Network is the network it stands for ("debug" unless Name says).
func (s *Simulated) Network() string { return cmp.Or(s.Name, "debug") }

// Init implements Provider.
func (s *Simulated) Init(sink Sink) error {
	s.sink = sink
	if s.LoadTime <= 0 {
		s.LoadTime = 500 * time.Millisecond
	}
	if s.AdLength <= 0 {
		s.AdLength = 5 * time.Second
	}
	if s.Flags.PrivacyRegion {
		sink.Post(Event{Kind: ConsentKnown, Consent: Consent{CanRequestAds: true, PrivacyOptions: true}})
	}
	return nil
}

// ShowPrivacyOptions stands in for a network's privacy form: in a
// PrivacyRegion it answers at once with the same consent.
func (s *Simulated) ShowPrivacyOptions() error {
	if !s.Flags.PrivacyRegion {
		return errNoPrivacyForm
	}
	s.sink.Post(Event{Kind: ConsentKnown, Consent: Consent{CanRequestAds: true, PrivacyOptions: true}})
	return nil
}

// Load implements Provider.
func (s *Simulated) Load(p Placement) error {
	s.loads[p] = s.now + s.LoadTime // never 0: Init makes LoadTime positive
	return nil
}

// Show implements Provider.
func (s *Simulated) Show(p Placement, req ShowRequest) error {
	if s.Flags.FailShow {
		s.post(Event{Kind: ShowFailed, Request: req.ID, Reason: Internal})
		return nil
	}
	s.spare = simShow{placement: p, req: req, started: s.now}
	s.show = &s.spare
	s.post(Event{Kind: Opened, Request: req.ID})
	if s.ECPM > 0 {
		s.post(Event{Kind: Paid, Request: req.ID, Placement: p,
			Revenue: Revenue{Provider: s.Network(), Source: "debug", Micros: int64(math.Round(s.ECPM * 1000)), Currency: "USD", Precision: Exact}})
	}
	return nil
}

func (s *Simulated) post(e Event) {
	if s.Flags.Silent && e.Kind != Loaded && e.Kind != LoadFailed {
		return
	}
	s.sink.Post(e)
	if s.Flags.Duplicate {
		s.sink.Post(e)
	}
}

// advance moves the simulation to game time now: loads complete, the
// countdown runs out.
func (s *Simulated) advance(now time.Duration) {
	s.now = now
	for p := range s.loads {
		if s.loads[p] == 0 || now < s.loads[p] {
			continue
		}
		s.loads[p] = 0
		if s.Flags.NoFill {
			s.sink.Post(Event{Kind: LoadFailed, Placement: Placement(p), Reason: NoFill})
		} else {
			s.sink.Post(Event{Kind: Loaded, Placement: Placement(p)})
		}
	}
	sh := s.show
	if sh == nil {
		return
	}
	if s.Flags.CloseEarly && now-sh.started >= s.AdLength/2 {
		s.Close()
		return
	}
	if now-sh.started >= s.AdLength && !sh.rewarded {
		sh.rewarded = true
		if !s.Flags.RewardLate {
			s.post(Event{Kind: Rewarded, Request: sh.req.ID, Reward: Reward{Type: "coins", Amount: 1}})
		}
		if s.Flags.AutoClose {
			s.Close()
		}
	}
}

// Showing returns the ad on screen, for the game to draw: how much of the
// countdown is left and whether the close button is live.
func (s *Simulated) Showing() (left time.Duration, closable, ok bool) {
	if s.show == nil {
		return 0, false, false
	}
	left = max(0, s.AdLength-(s.now-s.show.started))
	return left, left == 0 || s.Flags.CloseEarly, true
}

// ShowingFor returns the placement of the ad on show, if one is.
func (s *Simulated) ShowingFor() (Placement, bool) {
	if s.show == nil {
		return 0, false
	}
	return s.show.placement, true
}

// Close is the player pressing the ad's close button (or the ad closing
// itself). Before the countdown ends it forfeits the reward.
func (s *Simulated) Close() {
	sh := s.show
	if sh == nil {
		return
	}
	s.show = nil
	s.post(Event{Kind: Closed, Request: sh.req.ID})
	if sh.rewarded && s.Flags.RewardLate {
		s.post(Event{Kind: Rewarded, Request: sh.req.ID, Reward: Reward{Type: "coins", Amount: 1}})
	}
}
