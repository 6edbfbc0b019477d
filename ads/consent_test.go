package ads

import (
	"strings"
	"testing"
	"time"
)

// A native network loads nothing until its consent flow has answered,
// nothing while the answer forbids ads, and loads at once when the user
// allows them later. The answer outlives a provider switch (the activity
// recreated), and SETTINGS' privacy button reaches the adapter.
func TestNativeAdsWaitForConsent(t *testing.T) {
	n := NewNative(nil)
	sdk := &recorder{}
	if err := n.Register(sdk); err != nil {
		t.Fatal(err)
	}
	var logged []string
	m := NewManager(n, Config{Log: func(s string) { logged = append(logged, s) }})
	now := time.Duration(0)
	step := func(d time.Duration) { now += d; m.Update(now) }
	step(time.Minute)
	step(time.Minute)
	if len(sdk.loads) != 0 || m.Ready(Revive) {
		t.Fatalf("loads %q before consent is known", sdk.loads)
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "no consent") {
		t.Errorf("an adapter silent about consent for two minutes: logged %q, want one line saying so", logged)
	}
	if _, known := m.Consent(); known {
		t.Fatal("consent known before the flow answered")
	}
	n.ConsentKnown(Consent{CanRequestAds: false, PrivacyOptions: true})
	step(time.Minute)
	if len(sdk.loads) != 0 {
		t.Fatalf("loads %q while consent forbids ads", sdk.loads)
	}
	if c, known := m.Consent(); !known || !c.PrivacyOptions {
		t.Fatalf("consent %+v (known %v), want privacy options required", c, known)
	}
	if err := m.ShowPrivacyOptions(); err != nil || sdk.privacy != 1 {
		t.Fatalf("privacy options: err %v, adapter asked %d times", err, sdk.privacy)
	}
	n.ConsentKnown(Consent{CanRequestAds: true, PrivacyOptions: true}) // the user changed the choice
	step(frame)
	if len(sdk.loads) != 3 {
		t.Fatalf("loads %q after consent, want the three rewarded placements", sdk.loads)
	}
	n.Loaded("revive")
	step(frame)
	if !m.Ready(Revive) {
		t.Fatal("revive not ready after its load")
	}
	n.ConsentKnown(Consent{CanRequestAds: false, PrivacyOptions: true}) // withdrawn
	step(frame)
	if m.Ready(Revive) {
		t.Error("an ad is offered after consent was withdrawn")
	}
	n.ConsentKnown(Consent{CanRequestAds: true})
	m.SetProvider(n) // the activity recreated: the native side registers again
	before := len(sdk.loads)
	step(frame)
	if len(sdk.loads) != before+3 {
		t.Errorf("after a provider switch %d loads, want 3 at once: consent is the user's, not the provider's", len(sdk.loads)-before)
	}
}

// The simulated ad (desktop, browser, QA) needs no consent and has no
// privacy form.
func TestSimulatedNeedsNoConsent(t *testing.T) {
	m := NewManager(&Simulated{}, Config{})
	m.Update(0)
	m.Update(time.Second)
	if !m.Ready(Revive) {
		t.Error("the simulated ad waits for consent")
	}
	if err := m.ShowPrivacyOptions(); err == nil {
		t.Error("the simulated ad claims a privacy form")
	}
}

// An ad the network drops (AdMob's expire after an hour) stops being
// offered and a fresh one loads; an expiry with nothing loaded is logged
// and ignored.
func TestExpiredAdLoadsAgain(t *testing.T) {
	r := newRig(t, Config{})
	if !r.m.Ready(Revive) {
		t.Fatal("revive not ready")
	}
	loads := len(r.f.loads)
	r.f.failLoad = true
	r.m.Post(Event{Kind: Expired, Placement: Revive})
	r.tick(frame)
	if r.m.Ready(Revive) {
		t.Error("an expired ad is still offered")
	}
	if len(r.f.loads) != loads+1 {
		t.Errorf("%d loads after the expiry, want 1", len(r.f.loads)-loads)
	}
	r.tick(frame) // the failed load lands: backoff
	r.logged = nil
	r.m.Post(Event{Kind: Expired, Placement: Revive}) // in backoff: nothing loaded
	r.tick(frame)
	if len(r.logged) != 1 {
		t.Errorf("an expiry with nothing loaded logged %q, want one line", r.logged)
	}
}

// frame is one game tick.
const frame = time.Second / 60
