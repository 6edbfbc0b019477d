package flow

import (
	"os"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/world"
	"ropeman/player"
)

// A new player's first gap waits for his first jump, with the lesson on
// screen; once he has jumped the save remembers it, and no gap waits for
// him again, after a restart too. The bot is never taught. A recording of
// a taught run says so, and replays to the same hash.
func TestTheJumpIsTaughtOnceAndRemembered(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/run.json"
	s, err := New(Config{Level: 1, Seed: 3, DataDir: dir, Ads: &ads.Simulated{}, Record: file})
	if err != nil {
		t.Fatal(err)
	}
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the lesson", 60*30, false, func() bool { return s.run.lesson() == LessonJump })
	until(t, s, "him to wait at the gap", 60*10, false, func() bool { return s.run.world.Runner.Speed < 0.01 })
	for range 600 { // ten seconds: he waits
		s.Step(Command{})
	}
	if s.run.world.Outcome != 0 || s.run.lesson() != LessonJump {
		t.Fatalf("ten seconds at the lesson's gap without a swipe: %v, lesson %v", s.run.world.Outcome, s.run.lesson())
	}
	s.Step(Command{Input: player.Input{Jump: true}})
	until(t, s, "the jump", 30, false, func() bool { return s.progress.Settings.Jumped })
	if s.run.lesson() == LessonJump {
		t.Error("the lesson still shows after the jump")
	}
	until(t, s, "the landing past the gap", 120, false, func() bool { return s.run.world.Runner.S > s.run.world.Level.Sections[1].End()+1 })
	hash, ticks := s.run.world.Hash(), s.run.world.Tick
	s.Flush()
	data, _ := os.ReadFile(file)
	if !strings.Contains(string(data), `"teach": true`) {
		t.Errorf("the recording of a taught run does not say so:\n%s", data)
	}
	r, said := replayOf(t, file, "")
	if !strings.Contains(said, "matches the recording") || r.run.world.Tick != ticks || r.run.world.Hash() != hash {
		t.Errorf("the taught run replays to tick %d, hash %016x; the run was %d, %016x; log:\n%s", r.run.world.Tick, r.run.world.Hash(), ticks, hash, said)
	}

	again, err := New(Config{Level: 1, Seed: 3, DataDir: dir, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatal(err)
	}
	if !again.progress.Settings.Jumped || again.run.teaches() {
		t.Error("after a restart the save forgot he has jumped")
	}
	bot, err := New(Config{Level: 1, Seed: 3, Autoplay: true, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatal(err)
	}
	if bot.run.teaches() {
		t.Error("the bot is taught the jump")
	}
}

// A cut slows the run to half speed for a moment (the player sees what cut
// his rope), and a swipe on a tick the slow-down holds still jumps.
func TestACutSlowsTheRunAMoment(t *testing.T) {
	s, err := New(Config{Level: 3, Seed: 1, Autoplay: true, Ads: &ads.Simulated{}, Open: Play})
	if err != nil {
		t.Fatal(err)
	}
	until(t, s, "a cut", 60*60, false, func() bool {
		for _, e := range s.run.events {
			if e.Kind == world.Cut {
				return true
			}
		}
		return false
	})
	from := s.run.world.Tick
	for range cutSlowTicks {
		s.Step(Command{})
	}
	if got := s.run.world.Tick - from; got != cutSlowTicks/2 {
		t.Errorf("%d ticks after a cut the run stepped %d times, want %d (half speed)", cutSlowTicks, got, cutSlowTicks/2)
	}
	for range 10 {
		s.Step(Command{})
	}
	if got := s.run.world.Tick - from; got != cutSlowTicks/2+10 {
		t.Errorf("after the slow-down the run stepped %d times in 10 ticks, want 10", got-cutSlowTicks/2)
	}

	p, _ := newTestSession(t, ads.SimFlags{})
	p.goTo(Play)
	until(t, p, "a moment of play", 60, false, func() bool { return p.run.world.Tick > 30 })
	p.run.slow = cutSlowTicks
	p.Step(Command{Input: player.Input{Jump: true}}) // held
	held := p.run.world.Tick
	p.Step(Command{})
	if p.run.world.Tick != held+1 || p.run.world.Runner.State != player.Jump {
		t.Errorf("a swipe on a held tick: world tick %d → %d, runner %v; want a step and a jump", held, p.run.world.Tick, p.run.world.Runner.State)
	}
}

// A player's first colour gate, first maths gate, first key, first boss
// and first hazard of each kind are taught in words as he nears them, once each: passed (the key:
// taken) with the lesson on screen, it is learned (saved), and the next
// visit's comes without it. Each hazard is taught on the level that
// brings it.
func TestTheFirstGateKeyAndHazardsAreTaughtOnce(t *testing.T) {
	dir := t.TempDir()
	type lesson struct {
		level  int
		lesson Lesson
		taught func(*Session) bool
	}
	cases := []lesson{
		{2, LessonGate, func(s *Session) bool { return s.progress.Settings.GateTaught }},
		{5, LessonBoss, func(s *Session) bool { return s.progress.Settings.BossTaught }},
	}
	for _, k := range world.Hazards() {
		if !k.Lesson {
			continue
		}
		h, first := k.Hazard, 0
		for n := 1; first == 0 && n <= len(assets.Levels()); n++ {
			if l, err := ParseLevel(n); err == nil && l.Has(h) {
				first = n
			}
		}
		cases = append(cases, lesson{first, HazardLesson(h), func(s *Session) bool { return s.progress.Settings.HazardsTaught&(1<<h) != 0 }})
	}
	// The first maths gate comes at level 10 and the first key at level 11,
	// past every hazard's first level: their runs teach the hazards they
	// meet, so they are played last.
	cases = append(cases,
		lesson{10, LessonMaths, func(s *Session) bool { return s.progress.Settings.MathsTaught }},
		lesson{11, LessonKey, func(s *Session) bool { return s.progress.Settings.KeyTaught }})
	for _, c := range cases {
		for visit := range 2 {
			s, err := New(Config{Level: c.level, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, Open: Play})
			if err != nil {
				t.Fatal(err)
			}
			s.progress.Settings.Hinted, s.progress.Settings.Jumped = true, true
			shown := false
			var bot world.Bot
			for i := 0; i < 60*60 && s.scene == Play && !c.taught(s); i++ {
				if err := s.Step(Command{Input: bot.Input(s.run.world)}); err != nil {
					t.Fatal(err)
				}
				shown = shown || s.run.lesson() == c.lesson
			}
			if want := visit == 0; shown != want || !c.taught(s) {
				t.Errorf("level %d, visit %d: lesson %d shown %v, learned %v; want shown %v and learned", c.level, visit+1, c.lesson, shown, c.taught(s), want)
			}
			s.Flush()
		}
	}
}
