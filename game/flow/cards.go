package flow

import (
	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/save"
	"ropeman/game/world"
	"ropeman/player"
)

// The cards (the title, pause, result, shop, settings and broken-level
// screens): their buttons, which one a tap pressed, and what it does.

// add lays b out on the card.
func (c *card) add(b Button) {
	c.buttons[c.n] = b
	c.n++
}

// tapped returns the button of the card a tap pressed (and notes the
// click), or nil.
func (c *card) tapped(cmd Command) *Button {
	for i := 0; cmd.Tap && i < c.n; i++ {
		if b := &c.buttons[i]; b.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP) {
			c.clicked = true
			return b
		}
	}
	return nil
}

// answer acts on a card's tap or confirm: a tapped button does what it
// does; otherwise a confirm, or where anyTap any tap, goes to play.
func (s *Session) answer(cmd Command, anyTap bool) error {
	if b := s.card.tapped(cmd); b != nil {
		return s.do(b.Act, b.Index)
	}
	if s.confirmed(cmd) || (anyTap && cmd.Tap) {
		s.play()
	}
	return nil
}

// play starts the run the card is for: the level of the day's from its
// board.
func (s *Session) play() {
	if s.scene == Leaderboard {
		s.playChallenge()
		return
	}
	s.goTo(Play)
}

// pressResult acts on a tap on the result card; a confirm (a key, or the
// bot after a moment) takes the plain way on, never an ad (but the bot of
// Config.BotAds takes the ad).
func (s *Session) pressResult(cmd Command) error {
	for i := 0; i < s.card.n; i++ {
		b := &s.card.buttons[i]
		if (cmd.Tap && b.Hit(cmd.X, cmd.Y, cmd.W, cmd.H, cmd.DP)) || (s.confirmed(cmd) && (!b.Ad || s.autoplay && s.botAds)) {
			s.card.clicked = true
			return s.do(b.Act, b.Index)
		}
	}
	return nil
}

// do acts on a pressed button (index: which skin, for ActSkin).
func (s *Session) do(a Action, index int) error {
	if s.scene == Settings && (a == ActBack || a == ActPlay) {
		s.offered() // he has seen colour-blind play in the settings
	}
	switch a {
	case ActPlay, ActResume:
		s.play()
	case ActShop, ActSettings, ActUpgrades:
		s.back = s.scene
		s.goTo(cardOf[a])
	case ActBack:
		if s.scene == Names {
			s.board.andPost = false
			s.board.leaveNames()
			return nil
		}
		s.goTo(s.back)
	case ActHome: // the run is dropped; the level waits on its title card
		if s.run.dayRun != 0 { // his own level's title
			s.next(s.progress.Level)
			return nil
		}
		s.run.startRun(s.run.world.Level)
		s.goTo(Title)
	case ActDaily:
		if s.board.agent != nil { // the day's board first
			s.back = Title
			s.goTo(Leaderboard)
			return nil
		}
		s.playChallenge()
	case ActName:
		if s.scene == Names {
			s.board.pickName(index)
			return nil
		}
		s.board.then = s.scene
		s.goTo(Names)
	case ActOtherNames:
		s.board.shuffle++
		s.board.makeNames()
	case ActRaceBest:
		s.board.raceBest()
	case ActPost:
		s.board.postRun()
	case ActCalendar: // the calendar again: what he claimed, and CLAIM if a day is due
		s.calendar.day = s.calendar.dailyDue()
		if s.calendar.day == 0 {
			s.calendar.day = max(1, s.progress.Daily.Streak)
		}
		s.goTo(Daily)
	case ActSound, ActMusic, ActHaptics, ActGhosts, ActColourBlind, ActShake, ActPlayData:
		s.shop.toggle(index)
	case ActLanguage: // the settings' LANGUAGE: the list
		s.goTo(Languages)
	case ActSkin:
		s.shop.pick(index)
	case ActPage: // the shop's next or last page, round
		pages := (len(economy.Skins) + shopPage - 1) / shopPage
		s.shop.at, s.shop.asking = (s.shop.at+index+pages)%pages, -1
	case ActUpgrade:
		s.shop.buy(index)
	case ActRevive:
		s.offer(ads.Revive)
	case ActTriple:
		s.offer(ads.TripleCoins)
	case ActRetry: // straight back into the run: one tap, no title card
		s.run.startRun(s.run.world.Level)
		s.goTo(Play)
	case ActNext:
		if s.ad.manager.Break() {
			s.ad.manager.Show(ads.Interstitial)
		}
		then := save.NextLevel(s.run.levelN)
		if s.run.dayRun != 0 { // back to his run of levels
			then = s.progress.Level
		}
		if s.chests.chestsDue() { // his keys open a room on the way
			s.chests.ready(then, s.run.pay.Level)
			s.goTo(Chests)
			return nil
		}
		s.playNext(then)
	case ActSkip:
		s.next(save.NextLevel(s.broken))
	case ActForget:
		if s.forget.tap() {
			s.events.forget() // what waited to be sent goes with the old id
			s.forget.renew()
			s.ad.manager.SetUserID(s.progress.UserID)
			s.events.open() // a new id, a new queue
		}
	case ActPrivacy:
		if err := s.ad.manager.ShowPrivacyOptions(); err != nil {
			s.log("privacy options: " + err.Error())
		}
	}
	return nil
}

