package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/game/needs"
	"ropeman/game/world"
)

// A lesson never shares the screen with what could end the run: a new
// player, playing levels 1 to 10 in turn (the bot's input, his lessons as
// a player meets them), never comes within 5 m of a gap, nor of a hazard
// or a gate the lesson is not about, while a gate's, a key's or a
// hazard's lesson shows (the first gap's jump lesson waits for him).
func TestALessonNeverSharesTheScreenWithAGap(t *testing.T) {
	needs.Short(t, "plays levels 1 to 10 as a new player")
	const near = 5
	s, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{Flags: ads.SimFlags{NoFill: true}}})
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= 10; n++ {
		if n == 1 {
			tapCard(t, s, Command{Tap: true})
		} else {
			tapAct(t, s, ActNext, 0)
		}
		var bot world.Bot
		reported := map[Lesson]bool{}
		for tick := 0; s.scene != Result; tick++ {
			if tick > 60*120 {
				t.Fatalf("level %d: no finish in two minutes", n)
			}
			w := s.run.world
			l := s.run.lesson()
			if l != NoLesson && l != LessonJump && l != LessonSteer && l != LessonBoss && !reported[l] {
				if sec := w.Level.SectionAt(w.Runner.S + near); sec != nil && sec.Kind == world.Gap {
					reported[l] = true
					t.Errorf("level %d: a gap %d m ahead (at %.1f m) while lesson %d shows", n, near, sec.Start, l)
				}
				taught, _ := l.Hazard()
				for _, k := range world.Hazards() {
					if k.Hazard != taught && w.Level.NextHazard(k.Hazard, w.Runner.S) < near && !reported[l] {
						reported[l] = true
						t.Errorf("level %d: a %s within %d m while lesson %d shows", n, k.Name, near, l)
					}
				}
				for _, g := range w.Level.Gates {
					about := g.Recolour && l == LessonGate || !g.Recolour && l == LessonMaths
					if d := g.S - w.Runner.S; d > 0 && d < near && !about && !reported[l] {
						reported[l] = true
						t.Errorf("level %d: a gate %.1f m ahead while lesson %d shows", n, d, l)
					}
				}
			}
			if err := s.Step(Command{Input: bot.Input(w)}); err != nil {
				t.Fatal(err)
			}
		}
		if s.run.world.Outcome != world.Won {
			t.Fatalf("level %d: the bot did not win (%v)", n, s.run.world.Outcome)
		}
	}
}
