package server

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	"ropeman/ads/ssv"
)

// TestGrantsSurviveARestartAndAreShared sends MAX's reward callback to
// one instance and asks another on the same database about it; a retry
// of the callback is recorded once; after both close, a new one still
// knows the grant.
func TestGrantsSurviveARestartAndAreShared(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		a, b := testServer(t, open(t, dsn)).URL, testServer(t, open(t, dsn)).URL
		q := url.Values{"event_id": {"ev-1"}, "token": {ssv.EventToken("ev-1", "event-key")}, "user_id": {"u"},
			"custom_data": {"nonce-1"}, "amount": {"-5"}, "currency": {"gems"}}
		for i := range 2 { // the network retries
			if status := get(t, a+"/v1/ssv/max?"+q.Encode()); status != http.StatusOK {
				t.Fatalf("callback %d: %d, want 200", i, status)
			}
		}
		q.Set("token", ssv.EventToken("ev-1", "another key"))
		if status := get(t, a+"/v1/ssv/max?"+q.Encode()); status != http.StatusForbidden {
			t.Errorf("a callback with a wrong token: %d, want 403", status)
		}
		if status := get(t, b+"/v1/ssv/confirm?nonce=nonce-1"); status != http.StatusOK {
			t.Errorf("the other instance's confirmation: %d, want 200", status)
		}
		st := open(t, dsn)
		if g, ok, err := st.Lookup("nonce-1"); !ok || err != nil || g.RewardItem != "reward" || g.RewardAmount != 1 {
			t.Errorf("MAX's callback naming -5 gems granted %s x%d (%v %v), want the server's reward (reward x1)", g.RewardItem, g.RewardAmount, ok, err)
		}
		if status := get(t, b+"/v1/ssv/confirm?nonce=nonce-2"); status != http.StatusNotFound {
			t.Errorf("an unknown nonce: %d, want 404", status)
		}
	})
	// LevelPlay's, on every engine: a forged signature is refused, its
	// retries and a second callback of the same show grant once.
	engines(t, func(t *testing.T, dsn string) {
		a, b := testServer(t, open(t, dsn)).URL, testServer(t, open(t, dsn)).URL
		callback := func(event, key string) string {
			const stamp = "202612071455"
			return url.Values{"appUserId": {"u@x"}, "rewards": {"2"}, "eventId": {event}, "dynamicUserId": {"lp-nonce"}, "timestamp": {stamp},
				"signature": {ssv.LevelPlaySignature(stamp, event, "u@x", "2", key)}}.Encode()
		}
		if status := get(t, a+"/v1/ssv/levelplay?"+callback("lp-1", "forged")); status != http.StatusForbidden {
			t.Errorf("a forged LevelPlay callback: %d, want 403", status)
		}
		if status := get(t, b+"/v1/ssv/confirm?nonce=lp-nonce"); status != http.StatusNotFound {
			t.Errorf("the forged callback's show is confirmed: %d, want 404", status)
		}
		for i, srv := range []string{a, b, a} { // retries, to either instance
			if status := get(t, srv+"/v1/ssv/levelplay?"+callback("lp-1", "lp-key")); status != http.StatusOK {
				t.Fatalf("LevelPlay callback %d: %d, want 200", i, status)
			}
		}
		if status := get(t, a+"/v1/ssv/levelplay?"+callback("lp-2", "lp-key")); status != http.StatusOK {
			t.Fatalf("a second LevelPlay event of the same show: %d, want 200 (acknowledged, not granted)", status)
		}
		if g, ok, err := open(t, dsn).Lookup("lp-nonce"); !ok || err != nil || g.Network != "levelplay" || g.TransactionID != "lp-1" || g.RewardItem != "coins" || g.RewardAmount != 2 {
			t.Errorf("LevelPlay's grant: %+v (%v %v), want lp-1's: coins x2", g, ok, err)
		}
	})
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		g := ssv.Grant{Network: "admob", TransactionID: "tx-9", UserID: "u", Nonce: "n-9", RewardItem: "coins", RewardAmount: 3, At: time.UnixMilli(1700000000123)}
		if fresh, err := st.Record(g); !fresh || err != nil {
			t.Fatalf("first record: %v %v", fresh, err)
		}
		st.Close()
		st = open(t, dsn)
		if fresh, err := st.Record(g); fresh || err != nil {
			t.Errorf("the same transaction after a restart: fresh %v (%v), want a retry", fresh, err)
		}
		got, ok, err := st.Lookup("n-9")
		if !ok || err != nil || got != g {
			t.Errorf("after a restart: %+v %v %v, want %+v", got, ok, err, g)
		}
		// One grant per show: another transaction of the same show, from
		// the same network or another, grants nothing more.
		for _, again := range []ssv.Grant{{Network: "admob", TransactionID: "tx-10", Nonce: "n-9", At: g.At.Add(time.Second)},
			{Network: "max", TransactionID: "ev-10", Nonce: "n-9", At: g.At.Add(time.Second)}} {
			if fresh, err := st.Record(again); fresh || err != nil {
				t.Errorf("another grant of show n-9 (%s %s): fresh %v (%v), want none", again.Network, again.TransactionID, fresh, err)
			}
		}
		if got, _, _ := st.Lookup("n-9"); got != g {
			t.Errorf("show n-9's grant after the doubles: %+v, want the first", got)
		}
		for i := range 2 { // grants with no nonce do not collide
			if fresh, err := st.Record(ssv.Grant{Network: "max", TransactionID: "bare-" + strconv.Itoa(i), At: g.At}); !fresh || err != nil {
				t.Errorf("a grant with no nonce: fresh %v (%v)", fresh, err)
			}
		}
		if _, ok, _ := st.Lookup(""); ok {
			t.Error("an empty nonce confirms a grant")
		}
	})
}

// get GETs u and returns the status.
func get(t *testing.T, u string) int {
	t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestTheLimiterRefillsAndForgets allows a burst, then one a interval;
// past maxBuckets keys, the quiet ones are forgotten.
func TestTheLimiterRefillsAndForgets(t *testing.T) {
	l := limiter{burst: 3, interval: 10 * time.Second}
	t0 := time.Unix(1000, 0)
	var got []bool
	for _, dt := range []time.Duration{0, 0, 0, 0, 9 * time.Second, 10 * time.Second, 10 * time.Second, 60 * time.Second} {
		got = append(got, l.allow("k", t0.Add(dt)))
	}
	if want := []bool{true, true, true, false, false, true, false, true}; !slices.Equal(got, want) {
		t.Errorf("allowed %v, want %v", got, want)
	}
	for i := range maxBuckets {
		l.allow(strconv.Itoa(i), t0)
	}
	l.allow("new", t0.Add(time.Minute))
	if len(l.buckets) > 2 {
		t.Errorf("%d buckets kept after the quiet ones filled up, want the new key's and k's at most", len(l.buckets))
	}
}
