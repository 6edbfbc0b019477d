package ssv

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"ropeman/ads"
	"ropeman/ads/confirm"
)

// network is a test provider standing in for an ad network: every load
// fills, every show opens, rewards and closes, and it keeps each show's
// request so the test can play the network's servers.
type network struct {
	sink  ads.Sink
	shown []ads.ShowRequest
}

func (n *network) Init(s ads.Sink) error { n.sink = s; return nil }
func (n *network) Load(p ads.Placement) error {
	n.sink.Post(ads.Event{Kind: ads.Loaded, Placement: p})
	return nil
}
func (n *network) Show(p ads.Placement, r ads.ShowRequest) error {
	n.shown = append(n.shown, r)
	n.sink.Post(ads.Event{Kind: ads.Rewarded, Request: r.ID, Reward: ads.Reward{Type: "revive", Amount: 1}})
	n.sink.Post(ads.Event{Kind: ads.Closed, Request: r.ID})
	return nil
}

// The whole loop: the game's manager asks the publisher's server (this
// package's handlers over real HTTP) about each earned reward; a show
// whose signed AdMob callback reached the server pays, verified; a show
// whose callback never came pays nothing when the publisher chose so.
func TestManagerAsksThePublishersServer(t *testing.T) {
	ks := newKeyServer(t, 42)
	store := &Memory{}
	mux := http.NewServeMux()
	mux.Handle("/admob", &AdMob{Keys: &KeySet{URL: ks.srv.URL}, Store: store})
	mux.Handle("/confirmed", &Confirmations{Store: store})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	net := &network{}
	m := ads.NewManager(net, ads.Config{UserID: "player 1", Verifier: &confirm.Client{URL: srv.URL + "/confirmed", Poll: 20 * time.Millisecond},
		VerifyTimeout: 2 * time.Second, GrantUnverified: false})
	now := time.Duration(0)
	outcome := func() ads.Outcome {
		for i := 0; i < 400; i++ {
			now += time.Second / 60
			if out := m.Update(now); len(out) > 0 {
				return out[0]
			}
			time.Sleep(10 * time.Millisecond)
		}
		t.Fatal("no outcome")
		return ads.Outcome{}
	}
	m.Update(now)
	m.Update(now)

	// The network's servers call back for the first show...
	if _, ok := m.Show(ads.Revive); !ok {
		t.Fatal("revive not ready")
	}
	req := net.shown[0]
	resp, err := http.Get(srv.URL + "/admob?" + callback(t, ks.keys[42], 42, req.CustomData, "tx-1"))
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("AdMob's callback: %v %v", resp, err)
	}
	if o := outcome(); o.Result != ads.Earned || !o.Verified || o.Nonce != req.CustomData {
		t.Errorf("a show the server confirmed ended %+v, want earned and verified", o)
	}
	// ...but never for the second.
	if _, ok := m.Show(ads.TripleCoins); !ok {
		t.Fatal("triple coins not ready")
	}
	if o := outcome(); o.Result != ads.NotEarned || o.Reason != ads.Unverified || o.Verified {
		t.Errorf("a show the server never confirmed ended %+v, want not earned (unverified)", o)
	}
}
