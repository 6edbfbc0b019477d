package flow

import (
	"context"
	"strings"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// sdk is a native ad adapter as Go sees it (the bridge, on a phone).
type sdk struct{ privacy int }

func (*sdk) StartSDK() error                            { return nil }
func (*sdk) LoadAd(string) error                        { return nil }
func (*sdk) ShowAd(string, int64, string, string) error { return nil }
func (s *sdk) ShowPrivacyOptions() error                { s.privacy++; return nil }
func (*sdk) DebugBuild() (bool, error)                  { return false, nil }
func (*sdk) Network() string                            { return "max" }
func (*sdk) Networks() string                           { return "max" }
func (*sdk) UseNetwork(string) error                    { return nil }

// SETTINGS offers PRIVACY only where the consent flow said the region
// requires it, and the button shows the network's form.
func TestPrivacyButtonWhereTheRegionRequiresIt(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	open(t, s, ActSettings)
	for _, b := range s.View().Buttons {
		if b.Act == ActPrivacy {
			t.Fatal("PRIVACY with the simulated ad, which has no consent")
		}
	}
	native, phone := ads.NewNative(nil), &sdk{}
	if err := native.Register(phone); err != nil {
		t.Fatal(err)
	}
	s.SetAds(native)
	native.ConsentKnown(ads.Consent{CanRequestAds: true, PrivacyOptions: true})
	tapAct(t, s, ActPrivacy, 0)
	if phone.privacy != 1 {
		t.Errorf("PRIVACY asked the adapter %d times, want once", phone.privacy)
	}
	native.ConsentKnown(ads.Consent{CanRequestAds: true}) // elsewhere in the world
	s.Step(Command{})
	for _, b := range s.View().Buttons {
		if b.Act == ActPrivacy {
			t.Error("PRIVACY where the region does not require it")
		}
	}
}

// server is the publisher's server as a verifier: the test answers.
type server struct {
	asked  chan ads.Outcome
	answer chan bool
}

func (v *server) Verify(ctx context.Context, o ads.Outcome) (bool, error) {
	v.asked <- o
	select {
	case ok := <-v.answer:
		return ok, nil
	case <-ctx.Done():
		return false, ctx.Err()
	}
}

// With a verifier, REVIVE waits for the publisher's server: the run stays
// where it ended while the server is asked, a reward the server rejects
// revives nobody, and one it confirms does.
func TestReviveWaitsForTheServer(t *testing.T) {
	for _, confirm := range []bool{false, true} {
		s, _ := newTestSession(t, ads.SimFlags{})
		v := &server{asked: make(chan ads.Outcome, 1), answer: make(chan bool, 1)}
		cfg := adsConfig(s.tuning.adSettings, s.progress.UserID, s.log)
		cfg.Verifier, cfg.VerifyTimeout = v, time.Minute
		s.ad.manager = ads.NewManager(s.ad.sim, cfg)
		tapCard(t, s, Command{Tap: true})
		until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
		until(t, s, "the revive offer", 120, false, func() bool { return s.card.n == 2 && s.card.buttons[0].Act == ActRevive })
		tapButton(t, s, ActRevive)
		until(t, s, "the ad's close button", 60*10, false, func() bool { _, closable, ok := s.ad.sim.Showing(); return ok && closable })
		s.Step(Command{Confirm: true})
		var o ads.Outcome
		for steps := 0; o.Request == 0; steps++ {
			select {
			case o = <-v.asked:
			default:
				if steps > 60*10 {
					t.Fatal("the server was never asked")
				}
				s.Step(Command{})
				time.Sleep(time.Millisecond) // the verifier runs on its own goroutine
			}
		}
		if o.Placement != ads.Revive || o.Nonce == "" {
			t.Fatalf("the server was asked about %+v", o)
		}
		tick := s.run.world.Tick
		for i := 0; i < 60; i++ {
			s.Step(Command{})
		}
		if !s.ad.manager.Verifying() || s.run.world.Tick != tick || s.run.world.Outcome != world.Lost {
			t.Fatalf("while the server is asked: verifying %v, world moved %d ticks, outcome %v", s.ad.manager.Verifying(), s.run.world.Tick-tick, s.run.world.Outcome)
		}
		v.answer <- confirm
		for i := 0; i < 500 && s.ad.manager.Showing(); i++ {
			time.Sleep(2 * time.Millisecond)
			s.Step(Command{})
		}
		if revived := s.scene == Play && s.run.world.Outcome == world.Running; revived != confirm {
			t.Errorf("server confirms %v: scene %d, outcome %v", confirm, s.scene, s.run.world.Outcome)
		}
	}
}

// The verifier is the publisher's setting: off as shipped, an https
// address of their server when on, bounded in time.
func TestVerifierIsThePublishers(t *testing.T) {
	var a economy.AdSettings
	if err := rules.LoadTuning(map[string]rules.Validator{"ads": &a}); err != nil {
		t.Fatal(err)
	}
	if a.VerifyURL != "" || adsConfig(a, "u", nil).Verifier != nil {
		t.Fatal("assets/tuning.json ships with a verifier: rewards would wait for a server nobody runs")
	}
	a.VerifyURL = "https://rewards.example.com/confirmed"
	if err := a.Validate(); err != nil {
		t.Fatal(err)
	}
	if c := adsConfig(a, "u", nil); c.Verifier == nil || c.VerifyTimeout != time.Duration(a.VerifySeconds)*time.Second || c.GrantUnverified != a.GrantUnverified {
		t.Errorf("verifyURL set: config %+v", c)
	}
	for _, local := range []string{"http://localhost:8080/confirmed", "http://127.0.0.1/confirmed"} { // a publisher's test server
		a.VerifyURL = local
		if err := a.Validate(); err != nil {
			t.Errorf("verifyURL %q on this machine: %v", local, err)
		}
	}
	for _, bad := range []string{"http://rewards.example.com/confirmed", "rewards.example.com", "https://", "ftp://localhost/x", "http://localhost.example.com/x"} {
		a.VerifyURL = bad
		if err := a.Validate(); err == nil || !strings.Contains(err.Error(), "verifyURL") {
			t.Errorf("verifyURL %q: %v, want an error naming verifyURL", bad, err)
		}
	}
}
