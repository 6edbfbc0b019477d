package ads

import (
	"errors"
	"strings"
	"testing"
	"time"
)

// playSim shows a revive ad on a Simulated provider with flags, closes it
// like a player would (as soon as the close button is live), and returns
// every outcome.
func playSim(t *testing.T, flags SimFlags) []Outcome {
	sim := &Simulated{Flags: flags, AdLength: 3 * time.Second}
	m := NewManager(sim, Config{})
	now := time.Duration(0)
	var got []Outcome
	step := func() {
		now += time.Second / 60
		got = append(got, m.Update(now)...)
	}
	for i := 0; i < 60; i++ {
		step()
	}
	if !m.Ready(Revive) {
		if flags.NoFill {
			return nil
		}
		t.Fatalf("%+v: nothing loaded after a second", flags)
	}
	m.Show(Revive)
	for i := 0; i < 60*20; i++ {
		if _, closable, ok := sim.Showing(); ok && closable {
			sim.Close()
		}
		step()
	}
	if m.Showing() {
		t.Errorf("%+v: still paused 20 s after the show", flags)
	}
	return got
}

func TestSimulatedFlags(t *testing.T) {
	cases := []struct {
		name   string
		flags  SimFlags
		result Result
		none   bool
	}{
		{"normal", SimFlags{}, Earned, false},
		{"no fill", SimFlags{NoFill: true}, 0, true},
		{"fails to show", SimFlags{FailShow: true}, Failed, false},
		{"closes early", SimFlags{CloseEarly: true}, NotEarned, false},
		{"rewards late", SimFlags{RewardLate: true}, Earned, false},
		{"sends duplicates", SimFlags{Duplicate: true}, Earned, false},
		{"never reports back", SimFlags{Silent: true}, Failed, false},
		{"closes itself", SimFlags{AutoClose: true}, Earned, false},
	}
	for _, tc := range cases {
		got := playSim(t, tc.flags)
		if tc.none {
			if len(got) != 0 {
				t.Errorf("%s: %+v, want no show at all", tc.name, got)
			}
			continue
		}
		if len(got) != 1 || got[0].Result != tc.result {
			t.Errorf("%s: outcomes %+v, want one %s", tc.name, got, tc.result)
		}
	}
}

type recorder struct {
	loads   []string
	shows   []string
	ids     []int64
	privacy int
	debug   bool
	err     error    // DebugBuild's answer
	used    []string // UseNetwork's names
}

func (r *recorder) DebugBuild() (bool, error) { return r.debug, r.err }
func (r *recorder) Network() string           { return "max" }
func (r *recorder) Networks() string          { return " max, levelplay ,," }
func (r *recorder) UseNetwork(name string) error {
	r.used = append(r.used, name)
	return nil
}

func (r *recorder) ShowPrivacyOptions() error { r.privacy++; return nil }

func (r *recorder) StartSDK() error               { return nil }
func (r *recorder) LoadAd(placement string) error { r.loads = append(r.loads, placement); return nil }
func (r *recorder) ShowAd(placement string, id int64, user, custom string) error {
	r.shows, r.ids = append(r.shows, placement), append(r.ids, id)
	return nil
}

func TestNativeBridge(t *testing.T) {
	var logged []string
	n := NewNative(func(s string) { logged = append(logged, s) })
	m := NewManager(n, Config{})
	m.Update(0) // no SDK yet: the loads fail and back off
	if m.Ready(Revive) {
		t.Fatal("ready without an SDK")
	}
	sdk := &recorder{}
	if err := n.Register(sdk); err != nil {
		t.Fatal(err)
	}
	m.Update(3 * time.Second)
	if len(sdk.loads) != 0 {
		t.Fatalf("SDK loads %q before the consent flow answered", sdk.loads)
	}
	n.ConsentKnown(Consent{CanRequestAds: true})
	m.Update(3 * time.Second) // retried after 2 s, now through the SDK
	if len(sdk.loads) != 3 || sdk.loads[0] != "revive" {
		t.Fatalf("SDK loads %q, want the three rewarded placements by name", sdk.loads)
	}
	n.Loaded("revive")
	n.Loaded("no_such_placement") // ignored, logged
	n.LoadFailed("triple_coins", 99, "weird code")
	m.Update(3 * time.Second)
	if !m.Ready(Revive) || m.Ready(TripleCoins) {
		t.Fatal("revive should be ready, triple coins failed")
	}
	id, _ := m.Show(Revive)
	n.Opened(id)
	n.Rewarded(id, "revive", 1)
	n.Rewarded(id, "revive", 1)
	n.Closed(id)
	out := m.Update(3 * time.Second)
	if len(out) != 1 || out[0].Result != Earned || out[0].Reward.Amount != 1 {
		t.Errorf("outcomes %+v, want one earned reward", out)
	}
	if len(logged) < 2 {
		t.Errorf("unknown placement and bad code not logged: %q", logged)
	}
	if err := n.Register(nil); err == nil {
		t.Error("Register(nil) accepted")
	}
}

