package flow

import (
	"errors"
	"testing"

	"ropeman/ads"
	"ropeman/game/rules/dayrun"
	"ropeman/game/save"
	"ropeman/game/world"
)

// A day counts once to the streak, whatever the clock does: the next day
// adds one, a missed day starts over, the same day keeps only the best,
// and a clock set back, or forward and back, adds nothing.
func TestTheStreakCountsEachDayOnce(t *testing.T) {
	var c save.Challenge
	for _, step := range []struct {
		day, coins          int
		streak, best, atDay int
	}{
		{100, 50, 1, 50, 100},
		{100, 80, 1, 80, 100},  // again: the best
		{100, 20, 1, 80, 100},  // a worse run keeps it
		{101, 0, 2, 0, 101},    // the next day: a lost run counts as played
		{101, 70, 2, 70, 101},  //
		{99, 900, 2, 70, 101},  // the clock set back: nothing
		{105, 10, 1, 10, 105},  // the clock on: a missed day starts over
		{102, 300, 1, 10, 105}, // and back: nothing
		{105, 5, 1, 10, 105},   // the day it reached again: no second day
		{106, 5, 2, 5, 106},
	} {
		c = played(c, step.day, step.coins)
		if c.Streak != step.streak || c.Best != step.best || c.Day != step.atDay {
			t.Errorf("day %d, %d coins: %+v, want streak %d, best %d, day %d", step.day, step.coins, c, step.streak, step.best, step.atDay)
		}
	}
}

// From the title, the level of the day's button plays today's level; a
// win pays and is kept as the day's, off his run of levels, and NEXT goes
// back to his own level's title; a loss the next day still counts the
// day, RETRY plays the day's level again and HOME goes to his own. With
// no clock there is no such button.
func TestTheLevelOfTheDayIsPlayedFromTheTitle(t *testing.T) {
	dir := t.TempDir()
	day := 20_500
	s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, Today: func() int { return day }})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Flush)
	s.progress.Daily = save.Daily{Day: day} // no daily reward in the way
	s.goTo(Title)
	jumpedBefore(s)
	s.progress.Level = 4
	s.progress.Upgrades = save.UpgradeLevels{3, 2, 4} // bought: the level of the day ignores them
	tapButton(t, s, ActDaily)
	if s.scene != Play || !s.View().DayRun || s.run.levelN != dayrun.Level(day) {
		t.Fatalf("after the button: scene %d, level %d (day run %v), want play on level %d", s.scene, s.run.levelN, s.View().DayRun, dayrun.Level(day))
	}
	coins := s.progress.Coins
	until(t, s, "the finish", 60*120, true, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Won {
		t.Fatalf("the bot did not win level %d", s.run.levelN)
	}
	c := s.progress.Challenge
	if s.run.earned <= 0 || s.progress.Coins != coins+s.run.earned || c != (save.Challenge{Day: day, Best: s.run.earned, Streak: 1}) || s.progress.Level != 4 || s.progress.Best[s.run.levelN] != 0 {
		t.Errorf("after the win: earned %d, coins %d→%d, day's record %+v, level reached %d, best of level %d: %d",
			s.run.earned, coins, s.progress.Coins, c, s.progress.Level, s.run.levelN, s.progress.Best[s.run.levelN])
	}
	// The run the game kept of it is what the leaderboard's server
	// replays: it plays again to the same end and pays the same.
	g := s.progress.Ghosts[s.run.ghostIndex()]
	if sc, err := dayrun.Verify(g.Run, day); err != nil || sc.Coins != s.run.earned || sc.Level != s.run.levelN {
		t.Errorf("the day's run replayed as the server does: %+v, %v; want %d coins on level %d", sc, err, s.run.earned, s.run.levelN)
	}
	if sc, err := dayrun.Verify(g.Run, day+1); !errors.Is(err, dayrun.ErrRefused) {
		t.Errorf("posted as the next day's: %+v, %v; want refused", sc, err)
	}
	tapButton(t, s, ActNext)
	if s.scene != Play || s.run.levelN != 4 || s.View().DayRun {
		t.Errorf("after NEXT: scene %d on level %d (day run %v), want level 4 in play", s.scene, s.run.levelN, s.View().DayRun)
	}

	day++
	s.progress.Daily = save.Daily{Day: day}
	s.goTo(Title)
	tapButton(t, s, ActDaily)
	s.run.world.Runner.X = 50 // off the track
	until(t, s, "the fall", 60*10, false, func() bool { return s.scene == Result })
	if c := s.progress.Challenge; c.Day != day || c.Streak != 2 || c.Best != 0 {
		t.Errorf("a lost run the next day: %+v, want day %d, streak 2, best 0", c, day)
	}
	tapButton(t, s, ActRetry)
	if s.scene != Play || !s.View().DayRun || s.run.levelN != dayrun.Level(day) {
		t.Errorf("RETRY of a day's run: scene %d on level %d (day run %v)", s.scene, s.run.levelN, s.View().DayRun)
	}
	s.goTo(Pause)
	tapButton(t, s, ActHome)
	if s.scene != Title || s.run.levelN != 4 || s.View().DayRun {
		t.Errorf("HOME from a day's run: scene %d on level %d, want level 4's title", s.scene, s.run.levelN)
	}

	noClock, _ := newTestSession(t, ads.SimFlags{})
	noClock.Step(Command{})
	for _, b := range noClock.View().Buttons {
		if b.Act == ActDaily {
			t.Error("a title with no clock offers the level of the day")
		}
	}
}
