package world

import (
	"strings"
	"testing"

	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/player"
	"ropeman/rope"
)

// tuning returns the shipped rules of a run (the player, yarn, runway and
// boss tables).
func tuning(t testing.TB) Rules {
	t.Helper()
	var r Rules
	for name, v := range map[string]interface{ Validate() error }{"player": &r.Tuning, "yarn": &r.Yarn, "runway": &r.Runway, "boss": &r.Boss} {
		if err := assets.Tuning(name, v); err != nil {
			t.Fatal(err)
		}
		if err := v.Validate(); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

func level(t testing.TB, js string) *Level {
	t.Helper()
	l, err := ParseLevel("test.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

const flatLevel = `{"name": "flat", "finish": 90, "track": [{"kind": "floor", "length": 115, "width": 4}]}`

// gapLevel has a 4 m gap starting at 20 m.
const gapLevel = `{"name": "gap", "finish": 50, "track": [
	{"kind": "floor", "length": 20, "width": 4},
	{"kind": "gap", "length": 4},
	{"kind": "floor", "length": 50, "width": 4}]}`

func run(w *World, ticks int, in player.Input) (events []Event) {
	for i := 0; i < ticks; i++ {
		events = append(events, w.Step(in)...)
	}
	return events
}

func has(events []Event, k EventKind) bool {
	for _, e := range events {
		if e.Kind == k {
			return true
		}
	}
	return false
}

func TestSteeringClampsToTrack(t *testing.T) {
	pt := tuning(t)
	for _, target := range []float32{50, -50} {
		w := New(level(t, flatLevel), pt, 1)
		run(w, 120, player.Input{Steer: true, SteerX: target})
		edge := 2 - pt.HalfWidth
		if got := w.Runner.X; got > edge+1e-4 || got < -edge-1e-4 || abs(abs(got)-edge) > 1e-3 {
			t.Errorf("steering to %v: x = %v, want clamped at ±%v", target, got, edge)
		}
		if w.Runner.State != player.Run {
			t.Errorf("steering to %v left him %v, want still running", target, w.Runner.State)
		}
	}
}

func TestSteeringEasesTowardTarget(t *testing.T) {
	w := New(level(t, flatLevel), tuning(t), 1)
	w.Step(player.Input{Steer: true, SteerX: 1})
	if x := w.Runner.X; !(x > 0 && x < 1) {
		t.Errorf("after one tick x = %v, want part of the way to 1", x)
	}
	run(w, 60, player.Input{}) // finger lifted: he keeps the last target
	if x := w.Runner.X; abs(x-1) > 1e-3 {
		t.Errorf("after a second x = %v, want 1", x)
	}
}

// jumpAfterLeavingFloor runs off the gap's edge and presses jump `late`
// ticks after the tick he left the floor; it reports whether he jumped.
func jumpAfterLeavingFloor(t *testing.T, late int) bool {
	w := New(level(t, gapLevel), tuning(t), 1)
	for w.Runner.State == player.Run {
		w.Step(player.Input{})
	}
	run(w, late-1, player.Input{})
	return has(w.Step(player.Input{Jump: true}), Jumped)
}

func TestCoyoteTimeWindow(t *testing.T) {
	pt := tuning(t)
	for late := 1; late <= pt.CoyoteTicks+3; late++ {
		want := late <= pt.CoyoteTicks
		if got := jumpAfterLeavingFloor(t, late); got != want {
			t.Errorf("jump %d ticks after leaving the floor: jumped = %v, want %v (coyote %d ticks)", late, got, want, pt.CoyoteTicks)
		}
	}
}

// jumpBeforeLanding presses jump `early` ticks before the tick he lands
// from a first jump on flat floor (0: on that tick); it reports whether he
// takes off again on landing.
func jumpBeforeLanding(t *testing.T, early int) bool {
	pt := tuning(t)
	// Find the landing tick of one jump made on tick 1.
	probe := New(level(t, flatLevel), pt, 1)
	probe.Step(player.Input{Jump: true})
	for !has(probe.Step(player.Input{}), Landed) {
	}
	landing := probe.Tick

	w := New(level(t, flatLevel), pt, 1)
	w.Step(player.Input{Jump: true})
	run(w, landing-early-2, player.Input{})
	events := w.Step(player.Input{Jump: true})
	events = append(events, run(w, early, player.Input{})...)
	jumps := 0
	for _, e := range events {
		if e.Kind == Jumped {
			jumps++
		}
	}
	return jumps == 1 && w.Runner.State == player.Jump && w.Runner.Y == 0
}

func TestJumpBufferWindow(t *testing.T) {
	pt := tuning(t)
	for early := 0; early <= pt.JumpBuffer+3; early++ {
		want := early <= pt.JumpBuffer
		if got := jumpBeforeLanding(t, early); got != want {
			t.Errorf("jump pressed %d ticks before landing: took off on landing = %v, want %v (buffer %d ticks)", early, got, want, pt.JumpBuffer)
		}
	}
}

func TestFallIntoGapFails(t *testing.T) {
	w := New(level(t, gapLevel), tuning(t), 1)
	events := run(w, 600, player.Input{})
	if !has(events, Fell) || w.Outcome != Lost {
		t.Fatalf("ran into the gap: outcome %v, fell %v; want Lost", w.Outcome, has(events, Fell))
	}
	if !w.Over() {
		t.Errorf("10 s after the fall the run is not over (y = %v)", w.Runner.Y)
	}
	if has(events, Finished) {
		t.Error("a lost run also finished")
	}
	// He flies on as he drops; the progress bar stays where he fell.
	if p, at := w.Progress(), w.end.at/w.Level.Finish; p != at || p >= 1 {
		t.Errorf("progress %.3f after the fall, he fell at %.3f of the way", p, at)
	}
}

// A revive never puts him back before what ended the run: after a fall
// into a gap he stands on the floor past it, and with no input at all he
// runs on to the finish.
func TestReviveContinuesPastTheGap(t *testing.T) {
	w := New(level(t, gapLevel), tuning(t), 1)
	if w.Revive() {
		t.Fatal("revived a run that was not lost")
	}
	run(w, 600, player.Input{})
	if w.Outcome != Lost {
		t.Fatal("setup: he should have fallen into the gap")
	}
	if !w.Revive() || w.Outcome != Running {
		t.Fatalf("Revive: outcome %v, want running", w.Outcome)
	}
	r := w.Runner
	if r.State != player.Run || r.Y != 0 || r.S != 24+reviveLanding || r.X != 0 {
		t.Errorf("revived at x %v, s %v, y %v, %v; want standing on the centre line %v m past the gap (24 m)", r.X, r.S, r.Y, r.State, reviveLanding)
	}
	if w.WaitLeft() != ReviveWait {
		t.Errorf("he waits %d ticks, want %d (the game counts them down)", w.WaitLeft(), ReviveWait)
	}
	for i := 0; i < 1200 && !w.Over(); i++ {
		w.Step(player.Input{})
	}
	if w.Outcome != Won {
		t.Errorf("after the revive, with no input, he ended %v", w.Outcome)
	}
}

func TestFallOffNarrowingEdgeFails(t *testing.T) {
	l := level(t, `{"name": "narrow", "finish": 50, "track": [
		{"kind": "floor", "length": 20, "width": 8},
		{"kind": "floor", "length": 55, "width": 2}]}`)
	w := New(l, tuning(t), 1)
	run(w, 600, player.Input{Steer: true, SteerX: 3.5})
	if w.Outcome != Lost {
		t.Errorf("ran wide onto a narrow floor: outcome %v, want Lost", w.Outcome)
	}
}

func TestJumpingTheGapThenFinishWins(t *testing.T) {
	w := New(level(t, gapLevel), tuning(t), 7)
	var bot Bot
	var events []Event
	for i := 0; i < 1200 && !w.Over(); i++ {
		events = append(events, w.Step(bot.Input(w))...)
	}
	if w.Outcome != Won || !has(events, Finished) || !w.Over() {
		t.Fatalf("bot over a 4 m gap: outcome %v, over %v", w.Outcome, w.Over())
	}
	if has(events, Fell) {
		t.Error("a won run also fell")
	}
	if w.Progress() != 1 {
		t.Errorf("progress at the end = %v, want 1", w.Progress())
	}
}

func TestBotFinishesEveryLevel(t *testing.T) {
	needs.Short(t, "plays every shipped level")
	pt := tuning(t)
	for _, name := range assets.Levels() {
		_, data, err := assets.Level(levelIndex(t, name))
		if err != nil {
			t.Fatal(err)
		}
		l, err := ParseLevel(name, data)
		if err != nil {
			t.Fatal(err)
		}
		for seed := uint64(1); seed <= 5; seed++ {
			w := New(l, pt, seed)
			var bot Bot
			for i := 0; i < 60*60 && !w.Over(); i++ {
				w.Step(bot.Input(w))
			}
			if w.Outcome != Won {
				t.Errorf("%s seed %d: bot ended %v at %.1f m of %v", name, seed, w.Outcome, w.Runner.S, l.Finish)
			}
		}
	}
}

func levelIndex(t *testing.T, name string) int {
	for i, n := range assets.Levels() {
		if n == name {
			return i + 1
		}
	}
	t.Fatalf("level %s not listed", name)
	return 0
}

// withRope attaches the shipped rope to w.
func shippedRope(t testing.TB) rope.Params {
	var p rope.Params
	if err := assets.Tuning("rope", &p); err != nil {
		t.Fatal(err)
	}
	return p
}

func shippedTrail(t testing.TB) TrailTuning {
	var tr TrailTuning
	if err := assets.Tuning("trail", &tr); err != nil {
		t.Fatal(err)
	}
	if err := tr.Validate(); err != nil {
		t.Fatal(err)
	}
	return tr
}

func withRope(t testing.TB, w *World) *World {
	w.AttachRope(shippedRope(t), shippedTrail(t))
	return w
}

// record plays a scripted input log: weaving, a few jumps, from a seed,
// with the rope in tow.
func record(t testing.TB, seed uint64, log []player.Input) uint64 {
	w := withRope(t, New(level(t, gapLevel), tuning(t), seed))
	for _, in := range log {
		w.Step(in)
	}
	return w.Hash()
}

func inputLog() []player.Input {
	log := make([]player.Input, 400)
	for i := range log {
		log[i] = player.Input{Steer: i%50 < 30, SteerX: float32(i%7) - 3, Jump: i == 120 || i == 121 || i == 300}
	}
	return log
}

func TestReplayGivesSameHash(t *testing.T) {
	log := inputLog()
	a, b := record(t, 42, log), record(t, 42, log)
	if a != b {
		t.Fatalf("same input log, same seed: hashes %x and %x differ", a, b)
	}
	log[100].SteerX += 0.001
	if c := record(t, 42, log); c == a {
		t.Errorf("a changed input left the hash unchanged (%x)", c)
	}
	if d := record(t, 43, inputLog()); d == a {
		t.Errorf("another seed gave the same hash (%x)", d)
	}
}

func TestRopeTrailsOnTheTrack(t *testing.T) {
	w := withRope(t, New(level(t, flatLevel), tuning(t), 1))
	run(w, 300, player.Input{Steer: true, SteerX: 1})
	hand := w.Hand()
	for i, p := range w.Rope().Positions() {
		if p.Y < -0.01 {
			t.Fatalf("rope particle %d is %.3f m into the track", i, -p.Y)
		}
		if p.Sub(hand).Len() > w.Rope().RestLength()+0.01 {
			t.Fatalf("rope particle %d is farther from the hand than the rope is long", i)
		}
	}
	tail := w.Rope().Positions()[w.Rope().Len()-1]
	if tail.Z < hand.Z {
		t.Errorf("the rope's tail (z %.2f) is ahead of the hand (z %.2f); it should trail", tail.Z, hand.Z)
	}
}

func TestParseLevelErrorsNameFileEntityField(t *testing.T) {
	cases := []struct{ name, js, want string }{
		{"bad json", `{"name": "x",`, "bad.json: the file: unexpected EOF"},
		{"unknown field", `{"name": "x", "finsh": 3, "track": []}`, `unknown field "finsh"`},
		{"no name", `{"finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}]}`, "bad.json: name:"},
		{"no track", `{"name": "x", "finish": 5, "track": []}`, "bad.json: track: 0 sections, must be 1..500"},
		{"unknown kind", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "lava", "length": 2}]}`, `bad.json: track[1] ("lava"): kind: "lava"`},
		{"trailing garbage", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}]} oops`, "bad.json: data after the end"},
		{"second object", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}]}{"name": "y"}`, "bad.json: data after the end"},
		{"key case", `{"Name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}]}`, `bad.json: the file: unknown field "Name"`},
		{"nested key case", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "Length": 10, "width": 4}]}`, `bad.json: track[0]: unknown field "Length"`},
		{"type error names the section", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "gap", "length": "2"}]}`, `bad.json: track[1].length: "2" where a number belongs`},
		{"overflow", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 1e40, "width": 4}]}`, "bad.json: track[0].length: 1e40 is out of range"},
		{"control characters", "{\"name\": \"x\", \"finish\": 5, \"track\": [{\"kind\": \"fl\\u001b[31moor\", \"length\": 10, \"width\": 4}]}", `track[0] ("fl\x1b[31moor"): kind: "fl\x1b[31moor"`},
		{"name with a control character", `{"name": "a\u0007b", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}]}`, `bad.json: name: "a\ab": has a character`},
		{"tiny section", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "floor", "length": 0.001, "width": 4}]}`, "bad.json: track[1] (floor): length: 0.001 must be within 0.25"},
		{"narrow floor", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 0.5}]}`, "bad.json: track[0] (floor): width: 0.5"},
		{"long gap", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "gap", "length": 9}]}`, "bad.json: track[1] (gap): length: 9"},
		{"gap first", `{"name": "x", "finish": 5, "track": [{"kind": "gap", "length": 2}, {"kind": "floor", "length": 10, "width": 4}]}`, "bad.json: track[0] (gap): kind: the track must start"},
		{"finish in gap", `{"name": "x", "finish": 11, "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "gap", "length": 2}, {"kind": "floor", "length": 10, "width": 4}]}`, "bad.json: finish: 11"},
		{"finish past end", `{"name": "x", "finish": 50, "track": [{"kind": "floor", "length": 10, "width": 4}]}`, "bad.json: finish: 50"},
		{"negative length", `{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": -3, "width": 4}]}`, "bad.json: track[0] (floor): length: -3"},
	}
	for _, tc := range cases {
		_, err := ParseLevel("bad.json", []byte(tc.js))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want it to contain %q", tc.name, err, tc.want)
		}
		if err != nil && strings.ContainsAny(err.Error(), "\x1b\a") {
			t.Errorf("%s: the error echoes control characters raw: %q", tc.name, err)
		}
	}
}

