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

// KeySet fetches and caches AdMob's verifying keys. Safe for concurrent use.
type KeySet struct {
	URL    string       // KeysURL in production
	Client *http.Client // nil: http.DefaultClient
	Now    func() time.Time

	mu      sync.Mutex
	keys    map[int64]*ecdsa.PublicKey
	fetched time.Time
}

// keyFile is the key server's answer.
type keyFile struct {
	Keys []struct {
		KeyID  int64  `json:"keyId"`
		Base64 string `json:"base64"` // DER SubjectPublicKeyInfo
	} `json:"keys"`
}

// Key returns the key with id, fetching the set when it is stale or lacks
// the id.
func (k *KeySet) Key(ctx context.Context, id int64) (*ecdsa.PublicKey, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	now := time.Now
	if k.Now != nil {
		now = k.Now
	}
	t := now()
	stale := k.keys == nil || t.Sub(k.fetched) >= keysMaxAge
	if key, ok := k.keys[id]; ok && !stale {
		return key, nil
	}
	if stale || t.Sub(k.fetched) >= keysRefetchGap {
		keys, err := k.fetch(ctx)
		if err != nil {
			return nil, err
		}
		k.keys, k.fetched = keys, t
	}
	if key, ok := k.keys[id]; ok {
		return key, nil
	}
	return nil, fmt.Errorf("%w: %d in %s", ErrUnknownKey, id, k.URL)
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
