package events

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"ropeman/game/rules"
)

// eventsNow is the server's clock in these tests: noon, 2026-12-06.
var eventsNow = time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)

// goodBatch is a day of a player's events installed the day before: one
// of each kind, as the game sends them.
func goodBatch() Batch {
	at := eventsNow.Add(-time.Hour).UnixMilli()
	return Batch{ID: strings.Repeat("ab", 16), Player: strings.Repeat("0f", 16), Install: "2026-12-05", Version: rules.Version,
		Events: []Event{
			{Kind: "session_start", At: at, Session: 2},
			{Kind: "consent", At: at, Session: 2, Consent: "granted"},
			{Kind: "level_start", At: at + 1, Session: 2, Level: 3},
			{Kind: "lesson_shown", At: at + 2, Session: 2, Lesson: "saw"},
			{Kind: "level_fail", At: at + 3, Session: 2, Level: 3, Cause: "saw", Seconds: 21.5, Yarn: 0.4},
			{Kind: "level_start", At: at + 4, Session: 2, Level: 3},
			{Kind: "level_win", At: at + 5, Session: 2, Level: 3, Seconds: 30.2, Yarn: 12.5, Multiplier: 2, Coins: 210},
			{Kind: "ad_offered", At: at + 6, Session: 2, Placement: "x3"},
			{Kind: "ad_shown", At: at + 7, Session: 2, Placement: "x3"},
			{Kind: "ad_rewarded", At: at + 8, Session: 2, Placement: "x3"},
			{Kind: "ad_revenue", At: at + 8, Session: 2, Placement: "x3", Provider: "max", Source: "applovin", Micros: 14_250, Currency: "USD", Precision: "exact"},
			{Kind: "purchase", At: at + 9, Session: 2, Item: "skin-zebra", Coins: 500},
			{Kind: "session_end", At: at + 10, Session: 2, Seconds: 310},
			{Kind: "ad_requested", At: at + 10, Session: 2, Placement: "revive", Provider: "max"},
			{Kind: "ad_filled", At: at + 10, Session: 2, Placement: "revive", Provider: "max"},
			{Kind: "ad_shown", At: at + 10, Session: 2, Placement: "revive", Provider: "max"},
		}}
}

