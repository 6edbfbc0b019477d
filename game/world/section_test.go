package world

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/player"
)

// sectionsLevel holds one of each new section kind, apart, on a 5 m
// floor: a beam that starts 2.4 m wide and narrows to 1.2 m, a split with a 1.6 m hole, a platform
// sliding across a 4 m gap and a pad before a 6.6 m gap (too long to jump).
const sectionsLevel = `{"name": "sections", "finish": 150, "track": [
	{"kind": "floor", "length": 20, "width": 5},
	{"kind": "beam", "length": 14, "width": 2.4, "to": 1.2},
	{"kind": "beam", "length": 6, "width": 1.2, "to": 5},
	{"kind": "floor", "length": 16, "width": 5},
	{"kind": "split", "length": 14, "width": 5, "hole": 1.6},
	{"kind": "floor", "length": 16, "width": 5},
	{"kind": "platform", "length": 4, "width": 1.8, "slide": 1.4, "period": 3, "phase": 0.25},
	{"kind": "floor", "length": 16, "width": 5},
	{"kind": "pad", "length": 1.5, "width": 5, "launch": 14},
	{"kind": "gap", "length": 6.6},
	{"kind": "floor", "length": 60, "width": 5}]}`

// throughSections is where a player's finger goes on sectionsLevel: down
// the beam's middle, the split's left lane, with the platform as it
// slides, and down the middle elsewhere.
func throughSections(w *World) float32 {
	l := w.Level
	switch s := w.Runner.S; {
	case s > l.Sections[4].Start-6 && s < l.Sections[4].End():
		return -1.75
	case s > l.Sections[6].Start-6 && s < l.Sections[6].End():
		return l.Sections[6].PlatformX(seconds(w.Tick + 1))
	}
	return 0
}

// runSteering runs w for up to ticks while it is running, the finger
// where steer says (and a swipe up where jump says, if not nil).
func runSteering(w *World, ticks int, steer func(w *World) float32, jump func(w *World) bool) *World {
	for i := 0; i < ticks && w.Outcome == Running; i++ {
		w.Step(player.Input{Steer: true, SteerX: steer(w), Jump: jump != nil && jump(w)})
	}
	return w
}

// holding is a finger held at x.
func holding(x float32) func(*World) float32 { return func(*World) float32 { return x } }

func TestTheBotRunsEverySectionKind(t *testing.T) {
	for _, skill := range []Skill{{}, Expert} {
		w := withRope(t, New(level(t, sectionsLevel), tuning(t), 3))
		bot := Bot{Skill: skill}
		launched := false
		for i := 0; i < 60*60 && !w.Over(); i++ {
			w.Step(bot.Input(w))
			if sec := w.Level.SectionAt(w.Runner.S); sec != nil && sec.Kind == Gap && sec.Length > maxGapLength && w.Runner.Y > 2.5 {
				launched = true // higher than a jump goes: the pad threw him
			}
		}
		if w.Outcome != Won {
			t.Errorf("skill %+v: the bot ended %v (%+v) at %.1f m, want won", skill, w.Outcome, w.Cause(), w.Runner.S)
		}
		if !launched {
			t.Errorf("skill %+v: the pad never threw him higher than 2.5 m over the long gap", skill)
		}
	}
}

func TestABeamNarrowsUnderHim(t *testing.T) {
	l := level(t, sectionsLevel)
	beam := l.Sections[1]
	// Wide of the beam's start: he steps off the floor's end.
	if w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*6, holding(1.8), nil); w.Outcome != Lost || !w.Cause().Fell || w.Runner.S > beam.Start+2 {
		t.Errorf("held at x 1.8 onto a beam 1.2 m either side: %v %+v at %.1f m, want a fall where it starts (%.0f m)", w.Outcome, w.Cause(), w.Runner.S, beam.Start)
	}
	// On it, its narrowing edge holds him in: held at its start's edge he
	// is carried in to its end's (0.6 m either side, less his body).
	w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*8, holding(0.85), nil)
	if w.Outcome == Lost || w.Runner.S < l.Sections[3].Start {
		t.Errorf("held at x 0.85 along the beam: %v at %.1f m, want past it", w.Outcome, w.Runner.S)
	}
	if h := beam.HalfAt(beam.Start + beam.Length/2); abs(h-0.9) > 1e-5 {
		t.Errorf("half way along the beam it is %v m either side, want 0.9 (between 1.2 and 0.6)", h)
	}
}

