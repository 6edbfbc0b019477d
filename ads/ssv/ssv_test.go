package ssv

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// keyServer is a stand-in for Google's key server, serving keys the test
// generated, in its JSON shape; it counts fetches.
type keyServer struct {
	mu      sync.Mutex
	keys    map[int64]*ecdsa.PrivateKey
	fetches int
	srv     *httptest.Server
}

func newKeyServer(t *testing.T, ids ...int64) *keyServer {
	k := &keyServer{keys: map[int64]*ecdsa.PrivateKey{}}
	for _, id := range ids {
		k.add(t, id)
	}
	k.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		k.mu.Lock()
		defer k.mu.Unlock()
		k.fetches++
		var f keyFile
		for id, priv := range k.keys {
			der, _ := x509.MarshalPKIXPublicKey(&priv.PublicKey)
			f.Keys = append(f.Keys, struct {
				KeyID  int64  `json:"keyId"`
				Base64 string `json:"base64"`
			}{id, base64.StdEncoding.EncodeToString(der)})
		}
		json.NewEncoder(w).Encode(f)
	}))
	t.Cleanup(k.srv.Close)
	return k
}

func (k *keyServer) add(t *testing.T, id int64) *ecdsa.PrivateKey {
	priv, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	k.mu.Lock()
	k.keys[id] = priv
	k.mu.Unlock()
	return priv
}

// callback is the query AdMob sends for a reward of show nonce, signed by
// priv as key id (padded web-safe base64, as Google writes it).
func callback(t *testing.T, priv *ecdsa.PrivateKey, id int64, nonce, tx string) string {
	content := "ad_network=5450213213286189855&ad_unit=1234567890&custom_data=" + url.QueryEscape(nonce) +
		"&reward_amount=1&reward_item=revive&timestamp=1507770365237823&transaction_id=" + tx + "&user_id=player%201"
	return content + signature(t, priv, content, id)
}

func signature(t *testing.T, priv *ecdsa.PrivateKey, content string, id int64) string {
	h := sha256Sum(content)
	sig, err := ecdsa.SignASN1(rand.Reader, priv, h)
	if err != nil {
		t.Fatal(err)
	}
	return "&signature=" + url.QueryEscape(base64.URLEncoding.EncodeToString(sig)) + "&key_id=" + itoa(id)
}

func call(h http.Handler, query string) int {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/admob?"+query, nil))
	return rec.Code
}

// clock is a settable time for the key cache.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

func TestAdMobCallbacks(t *testing.T) {
	ks := newKeyServer(t, 3335741209)
	good := ks.keys[3335741209]
	c := &clock{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	store := &Memory{}
	h := &AdMob{Keys: &KeySet{URL: ks.srv.URL, Now: c.now}, Store: store}
	stranger, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)

	valid := callback(t, good, 3335741209, "n0nce/1", "tx1")
	tampered := strings.Replace(valid, "reward_amount=1", "reward_amount=100", 1)
	swapped := "key_id=3335741209&" + strings.Replace(valid, "&key_id=3335741209", "", 1)
	for _, tc := range []struct {
		name  string
		query string
		code  int
	}{
		{"a signed callback", valid, 200},
		{"the network retrying it", valid, 200},
		{"a changed amount", tampered, 403},
		{"signed by another key under a known id", callback(t, stranger, 3335741209, "n0nce/2", "tx2"), 403},
		{"an id the key server does not have", callback(t, stranger, 77, "n0nce/3", "tx3"), 403},
		{"no signature", "transaction_id=tx4&custom_data=n0nce%2F4", 400},
		{"key_id before the signed content", swapped, 400},
		{"a signature that is not base64", "transaction_id=tx5&signature=%%%&key_id=3335741209", 400},
	} {
		if got := call(h, tc.query); got != tc.code {
			t.Errorf("%s: HTTP %d, want %d", tc.name, got, tc.code)
		}
	}
	g, ok, _ := store.Lookup("n0nce/1")
	if !ok || g.Network != "admob" || g.TransactionID != "tx1" || g.UserID != "player 1" || g.RewardAmount != 1 || g.RewardItem != "revive" {
		t.Errorf("the signed callback recorded %+v (found %v)", g, ok)
	}
	for _, n := range []string{"n0nce/2", "n0nce/3"} {
		if _, ok, _ := store.Lookup(n); ok {
			t.Errorf("a forged callback for %s was recorded", n)
		}
	}
	if fresh, _ := store.Record(g); fresh {
		t.Error("the same transaction recorded twice")
	}

	// Google rotates its keys: a callback under a new id fetches the set
	// again (not more than once a minute), and the set is never older
	// than a day.
	fetches := ks.fetches
	rotated := ks.add(t, 4444)
	c.t = c.t.Add(time.Hour)
	if got := call(h, callback(t, rotated, 4444, "n0nce/5", "tx6")); got != 200 || ks.fetches != fetches+1 {
		t.Errorf("a callback under a rotated-in key: HTTP %d after %d fetches, want 200 after 1", got, ks.fetches-fetches)
	}
	call(h, callback(t, stranger, 99, "n0nce/6", "tx7"))
	if ks.fetches != fetches+1 {
		t.Errorf("an unknown key id fetched the keys again within a minute (%d fetches)", ks.fetches-fetches)
	}
	c.t = c.t.Add(25 * time.Hour)
	if got := call(h, callback(t, good, 3335741209, "n0nce/7", "tx8")); got != 200 {
		t.Errorf("a callback under a day-old set's key: HTTP %d, want it answered with the last good set while a new one is fetched", got)
	}
	for i := 0; i < 200 && ks.fetched() != fetches+2; i++ {
		time.Sleep(10 * time.Millisecond)
	}
	if n := ks.fetched(); n != fetches+2 {
		t.Errorf("a day-old key set was used without fetching it again (%d fetches)", n-fetches)
	}
}

