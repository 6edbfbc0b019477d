// Package remote is the remote tuning as the publisher signs it and the
// game verifies it: an override's document, its signature, its cohort.
package remote

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"ropeman/assets/strictjson"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
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
	// Serial orders the publisher's documents: each he signs has a higher
	// serial than every one before it. A game keeps the highest it took
	// and refuses a lower one, so whoever answers GET /v1/tuning cannot
	// put a player back on an older document, a withdrawn one included.
	Serial int64 `json:"serial"`
	// Expires is the last day (YYYY-MM-DD, the player's date) it is
	// played: after it the game goes back to the shipped tuning.
	Expires string `json:"expires"`
	// Salt, From and Percent are its cohort: the players whose anonymous
	// id hashes, with the salt, into From..From+Percent-1 of a hundred
	// (Has). Another salt draws other cohorts; with one salt, disjoint
	// ranges are disjoint cohorts.
	Salt    string `json:"salt"`
	From    int    `json:"from,omitempty"`
	Percent int    `json:"percent"`
	// Tables are the tables it replaces, as -tuning takes them; {} (none)
	// brings its cohort back to the shipped tuning.
	Tables json.RawMessage `json:"tables"`
}

// VerificationKeys are the keys of the "ads" table no override may name:
// an override paces the ads, never changes how a reward is verified.
var VerificationKeys = []string{"verifyURL", "verifySeconds", "grantUnverified"}

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
	return o, o.Check()
}

// Check reports what in o no game takes, its field first: the game, the
// server and ropeman-tune all refuse by it.
func (o Override) Check() error {
	_, expiresErr := dayrun.Parse(o.Expires)
	switch {
	case !rules.Token(o.ID, ""):
		return fmt.Errorf("id: %q, want 1..32 of a-z, 0-9, _ and -", o.ID)
	case o.Serial < 1:
		return fmt.Errorf("serial: %d, want 1 or more, higher than every document signed before", o.Serial)
	case expiresErr != nil:
		return fmt.Errorf("expires: %q, want the last day it is played, YYYY-MM-DD", o.Expires)
	case !rules.Token(o.Salt, ""):
		return fmt.Errorf("salt: %q, want 1..32 of a-z, 0-9, _ and -", o.Salt)
	case o.From < 0 || o.From > 99:
		return fmt.Errorf("from: %d, want 0..99", o.From)
	case o.Percent < 1 || o.From+o.Percent > 100:
		return fmt.Errorf("percent: %d, want 1..%d (from %d)", o.Percent, 100-o.From, o.From)
	}
	var tables map[string]json.RawMessage
	if err := json.Unmarshal(o.Tables, &tables); err != nil || tables == nil {
		return errors.New("tables: want an object of the tables it replaces ({}: the shipped tuning)")
	}
	if ads, ok := tables["ads"]; ok {
		var keys map[string]json.RawMessage
		json.Unmarshal(ads, &keys) // not an object: the game's strict checks refuse it
		for key := range keys {
			for _, k := range VerificationKeys {
				if strings.EqualFold(key, k) { // in any case: a reader less strict than the game's would take it
					return fmt.Errorf("tables.ads.%s: an override paces the ads (interstitials, the late reward), never changes their verification", k)
				}
			}
		}
	}
	return nil
}

// Shipped reports whether o brings its cohort back to the shipped
// tuning: it replaces no table.
func (o Override) Shipped() bool {
	return bytes.Equal(bytes.Join(bytes.Fields(o.Tables), nil), []byte("{}"))
}

// Expired reports whether o is past its last day on today (days since
// 1970-01-01).
func (o Override) Expired(today int) bool {
	last, err := dayrun.Parse(o.Expires)
	return err != nil || today > last
}

// Has reports whether player is in o's cohort.
func (o Override) Has(player string) bool {
	b := bucket(player, o.Salt)
	return b >= o.From && b < o.From+o.Percent
}

// Overlaps reports whether a player may be in o's cohort and p's: the
// same salt with ranges that meet, or two salts (drawn apart, their
// cohorts share players).
func (o Override) Overlaps(p Override) bool {
	return o.Salt != p.Salt || o.From < p.From+p.Percent && p.From < o.From+o.Percent
}

// bucket is player's place in a hundred for salt: the first 8 bytes of
// SHA-256(salt, ":", player) as a number, mod 100. The same player is in
// the same place for good.
func bucket(player, salt string) int {
	h := sha256.Sum256([]byte(salt + ":" + player))
	return int(binary.BigEndian.Uint64(h[:8]) % 100)
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
