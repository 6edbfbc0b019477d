package flow

import (
	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/save"
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

// play starts the run the card is for: the level of the day's from its
// board.
func (s *Session) play() {
	if s.scene == Leaderboard {
		s.playChallenge()
		return
	}
	s.goTo(Play)
}

// do acts on a pressed button (index: which skin, for ActSkin).
func (s *Session) do(a Action, index int) error {
	if s.scene == Settings && (a == ActBack || a == ActPlay) {
		s.keeper.offered(&s.screen) // he has seen colour-blind play in the settings
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
		s.declined()
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
		s.cards.settings.toggle(index)
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
		s.declined()
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

// declined notes a revive offered on the fail card and left for RETRY or
// HOME (see economy.ReviveTable).
func (s *Session) declined() {
	if s.scene == Result && s.cards.result.offered {
		s.progress.Revive.Declined++
		s.persist()
	}
}

// cardOf is the card each of the title's and pause's card buttons opens.
var cardOf = map[Action]Scene{ActShop: Shop, ActSettings: Settings, ActUpgrades: Upgrades}

func (s *Session) offer(p ads.Placement) {
	if id, ok := s.ad.manager.Show(p); ok {
		s.ad.pending = id
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
		case sh.purse.Skin == sk.ID:
			label = sh.texts.skinLabels[i][2]
		case sh.purse.Owns(sk.ID):
			label = sh.texts.skinLabels[i][1]
		case sk.ByAd:
			if !sh.ads.manager.Ready(ads.SkinUnlock) {
				continue // offered only when an ad is ready
			}
			ad = true
		}
		if i == sh.asking && sh.texts.askLabel != "" && !sh.purse.Owns(sk.ID) && sh.purse.Coins >= sh.skinPrice(i) {
			label = sh.texts.askLabel // BUY? 1450
		}
		b := place(skinSlot(i-first), ActSkin, label, ad)
		b.Index, b.On = i, sh.purse.Skin == sk.ID
		b.Short = !ad && !sh.purse.Owns(sk.ID) && sh.purse.Coins < sh.skinPrice(i)
		sh.sc.card.add(b)
	}
	if pages := (len(economy.Skins) + shopPage - 1) / shopPage; pages > 1 {
		sh.sc.card.add(place(pageBackSlot, ActPage, "<", false))
		sh.sc.card.add(place(pageOnSlot, ActPage, ">", false))
		sh.sc.card.buttons[sh.sc.card.n-2].Index, sh.sc.card.buttons[sh.sc.card.n-1].Index = -1, 1
	}
	return sh.wayOut(cmd)
}