func TestASplitsHoleDropsHimAndHisRope(t *testing.T) {
	l := level(t, sectionsLevel)
	split := l.Sections[4]
	if w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*15, holding(0), nil); w.Outcome != Lost || w.Runner.S < split.Start-1 || w.Runner.S > split.End() {
		t.Errorf("down the middle into the split: %v at %.1f m, want a fall into its hole (%.0f..%.0f m)", w.Outcome, w.Runner.S, split.Start, split.End())
	}
	// In a lane he runs through.
	w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*15, throughSections, nil)
	if w.Runner.S < split.End()+5 {
		t.Errorf("in the left lane: %v at %.1f m, want through the split", w.Outcome, w.Runner.S)
	}
	// Running along the left lane's inner edge, his rope hand (his right)
	// is over the hole: the rope hangs down into it, nothing holds it up.
	w = New(l, tuning(t), 1)
	w.PlaceAt(-1, split.Start+2)
	withRope(t, w)
	deepest := float32(0)
	for i := 0; i < 60 && w.Outcome == Running; i++ {
		w.Step(player.Input{Steer: true, SteerX: -1})
		for _, p := range w.Rope().Positions() {
			if s := -p.Z; s > split.Start && s < split.End() && abs(p.X) < split.Hole {
				deepest = min(deepest, p.Y)
			}
		}
	}
	if w.Outcome == Lost || deepest > -0.5 {
		t.Errorf("along the lane's inner edge: %v, his rope's lowest point over the hole %.2f m, want him running and it below -0.5 m", w.Outcome, deepest)
	}
}

func TestAPlatformHoldsHimOnlyWhereItIs(t *testing.T) {
	l := level(t, sectionsLevel)
	p := &l.Sections[6]
	past := func(w *World) bool { return w.Runner.S > p.End()+3 }
	w := withRope(t, New(l, tuning(t), 1))
	for i := 0; i < 60*20 && w.Outcome == Running && !past(w); i++ {
		w.Step(player.Input{Steer: true, SteerX: throughSections(w)})
	}
	if !past(w) {
		t.Errorf("steering with the platform: %v (%+v) at %.1f m, want across", w.Outcome, w.Cause(), w.Runner.S)
	}
	// Held at one side of the track while the platform is at the other:
	// he falls through. (Its phase puts it at +1.4 m, sliding back, as he
	// gets there.)
	w = runSteering(withRope(t, New(l, tuning(t), 1)), 60*20, func(w *World) float32 {
		if w.Runner.S > p.Start-6 && w.Runner.S < p.End() {
			return -1.7
		}
		return throughSections(w)
	}, nil)
	if w.Outcome != Lost || w.Runner.S < p.Start-1 || w.Runner.S > p.End()+1 {
		t.Errorf("held at -1.7 m: %v at %.1f m, want a fall through the platform's gap (%.0f..%.0f m) at %.2f m", w.Outcome, w.Runner.S, p.Start, p.End(), p.PlatformX(seconds(w.Tick)))
	}
}

func TestAPadThrowsHimOnlyWhenHeRunsOntoIt(t *testing.T) {
	l := level(t, sectionsLevel)
	pad := &l.Sections[8]
	if w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*30, throughSections, nil); w.Outcome != Won {
		t.Errorf("running onto the pad: %v (%+v) at %.1f m, want thrown over the %v m gap to the finish", w.Outcome, w.Cause(), w.Runner.S, l.Sections[9].Length)
	}
	// A jump from just before the pad sails over it: no throw, and the
	// gap is longer than a jump.
	jumped := false
	w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*30, throughSections, func(w *World) bool {
		j := !jumped && w.Runner.S >= pad.Start-1.5
		jumped = jumped || j
		return j
	})
	if w.Outcome != Lost || !w.Cause().Fell {
		t.Errorf("jumping over the pad: %v (%+v) at %.1f m, want a fall into the gap", w.Outcome, w.Cause(), w.Runner.S)
	}
}