// cardOf is the card each of the title's and pause's card buttons opens.
var cardOf = map[Action]Scene{ActShop: Shop, ActSettings: Settings, ActUpgrades: Upgrades}

func (s *Session) offer(p ads.Placement) {
	if id, ok := s.ad.manager.Show(p); ok {
		s.ad.pending = id
	}
}

// stepTitle: the shop, the upgrades, the settings and the level of the
// day; a tap anywhere else (or a confirm) starts the run.
func (s *Session) stepTitle(cmd Command) error {
	s.card.n = 0
	shop, upgrades := place(titleShopSlot, ActShop, s.words.lang.Text(lang.Shop), false), place(titleUpgradesSlot, ActUpgrades, s.words.lang.Text(lang.Upgrades), false)
	shop.Dot, upgrades.Dot = s.shop.affords[0], s.shop.affords[1]
	s.card.add(shop)
	s.card.add(upgrades)
	s.card.add(place(titleSettingsSlot, ActSettings, s.words.lang.Text(lang.Settings), false))
	if s.challengeToday() != 0 {
		b := place(titleDailySlot, ActDaily, s.words.dayLabel, false)
		b.On = true // lit: today's
		s.card.add(b)
	}
	if s.calendar.calendarShown() {
		b := place(titleCalendarSlot, ActCalendar, s.words.lang.Text(lang.Calendar), false)
		b.Dot = s.calendar.dailyDue() > 0 // a reward waits
		s.card.add(b)
	}
	if !s.progress.Settings.Offered && !s.autoplay {
		s.card.add(s.colourBlindSwitch(titleColourBlindSlot))
	}
	err := s.answer(cmd, true)
	if s.scene == Play {
		s.offered() // his first run: the title offered colour-blind play
	}
	return err
}

// colourBlindIndex is the colour-blind switch's place among switches.
const colourBlindIndex = 4

// colourBlindSwitch returns the colour-blind switch in slot, as the
// settings have it (the title offers it to a new player).
func (s *Session) colourBlindSwitch(slot Button) Button {
	on := s.progress.Settings.ColourBlind
	b := place(slot, ActColourBlind, s.words.switchText[colourBlindIndex][flagIndex(on)], false)
	b.Index, b.On = colourBlindIndex, on
	return b
}

// offered notes that colour-blind play has been offered.
func (s *Session) offered() {
	if set := &s.progress.Settings; !set.Offered && !s.autoplay {
		set.Offered = true
		s.persist()
	}
}

// stepPause holds the run: resume (a tap anywhere but a button, or a
// confirm), the settings, or home to the title card.
func (s *Session) stepPause(cmd Command) error {
	s.card.n = 0
	s.card.add(place(offerSlot, ActResume, s.words.lang.Text(lang.Resume), false))
	s.card.add(place(plainSlot, ActSettings, s.words.lang.Text(lang.Settings), false))
	s.card.add(place(homeSlot, ActHome, s.words.lang.Text(lang.Home), false))
	return s.answer(cmd, true)
}

// stepResult lets him come to rest (or fall out of sight) under the
// card, and takes its buttons.
func (s *Session) stepResult(cmd Command) error {
	s.run.stepWorld(player.Input{})
	s.layoutResult()
	return s.pressResult(cmd)
}

// stepBroken offers the level after the broken one, or the title card of
// the level he has.
func (s *Session) stepBroken(cmd Command) error {
	s.card.n = 0
	s.card.add(place(plainSlot, ActSkip, s.words.lang.Text(lang.NextLevel), false))
	s.card.add(place(homeSlot, ActHome, s.words.lang.Text(lang.ToTitle), false))
	return s.answer(cmd, false)
}

