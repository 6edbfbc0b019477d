package flow

import (
	"ropeman/game/rules/dayrun"
	"ropeman/game/save"
)

// The level of the day: one generated level a day, the same for every
// player (chosen from the date by the generator that makes the endless
// levels from their number), played from the title as an entry of its
// own, away from his run of levels. The best a win of it paid that day
// and the days in a row he played it are kept (save.Challenge), and its
// best run races him as a ghost. A day counts once: a clock set back
// records nothing until the date is past the day last played, so changing
// the date never gives a second streak day.

// playChallenge starts a run of today's level of the day.
func (s *Session) playChallenge() {
	day := s.calendar.challengeToday()
	if day == 0 {
		return
	}
	n := dayrun.Level(day)
	l, err := ParseLevel(n)
	if err != nil {
		s.breakDown(n, err)
		return
	}
	s.run.levelN, s.run.dayRun = n, day
	s.run.startRun(l)
	s.goTo(Play)
}

// played notes a finished run of the level of the day on day, which paid
// coins: a day after the last played adds to the streak, a later one
// starts it again, the same day only keeps the best; a day before the
// last (the clock set back) notes nothing.
func played(c save.Challenge, day, coins int) save.Challenge {
	switch {
	case day < c.Day:
		return c
	case day == c.Day+1 && c.Streak > 0:
		c = save.Challenge{Day: day, Streak: c.Streak + 1}
	case day > c.Day:
		c = save.Challenge{Day: day, Streak: 1}
	}
	c.Best = max(c.Best, coins)
	return c
}

// recordBest keeps what the run paid as its level's best: for the level
// of the day, as the day's.
func (s *Session) recordBest() {
	if s.run.dayRun != 0 {
		s.progress.Challenge = played(s.progress.Challenge, s.run.dayRun, s.run.earned)
		return
	}
	s.progress.Record(s.run.levelN, s.run.earned)
}
