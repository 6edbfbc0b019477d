package flow

import (
	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/save"
)

// The daily reward: once a day the title shows the calendar first, and a
// tap on CLAIM pays the day's coins. Days that follow each other climb the
// calendar (after the seventh it starts again); a day missed starts it
// over. The day is the phone's local date (Config.Today, read only when
// the title is entered, never per tick); a clock set back pays nothing
// until the date is past the day last claimed, so changing the date never
// pays twice.

// dailyDue returns the calendar day (1..7) claimable today, or 0.
func (c *calendar) dailyDue() int {
	if c.today == nil || !c.sc.byPerson() {
		return 0
	}
	today, d := c.today(), c.book.progress.Daily
	switch {
	case c.book.progress.Level <= 1:
		return 0 // the calendar waits until he has won his first level
	case today <= d.Day || today > save.MaxDay:
		return 0 // claimed today, or the clock went back
	case today == d.Day+1 && d.Streak > 0:
		return d.Streak%economy.DailyDays + 1
	}
	return 1
}

// enter shows the calendar as it is.
func (c *calendar) enter() {}

// step lays out CLAIM (BACK when the day is claimed: the calendar
// opened again from the title) and takes a tap on it (or a confirm).
func (c *calendar) step(cmd Command) error {
	card := &c.sc.card
	card.n = 0
	if c.dailyDue() > 0 {
		card.add(place(plainSlot, ActClaim, c.texts.lang.Text(lang.Claim), false))
	} else {
		card.add(place(plainSlot, ActBack, c.texts.lang.Text(lang.Back), false))
	}
	if b := card.tapped(cmd); b != nil || c.sc.confirmed(cmd) {
		c.claim()
	}
	return nil
}

// dayWords makes the title's level of the day's label for day (0: none
// today): what it is, or the best a win of it paid today (c: his run of
// the level of the day).
func (w *words) dayWords(day int, c save.Challenge) {
	t := w.lang
	w.dayLabel = t.Text(lang.DailyLevel) + "\n" + t.Text(lang.DailyLevelMore)
	if day != 0 && c.Day == day && c.Best > 0 {
		w.dayLabel = t.Text(lang.DailyLevel) + "\n" + t.Count(lang.BestToday, c.Best)
	}
}

// challengeToday returns today's level of the day's day (see
// dayrun.Level), or 0 where there is none: no date (Config.Today), a
// replay, or a date no save holds.
func (c *calendar) challengeToday() int {
	if c.today == nil || c.sc.replaying {
		return 0
	}
	if d := c.today(); d >= 1 && d <= save.MaxDay {
		return d
	}
	return 0
}

// calendarShown reports whether the title offers the daily calendar again:
// once he has won his first level, for a player (QA's runs, tests and
// the bot keep to the play).
func (c *calendar) calendarShown() bool {
	return c.today != nil && c.sc.byPerson() && c.book.progress.Level > 1
}

// claim pays the day's coins, notes the day and goes on to the title.
func (c *calendar) claim() {
	if day := c.dailyDue(); day > 0 {
		p := &c.book.progress
		p.Coins = economy.AddCoins(p.Coins, int64(c.tables.economy.Daily.Coins[day-1]))
		p.Daily = save.Daily{Day: c.today(), Streak: day}
		c.book.persist()
	}
	c.to.goTo(Title)
}
