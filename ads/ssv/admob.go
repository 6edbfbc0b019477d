package ssv

import (
	"crypto/ecdsa"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// AdMob handles AdMob's server-side verification callback (the URL set on
// the ad unit in the AdMob console). Google signs the query with ECDSA
// P-256 over SHA-256: the signed content is the raw query up to
// "&signature=", and signature and key_id always come last, in that
// order. A callback is recorded only when its signature checks out with
// the key its key_id names.
//
// It answers 200 for a recorded callback (also for a retry of one), 400
// for a malformed one, 403 for a bad signature, and 503 when the keys
// cannot be fetched (Google retries).
type AdMob struct {
	Keys  *KeySet
	Store Store
	Now   func() time.Time // nil: time.Now
}

func (a *AdMob) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	raw := r.URL.RawQuery
	cut := strings.Index(raw, "&signature=")
	if cut <= 0 {
		http.Error(w, "no signature", http.StatusBadRequest)
		return
	}
	content, tail := raw[:cut], raw[cut+1:]
	trailer, err := url.ParseQuery(tail)
	if err != nil || len(trailer) != 2 || !strings.Contains(tail, "&key_id=") {
		http.Error(w, "signature and key_id must be the last parameters", http.StatusBadRequest)
		return
	}
	keyID, err := strconv.ParseInt(trailer.Get("key_id"), 10, 64)
	if err != nil {
		http.Error(w, "bad key_id", http.StatusBadRequest)
		return
	}
	sig, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(trailer.Get("signature"), "="))
	if err != nil {
		http.Error(w, "bad signature encoding", http.StatusBadRequest)
		return
	}
	key, err := a.Keys.Key(r.Context(), keyID)
	if errors.Is(err, ErrUnknownKey) {
		http.Error(w, "unknown key_id", http.StatusForbidden)
		return
	}
	if err != nil {
		http.Error(w, "cannot fetch the keys", http.StatusServiceUnavailable)
		return
	}
	if !signedBy(key, content, sig) {
		http.Error(w, "signature does not verify", http.StatusForbidden)
		return
	}
	q, err := url.ParseQuery(content)
	if err != nil || q.Get("transaction_id") == "" {
		http.Error(w, "no transaction_id", http.StatusBadRequest)
		return
	}
	amount, _ := strconv.Atoi(q.Get("reward_amount"))
	record(w, a.Store, Grant{Network: "admob", TransactionID: q.Get("transaction_id"), UserID: q.Get("user_id"),
		Nonce: q.Get("custom_data"), RewardItem: q.Get("reward_item"), RewardAmount: amount, At: now(a.Now)})
}

// signedBy reports whether sig (ASN.1 DER) signs content with key.
func signedBy(key *ecdsa.PublicKey, content string, sig []byte) bool {
	h := sha256.Sum256([]byte(content))
	return ecdsa.VerifyASN1(key, h[:], sig)
}

// record keeps g and answers the network: 200 whether new or a retry.
func record(w http.ResponseWriter, s Store, g Grant) {
	if _, err := s.Record(g); err != nil {
		http.Error(w, "cannot record the grant", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusOK)
}

func now(f func() time.Time) time.Time {
	if f != nil {
		return f()
	}
	return time.Now()
}
