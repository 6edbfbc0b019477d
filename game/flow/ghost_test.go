package flow

import (
	"encoding/json"
	"fmt"
	"testing"

	"ropeman/ads"
	"ropeman/game/replay"
	"ropeman/game/save"
	"ropeman/game/world"
	"ropeman/player"
)

// playBot plays s's run to its end with the bot of the given skill (and
// an optional change of its input), from the title or a retry.
func playBot(t testing.TB, s *Session, skill world.Skill, twist func(tick int, in *player.Input)) {
	t.Helper()
	if s.scene != Play {
		s.goTo(Play)
	}
	bot := world.Bot{Skill: skill}
	for i := 0; s.scene == Play; i++ {
		if i > 60*120 {
			t.Fatalf("level %d: the run never ended", s.run.levelN)
		}
		in := bot.Input(s.run.world)
		if twist != nil {
			twist(s.run.world.Tick, &in)
		}
		if err := s.Step(Command{Input: in}); err != nil {
			t.Fatal(err)
		}
	}
}

// The ghost is the run he played, replayed: a second world on the
// recorded input reaches the recorded end bit for bit (its state hash),
// while his own run beside it goes exactly as it would with no ghost at
// all. It is kept when it beats the last (a win a fall, more coins a win,
// further a fall), not when a worse run follows, and not with the switch
// off.
func TestTheGhostRacesTheBestRun(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.next(3)
	jumpedBefore(s)
	var fell player.Input
	playBot(t, s, world.Skill{}, func(tick int, in *player.Input) { // steers off at 6 s
		if tick > 360 {
			in.Steer, in.SteerX = true, 50
			fell = *in
		}
	})
	if s.run.world.Outcome == world.Won || len(s.progress.Ghosts) != 1 || s.progress.Ghosts[0].Won {
		t.Fatalf("a fall: outcome %v, ghosts %d", s.run.world.Outcome, len(s.progress.Ghosts))
	}
	fall := s.progress.Ghosts[0]
	s.run.startRun(s.run.world.Level) // RETRY: the fall races beside him
	if s.run.ghost.world == nil {
		t.Fatal("no ghost after a fall")
	}
	rec, err := replay.Read(fall.Run)
	if err != nil {
		t.Fatal(err)
	}
	var alone []uint64 // his run with no ghost, tick by tick
	{
		o, _ := newTestSession(t, ads.SimFlags{})
		o.progress.Settings.Ghosts = false
		o.next(3)
		jumpedBefore(o)
		o.goTo(Play)
		var bot world.Bot
		for o.scene == Play {
			o.Step(Command{Input: bot.Input(o.run.world)})
			alone = append(alone, o.run.world.Hash())
		}
	}
	s.goTo(Play)
	var bot world.Bot
	for i := 0; s.scene == Play; i++ {
		s.Step(Command{Input: bot.Input(s.run.world)})
		if i >= len(alone) || s.run.world.Hash() != alone[i] {
			t.Fatalf("tick %d: his run with the ghost beside him differs from his run alone", i)
		}
		if g := s.run.ghost.world; g.Tick == rec.Ticks && fmt.Sprintf("%016x", g.Hash()) != rec.Hash {
			t.Fatalf("the ghost at its recorded end (tick %d): hash %016x, recorded %s", g.Tick, g.Hash(), rec.Hash)
		}
	}
	if s.run.ghost.world.Tick < rec.Ticks {
		t.Errorf("the ghost stopped at tick %d of %d", s.run.ghost.world.Tick, rec.Ticks)
	}
	if s.run.world.Outcome != world.Won || len(s.progress.Ghosts) != 1 || !s.progress.Ghosts[0].Won || s.progress.Ghosts[0].Coins != s.run.earned {
		t.Fatalf("a win after a fall: outcome %v, ghost %+v", s.run.world.Outcome, s.progress.Ghosts)
	}
	won := s.progress.Ghosts[0]
	s.run.startRun(s.run.world.Level)
	playBot(t, s, world.Skill{}, func(tick int, in *player.Input) {
		if tick > 200 {
			*in = fell
		}
	})
	if g := s.progress.Ghosts[0]; !g.Won || g.Coins != won.Coins || string(g.Run) != string(won.Run) {
		t.Errorf("a fall after a win replaced it: %+v", g)
	}
	s.progress.Settings.Ghosts = false
	s.run.startRun(s.run.world.Level)
	if s.run.ghost.world != nil {
		t.Error("a ghost raced with the switch off")
	}
}

