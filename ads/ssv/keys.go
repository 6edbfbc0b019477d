package ssv

import (
	"context"
	"crypto/ecdsa"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"sync"
	"time"
)

// Google's AdMob key servers: the keys that sign real callbacks, and the
// ones that sign the AdMob console's test callbacks.
const (
	KeysURL     = "https://www.gstatic.com/admob/reward/verifier-keys.json"
	TestKeysURL = "https://www.gstatic.com/admob/reward/verifier-keys-test.json"
)

// Google rotates the keys: a key set is kept at most keysMaxAge (Google
// asks for no more than 24 hours), and a callback signed with a key it
// does not know fetches the set again, at most once per keysRefetchGap.
const (
	keysMaxAge     = 24 * time.Hour
	keysRefetchGap = time.Minute
)

// KeySet fetches and caches AdMob's verifying keys. Safe for concurrent
// use: one fetch at a time, outside its lock, for at most Timeout; while a
// refresh is out, a key the last good set holds is served at once.
type KeySet struct {
	URL     string        // KeysURL in production
	Client  *http.Client  // nil: http.DefaultClient
	Timeout time.Duration // a fetch's longest (0: fetchTimeout)
	Now     func() time.Time

	mu      sync.Mutex
	keys    map[int64]*ecdsa.PublicKey // the last good set
	fetched time.Time                  // when it was fetched
	tried   time.Time                  // when a fetch last started
	pending chan struct{}              // closed when the fetch out ends (nil: none is)
	err     error                      // the last fetch's trouble (nil: it fetched)
}

// keyFile is the key server's answer.
type keyFile struct {
	Keys []struct {
		KeyID  int64  `json:"keyId"`
		Base64 string `json:"base64"` // DER SubjectPublicKeyInfo
	} `json:"keys"`
}

// fetchTimeout is how long a fetch of the keys may take: a key server
// that hangs leaves a callback waiting no longer.
const fetchTimeout = 5 * time.Second

// Key returns the key with id, fetching the set when it is stale or lacks
// the id (at most once per keysRefetchGap).
func (k *KeySet) Key(ctx context.Context, id int64) (*ecdsa.PublicKey, error) {
	now := time.Now
	if k.Now != nil {
		now = k.Now
	}
	k.mu.Lock()
	t := now()
	stale := k.keys == nil || t.Sub(k.fetched) >= keysMaxAge
	key, have := k.keys[id]
	if have && !stale {
		k.mu.Unlock()
		return key, nil
	}
	wait := k.pending
	if wait == nil && (k.tried.IsZero() || t.Sub(k.tried) >= keysRefetchGap) {
		wait = make(chan struct{})
		k.pending, k.tried = wait, t
		go k.refresh(wait, t)
	}
	k.mu.Unlock()
	if have {
		return key, nil // a day-old set's key, while the new set is fetched
	}
	if wait != nil {
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	if key, ok := k.keys[id]; ok && t.Sub(k.fetched) < keysMaxAge {
		return key, nil
	}
	if k.err != nil && (k.keys == nil || t.Sub(k.fetched) >= keysMaxAge) {
		return nil, k.err
	}
	return nil, fmt.Errorf("%w: %d in %s", ErrUnknownKey, id, k.URL)
}

// refresh fetches the set for at most Timeout and keeps it if good (the
// last good one if not), then ends the wait of those who asked.
func (k *KeySet) refresh(done chan struct{}, at time.Time) {
	timeout := k.Timeout
	if timeout <= 0 {
		timeout = fetchTimeout
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	keys, err := k.fetch(ctx)
	k.mu.Lock()
	if k.err = err; err == nil {
		k.keys, k.fetched = keys, at
	}
	k.pending = nil
	k.mu.Unlock()
	close(done)
}

// ErrUnknownKey: the key server's current set has no key of that id (a
// forged callback, or one signed with a key retired long ago).
var ErrUnknownKey = errors.New("ssv: no such AdMob key")

func (k *KeySet) fetch(ctx context.Context) (map[int64]*ecdsa.PublicKey, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, k.URL, nil)
	if err != nil {
		return nil, err
	}
	c := k.Client
	if c == nil {
		c = http.DefaultClient
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, fmt.Errorf("ssv: fetching AdMob keys: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("ssv: fetching AdMob keys: %s from %s", resp.Status, k.URL)
	}
	var f keyFile
	if err := json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&f); err != nil {
		return nil, fmt.Errorf("ssv: AdMob keys from %s: %w", k.URL, err)
	}
	keys := make(map[int64]*ecdsa.PublicKey, len(f.Keys))
	for _, e := range f.Keys {
		der, err := base64.StdEncoding.DecodeString(e.Base64)
		if err != nil {
			return nil, fmt.Errorf("ssv: AdMob key %d: %w", e.KeyID, err)
		}
		pub, err := x509.ParsePKIXPublicKey(der)
		if err != nil {
			return nil, fmt.Errorf("ssv: AdMob key %d: %w", e.KeyID, err)
		}
		ec, ok := pub.(*ecdsa.PublicKey)
		if !ok {
			return nil, fmt.Errorf("ssv: AdMob key %d is not an ECDSA key", e.KeyID)
		}
		keys[e.KeyID] = ec
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("ssv: no keys in %s", k.URL)
	}
	return keys, nil
}
