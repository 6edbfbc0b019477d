package flow

import (
	"ropeman/ads"
	"ropeman/game/lang"
	"ropeman/game/save"
	"ropeman/game/world"
	"ropeman/player"
)

// scene is one screen of the flow as a value of its own: the flow enters
// it (it makes its state anew), steps it each tick it is on, and swaps it
// for another (goTo). Each owns its state and reaches the rest of the
// game only through its ports (ports.go): a scene can be read, tested or
// dropped as one type. The run is the Play scene; the shop, the
// calendar, the chest room, the board and the languages' list are parts
// with state of their own, shown through the small cards below.
type scene interface {
	enter()
	step(cmd Command) error
}

// ways are what a card's buttons do that reaches past the card: each
// action (do, which the flow carries out across its parts) and the plain
// way on (play).
type ways interface {
	do(a Action, index int) error
	play()
}

// cardPorts are what every card holds: the screen it is drawn on, the
// texts, and what its buttons do.
type cardPorts struct {
	sc    *screen
	texts *words
	to    ways
}

// answer acts on a card's tap or confirm: a tapped button does what it
// does; otherwise a confirm, or where anyTap any tap, goes to play.
func (c *cardPorts) answer(cmd Command, anyTap bool) error {
	if b := c.sc.card.tapped(cmd); b != nil {
		return c.to.do(b.Act, b.Index)
	}
	if c.sc.confirmed(cmd) || (anyTap && cmd.Tap) {
		c.to.play()
	}
	return nil
}

// wayOut adds BACK and PLAY (the shop's, the settings', the board's), and
// answers.
func (c *cardPorts) wayOut(cmd Command) error {
	c.sc.card.add(place(backSlot, ActBack, c.texts.lang.Text(lang.Back), false))
	c.sc.card.add(place(playSlot, ActPlay, c.texts.lang.Text(lang.Play), false))
	return c.answer(cmd, false)
}

// titleCard is the title: the shop, the upgrades, the settings, the level
// of the day and the calendar; a tap anywhere else (or a confirm) starts
// the run.
type titleCard struct {
	cardPorts
	book     *keeper
	shop     *shop
	calendar *calendar
}

// enter words the level of the day's button and notes whether his coins
// buy a skin or an upgrade (SHOP and UPGRADES say so with a dot). A daily
// reward due waits on the title too, its CALENDAR dotted: it never stands
// between two levels, nor before a session's first run.
func (t *titleCard) enter() {
	t.texts.dayWords(t.calendar.challengeToday(), t.book.progress.Challenge)
	t.shop.noteAffords()
}

func (t *titleCard) step(cmd Command) error {
	card, w := &t.sc.card, t.texts
	card.n = 0
	shop, upgrades := place(titleShopSlot, ActShop, w.lang.Text(lang.Shop), false), place(titleUpgradesSlot, ActUpgrades, w.lang.Text(lang.Upgrades), false)
	shop.Dot, upgrades.Dot = t.shop.affords[0], t.shop.affords[1]
	card.add(shop)
	card.add(upgrades)
	card.add(place(titleSettingsSlot, ActSettings, w.lang.Text(lang.Settings), false))
	if t.calendar.challengeToday() != 0 {
		b := place(titleDailySlot, ActDaily, w.dayLabel, false)
		b.On = true // lit: today's
		card.add(b)
	}
	if t.calendar.calendarShown() {
		b := place(titleCalendarSlot, ActCalendar, w.lang.Text(lang.Calendar), false)
		b.Dot = t.calendar.dailyDue() > 0 // a reward waits
		card.add(b)
	}
	if !t.book.progress.Settings.Offered && !t.sc.autoplay {
		card.add(colourBlindSwitch(titleColourBlindSlot, &t.book.progress.Settings, w))
	}
	err := t.answer(cmd, true)
	if t.sc.scene == Play {
		t.book.offered(t.sc) // his first run: the title offered colour-blind play
	}
	return err
}

// colourBlindIndex is the colour-blind switch's place among switches.
const colourBlindIndex = 4

// colourBlindSwitch returns the colour-blind switch in slot, as the
// settings set have it, worded by w (the title offers it to a new
// player).
func colourBlindSwitch(slot Button, set *save.Settings, w *words) Button {
	on := set.ColourBlind
	b := place(slot, ActColourBlind, w.switchText[colourBlindIndex][flagIndex(on)], false)
	b.Index, b.On = colourBlindIndex, on
	return b
}

// offered notes that colour-blind play has been offered to a person (sc
// says who plays).
func (k *keeper) offered(sc *screen) {
	if set := &k.progress.Settings; !set.Offered && !sc.autoplay {
		set.Offered = true
		k.persist()
	}
}

// pauseCard holds the run: resume (a tap anywhere but a button, or a
// confirm), the settings, or home to the title card.
type pauseCard struct{ cardPorts }

func (p *pauseCard) enter() {}

func (p *pauseCard) step(cmd Command) error {
	card, t := &p.sc.card, p.texts.lang
	card.n = 0
	card.add(place(offerSlot, ActResume, t.Text(lang.Resume), false))
	card.add(place(plainSlot, ActSettings, t.Text(lang.Settings), false))
	card.add(place(homeSlot, ActHome, t.Text(lang.Home), false))
	return p.answer(cmd, true)
}

