package world

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/game/needs"
	"ropeman/player"
)

// A key in his lane is taken once, running or in a jump through it (at
// the start pace and at the fastest a level goes); one in another lane
// is not; the keys taken are part of the run's state.
func TestKeysAreTakenOnHisWayOnly(t *testing.T) {
	for _, fast := range []bool{false, true} {
		rules := tuning(t)
		if fast {
			rules.Tuning.StartSpeed = rules.Tuning.MaxSpeed * 1.3 // the fast tier's top speed
			rules.Tuning.MaxSpeed = rules.Tuning.StartSpeed
		}
		keysTaken(t, rules)
	}
}

func keysTaken(t *testing.T, rules Rules) {
	t.Helper()
	l := yarnLevel(t, `{"kind": "key", "s": 15, "x": 0}, {"kind": "key", "s": 25, "x": 1.9}, {"kind": "key", "s": 35, "x": 0}`)
	w := New(l, rules, 1)
	var ev []Event
	ev = append(ev, runTo(w, 32.5, player.Input{Steer: true, SteerX: 0})...)
	ev = append(ev, w.Step(player.Input{Steer: true, SteerX: 0, Jump: true})...) // in the air through the last
	ev = append(ev, runTo(w, 45, player.Input{Steer: true, SteerX: 0})...)
	if w.KeysTaken() != 2 || count(ev, TookKey) != 2 || !w.KeyTaken(0) || w.KeyTaken(1) || !w.KeyTaken(2) {
		t.Errorf("took %d keys (%d events; %v %v %v), want the two in his lane", w.KeysTaken(), count(ev, TookKey), w.KeyTaken(0), w.KeyTaken(1), w.KeyTaken(2))
	}
	other := New(l, rules, 1)
	runTo(other, 45, player.Input{Steer: true, SteerX: -1.9})
	if other.KeysTaken() != 0 {
		t.Errorf("steering clear of every key took %d", other.KeysTaken())
	}
	if w.Hash() == New(l, rules, 1).Hash() {
		t.Error("the run's hash does not change with the keys it took")
	}
}

// A key's errors name the entity and the field.
func TestKeyErrorsNameTheField(t *testing.T) {
	for _, c := range []struct{ entities, want string }{
		{`{"kind": "key", "s": 15, "x": 0, "colour": "red"}`, "entities[0] (key): colour: a key has no colour"},
		{`{"kind": "key", "s": 15, "x": 2.4}`, "entities[0] (key): x: the key at 2.4"},
		{`{"kind": "key", "s": 75, "x": 0}`, "entities[0] (key): s: 75 must be within"},
		{strings.Repeat(`{"kind": "key", "s": 15}, `, MaxKeys) + `{"kind": "key", "s": 16}`, fmt.Sprintf("entities[%d] (key): kind: a level holds at most %d keys", MaxKeys, MaxKeys)},
	} {
		_, err := ParseLevel("keys.json", []byte(`{"name": "k", "finish": 60, "colour": "red", "track": [{"kind": "floor", "length": 90, "width": 5}], "entities": [`+c.entities+`]}`))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %q", c.entities, err, c.want)
		}
	}
}

// About half the generated levels hold a key, and each lies in the middle
// of a row of yarn of his colour there: the perfect bot, which follows
// his colour, takes it.
func TestGeneratedKeysLieOnHisWay(t *testing.T) {
	needs.Short(t, "plays 60 generated levels")
	rules := tuning(t)
	withKey, taken := 0, 0
	const from, n = 31, 60
	for k := from; k < from+n; k++ {
		name, data := GeneratedFile(k, 30)
		l, err := ParseLevel(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Keys) == 0 {
			continue
		}
		withKey++
		w := withRope(t, New(l, rules, uint64(k)))
		bot := Bot{}
		for i := 0; i < 60*120 && w.Outcome == Running; i++ {
			w.Step(bot.Input(w))
		}
		taken += w.KeysTaken()
	}
	if withKey < n*3/10 || withKey > n*7/10 {
		t.Errorf("%d of %d generated levels hold a key, want about half", withKey, n)
	}
	if taken < withKey*8/10 {
		t.Errorf("the bot took %d of %d keys", taken, withKey)
	}
	t.Logf("%d of %d generated levels hold a key; the perfect bot took %d", withKey, n, taken)
}