// Every pad and gap the parser accepts is cleared by the perfect bot from
// the shortest run-up (he is at the start speed, the slowest he meets a
// pad): every throw, short and long pads, the longest gap each allows,
// or that gap cut in two (gaps in a row are one gap to him). A gap 5 cm
// longer is refused.
func TestEveryPadGapTheParserAllowsIsCleared(t *testing.T) {
	for _, launch := range []float32{minLaunch, 11, maxLaunch} {
		for _, pad := range []float32{minPadLength, 1.5, maxPadLength} {
			gap := longestGap([]Section{{Kind: Pad, Length: pad, Launch: launch}})
			for _, runUp := range []float32{minSectionLen, 2, 5} {
				for _, gaps := range []string{
					fmt.Sprintf(`{"kind": "gap", "length": %v}`, gap),
					fmt.Sprintf(`{"kind": "gap", "length": %v}, {"kind": "gap", "length": %v}`, centimetres(gap/2), centimetres(gap-centimetres(gap/2))),
				} {
					js := fmt.Sprintf(`{"name": "x", "finish": %v, "track": [{"kind": "floor", "length": %v, "width": 5},
						{"kind": "pad", "length": %v, "width": 5, "launch": %v}, %s, {"kind": "floor", "length": 60, "width": 5}]}`,
						runUp+pad+gap+5, runUp, pad, launch, gaps)
					w := withRope(t, New(level(t, js), tuning(t), 1))
					var bot Bot
					for i := 0; i < 60*10 && w.Outcome == Running; i++ {
						w.Step(bot.Input(w))
					}
					if w.Outcome != Won {
						t.Errorf("a %v m/s pad %v m long after %v m, then %s: %v at %.2f m (thrown at %.2f m/s)", launch, pad, runUp, gaps, w.Outcome, w.Runner.S, w.Runner.Speed)
					}
				}
			}
			js := fmt.Sprintf(`{"name": "x", "finish": 40, "track": [{"kind": "floor", "length": 10, "width": 5},
				{"kind": "pad", "length": %v, "width": 5, "launch": %v}, {"kind": "gap", "length": %v}, {"kind": "floor", "length": 60, "width": 5}]}`,
				pad, launch, gap+0.05)
			if _, err := ParseLevel("x.json", []byte(js)); err == nil {
				t.Errorf("a %v m/s pad %v m long: a gap of %v m, 5 cm over the limit, parses", launch, pad, gap+0.05)
			}
		}
	}
}

// The hardest pad the parser accepts, met at the slowest pace: the
// start speed, the shortest pad, the hardest throw and the longest gap
// after it. He clears it, holding nothing.
func TestTheLongestPadGapIsClearedAtTheStartPace(t *testing.T) {
	l := level(t, `{"name": "x", "finish": 30, "track": [{"kind": "floor", "length": 4, "width": 5},
		{"kind": "pad", "length": 0.5, "width": 5, "launch": 14}, {"kind": "gap", "length": 7.5},
		{"kind": "floor", "length": 60, "width": 5}]}`)
	w := runSteering(withRope(t, New(l, tuning(t), 1)), 60*10, holding(0), nil)
	if w.Outcome != Won {
		t.Errorf("thrown at %.2f m/s over the longest gap after a pad: %v (%+v) at %.1f m, want won", w.Runner.Speed, w.Outcome, w.Cause(), w.Runner.S)
	}
}