// layoutResult decides the result card's buttons: the ad offer only when
// an ad is ready (and not used up), the plain way on always.
func (s *Session) layoutResult() {
	s.card.n = 0
	won := s.run.world.Outcome == world.Won
	switch {
	case won && !s.run.tripled && s.ad.manager.Ready(ads.TripleCoins):
		s.card.add(place(offerSlot, ActTriple, s.words.tripleLabel, true))
	case !won && !s.run.revived && s.ad.manager.Ready(ads.Revive):
		s.card.add(place(offerSlot, ActRevive, s.words.lang.Text(lang.Revive), true))
	}
	if won {
		s.card.add(place(plainSlot, ActNext, s.words.lang.Text(lang.Next), false))
	} else {
		s.card.add(place(plainSlot, ActRetry, s.words.lang.Text(lang.Retry), false))
	}
	if s.board.post != postNone { // after the way on: a confirm never posts
		b := place(postSlot, ActPost, s.board.postText, false)
		b.On = s.board.post == postOffered
		s.card.add(b)
	}
}

// stepShop lays out a button per skin (bought, for sale or by an ad) and
// the ways back and to play, and takes a tap.
func (sh *shop) stepShop(cmd Command) error {
	sh.sc.card.n = 0
	first := sh.at * shopPage
	for i := first; i < min(len(economy.Skins), first+shopPage); i++ {
		sk := &economy.Skins[i]
		label, ad := sh.texts.skinLabels[i][0], false
		switch {
		case sh.book.progress.Skin == sk.ID:
			label = sh.texts.skinLabels[i][2]
		case sh.book.progress.Owns(sk.ID):
			label = sh.texts.skinLabels[i][1]
		case sk.ByAd:
			if !sh.ads.manager.Ready(ads.SkinUnlock) {
				continue // offered only when an ad is ready
			}
			ad = true
		}
		if i == sh.asking && sh.texts.askLabel != "" && !sh.book.progress.Owns(sk.ID) && sh.book.progress.Coins >= sh.skinPrice(i) {
			label = sh.texts.askLabel // BUY? 1450
		}
		b := place(skinSlot(i-first), ActSkin, label, ad)
		b.Index, b.On = i, sh.book.progress.Skin == sk.ID
		b.Short = !ad && !sh.book.progress.Owns(sk.ID) && sh.book.progress.Coins < sh.skinPrice(i)
		sh.sc.card.add(b)
	}
	if pages := (len(economy.Skins) + shopPage - 1) / shopPage; pages > 1 {
		sh.sc.card.add(place(pageBackSlot, ActPage, "<", false))
		sh.sc.card.add(place(pageOnSlot, ActPage, ">", false))
		sh.sc.card.buttons[sh.sc.card.n-2].Index, sh.sc.card.buttons[sh.sc.card.n-1].Index = -1, 1
	}
	return sh.exits.wayOut(cmd)
}

// stepSettings lays out the switches, the language, DELETE MY DATA
// (forget.go), PRIVACY where the player's region requires a way to change
// the ad consent (the EEA, the UK), and the ways back and to play.
func (s *Session) stepSettings(cmd Command) error {
	s.card.n = 0
	for k, sw := range switches {
		on := *switchOf(&s.progress.Settings, k)
		b := place(settingSlot(k), sw.act, s.words.switchText[k][flagIndex(on)], false)
		b.Index, b.On = k, on
		b.Dot = k == colourBlindIndex && !s.progress.Settings.Offered // offered on his first visit
		s.card.add(b)
	}
	s.card.add(place(settingSlot(switchCount), ActLanguage, s.words.langLabel, false))
	if s.sceneTick == 1 {
		s.forget.asking, s.forget.done = false, false
	}
	s.card.add(place(settingSlot(switchCount+1), ActForget, s.forget.label(), false))
	if c, known := s.ad.manager.Consent(); known && c.PrivacyOptions {
		s.card.add(place(privacySlot, ActPrivacy, s.words.lang.Text(lang.Privacy), false))
	}
	return s.wayOut(cmd)
}

// wayOut adds the shop's and the settings' BACK and PLAY, and answers.
func (s *Session) wayOut(cmd Command) error {
	s.card.add(place(backSlot, ActBack, s.words.lang.Text(lang.Back), false))
	s.card.add(place(playSlot, ActPlay, s.words.lang.Text(lang.Play), false))
	return s.answer(cmd, false)
}
