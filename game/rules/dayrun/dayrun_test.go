package dayrun

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/world"
	"ropeman/player"
)

// testDay is 2026-12-06: its level of the day is level 51.
const testDay = 20793

// edited returns the recording rec with its field key set to v.
func edited(t *testing.T, rec []byte, key string, v any) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(rec))
	dec.UseNumber() // the seed is a uint64
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	m[key] = v
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A run the bot recorded replays to its score; the same run edited in
// any field the replay checks, or posted as another day's, is refused,
// and saying why; what is not a recording is malformed.
func TestTheServerReplaysEveryRun(t *testing.T) {
	rec, sc, err := Record(testDay, world.Expert)
	if err != nil || sc.Outcome != world.Won || sc.Coins <= 0 || sc.Level != Level(testDay) {
		t.Fatalf("the expert's run: %+v, %v", sc, err)
	}
	got, err := Verify(rec, testDay)
	if err != nil || got != sc {
		t.Fatalf("its replay: %+v, %v; want %+v", got, err, sc)
	}
	var l replay.Log
	if err := json.Unmarshal(rec, &l); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		data []byte
		day  int
		why  string
	}{
		{"another day's", rec, testDay + 1, "a run of level"},
		{"another version's", edited(t, rec, "game", "0.0.1"), testDay, "game version"},
		{"another seed", edited(t, rec, "seed", l.Seed+1), testDay, "seed"},
		{"another tuning's", edited(t, rec, "content", strings.Repeat("0", len(l.Content))), testDay, "another level file"},
		{"with upgrades", edited(t, rec, "upgrades", []int{0, 0, 1}), testDay, "without upgrades"},
		{"with the lesson", edited(t, rec, "teach", true), testDay, "without upgrades or lesson"},
		{"on a remote override", edited(t, rec, "tuning", map[string]any{"player": map[string]any{"startSpeed": 7}}), testDay, "shipped tuning"},
		{"cut short", edited(t, rec, "unfinished", true), testDay, "cut short"},
		{"ending elsewhere", edited(t, rec, "hash", "0123456789abcdef"), testDay, "ends at state"},
		{"ending later", edited(t, rec, "ticks", l.Ticks+60), testDay, "ends at tick"},
	} {
		if _, err := Verify(c.data, c.day); !errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("a run %s: %v; want refused, saying %q", c.name, err, c.why)
		}
	}
	for _, bad := range [][]byte{nil, []byte("{"), bytes.Replace(rec, []byte(`"hash"`), []byte(`"hush"`), 1)} {
		if _, err := Verify(bad, testDay); !errors.Is(err, ErrMalformed) {
			t.Errorf("%.40q: %v; want malformed", bad, err)
		}
	}
}

// A run whose inputs no hand makes is refused even though it replays to
// the end it records: a drag past any floor, made here honestly (the
// world stepped with it, its end recorded as the world reached it).
func TestARunNoHandMakesIsRefused(t *testing.T) {
	for _, c := range []struct {
		name  string
		steer float32
		ok    bool
	}{{"a drag to the floor's edge", replay.MaxSteerX, true}, {"a drag past any floor", replay.MaxSteerX + 1, false}} {
		r, err := newDayRun(testDay)
		if err != nil {
			t.Fatal(err)
		}
		rec := replay.NewRecorder(rules.Version, r.level, r.content, Seed(testDay))
		w, bot := r.w, world.Bot{Skill: world.Expert}
		for !w.Over() && w.Tick < dayTickLimit {
			in := bot.Input(w)
			switch {
			case w.Tick == 30:
				in = player.Input{} // the finger lifted, then put down at the edge and held there
			case w.Tick > 30:
				in = player.Input{Steer: true, SteerX: c.steer}
			}
			rec.Add(w.Tick, in)
			w.Step(in)
		}
		_, err = Verify(rec.Finish(w.Tick, w.Hash(), false), testDay)
		if c.ok && err != nil || !c.ok && (!errors.Is(err, ErrRefused) || !strings.Contains(err.Error(), "past the")) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// BenchmarkVerifyDayRun is the leaderboard server's work for one post: a
// whole run of the level of the day replayed and checked (the expert
// bot's on 2026-12-06's level 51, 1,750 ticks).
func BenchmarkVerifyDayRun(b *testing.B) {
	run, _, err := Record(testDay, world.Expert)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Verify(run, testDay); err != nil {
			b.Fatal(err)
		}
	}
}