// Hostile sizes are refused quickly, by count or size, before any work
// that grows with them.
func TestParseLevelLimits(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"name": "x", "finish": 5, "track": [`)
	for i := 0; i < maxSections+1; i++ {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`{"kind": "floor", "length": 1, "width": 4}`)
	}
	b.WriteString("]}")
	if _, err := ParseLevel("many.json", []byte(b.String())); err == nil || !strings.Contains(err.Error(), "many.json: track: 501 sections, must be 1..500") {
		t.Errorf("%d sections: %v", maxSections+1, err)
	}
	huge := make([]byte, maxLevelBytes+1)
	if _, err := ParseLevel("huge.json", huge); err == nil || !strings.Contains(err.Error(), "huge.json: 262145 bytes") {
		t.Errorf("a huge file: %v", err)
	}
}

// FuzzParseLevel: go test -fuzz FuzzParseLevel ./game/world. Whatever a
// level file holds, parsing never panics, an error names the file, and a
// level that parses can be played by the world for a while.
func FuzzParseLevel(f *testing.F) {
	for i := range assets.Levels() {
		_, data, err := assets.Level(i + 1)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"name": "x", "finish": 5, "track": [{"kind": "floor", "length": 30, "width": 4}]}`))
	f.Add([]byte(`{"name": "x", "finish": 12, "colour": "blue", "track": [{"kind": "floor", "length": 10, "width": 4}, {"kind": "gap", "length": 5}, {"kind": "floor", "length": 30, "width": 12}],
		"entities": [{"kind": "yarn", "s": 2, "x": -1, "colour": "blue", "count": 5, "step": 1, "dx": 0.3}, {"kind": "mathGate", "s": 16, "left": "+2", "right": "x2"},
		{"kind": "saw", "s": 18, "slide": 2, "period": 2}, {"kind": "blade", "s": 8, "amplitude": 50}, {"kind": "colourGate", "s": 9, "colour": "red"},
		{"kind": "spikes", "s": 3, "width": 2, "length": 1}, {"kind": "bar", "s": 4, "radius": 1}, {"kind": "scissors", "s": 5}, {"kind": "wall", "s": 7, "width": 1, "slide": 1}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ParseLevel("fuzz.json", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.json: ") {
				t.Fatalf("error %q does not name the file", err)
			}
			return
		}
		w := New(l, tuning(t), 1)
		for i := 0; i < 120 && !w.Over(); i++ {
			w.Step(player.Input{Jump: i%30 == 0})
		}
	})
}

func TestSectionAt(t *testing.T) {
	l := level(t, gapLevel)
	cases := []struct {
		s     float32
		kind  SectionKind
		found bool
	}{{0, Floor, true}, {19.99, Floor, true}, {20, Gap, true}, {23.9, Gap, true}, {24, Floor, true}, {73.9, Floor, true}, {74, 0, false}, {-1, 0, false}}
	for _, tc := range cases {
		sec := l.SectionAt(tc.s)
		if (sec != nil) != tc.found || (sec != nil && sec.Kind != tc.kind) {
			t.Errorf("SectionAt(%v) = %+v, want kind %v found %v", tc.s, sec, tc.kind, tc.found)
		}
	}
}

func BenchmarkTick(b *testing.B) {
	_, data, _ := assets.Level(1)
	l, err := ParseLevel("01", data)
	if err != nil {
		b.Fatal(err)
	}
	pt := tuning(b)
	w := New(l, pt, 1)
	var bot Bot
	b.ReportAllocs()
	for b.Loop() {
		if w.Over() {
			*w = *New(l, pt, 1)
			bot = Bot{}
		}
		w.Step(bot.Input(w))
	}
}