// brokenCard offers the level after a broken one, or the title card of
// the level he has.
type brokenCard struct{ cardPorts }

func (b *brokenCard) enter() {}

func (b *brokenCard) step(cmd Command) error {
	card, t := &b.sc.card, b.texts.lang
	card.n = 0
	card.add(place(plainSlot, ActSkip, t.Text(lang.NextLevel), false))
	card.add(place(homeSlot, ActHome, t.Text(lang.ToTitle), false))
	return b.answer(cmd, false)
}

// settingsCard lays out the switches, the language, DELETE MY DATA
// (forget.go), PRIVACY where the player's region requires a way to change
// the ad consent (the EEA, the UK), and the ways back and to play.
type settingsCard struct {
	cardPorts
	book   *keeper
	forget *forgetting
	ads    *adState
}

// enter asks DELETE MY DATA's question anew.
func (s *settingsCard) enter() { s.forget.asking, s.forget.done = false, false }

func (s *settingsCard) step(cmd Command) error {
	card, w, set := &s.sc.card, s.texts, &s.book.progress.Settings
	card.n = 0
	for k, sw := range switches {
		on := *switchOf(set, k)
		b := place(settingSlot(k), sw.act, w.switchText[k][flagIndex(on)], false)
		b.Index, b.On = k, on
		b.Dot = k == colourBlindIndex && !set.Offered // offered on his first visit
		card.add(b)
	}
	card.add(place(settingSlot(switchCount), ActLanguage, w.langLabel, false))
	card.add(place(settingSlot(switchCount+1), ActForget, s.forget.label(), false))
	if c, known := s.ads.manager.Consent(); known && c.PrivacyOptions {
		card.add(place(privacySlot, ActPrivacy, w.lang.Text(lang.Privacy), false))
	}
	return s.wayOut(cmd)
}

// resultCard is the end of a run: he comes to rest (or falls out of
// sight) under it, and it offers the ad (when one is ready and not used
// up), the plain way on, and the level of the day's post.
type resultCard struct {
	cardPorts
	run    *run
	ads    *adState
	board  *boardState
	botAds *bool // QA: the bot takes the card's ad
	settle settler

	offered bool // the revive has been offered on this card
}

// settler pays a run that ended and notes it (the flow: it reaches the
// wallet, the events, the ghosts and the board).
type settler interface{ settle() }

func (r *resultCard) enter() {
	r.offered = false
	r.settle.settle()
}

func (r *resultCard) step(cmd Command) error {
	r.run.stepWorld(player.Input{})
	r.layout()
	return r.press(cmd)
}

// layout decides the card's buttons.
func (r *resultCard) layout() {
	card, w, run := &r.sc.card, r.texts, r.run
	card.n = 0
	won := run.world.Outcome == world.Won
	switch {
	case won && !run.tripled && r.ads.manager.Ready(ads.TripleCoins):
		card.add(place(offerSlot, ActTriple, w.tripleLabel, true))
	case !won && !run.revived && run.offers && r.ads.manager.Ready(ads.Revive):
		card.add(place(offerSlot, ActRevive, w.lang.Text(lang.Revive), true))
		r.offered = true
	}
	if won {
		card.add(place(plainSlot, ActNext, w.lang.Text(lang.Next), false))
	} else {
		card.add(place(plainSlot, ActRetry, w.lang.Text(lang.Retry), false))
	}
	if r.board.post != postNone { // after the way on: a confirm never posts
		b := place(postSlot, ActPost, r.board.postText, false)
		b.On = r.board.post == postOffered
		card.add(b)
	}
}

// press acts on a tap on the card; a confirm (a key, or the bot after a
// moment) takes the plain way on, never an ad (but the bot of
// Config.BotAds takes the ad).
func (r *resultCard) press(cmd Command) error {
	card := &r.sc.card
	for i := 0; i < card.n; i++ {
		b := &card.buttons[i]
		if (cmd.Tap && b.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP)) || (r.sc.confirmed(cmd) && (!b.Ad || r.sc.autoplay && *r.botAds)) {
			card.clicked = true
			return r.to.do(b.Act, b.Index)
		}
	}
	return nil
}

// The parts with two cards, or one, show them through these.
type (
	skinsCard     struct{ *shop }
	upgradesCard  struct{ *shop }
	boardCard     struct{ *boardState }
	namesCard     struct{ *boardState }
	languagesCard struct{ *words }
)

func (c skinsCard) enter()                     { c.enterShop() }
func (c skinsCard) step(cmd Command) error     { return c.stepShop(cmd) }
func (c upgradesCard) enter()                  { c.enterUpgrades() }
func (c upgradesCard) step(cmd Command) error  { return c.stepUpgrades(cmd) }
func (c boardCard) enter()                     { c.boardState.enter() }
func (c boardCard) step(cmd Command) error     { return c.boardState.step(cmd) }
func (c namesCard) enter()                     { c.enterNames() }
func (c namesCard) step(cmd Command) error     { return c.stepNames(cmd) }
func (c languagesCard) enter()                 {}
func (c languagesCard) step(cmd Command) error { return c.stepLanguages(cmd) }