// Only the app knows whether it is a debug build: no adapter, an adapter
// whose app is a release, or one that fails to answer all count as a
// release (the simulated ads are refused there).
func TestNativeDebugBuildIsTheAppsWord(t *testing.T) {
	var logged []string
	n := NewNative(func(s string) { logged = append(logged, s) })
	if n.DebugBuild() {
		t.Error("no adapter registered: taken as a debug build")
	}
	for _, c := range []struct {
		name string
		sdk  recorder
		want bool
	}{
		{"debug app", recorder{debug: true}, true},
		{"release app", recorder{debug: false}, false},
		{"adapter that fails to answer", recorder{debug: true, err: errors.New("bridge threw")}, false},
	} {
		if err := n.Register(&c.sdk); err != nil {
			t.Fatal(err)
		}
		if got := n.DebugBuild(); got != c.want {
			t.Errorf("%s: DebugBuild() = %v, want %v", c.name, got, c.want)
		}
	}
	if len(logged) != 1 || !strings.Contains(logged[0], "bridge threw") {
		t.Errorf("the failed answer is logged once with its error: %q", logged)
	}
}

// A show on screen reports what it earned once, whatever the network
// repeats: the debug network's eCPM over a thousand, in US dollars, an
// exact price; a show that never opened, or a report for a show the
// manager never made, earns nothing.
func TestAShowReportsItsRevenueOnce(t *testing.T) {
	for _, c := range []struct {
		name  string
		flags SimFlags
		paid  int
	}{{"normal", SimFlags{}, 1}, {"duplicates", SimFlags{Duplicate: true}, 1}, {"fails to show", SimFlags{FailShow: true}, 0}} {
		sim := &Simulated{Flags: c.flags, ECPM: 12.5}
		var logged []string
		m := NewManager(sim, Config{Log: func(s string) { logged = append(logged, s) }})
		var got []Impression
		now := time.Duration(0)
		for i := range 60 * 8 {
			now += time.Second / 60
			m.Update(now)
			got = append(got, m.Paid()...)
			if i == 60 {
				m.Show(Revive)
				sim.sink.Post(Event{Kind: Paid, Request: 999, Revenue: Revenue{Micros: 1}}) // no such show
			}
		}
		want := Revenue{Provider: "debug", Source: "debug", Micros: 12_500, Currency: "USD", Precision: Exact}
		if len(got) != c.paid || c.paid == 1 && (got[0].Revenue != want || got[0].Placement != Revive) {
			t.Errorf("%s: %+v, want %d impression of %+v on revive", c.name, got, c.paid, want)
		}
		if len(logged) == 0 {
			t.Errorf("%s: the report for no show was not said in the log", c.name)
		}
	}
}

// A native SDK's revenue report, as MAX and AdMob word theirs, reaches
// the game as the show's impression: the network's name written as an
// event names it, the precision read, the currency in capitals; a report
// on a placement the game has not is dropped.
func TestNativeRevenueReachesTheGame(t *testing.T) {
	n := NewNative(nil)
	sdk := &recorder{}
	if err := n.Register(sdk); err != nil {
		t.Fatal(err)
	}
	m := NewManager(n, Config{})
	n.ConsentKnown(Consent{CanRequestAds: true})
	now := time.Duration(0)
	step := func() []Impression { now += time.Second; m.Update(now); return m.Paid() }
	step()
	n.Loaded("revive")
	step()
	if _, ok := m.Show(Revive); !ok || len(sdk.ids) != 1 {
		t.Fatal("no show")
	}
	id := sdk.ids[0]
	n.Opened(id)
	n.Paid("nowhere", id, "max", "AppLovin", 14_250, "usd", "exact")
	n.Paid("revive", id, "admob", "Google AdMob  Network", 14_250, "usd", "PRECISE")
	got := step()
	want := Revenue{Provider: "admob", Source: "google-admob-network", Micros: 14_250, Currency: "USD", Precision: Exact}
	if len(got) != 1 || got[0].Revenue != want || got[0].Placement != Revive {
		t.Errorf("the SDK's report: %+v, want one %+v on revive", got, want)
	}
	for name, p := range map[string]Precision{"estimated": Estimated, "publisher_defined": PublisherDefined, "PUBLISHER_PROVIDED": PublisherDefined, "": PrecisionUnknown, "undefined": PrecisionUnknown, "BID": Exact, "RATE": Estimated, "CPM": PublisherDefined, "PRECISE": Exact} {
		if ParsePrecision(name) != p {
			t.Errorf("precision %q: %v, want %v", name, ParsePrecision(name), p)
		}
	}
	if got := SourceName(strings.Repeat("Network ", 10)); len(got) > 32 || got[0] != 'n' || got[len(got)-1] == '-' {
		t.Errorf("a long name: %q, want at most 32 characters, no - at its ends", got)
	}
}
