package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/rules"
	"ropeman/game/save"
)

// The daily reward pays once a day: following days climb the calendar
// (after the seventh it starts again), a missed day starts it over, and
// a clock set back, or forward and back, never pays twice; a fresh
// install meets it only once he has won a level. It waits on the title
// (its CALENDAR dotted) and never opens by itself. It survives a
// restart; the bot never sees it.
func TestTheDailyRewardPaysOnceADay(t *testing.T) {
	dir := t.TempDir()
	day := 20_000
	start := func() *Session {
		t.Helper()
		s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, Today: func() int { return day }})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	claim := func(what string, wantDay, wantCoins int) {
		t.Helper()
		s := start()
		before := s.progress.Coins
		s.Step(Command{}) // lays out the title
		if s.scene != Title {
			t.Fatalf("%s (day %d): a session opens on scene %d, want the title (a reward due waits there)", what, day, s.scene)
		}
		var calendar *Button
		for _, b := range s.View().Buttons {
			if b.Act == ActCalendar {
				calendar = &b
			}
		}
		if wantDay == 0 {
			if calendar != nil && calendar.Dot {
				t.Errorf("%s (day %d): nothing is due, but the title's CALENDAR has its dot", what, day)
			}
			s.Flush()
			return
		}
		if calendar == nil || !calendar.Dot {
			t.Fatalf("%s (day %d): a reward is due, but the title's CALENDAR (%v) has no dot", what, day, calendar)
		}
		tapAct(t, s, ActCalendar, 0)
		if s.scene != Daily || s.View().DailyDay != wantDay {
			t.Fatalf("%s (day %d): scene %d offering day %d, want the calendar offering day %d", what, day, s.scene, s.View().DailyDay, wantDay)
		}
		tapAct(t, s, ActClaim, 0)
		if got := s.progress.Coins - before; got != wantCoins || s.scene != Title {
			t.Errorf("%s (day %d): paid %d, scene %d; want %d and the title", what, day, got, s.scene, wantCoins)
		}
		s.Flush()
	}
	var table economy.Economy
	if err := rules.LoadTuning(map[string]rules.Validator{"economy": &table}); err != nil {
		t.Fatal(err)
	}
	pay := table.Daily.Coins
	// A fresh install meets no calendar before he has won a level.
	fresh := start()
	if fresh.scene != Title {
		t.Errorf("a fresh install opens on scene %d, want the title: the calendar waits for his first won level", fresh.scene)
	}
	fresh.progress.Level = 2
	fresh.persist()
	fresh.Flush()
	claim("the first day", 1, pay[0])
	claim("again the same day", 0, 0)
	for k := 2; k <= economy.DailyDays+1; k++ {
		day++
		claim("the next day", (k-1)%economy.DailyDays+1, pay[(k-1)%economy.DailyDays])
	}
	day += 2
	claim("after a missed day", 1, pay[0])
	day -= 5
	claim("the clock set back", 0, 0)
	day += 5 + 400
	claim("the clock a year on", 1, pay[0]) // a missed day: the calendar starts over, once
	day -= 400
	claim("and back", 0, 0)
	day += 399
	claim("back to the day before", 0, 0)

	bot, err := New(Config{Level: 1, Seed: 1, Autoplay: true, Ads: &ads.Simulated{}, Today: func() int { return day + 9 }})
	if err != nil {
		t.Fatal(err)
	}
	if bot.scene != Title {
		t.Errorf("the bot opened on scene %d, want the title", bot.scene)
	}
}

// The title opens the calendar again once he has won a level: with
// today's reward claimed it shows the calendar and BACK (a tap pays
// nothing and goes back to the title); the level of the day's button says
// what it is. A new player's title has no calendar button.
func TestTheCalendarOpensAgainFromTheTitle(t *testing.T) {
	day := 20_000
	s, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}, Today: func() int { return day }})
	if err != nil {
		t.Fatal(err)
	}
	has := func(act Action) (Button, bool) {
		s.Step(Command{})
		for _, b := range s.View().Buttons {
			if b.Act == act {
				return b, true
			}
		}
		return Button{}, false
	}
	if _, ok := has(ActCalendar); ok {
		t.Error("a new player's title offers the calendar")
	}
	if b, ok := has(ActDaily); !ok || b.Label != "LEVEL OF THE DAY\na new one every day" {
		t.Errorf("the level of the day's button says %q, want what it is", b.Label)
	}
	s.progress.Level, s.progress.Daily = 2, save.Daily{Day: day, Streak: 3}
	if _, ok := has(ActCalendar); !ok {
		t.Fatal("the title of a player past level 1 has no calendar button")
	}
	coins := s.progress.Coins
	tapAct(t, s, ActCalendar, 0)
	if _, back := has(ActBack); s.scene != Daily || s.View().DailyDay != 3 || !back {
		t.Fatalf("the calendar again: scene %d, day %d shown, BACK %v; want the calendar at day 3 with BACK", s.scene, s.View().DailyDay, back)
	}
	tapAct(t, s, ActBack, 0)
	if s.scene != Title || s.progress.Coins != coins || s.progress.Daily.Streak != 3 {
		t.Errorf("BACK from the calendar: scene %d, %d coins (had %d), streak %d; want the title, nothing paid", s.scene, s.progress.Coins, coins, s.progress.Daily.Streak)
	}
	s.progress.Challenge = save.Challenge{Day: day, Best: 420, Streak: 1}
	s.goTo(Title)
	if b, _ := has(ActDaily); b.Label != "LEVEL OF THE DAY\nbest today: 420" {
		t.Errorf("played today: the level of the day's button says %q, want today's best", b.Label)
	}
}

// NEXT always starts the next level: after his first win, with a daily
// reward due from then on, NEXT goes to level 2's run, not to the
// calendar or the title; the reward waits on the title, dotted.
func TestNextStartsTheNextLevelWithARewardDue(t *testing.T) {
	day := 20_000
	s, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{Flags: ads.SimFlags{NoFill: true}}, Today: func() int { return day }})
	if err != nil {
		t.Fatal(err)
	}
	jumpedBefore(s)
	win(t, s)
	if s.calendar.dailyDue() == 0 {
		t.Fatal("after the first win no daily reward is due: the test needs one")
	}
	tapAct(t, s, ActNext, 0)
	if s.scene != Play || s.run.levelN != 2 {
		t.Fatalf("NEXT after the first win: scene %d, level %d; want level 2's run", s.scene, s.run.levelN)
	}
}
