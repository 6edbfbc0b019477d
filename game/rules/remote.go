package rules

import (
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"

	"ropeman/assets/strictjson"
)

// Remote tuning: a publisher changes some of the game's tables for a
// cohort of players from the server (GET /v1/tuning), without a store
// update. An Override is signed with the publisher's Ed25519 key; the game
// holds the public key (assets/tuning.json) and takes nothing it cannot
// verify, nothing for a cohort it is not in, and no table its strict
// checks refuse.

// Override is a publisher's tuning for a cohort of players.
type Override struct {
	// ID names it (1..32 of a-z, 0-9, _ and -): the runs played under it
	// say so.
	ID string `json:"id"`
	// Salt and Percent are its cohort: the players whose anonymous id
	// hashes, with the salt, into the first Percent of a hundred
	// (InCohort). Another salt draws another cohort.
	Salt    string `json:"salt"`
	Percent int    `json:"percent"`
	// Tables are the tables it replaces, as -tuning takes them.
	Tables json.RawMessage `json:"tables"`
}

// Signed is an Override as the server serves it: the document's bytes
// and their Ed25519 signature, each in standard base64.
type Signed struct {
	Override  string `json:"override"`
	Signature string `json:"signature"`
}

// MaxOverride bounds a signed override's document.
const MaxOverride = 64 << 10

// Sign signs the override document doc with key.
func Sign(doc []byte, key ed25519.PrivateKey) Signed {
	return Signed{Override: base64.StdEncoding.EncodeToString(doc), Signature: base64.StdEncoding.EncodeToString(ed25519.Sign(key, doc))}
}

// Open verifies s with the publisher's key pub and reads its override,
// strictly; the tables are left for the game to check.
func (s Signed) Open(pub ed25519.PublicKey) (Override, error) {
	var o Override
	doc, err := base64.StdEncoding.DecodeString(s.Override)
	if err != nil || len(doc) > MaxOverride {
		return o, errors.New("override: not base64 of a document of at most 64 KB")
	}
	sig, err := base64.StdEncoding.DecodeString(s.Signature)
	if err != nil || len(sig) != ed25519.SignatureSize || len(pub) != ed25519.PublicKeySize || !ed25519.Verify(pub, doc, sig) {
		return o, errors.New("signature: not the publisher's key's")
	}
	if err := strictjson.Decode(doc, &o); err != nil {
		return o, fmt.Errorf("override: %w", err)
	}
	switch {
	case !token(o.ID, ""):
		return o, fmt.Errorf("id: %q, want 1..32 of a-z, 0-9, _ and -", o.ID)
	case !token(o.Salt, ""):
		return o, fmt.Errorf("salt: %q, want 1..32 of a-z, 0-9, _ and -", o.Salt)
	case o.Percent < 1 || o.Percent > 100:
		return o, fmt.Errorf("percent: %d, want 1..100", o.Percent)
	case len(o.Tables) == 0:
		return o, errors.New("tables: none")
	}
	return o, nil
}

// InCohort reports whether player is in the cohort of salt and percent:
// the first 8 bytes of SHA-256(salt, ":", player) as a number, mod 100,
// under percent. The same player is in the same cohorts for good.
func InCohort(player, salt string, percent int) bool {
	h := sha256.Sum256([]byte(salt + ":" + player))
	return int(binary.BigEndian.Uint64(h[:8])%100) < percent
}

// ParsePublicKey reads a publisher's Ed25519 public key (standard base64
// of its 32 bytes).
func ParsePublicKey(s string) (ed25519.PublicKey, error) {
	k, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(k) != ed25519.PublicKeySize {
		return nil, errors.New("want the standard base64 of an Ed25519 public key's 32 bytes")
	}
	return ed25519.PublicKey(k), nil
}