// The save keeps the latest levels' ghosts and one level of the day's;
// one it cannot replay (damaged, another level's, another version's) is
// not raced and never stops the game.
func TestGhostsAreBoundedAndCheckedBeforeTheyRace(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	run, err := json.Marshal(json.RawMessage(`{"format":1}`))
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= save.MaxGhosts+3; n++ {
		s.run.levelN, s.run.dayRun = n, 0
		s.run.content.level, s.run.content.digest = n, "x"
		s.run.earned = n
		s.run.world.Outcome = world.Won
		s.run.keepGhost()
	}
	s.run.levelN, s.run.dayRun, s.run.content.level = 40, 20_500, 40
	s.run.keepGhost()
	s.run.levelN, s.run.dayRun, s.run.content.level = 41, 20_501, 41
	s.run.keepGhost()
	var levels, days []int
	for _, g := range s.progress.Ghosts {
		if g.Day != 0 {
			days = append(days, g.Day)
		} else {
			levels = append(levels, g.Level)
		}
	}
	if len(levels) != save.MaxGhosts || levels[0] != 4 || len(days) != 1 || days[0] != 20_501 {
		t.Errorf("kept levels %v and days %v, want the last %d levels from 4 and day 20501", levels, days, save.MaxGhosts)
	}
	if err := s.progress.Validate(); err != nil {
		t.Errorf("the ghosts kept make a save Validate refuses: %v", err)
	}
	for name, bad := range map[string]json.RawMessage{
		"damaged":           run,
		"another level's":   nil,
		"another version's": nil,
	} {
		t.Run(name, func(t *testing.T) {
			o, _ := newTestSession(t, ads.SimFlags{})
			o.next(2)
			playBot(t, o, world.Skill{}, nil)
			g := &o.progress.Ghosts[len(o.progress.Ghosts)-1]
			switch name {
			case "another level's":
				g.Level = 1
				o.next(1)
			case "another version's":
				var l map[string]any
				json.Unmarshal(g.Run, &l)
				l["game"] = "0.0.1"
				g.Run, _ = json.Marshal(l)
				o.next(2)
			default:
				g.Run = bad
				o.next(2)
			}
			if o.run.ghost.world != nil {
				t.Errorf("a %s recording raced as the ghost", name)
			}
		})
	}
}

// The ghost's world costs what a run does, and allocates nothing, per
// tick: BenchmarkGhostTick steps it alone (his own run's tick is
// BenchmarkSessionTick).
func BenchmarkGhostTick(b *testing.B) {
	s, err := New(Config{Level: 5, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	s.progress.Settings.Jumped = true
	s.run.startRun(s.run.world.Level)
	playBot(b, s, world.Skill{}, nil)
	s.run.startRun(s.run.world.Level)
	if s.run.ghost.world == nil {
		b.Fatal("no ghost")
	}
	b.ReportAllocs()
	for b.Loop() {
		if s.run.ghost.world.Tick >= s.run.ghost.ticks+ghostTail {
			b.StopTimer()
			s.run.raceGhost()
			b.StartTimer()
		}
		s.run.stepGhost()
	}
}

// The hardest recording a player makes: a finger that never rests, the
// steer moving every tick of a whole level. It fits a ghost, and the
// ghost replays it to the recorded end bit for bit.
func TestARestlessFingerMakesAGhostThatReplays(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.next(3)
	jumpedBefore(s)
	playBot(t, s, world.Skill{}, func(tick int, in *player.Input) {
		in.Steer = true
		in.SteerX += 0.02 * float32(tick%7-3) // a shaking hand over the bot's line
	})
	if len(s.progress.Ghosts) != 1 {
		t.Fatalf("the run (%d ticks, outcome %v) was not kept as a ghost", s.run.world.Tick, s.run.world.Outcome)
	}
	g := s.progress.Ghosts[0]
	rec, err := replay.Read(g.Run)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d ticks of a restless finger: a ghost of %d bytes (at most %d)", rec.Ticks, len(g.Run), save.MaxGhostBytes)
	s.run.startRun(s.run.world.Level)
	for s.run.ghost.world.Tick < rec.Ticks {
		s.run.stepGhost()
	}
	if got := fmt.Sprintf("%016x", s.run.ghost.world.Hash()); got != rec.Hash {
		t.Errorf("the ghost at its recorded end: hash %s, recorded %s", got, rec.Hash)
	}
}