// A batch of every kind, as the game writes it, passes, through JSON
// too; each thing a batch can get wrong is refused with the field it
// names, on both sides of each bound.
func TestABatchIsCheckedFieldByField(t *testing.T) {
	b := goodBatch()
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var back Batch
	if err := json.Unmarshal(data, &back); err != nil || back.Check(eventsNow) != nil {
		t.Fatalf("the game's batch through JSON: %v, %v", err, back.Check(eventsNow))
	}
	kinds := map[string]bool{}
	for _, e := range b.Events {
		kinds[e.Kind] = true
	}
	if len(kinds) != len(Kinds) {
		t.Errorf("the good batch has %d kinds of event, there are %d", len(kinds), len(Kinds))
	}
	for _, c := range []struct {
		name, want string
		edit       func(b *Batch)
	}{
		{"revenue of nothing", "events[10].micros:", func(b *Batch) { b.Events[10].Micros = 0 }},
		{"revenue from no provider", "events[10].provider:", func(b *Batch) { b.Events[10].Provider = "" }},
		{"a load from a provider no event names", "events[13].provider:", func(b *Batch) { b.Events[13].Provider = "Max!" }},
		{"a provider on a purchase", "events[11].provider: a purchase event carries none", func(b *Batch) { b.Events[11].Provider = "max" }},
		{"revenue below nothing", "events[10].micros:", func(b *Batch) { b.Events[10].Micros = -1 }},
		{"revenue past a hundred", "events[10].micros:", func(b *Batch) { b.Events[10].Micros = MaxMicros + 1 }},
		{"a currency in lower case", "events[10].currency:", func(b *Batch) { b.Events[10].Currency = "usd" }},
		{"a currency of four letters", "events[10].currency:", func(b *Batch) { b.Events[10].Currency = "USDT" }},
		{"no currency", "events[10].currency:", func(b *Batch) { b.Events[10].Currency = "" }},
		{"a precision no network says", "events[10].precision:", func(b *Batch) { b.Events[10].Precision = "certain" }},
		{"a source with a space", "events[10].source:", func(b *Batch) { b.Events[10].Source = "Google AdMob" }},
		{"revenue on a win", "events[6].micros:", func(b *Batch) { b.Events[6].Micros = 5 }},
		{"a short id", "id:", func(b *Batch) { b.ID = b.ID[1:] }},
		{"a player id in capitals", "player:", func(b *Batch) { b.Player = strings.ToUpper(b.Player) }},
		{"no version", "version:", func(b *Batch) { b.Version = "" }},
		{"a version with a space", "version:", func(b *Batch) { b.Version = "1 0" }},
		{"no events", "events: 0", func(b *Batch) { b.Events = nil }},
		{"one event too many", "events: 201", func(b *Batch) {
			for len(b.Events) <= MaxBatchEvents {
				b.Events = append(b.Events, b.Events[0])
			}
		}},
		{"an install day that is no date", "install:", func(b *Batch) { b.Install = "5/12/2026" }},
		{"an install day the day after tomorrow", "install:", func(b *Batch) { b.Install = "2026-12-08" }},
		{"an unknown kind", "events[0].kind:", func(b *Batch) { b.Events[0].Kind = "level_won" }},
		{"an event from two days before install", "events[0].at:", func(b *Batch) { b.Events[0].At = time.Date(2026, 12, 3, 23, 0, 0, 0, time.UTC).UnixMilli() }},
		{"an event a day and a minute ahead", "events[1].at:", func(b *Batch) { b.Events[1].At = eventsNow.Add(24*time.Hour + time.Minute).UnixMilli() }},
		{"session 0", "events[2].session:", func(b *Batch) { b.Events[2].Session = 0 }},
		{"a session past the bound", "events[2].session:", func(b *Batch) { b.Events[2].Session = MaxSession + 1 }},
		{"a level start without its level", "events[2].level:", func(b *Batch) { b.Events[2].Level = 0 }},
		{"level 0 on a fail", "events[4].level:", func(b *Batch) { b.Events[4].Level = -1 }},
		{"a fail without its cause", "events[4].cause:", func(b *Batch) { b.Events[4].Cause = "" }},
		{"a cause with capitals", "events[4].cause:", func(b *Batch) { b.Events[4].Cause = "Saw" }},
		{"a win's seconds not a number", "events[6].seconds:", func(b *Batch) { b.Events[6].Seconds = math.NaN() }},
		{"a win's multiplier under 1", "events[6].multiplier:", func(b *Batch) { b.Events[6].Multiplier = 0.5 }},
		{"negative coins", "events[6].coins:", func(b *Batch) { b.Events[6].Coins = -1 }},
		{"coins past the cap", "events[10].coins:", func(b *Batch) { b.Events[10].Coins = rules.MaxCoins + 1 }},
		{"a start that carries yarn", "events[2].yarn:", func(b *Batch) { b.Events[2].Yarn = 3 }},
		{"a session start with a placement", "events[0].placement:", func(b *Batch) { b.Events[0].Placement = "x3" }},
		{"a consent nobody gives", "events[1].consent:", func(b *Batch) { b.Events[1].Consent = "maybe" }},
		{"a placement of 33 letters", "events[7].placement:", func(b *Batch) { b.Events[7].Placement = strings.Repeat("a", 33) }},
	} {
		b := goodBatch()
		c.edit(&b)
		err := b.Check(eventsNow)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error starting %q", c.name, err, c.want)
		}
	}
	// The other side of each bound passes.
	for _, c := range []struct {
		name string
		edit func(b *Batch)
	}{
		{"as many events as a batch holds", func(b *Batch) {
			for len(b.Events) < MaxBatchEvents {
				b.Events = append(b.Events, b.Events[0])
			}
		}},
		{"an event from the day before install (a clock a zone behind)", func(b *Batch) {
			b.Events[0].At = time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC).UnixMilli()
		}},
		{"an event a day ahead", func(b *Batch) { b.Events[1].At = eventsNow.Add(24 * time.Hour).UnixMilli() }},
		{"installed tomorrow (a clock a zone ahead)", func(b *Batch) { b.Install = "2026-12-07" }},
		{"a win at x1 that paid nothing", func(b *Batch) { b.Events[6].Multiplier, b.Events[6].Coins = 1, 0 }},
		{"a placement of 32 letters", func(b *Batch) { b.Events[7].Placement = strings.Repeat("a", 32) }},
		{"the last level", func(b *Batch) { b.Events[2].Level = rules.MaxLevel }},
		{"the last session", func(b *Batch) { b.Events[2].Session = MaxSession }},
	} {
		b := goodBatch()
		c.edit(&b)
		if err := b.Check(eventsNow); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}
