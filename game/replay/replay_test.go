package replay

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/player"
)

// script is a run's input, tick by tick: a finger down and sliding, a
// jump, a release, long stretches of nothing.
func script(ticks int) []player.Input {
	in := make([]player.Input, ticks)
	for t := range in {
		switch {
		case t%97 < 40:
			in[t] = player.Input{Steer: true, SteerX: float32(math.Sin(float64(t) / 9))}
		case t%97 == 60:
			in[t] = player.Input{Jump: true}
		}
	}
	return in
}

func TestRoundTrip(t *testing.T) {
	const ticks = 5000
	in := script(ticks)
	r := NewRecorder("1.2.3", 4, "00112233445566aa", 99)
	for tick, x := range in {
		r.Add(tick, x)
	}
	data := r.Finish(ticks, 0xfeedface, false)
	if len(data) > 20_000 {
		t.Errorf("%d ticks take %d bytes, want a small file", ticks, len(data))
	}
	l, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if l.Level != 4 || l.Seed != 99 || l.Ticks != ticks || l.Hash != "00000000feedface" || l.Check("1.2.3", 4, "00112233445566aa") != nil {
		t.Errorf("read back %+v", l)
	}
	p := NewPlayer(l)
	for tick, want := range in {
		if got := p.Input(tick); got != want {
			t.Fatalf("tick %d: played %+v, recorded %+v", tick, got, want)
		}
		if p.Done(tick) {
			t.Fatalf("done at tick %d of %d", tick, ticks)
		}
	}
	if !p.Done(ticks) {
		t.Error("not done after the last tick")
	}
	if a := testing.AllocsPerRun(100, func() { p.Input(ticks - 1) }); a != 0 {
		t.Errorf("Input allocates %v times", a)
	}
	// Recording a busy hand (a new input every tick) allocates nothing.
	busy := NewRecorder("1.2.3", 4, "c", 1)
	tick := 0
	if a := testing.AllocsPerRun(2000, func() {
		busy.Add(tick, player.Input{Steer: true, SteerX: float32(tick % 7)})
		tick++
	}); a != 0 {
		t.Errorf("Add allocates %v times per tick", a)
	}
}

// A replay of another version, level or content is refused, saying which.
func TestCheckSaysWhy(t *testing.T) {
	l := &Log{Game: "1.0", Level: 2, Content: "aa"}
	for _, c := range []struct {
		game    string
		level   int
		content string
		want    string
	}{
		{"1.1", 2, "aa", `version "1.0", this is "1.1"`},
		{"1.0", 3, "aa", "of level 2, asked to play level 3"},
		{"1.0", 2, "bb", "another level file or tuning"},
	} {
		if err := l.Check(c.game, c.level, c.content); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c, err, c.want)
		}
	}
}

// Damaged recordings are errors that name the field, never a panic.
// b64 is the input field of changes cs.
func b64(cs ...change) string { return base64.StdEncoding.EncodeToString(encode(cs)) }

func steer(x float32) player.Input { return player.Input{Steer: true, SteerX: x} }

func TestReadRefuses(t *testing.T) {
	good := func() map[string]any {
		r := NewRecorder("v", 1, "c", 1)
		r.Add(0, player.Input{Steer: true, SteerX: 1})
		var m map[string]any
		json.Unmarshal(r.Finish(10, 1, false), &m)
		return m
	}
	cases := []struct {
		field string
		value any
		want  string
	}{
		{"format", 2, "format: 2"},
		{"level", 0, "level: 0"},
		{"ticks", -1, "ticks: -1"},
		{"hash", "12", "hash"},
		{"input", "!!!", "input: illegal base64"},
		{"input", "AA==", "input: change 0: cut short"},
		{"input", "AAEA\nAIA/", "input: not in canonical base64"},
		{"input", " AAEAAIA/", "input: illegal base64"},
		{"input", "AAEAAIA/\r\n", "input: not in canonical base64"},
		{"input", b64(change{0, steer(1)}, change{10, player.Input{}}), "change 1: tick 10 out of order, or not within the run"}, // at the run's end: plays no part
		{"input", "AAQ=", "input: change 0: unknown flags"},
		{"input", "AAEAAMB/", "input: change 0: steer x NaN out of range"},
		{"input", "ZAA=", "input: change 0: bad tick step"},
		{"seed", -3, "seed"},
		{"extra", 1, `unknown field "extra"`},
	}
	for _, c := range cases {
		m := good()
		m[c.field] = c.value
		data, _ := json.Marshal(m)
		if _, err := Read(data); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s = %v: error %v, want one saying %q", c.field, c.value, err, c.want)
		}
	}
	if _, err := Read(make([]byte, MaxBytes+1)); err == nil {
		t.Error("an oversized recording was read")
	}
}

