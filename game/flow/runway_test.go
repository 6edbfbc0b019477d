package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/game/world"
	"ropeman/player"
)

// toTheLine plays level 1 as a player does up to its finish line (the
// perfect bot's hand), and returns the session and the finish's tick.
func toTheLine(t *testing.T) (*Session, int) {
	t.Helper()
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	tapCard(t, s, Command{Tap: true})
	var bot world.Bot
	for s.run.world.FinishedAt() == 0 {
		if s.run.world.Tick > 60*60 || s.scene != Play {
			t.Fatalf("level 1 not finished: tick %d, scene %d", s.run.world.Tick, s.scene)
		}
		if err := s.Step(Command{Input: bot.Input(s.run.world)}); err != nil {
			t.Fatal(err)
		}
	}
	return s, s.run.world.FinishedAt()
}

// stepUntilStill steps s with cmd from tick from on (cmd(tick) for each)
// until the runway's needle stops, and returns the tick it stopped on.
func stepUntilStill(t *testing.T, s *Session, cmd func(tick int) Command) int {
	t.Helper()
	for s.run.world.Metering() {
		if s.run.world.Tick > 60*60*2 {
			t.Fatal("the needle never stopped")
		}
		if err := s.Step(cmd(s.run.world.Tick)); err != nil {
			t.Fatal(err)
		}
	}
	return s.run.world.Tick
}

// Players of this genre keep the finger on the screen the whole run: the
// runway's needle stops on a tap, or as a finger held since before the
// finish lifts, the way the game reads the finger (Command.Lift, Held).
// A finger that went down after the finish and lifts is no tap: the
// needle swings on to the wait (x1). A lift in the meter's grace after
// the line stops the needle as the grace ends, where a tap held from
// then on would. The first runway says so.
func TestAFingerHeldThroughTheFinishStopsTheNeedleAsItLifts(t *testing.T) {
	wait := func() int {
		s, _ := toTheLine(t)
		return s.tuning.run.Rules.Runway.WaitTicks
	}()
	// Lifted well after the line: the needle stops on that tick. His
	// first runway says so (the lesson), until the needle stops.
	s, at := toTheLine(t)
	lift := at + 40
	taught := true
	stopped := stepUntilStill(t, s, func(tick int) Command {
		taught = taught && s.run.lesson() == LessonMeter
		if tick == lift {
			return Command{Lift: true, Held: tick - at + 200}
		}
		return Command{}
	})
	if stopped != lift+1 || stopped >= at+wait {
		t.Errorf("held through the finish and lifted at tick %d: the needle stopped at %d, want %d (the wait ends at %d)", lift, stopped, lift+1, at+wait)
	}
	if !taught || !s.progress.Settings.MeterTaught || s.run.lesson() == LessonMeter {
		t.Errorf("the runway's lesson: on while the needle swung %v, learned %v; want it on until the needle stopped, then learned", taught, s.progress.Settings.MeterTaught)
	}
	// Pressed after the line and lifted: not a tap; the needle swings on.
	s, at = toTheLine(t)
	stopped = stepUntilStill(t, s, func(tick int) Command {
		if tick == at+40 {
			return Command{Lift: true, Held: 20}
		}
		return Command{}
	})
	if stopped != at+wait || s.run.world.Multiplier() != 1 {
		t.Errorf("a finger put down after the line and lifted: stopped at %d on x%d, want the wait's end (%d) on x1", stopped, s.run.world.Multiplier(), at+wait)
	}
	// Lifted in the grace: as a tap held from then on.
	s, at = toTheLine(t)
	lifted := stepUntilStill(t, s, func(tick int) Command {
		if tick == at+2 {
			return Command{Lift: true, Held: 300}
		}
		return Command{}
	})
	s, at = toTheLine(t)
	tapped := stepUntilStill(t, s, func(tick int) Command { return Command{Input: playerJump(tick >= at+2)} })
	if lifted != tapped || lifted >= at+wait {
		t.Errorf("lifted in the meter's grace: stopped at %d; a tap held from then on stops it at %d (want the same, before the wait's end at %d)", lifted, tapped, at+wait)
	}
}

// playerJump is a tick's input with the jump (a tap) or without.
func playerJump(on bool) player.Input { return player.Input{Jump: on} }

// hasButton reports whether the card on screen has a button doing act.
func hasButton(s *Session, act Action) bool {
	for i := range s.card.n {
		if s.card.buttons[i].Act == act {
			return true
		}
	}
	return false
}

// A player who declines the revive is not offered it after every fail:
// the fail card offers it the shipped tuning's first few times
// (revive.declines) he leaves it for RETRY, then on every
// revive.every-th fail only; taking it (the ad watched) offers it again
// on the next fail. The ad is ready on every card.
func TestTheReviveIsOfferedLessToAPlayerWhoDeclinesIt(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	table := s.tuning.economy.Revive
	if table.Declines < 1 || table.Every < 2 {
		t.Fatalf("the shipped revive table %+v caps nothing", table)
	}
	tapCard(t, s, Command{Tap: true})
	fail := func(n int) bool {
		t.Helper()
		until(t, s, "the fall", 60*30, false, func() bool { return s.scene == Result })
		until(t, s, "the card's way on", 60, false, func() bool { return hasButton(s, ActRetry) })
		for range 120 { // an offer shows as soon as an ad is ready
			if hasButton(s, ActRevive) {
				break
			}
			s.Step(Command{})
		}
		return hasButton(s, ActRevive)
	}
	for n := 1; n <= table.Declines+2*table.Every; n++ {
		want := n <= table.Declines || (n-table.Declines)%table.Every == 0
		if got := fail(n); got != want {
			t.Fatalf("fail %d (declined every offer): revive offered %v, want %v (%+v)", n, got, want, table)
		}
		tapButton(t, s, ActRetry)
	}
	for !fail(0) {
		tapButton(t, s, ActRetry)
	}
	tapButton(t, s, ActRevive)
	watchAd(t, s)
	if s.scene != Play || !s.run.revived {
		t.Fatalf("the revive taken: scene %d, revived %v", s.scene, s.run.revived)
	}
	until(t, s, "the next run", 60*60, false, func() bool {
		if s.scene == Result {
			tapButton(t, s, ActRetry)
		}
		return s.scene == Play && !s.run.revived
	})
	if !fail(0) {
		t.Error("after he took the revive, the next fail did not offer it")
	}
}