// fetched is how many times the set was fetched.
func (k *keyServer) fetched() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.fetches
}

// A key server that hangs holds no callback for good, and no callback
// waits for another's fetch: a key of the last good set is served at
// once, twenty callbacks for an unknown key are all answered (503, Google
// retries) once the fetch times out, with one fetch out; all within the
// 15 s a publisher's callback may take.
func TestAHangingKeyServerHoldsNoCallback(t *testing.T) {
	ks := newKeyServer(t, 7)
	var hang sync.WaitGroup
	hang.Add(1)
	release := sync.OnceFunc(hang.Done)
	defer release()
	var mu sync.Mutex
	hanging, calls := false, 0
	front := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		calls++
		h := hanging
		mu.Unlock()
		if h {
			hang.Wait() // never answers while the test runs
			return
		}
		ks.srv.Config.Handler.ServeHTTP(w, r)
	}))
	defer front.Close()
	defer release()
	c := &clock{t: time.Date(2026, 12, 2, 12, 0, 0, 0, time.UTC)}
	h := &AdMob{Keys: &KeySet{URL: front.URL, Now: c.now, Timeout: 300 * time.Millisecond}, Store: &Memory{}}
	if got := call(h, callback(t, ks.keys[7], 7, "a", "tx-a")); got != 200 {
		t.Fatalf("a callback with the key server up: %d", got)
	}
	mu.Lock()
	hanging = true
	mu.Unlock()
	c.t = c.t.Add(25 * time.Hour) // the set is a day old: a refresh goes out, and hangs
	stranger, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	var wg sync.WaitGroup
	codes := make([]int, 21)
	for i := range 20 {
		wg.Go(func() { codes[i] = call(h, callback(t, stranger, 99, "s"+itoa(int64(i)), "tx-s"+itoa(int64(i)))) })
	}
	wg.Go(func() { codes[20] = call(h, callback(t, ks.keys[7], 7, "b", "tx-b")) })
	answered := make(chan struct{})
	go func() { wg.Wait(); close(answered) }()
	select { // the bound for a publisher: 15 s, against a 0.3 s fetch timeout
	case <-answered:
	case <-time.After(15 * time.Second):
		t.Fatal("callbacks still unanswered 15 s into a hanging key server")
	}
	mu.Lock()
	n := calls
	mu.Unlock()
	if codes[20] != 200 || n != 2 {
		t.Errorf("with the key server hanging: the known key's callback %d, %d fetches; want 200 (the last good set), one refresh out", codes[20], n-1)
	}
	for i, code := range codes[:20] {
		if code != http.StatusServiceUnavailable && code != http.StatusForbidden {
			t.Errorf("callback %d for an unknown key: %d, want an answer (503 or 403)", i, code)
		}
	}
}

func TestAdMobKeyServerDown(t *testing.T) {
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { http.Error(w, "no", 500) }))
	defer down.Close()
	priv, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	h := &AdMob{Keys: &KeySet{URL: down.URL}, Store: &Memory{}}
	if got := call(h, callback(t, priv, 1, "n", "tx")); got != http.StatusServiceUnavailable {
		t.Errorf("key server down: HTTP %d, want 503 (Google retries)", got)
	}
}

func TestMAXCallbacks(t *testing.T) {
	store := &Memory{}
	h := &MAX{EventKey: "s3cret-event-key", Reward: Reward{Item: "revive", Amount: 1}, Store: store}
	event := "8dc948013d71f4b2a0d6c9c1b9d0b9e6d1b226e0"
	q := func(token string) string {
		return "event_id=" + event + "&token=" + token + "&user_id=u1&custom_data=n0nce&amount=-5&currency=gems" // the query's reward is not the token's
	}
	for _, tc := range []struct {
		name  string
		query string
		code  int
	}{
		{"the right token", q(EventToken(event, "s3cret-event-key")), 200},
		{"a retry, in capitals", q(strings.ToUpper(EventToken(event, "s3cret-event-key"))), 200},
		{"a token under another key", q(EventToken(event, "guess")), 403},
		{"no token", "event_id=" + event, 400},
	} {
		if got := call(h, tc.query); got != tc.code {
			t.Errorf("%s: HTTP %d, want %d", tc.name, got, tc.code)
		}
	}
	if g, ok, _ := store.Lookup("n0nce"); !ok || g.Network != "max" || g.RewardAmount != 1 || g.RewardItem != "revive" || g.UserID != "u1" {
		t.Errorf("recorded %+v (found %v)", g, ok)
	}
	if got := call(&MAX{Store: store}, q(EventToken(event, ""))); got != 403 {
		t.Errorf("with no event key set: HTTP %d, want 403 (nothing verifies)", got)
	}
}

