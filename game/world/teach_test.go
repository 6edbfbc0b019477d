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
