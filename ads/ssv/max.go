package ssv

import (
	"crypto/sha1"
	"crypto/subtle"
	"encoding/hex"
	"net/http"
	"strings"
	"time"
)

// MAXCallbackQuery is the query to give AppLovin as the ad unit's Server
// Side Callback URL (after your server's address and path): the names MAX
// reads, filled from AppLovin's macros.
const MAXCallbackQuery = "event_id={EVENT_ID}&token={EVENT_TOKEN}&user_id={USER_ID}&custom_data={CUSTOM_DATA}&amount={AMOUNT}&currency={CURRENCY}"

// MAX handles AppLovin MAX's server-to-server rewarded callback. AppLovin
// proves a callback with its event token: the hex SHA-1 of the event id
// followed by the app's event key (from the MAX dashboard, kept on the
// server only). A callback is recorded only when its token matches.
//
// The token covers the event id alone, not the amount or currency the
// query names: what a grant is worth comes from Reward, the ad unit's
// reward as the publisher set it in MAX's dashboard, never from the query.
//
// It answers 200 for a recorded callback (also for a retry of one), 400
// for a malformed one and 403 for a wrong token.
type MAX struct {
	EventKey string
	Reward   Reward // what every rewarded show of the ad unit grants
	Store    Store
	Now      func() time.Time // nil: time.Now
}

// Reward is what a show grants: its item (a currency) and how many.
type Reward struct {
	Item   string
	Amount int
}

func (m *MAX) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	event, token := q.Get("event_id"), strings.ToLower(q.Get("token"))
	if event == "" || token == "" {
		http.Error(w, "event_id and token are required", http.StatusBadRequest)
		return
	}
	if m.EventKey == "" || subtle.ConstantTimeCompare([]byte(token), []byte(EventToken(event, m.EventKey))) != 1 {
		http.Error(w, "token does not match", http.StatusForbidden)
		return
	}
	record(w, m.Store, Grant{Network: "max", TransactionID: event, UserID: q.Get("user_id"),
		Nonce: q.Get("custom_data"), RewardItem: m.Reward.Item, RewardAmount: m.Reward.Amount, At: now(m.Now)})
}

// EventToken is AppLovin's event token for eventID under key.
func EventToken(eventID, key string) string {
	h := sha1.Sum([]byte(eventID + key))
	return hex.EncodeToString(h[:])
}