func sha256Sum(s string) []byte {
	h := sha256.Sum256([]byte(s))
	return h[:]
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// One grant per show in the memory store too: another transaction, from
// the same network or another, naming a show that has its grant grants
// nothing, and grants with no nonce never collide.
func TestMemoryKeepsOneGrantPerShow(t *testing.T) {
	m := &Memory{}
	first := Grant{Network: "admob", TransactionID: "tx-1", Nonce: "show-1", RewardAmount: 1}
	for i, g := range []Grant{first, {Network: "admob", TransactionID: "tx-2", Nonce: "show-1"}, {Network: "max", TransactionID: "ev-1", Nonce: "show-1"}} {
		if fresh, err := m.Record(g); fresh != (i == 0) || err != nil {
			t.Errorf("grant %d of show-1 (%s %s): fresh %v, want only the first", i, g.Network, g.TransactionID, fresh)
		}
	}
	if g, ok, _ := m.Lookup("show-1"); !ok || g != first {
		t.Errorf("show-1's grant: %+v, want the first", g)
	}
	for i := range 2 {
		if fresh, _ := m.Record(Grant{Network: "max", TransactionID: "bare-" + itoa(int64(i))}); !fresh {
			t.Errorf("a grant with no nonce (%d) collided", i)
		}
	}
}

// LevelPlay's callback: signed over the timestamp, event, user, rewards
// and the private key; a forged or altered one is refused, a retry grants
// nothing more, and every recorded one is acknowledged as LevelPlay reads it.
func TestLevelPlayCallbacks(t *testing.T) {
	store := &Memory{}
	h := &LevelPlay{PrivateKey: "lp-private", Item: "coins", Store: store}
	const event, stamp = "a1b2c3d4e5", "202612071455"
	// LevelPlay's documented order, worked out apart from the code (Python's
	// hashlib over the five joined): timestamp, event, user, rewards, key.
	if got := LevelPlaySignature(stamp, event, "u@x.com", "1", "lp-private"); got != "3d5637fe517053f80a49ae079f2e42c0" {
		t.Fatalf("LevelPlaySignature = %s, want LevelPlay's MD5 of timestamp, event id, user id, rewards and key", got)
	}
	signed := func(user, rewards, key string) string {
		return "appUserId=" + user + "&rewards=" + rewards + "&eventId=" + event + "&itemName=gems&dynamicUserId=n0nce-lp&timestamp=" + stamp +
			"&signature=" + LevelPlaySignature(stamp, event, strings.ReplaceAll(user, "%40", "@"), rewards, key)
	}
	for _, tc := range []struct {
		name, query string
		code        int
	}{
		{"a forged signature", signed("u%40x.com", "1", "guess"), 403},
		{"the rewards raised after signing", strings.Replace(signed("u%40x.com", "1", "lp-private"), "rewards=1", "rewards=50", 1), 403},
		{"no signature", "appUserId=u&rewards=1&eventId=" + event + "&timestamp=" + stamp, 403},
		{"no timestamp", "appUserId=u&rewards=1&eventId=" + event, 400},
		{"no rewards", "appUserId=u&eventId=" + event + "&timestamp=" + stamp, 400},
		{"the right signature (a URL-encoded user id)", signed("u%40x.com", "1", "lp-private"), 200},
		{"a retry", signed("u%40x.com", "1", "lp-private"), 200},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/ssv/levelplay?"+tc.query, nil))
		if rec.Code != tc.code {
			t.Errorf("%s: HTTP %d, want %d (%s)", tc.name, rec.Code, tc.code, rec.Body)
		}
		if tc.code == 200 && rec.Body.String() != event+":OK" {
			t.Errorf("%s: answered %q, want %q (LevelPlay retries otherwise)", tc.name, rec.Body, event+":OK")
		}
	}
	if g, ok, _ := store.Lookup("n0nce-lp"); !ok || g.Network != "levelplay" || g.RewardAmount != 1 || g.RewardItem != "coins" || g.UserID != "u@x.com" {
		t.Errorf("recorded %+v (found %v)", g, ok)
	}
	if fresh, _ := store.Record(Grant{Network: "levelplay", TransactionID: event, Nonce: "other"}); fresh {
		t.Error("the event was recorded twice")
	}
	if got := call(&LevelPlay{Store: store}, signed("u", "1", "")); got != 403 {
		t.Errorf("with no private key set: HTTP %d, want 403 (nothing verifies)", got)
	}
}
