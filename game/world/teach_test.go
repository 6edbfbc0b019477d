package world

import (
	"testing"

	"ropeman/player"
)

// A player who has never jumped meets level 1's first gap in slow motion:
// with no swipe he comes to rest before its edge and waits there, however
// long, the prompt up; a swipe sends him over at full speed, and the
// second gap comes at full speed. Untaught, the same run falls in.
func TestTheFirstGapWaitsForTheFirstJump(t *testing.T) {
	w := shippedRun(t, 1, 1)
	gap := w.Level.Sections[1]
	if gap.Kind != Gap {
		t.Fatalf("level 1's second section is not its first gap: %+v", gap)
	}
	full := w.Runner.Speed
	w.TeachJump()
	prompted := false
	for i := 0; i < 60*60*5 && w.Outcome == Running; i++ { // five minutes without a swipe
		w.Step(player.Input{Steer: true})
		prompted = prompted || w.JumpPrompt()
		full = max(full, w.Runner.Speed)
	}
	r := &w.Runner
	if w.Outcome != Running || r.State != player.Run || r.S > gap.Start-0.5 || r.S < gap.Start-teachStop-0.05 || !w.JumpPrompt() || !prompted {
		t.Fatalf("five minutes at the first gap without a swipe: %v, %v at s %.2f (gap at %v), prompt %v", w.Outcome, r.State, r.S, gap.Start, w.JumpPrompt())
	}
	if r.Speed > 0.01 {
		t.Errorf("waiting at the gap at %.3f m/s", r.Speed)
	}
	var jumped bool
	for i := 0; i < 60*10 && w.Outcome == Running && r.S < gap.End()+2; i++ {
		ev := w.Step(player.Input{Steer: true, Jump: i == 0})
		jumped = jumped || has(ev, Jumped)
		if jumped && i == 1 && r.Speed < full*0.99 {
			t.Errorf("the taught jump took off at %.2f m/s, want his full %.2f", r.Speed, full)
		}
	}
	if !jumped || w.Outcome != Running || r.S < gap.End() || w.JumpPrompt() {
		t.Fatalf("the swipe at the gap: jumped %v, %v at s %.2f (gap ends %v), prompt %v", jumped, w.Outcome, r.S, gap.End(), w.JumpPrompt())
	}
	// Taught once: the next gap comes at full speed (and, unjumped, he falls).
	for i := 0; i < 60*60 && w.Outcome == Running; i++ {
		if w.Step(player.Input{Steer: true}); w.Runner.Speed < full*0.99 && r.State == player.Run {
			t.Fatalf("slowed to %.2f m/s at s %.1f after the lesson", r.Speed, r.S)
		}
	}
	if w.Cause() != (Cause{Fell: true}) {
		t.Errorf("past the lesson, an unjumped gap: %v, %+v; want a fall", w.Outcome, w.Cause())
	}

	untaught := shippedRun(t, 1, 1)
	for i := 0; i < 60*60 && untaught.Outcome == Running; i++ {
		untaught.Step(player.Input{Steer: true})
	}
	if untaught.Cause() != (Cause{Fell: true}) || untaught.Runner.S > gap.End() {
		t.Errorf("untaught, no swipe: %v at s %.1f, want a fall into the first gap", untaught.Outcome, untaught.Runner.S)
	}
}

// Level 1 forgives a new player's first drag: held 2 m off the centre
// either way, all the way to the finish (the bot only jumps the gaps), he
// never falls off its side (its track is 5 m wide throughout); the same
// drag falls off a track that narrows from 5 m to 3.6 m, as level 1's once
// did.
func TestLevelOneForgivesAFirstDrag(t *testing.T) {
	narrowing := level(t, `{"name": "narrows", "finish": 60, "track": [{"kind": "floor", "length": 30, "width": 5}, {"kind": "floor", "length": 60, "width": 3.6}]}`)
	for _, c := range []struct {
		name  string
		l     *Level
		drag  float32
		falls bool
	}{
		{"level 1, 2 m right", shippedLevel(t, 1), 2, false},
		{"level 1, 2 m left", shippedLevel(t, 1), -2, false},
		{"a track narrowing to 3.6 m, 2 m right", narrowing, 2, true},
	} {
		w := tieredRun(t, c.l, 1)
		var bot Bot
		for tick := 0; tick < 60*90 && !w.Over(); tick++ {
			in := bot.Input(w)
			in.Steer, in.SteerX = true, c.drag
			w.Step(in)
		}
		fell := w.Outcome == Lost && w.Cause().Fell && w.Cause().Side
		if fell != c.falls {
			t.Errorf("%s: fell off the side %v (outcome %v at %.1f m), want %v", c.name, fell, w.Outcome, w.Runner.S, c.falls)
		}
	}
}