func FuzzRead(f *testing.F) {
	r := NewRecorder("v", 1, "c", 1)
	for tick, in := range script(300) {
		r.Add(tick, in)
	}
	f.Add(r.Finish(300, 7, false))
	f.Add([]byte(`{"format":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := Read(data)
		if err != nil {
			return
		}
		p := NewPlayer(l)
		for tick := 0; tick <= min(l.Ticks, 10_000); tick++ {
			p.Input(tick)
		}
	})
}

// ReadFile reads at most MaxBytes: a larger file is refused without being
// read, as is one that never ends; a recording of the limit's size reads.
func TestReadFileIsBounded(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, make([]byte, MaxBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadFile(big); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d bytes, more than %d", MaxBytes+1, MaxBytes)) {
		t.Errorf("a file one byte over the limit: %v", err)
	}
	if _, err := ReadFile("/dev/zero"); err == nil || !strings.Contains(err.Error(), "more than") {
		t.Errorf("/dev/zero: %v, want it cut off at the limit", err)
	}
	if _, err := ReadFile(filepath.Join(dir, "none.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
}

// TestPlausibleHoldsWhatAHandCanDo plays each of a hand's limits just
// inside and just past it.
func TestPlausibleHoldsWhatAHandCanDo(t *testing.T) {
	steer := func(x float32) player.Input { return player.Input{Steer: true, SteerX: x} }
	// taps puts n fingers down, one every gap ticks from tick 10.
	taps := func(n, gap int) map[int]player.Input {
		m := map[int]player.Input{}
		for i := range n {
			m[10+i*gap] = steer(1)
			m[10+i*gap+1] = player.Input{}
		}
		return m
	}
	jumps := func(n, gap int) map[int]player.Input {
		m := map[int]player.Input{}
		for i := range n {
			m[10+i*gap] = player.Input{Jump: true}
			m[10+i*gap+1] = player.Input{}
		}
		return m
	}
	for _, c := range []struct {
		name string
		ins  map[int]player.Input
		says string // "" for plausible
	}{
		{"a drag to the limit", map[int]player.Input{5: steer(-MaxSteerX), 6: {}, 7: steer(MaxSteerX)}, ""},
		{"a drag past it", map[int]player.Input{5: steer(MaxSteerX + 0.01)}, "past the"},
		{"a drag past it, left", map[int]player.Input{5: steer(-MaxSteerX - 0.01)}, "past the"},
		{"a held finger at the fastest", map[int]player.Input{5: steer(0), 6: steer(MaxDragPerTick), 7: steer(0)}, ""},
		{"a held finger leaping", map[int]player.Input{5: steer(0), 6: steer(MaxDragPerTick + 0.01)}, "leapt"},
		{"a finger lifted and put down far off", map[int]player.Input{5: steer(-10), 6: {}, 7: steer(10)}, ""},
		{"12 taps in a second", taps(MaxTapsPerSecond, 4), ""},
		{"13 taps in a second", taps(MaxTapsPerSecond+1, 4), "taps within a second"},
		{"13 taps in just over a second", taps(MaxTapsPerSecond+1, 5), ""},
		{"13 jumps in a second", jumps(MaxTapsPerSecond+1, 4), "taps within a second"},
		{"hundreds of taps at a hand's pace", taps(300, 6), ""},
	} {
		r := NewRecorder("v", 1, "c", 1)
		for tick := range 2000 {
			in, ok := c.ins[tick]
			if !ok {
				in = r.last // held
			}
			r.Add(tick, in)
		}
		l, err := Read(r.Finish(2000, 1, false))
		if err != nil {
			t.Fatal(err)
		}
		err = l.Plausible()
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
	}
}

// One run has one ID and one canonical form however it is written: spaces
// around the JSON, its fields in another order; another seed, level or
// input is another run.
func TestARunIsItsInputs(t *testing.T) {
	r := NewRecorder("v", 3, "c", 7)
	r.Add(0, steer(1))
	r.Add(5, player.Input{Steer: true, SteerX: -2, Jump: true})
	rec := r.Finish(40, 9, false)
	l, err := Read(rec)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(rec))
	dec.UseNumber()
	dec.Decode(&m)
	again, _ := json.Marshal(m) // the fields in another order
	padded := append(append([]byte("\n  "), again...), "   \n"...)
	p, err := Read(padded)
	if err != nil || p.ID() != l.ID() || !bytes.Equal(p.Canonical(), l.Canonical()) || len(l.Canonical()) >= len(rec) {
		t.Fatalf("one run written two ways: %v; ids %s and %s; canonical %s and %s", err, p.ID(), l.ID(), p.Canonical(), l.Canonical())
	}
	if c, err := Read(l.Canonical()); err != nil || c.ID() != l.ID() {
		t.Errorf("the canonical form read back: %v, id %s", err, c.ID())
	}
	spelled := maps.Clone(m) // the same inputs, with changes that change nothing
	spelled["input"] = b64(change{0, steer(1)}, change{2, steer(1)}, change{5, player.Input{Steer: true, SteerX: -2, Jump: true}}, change{8, player.Input{Steer: true, SteerX: -2, Jump: true}})
	data, _ := json.Marshal(spelled)
	if d, err := Read(data); err != nil || d.ID() != l.ID() || !bytes.Equal(d.Canonical(), l.Canonical()) {
		t.Errorf("the same inputs spelled with changes that change nothing: %v, another run", err)
	}
	for name, other := range map[string]func(m map[string]any){
		"seed":  func(m map[string]any) { m["seed"] = 8 },
		"level": func(m map[string]any) { m["level"] = 4 },
		"input": func(m map[string]any) { m["input"] = b64(change{0, steer(1)}, change{5, steer(-2)}) },
		"ticks": func(m map[string]any) { m["ticks"] = 41 },
	} {
		o := maps.Clone(m)
		other(o)
		data, _ := json.Marshal(o)
		if d, err := Read(data); err != nil || d.ID() == l.ID() {
			t.Errorf("another %s: %v, the same id %v", name, err, d != nil && d.ID() == l.ID())
		}
	}
}
