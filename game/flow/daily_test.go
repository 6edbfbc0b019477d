package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/game/save"
)

// The daily reward pays once a day: following days climb the calendar
// (after the seventh it starts again), a missed day starts it over, and
// a clock set back, or forward and back, never pays twice; a fresh
// install meets it only once he has won a level. It survives a
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
		if wantDay == 0 {
			if s.scene != Title {
				t.Errorf("%s (day %d): scene %d, want the title with nothing due", what, day, s.scene)
			}
			s.Flush()
			return
		}
		if s.scene != Daily || s.View().DailyDay != wantDay {
			t.Fatalf("%s (day %d): scene %d offering day %d, want the calendar offering day %d", what, day, s.scene, s.View().DailyDay, wantDay)
		}
		s.Step(Command{}) // lays out CLAIM
		b := s.View().Buttons
		s.Step(Command{Tap: true, X: (b[0].X0 + b[0].X1) / 2 * 360, Y: (b[0].Y0 + b[0].Y1) / 2 * 780, W: 360, H: 780})
		if got := s.progress.Coins - before; got != wantCoins || s.scene != Title {
			t.Errorf("%s (day %d): paid %d, scene %d; want %d and the title", what, day, got, s.scene, wantCoins)
		}
		s.Flush()
	}
	var table Economy
	if err := LoadTuning(map[string]Validator{"economy": &table}); err != nil {
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
	for k := 2; k <= save.DailyDays+1; k++ {
		day++
		claim("the next day", (k-1)%save.DailyDays+1, pay[(k-1)%save.DailyDays])
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