func TestSectionErrorsNameSectionAndField(t *testing.T) {
	for _, c := range []struct{ name, track, want string }{
		{"narrow beam", `{"kind": "beam", "length": 10, "width": 5, "to": 0.5}`, "track[1] (beam): to: 0.5 must be within 1..12 m"},
		{"beam hole", `{"kind": "beam", "length": 10, "width": 5, "to": 2, "hole": 1}`, "track[1] (beam): hole: a beam has no hole"},
		{"split lanes", `{"kind": "split", "length": 10, "width": 4, "hole": 2}`, "track[1] (split): hole: 2 must be within 0.6..1.6 m"},
		{"platform period", `{"kind": "platform", "length": 4, "width": 2, "slide": 1, "period": 0.2}`, "track[1] (platform): period: 0.2 must be within 1..10 s"},
		{"platform long", `{"kind": "platform", "length": 9, "width": 2, "slide": 1, "period": 3}`, "track[1] (platform): length: 9 must be within 0.25..5 m"},
		{"pad launch", `{"kind": "pad", "length": 1, "width": 5, "launch": 30}`, "track[1] (pad): launch: 30 must be within 8..14 m/s"},
		{"long gap", `{"kind": "gap", "length": 7}`, "track[1] (gap): length: 7 must be within 0.25..5 m"},
		{"soft pad", `{"kind": "pad", "length": 1, "width": 5, "launch": 10}, {"kind": "gap", "length": 7}`, "track[2] (gap): length: 7 must be within 0.25..4.85 m"},
		{"gaps in a row", `{"kind": "gap", "length": 4}, {"kind": "gap", "length": 4}, {"kind": "gap", "length": 4}`,
			"track[2] (gap): length: the gaps track[1..2] in a row are 8 m, must be at most 5 m"},
		{"gaps in a row after a pad", `{"kind": "pad", "length": 1, "width": 5, "launch": 14}, {"kind": "gap", "length": 4}, {"kind": "gap", "length": 3.5}`,
			"track[3] (gap): length: the gaps track[2..3] in a row are 7.5 m, must be at most 7.19 m"},
		{"unknown", `{"kind": "ramp", "length": 3}`, `track[1] ("ramp"): kind: "ramp" is not one of floor, gap, beam, split, platform, pad`},
	} {
		js := `{"name": "x", "finish": 20, "track": [{"kind": "floor", "length": 10, "width": 5}, ` + c.track + `, {"kind": "floor", "length": 60, "width": 5}], "entities": []}`
		_, err := ParseLevel("bad.json", []byte(js))
		if err == nil || !strings.Contains(err.Error(), "bad.json: "+c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	// After a pad, a gap may be as long as its throw carries him.
	js := `{"name": "x", "finish": 30, "track": [{"kind": "floor", "length": 10, "width": 5}, {"kind": "pad", "length": 1, "width": 5, "launch": 14}, {"kind": "gap", "length": 7}, {"kind": "floor", "length": 60, "width": 5}], "entities": []}`
	if _, err := ParseLevel("ok.json", []byte(js)); err != nil {
		t.Errorf("a 7 m gap after a pad: %v", err)
	}
}

// Pads in a row throw him from the first (he flies over the others): the
// longest gap after them is measured from the first pad's throw, and the
// perfect bot clears it at the start speed; 5 cm more is refused. Two 1 m
// pads at 14 m/s before a 7.19 m gap, which the bot fell into when only
// the last pad was counted, are refused.
func TestPadsInARowAreMeasuredFromTheFirst(t *testing.T) {
	track := func(pads []float32, launch, gap float32) string {
		js := `{"kind": "floor", "length": 5, "width": 5}`
		for _, p := range pads {
			js += fmt.Sprintf(`, {"kind": "pad", "length": %v, "width": 5, "launch": %v}`, p, launch)
		}
		return js + fmt.Sprintf(`, {"kind": "gap", "length": %v}, {"kind": "floor", "length": 60, "width": 5}`, gap)
	}
	for _, c := range []struct {
		pads   []float32
		launch float32
	}{{[]float32{1, 1}, 14}, {[]float32{minPadLength, minPadLength, minPadLength}, maxLaunch}, {[]float32{1.5, 0.5}, 11}} {
		var row []Section
		at := float32(5)
		for _, p := range c.pads {
			row = append(row, Section{Kind: Pad, Start: at, Length: p, Launch: c.launch})
			at += p
		}
		gap := longestGap(row)
		js := fmt.Sprintf(`{"name": "x", "finish": %v, "track": [%s]}`, at+gap+5, track(c.pads, c.launch, gap))
		w := withRope(t, New(level(t, js), tuning(t), 1))
		var bot Bot
		for i := 0; i < 60*10 && w.Outcome == Running; i++ {
			w.Step(bot.Input(w))
		}
		if w.Outcome != Won {
			t.Errorf("pads %v at %v m/s, then the longest gap allowed (%v m): %v at %.2f m", c.pads, c.launch, gap, w.Outcome, w.Runner.S)
		}
		longer := fmt.Sprintf(`{"name": "x", "finish": %v, "track": [%s]}`, at+gap+5, track(c.pads, c.launch, centimetres(gap+0.05)))
		if _, err := ParseLevel("x.json", []byte(longer)); err == nil {
			t.Errorf("pads %v at %v m/s: a gap of %v m (5 cm past the longest) is accepted", c.pads, c.launch, centimetres(gap+0.05))
		}
	}
	issue := fmt.Sprintf(`{"name": "x", "finish": 20, "track": [%s]}`, track([]float32{1, 1}, 14, 7.19))
	if _, err := ParseLevel("x.json", []byte(issue)); err == nil {
		t.Error("two 1 m pads at 14 m/s before a 7.19 m gap are accepted")
	}
}
