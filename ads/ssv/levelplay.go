package ssv

import (
	"crypto/md5"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// LevelPlayCallbackQuery is the query to give Unity LevelPlay as the app's
// server-to-server callback URL (after your server's address and path):
// the names LevelPlay reads, filled from its placeholders. With a private
// key set in LevelPlay's dashboard, LevelPlay adds timestamp and signature.
const LevelPlayCallbackQuery = "appUserId=[USER_ID]&rewards=[REWARDS]&eventId=[EVENT_ID]&itemName=[ITEM_NAME]&dynamicUserId=[DYNAMIC_USER_ID]"

// LevelPlay handles Unity LevelPlay's (ironSource's) server-to-server
// rewarded callback. LevelPlay proves a callback with its signature: the
// hex MD5 of the timestamp, the event id, the user id, the rewards and the
// app's private key (from LevelPlay's dashboard, kept on the server only),
// in that order. A callback is recorded only when its signature matches.
//
// The signature covers the rewards, so a grant is worth that many of
// Item; it does not cover the dynamic user id, which carries the show's
// nonce (the adapters set it before each show): a callback can only be
// replayed with another nonce under its own event id, which grants once.
//
// It answers 200 with "EVENT_ID:OK", which LevelPlay needs to stop
// retrying, for a recorded callback (also for a retry of one), 400 for a
// malformed one and 403 for a wrong signature.
type LevelPlay struct {
	PrivateKey string
	Item       string // what a reward is of (the app's reward name)
	Store      Store
	Now        func() time.Time // nil: time.Now
}

func (l *LevelPlay) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	event, user, rewards, stamp := q.Get("eventId"), q.Get("appUserId"), q.Get("rewards"), q.Get("timestamp")
	amount, err := strconv.Atoi(rewards)
	if event == "" || err != nil || amount < 1 || len(stamp) != 12 || strings.Trim(stamp, "0123456789") != "" {
		http.Error(w, "eventId, rewards (a count) and timestamp (YYYYMMDDHHMM) are required", http.StatusBadRequest)
		return
	}
	sig := strings.ToLower(q.Get("signature"))
	if l.PrivateKey == "" || subtle.ConstantTimeCompare([]byte(sig), []byte(LevelPlaySignature(stamp, event, user, rewards, l.PrivateKey))) != 1 {
		http.Error(w, "signature does not match", http.StatusForbidden)
		return
	}
	if _, err := l.Store.Record(Grant{Network: "levelplay", TransactionID: event, UserID: user,
		Nonce: q.Get("dynamicUserId"), RewardItem: l.Item, RewardAmount: amount, At: now(l.Now)}); err != nil {
		http.Error(w, "cannot record the grant", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte(event + ":OK"))
}

// LevelPlaySignature is LevelPlay's signature of a callback under key.
func LevelPlaySignature(timestamp, eventID, userID, rewards, key string) string {
	h := md5.Sum([]byte(timestamp + eventID + userID + rewards + key))
	return hex.EncodeToString(h[:])
}
