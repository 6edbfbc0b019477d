package hud

import (
	"testing"

	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
	"ropeman/player"
)

// popRun runs level js held at x, the popups reacting to each tick, a
// tick and on until he passes s; it returns the popups and every label at the tick it
// appeared or grew.
func popRun(t *testing.T, js string, x, s float32) (*popups, []popup) {
	t.Helper()
	var run world.Rules
	if err := rules.LoadTuning(map[string]rules.Validator{"player": &run.Tuning, "yarn": &run.Yarn}); err != nil {
		t.Fatal(err)
	}
	l, err := world.ParseLevel("pops.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	w := world.New(l, run, 1)
	f := new(popups)
	var said []popup
	for first := true; first || w.Runner.S < s; first = false {
		sn, ev := stepped(w, player.Input{Steer: true, SteerX: x})
		f.react(sn, 1, ev, lang.English, false)
		for i := range f.live {
			if f.alive(i) && f.live[i].last == f.tick {
				said = append(said, f.live[i])
			}
		}
	}
	return f, said
}

// A maths gate pops the op of the side he ran through, green when it
// gives yarn and red when it takes; a colour gate pops his new colour and
// flashes it. Nothing flashes before.
func TestAGatePopsWhatHeRanThrough(t *testing.T) {
	const gates = `{"name": "gates", "finish": 80, "colour": "red", "track": [{"kind": "floor", "length": 100, "width": 5}],
		"entities": [{"kind": "mathGate", "s": 8, "left": "+3", "right": "-2"}, {"kind": "mathGate", "s": 16, "left": "/2", "right": "x2"},
		{"kind": "colourGate", "s": 24, "colour": "blue"}]}`
	for _, c := range []struct {
		x    float32
		want []string
		good []bool
	}{
		{-1.2, []string{"+3 m", "÷2", "BLUE!"}, []bool{true, false, true}},
		{1.2, []string{"-2 m", "x2", "BLUE!"}, []bool{false, true, true}},
	} {
		f, said := popRun(t, gates, c.x, 30)
		var got []string
		var good []bool
		for _, p := range said {
			if p.kind == popGate {
				got, good = append(got, p.shown), append(good, p.good)
			}
		}
		if len(got) != len(c.want) {
			t.Fatalf("held at x %.1f: the gates popped %q, want %q", c.x, got, c.want)
		}
		for i := range got {
			if got[i] != c.want[i] || good[i] != c.good[i] {
				t.Errorf("held at x %.1f: gate %d popped %q (green %v), want %q (green %v)", c.x, i+1, got[i], good[i], c.want[i], c.good[i])
			}
		}
		if want := rgba(palette.Of(world.Blue, false).Colour); f.flash != want {
			t.Errorf("the colour gate flashed %v, want blue %v", f.flash, want)
		}
	}
	f, _ := popRun(t, gates, 0, 0) // a tick
	if age := f.tick - f.flashFrom; age < flashTicks {
		t.Errorf("a run starts with a flash %d ticks old", age)
	}
}

// A label shows for popupTicks after it last grew, fading from whole to
// nothing, and rises popupRise of a lane over that time: at popupTicks-1
// it is still there, at popupTicks gone.
func TestALabelLivesItsTimeAndFades(t *testing.T) {
	var f popups
	f.tick = 100
	f.pop(popKey, "KEY!", 0)
	if age, left := f.age(0); age != 0 || left != 1 || laneY(0, age) != 0 {
		t.Errorf("a new label: age %d, life left %v, at lane %v; want 0, 1, 0", age, left, laneY(0, age))
	}
	f.tick += popupTicks - 1
	if !f.alive(0) {
		t.Errorf("the label is gone %d ticks after it showed, want it for %d", popupTicks-1, popupTicks)
	}
	if _, left := f.age(0); left <= 0 || left > 0.05 {
		t.Errorf("a tick before it goes the label has %v of its life left, want a little", left)
	}
	if y := laneY(0, popupTicks); y != -popupRise || laneY(2, 2*popupTicks) != 2-popupRise || laneY(1, popupTicks/2) != 1-popupRise/2 {
		t.Errorf("lane 0 rose to %v at its end, want %v (lane 2 late %v, lane 1 halfway %v)", y, -popupRise, laneY(2, 2*popupTicks), laneY(1, popupTicks/2))
	}
	f.tick++
	if f.alive(0) {
		t.Errorf("the label still shows %d ticks after it showed", popupTicks)
	}
}

// Labels take the free lane nearest the counter; with every lane busy,
// the one that grew longest ago gives way.
func TestLabelsTakeTheNearestFreeLane(t *testing.T) {
	var f popups
	for i, word := range []string{"A", "B", "C"} {
		f.tick = 10 * (i + 1)
		f.pop(popKey, word, 0)
	}
	if f.live[0].label != "A" || f.live[1].label != "B" || f.live[2].label != "C" {
		t.Fatalf("three labels took lanes %q %q %q, want A B C", f.live[0].label, f.live[1].label, f.live[2].label)
	}
	f.tick = 45
	f.pop(popKey, "D", 0) // every lane busy: A (10) gives way
	if f.live[0].label != "D" {
		t.Errorf("with every lane busy the new label took lane %q, want the oldest's", [3]string{f.live[0].label, f.live[1].label, f.live[2].label})
	}
	f.tick = 20 + popupTicks // B is gone, C not
	f.pop(popKey, "E", 0)
	if f.live[1].label != "E" || f.live[2].label != "C" {
		t.Errorf("B gone: lanes %q %q %q, want D E C", f.live[0].label, f.live[1].label, f.live[2].label)
	}
}
