package flow

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/game/economy"
	"ropeman/game/save"
)

// tapAct waits for the card to take taps and taps its button doing act
// (for a skin: the button of skin index).
func tapAct(t *testing.T, s *Session, act Action, index int) {
	t.Helper()
	until(t, s, "the card to take taps", inputGrace+2, false, func() bool { return s.sceneTick > inputGrace })
	for _, b := range s.View().Buttons {
		if b.Act == act && (act != ActSkin && act != ActPage && act != ActChest && act != ActLanguage || b.Index == index) {
			if err := s.Step(Command{Tap: true, X: (b.X0 + b.X1) / 2 * 360, Y: (b.Y0 + b.Y1) / 2 * 780, W: 360, H: 780}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no button %v (index %d) on screen %d", act, index, s.scene)
}

// open brings s from the title to scene sc by its button.
func open(t *testing.T, s *Session, act Action) {
	t.Helper()
	tapAct(t, s, act, 0)
	want := map[Action]Scene{ActShop: Shop, ActSettings: Settings}[act]
	if s.scene != want {
		t.Fatalf("after %v: scene %d, want %d", act, s.scene, want)
	}
}

// Buying: exactly enough coins buys and wears the skin; one coin short
// buys nothing and says so; a skin he owns is worn by a tap; all of it is
// saved and comes back after a restart.
func TestShopBuysWithExactlyEnoughCoins(t *testing.T) {
	s, dir := newTestSession(t, ads.SimFlags{})
	candy, night := 1, 2
	s.progress.Coins = s.shop.skinPrice(candy)
	open(t, s, ActShop)
	tapAct(t, s, ActSkin, candy)
	if s.progress.Coins != 0 || !s.progress.Owns("candy") || s.progress.Skin != "candy" {
		t.Fatalf("with exactly %d coins: %d left, owns %v, wears %q", s.shop.skinPrice(candy), s.progress.Coins, s.progress.Skins, s.progress.Skin)
	}
	s.progress.Coins = s.shop.skinPrice(night) - 1
	tapAct(t, s, ActSkin, night)
	if s.progress.Coins != s.shop.skinPrice(night)-1 || s.progress.Owns("night") || !s.shop.short() {
		t.Errorf("one coin short: %d coins, owns %v, says short %v", s.progress.Coins, s.progress.Skins, s.shop.short())
	}
	tapAct(t, s, ActSkin, 0) // back to the classic, free
	if s.progress.Skin != "" {
		t.Errorf("wearing %q after tapping the classic", s.progress.Skin)
	}
	tapAct(t, s, ActSkin, candy) // owned: worn, not bought again
	if s.progress.Skin != "candy" || len(s.progress.Skins) != 1 || s.progress.Coins != s.shop.skinPrice(night)-1 {
		t.Errorf("re-wearing candy: %+v", s.progress)
	}
	s.Flush()
	_, p, _ := save.Open(dir)
	if p.Skin != "candy" || !p.Owns("candy") || p.Coins != s.shop.skinPrice(night)-1 {
		t.Errorf("after a restart: %+v", p)
	}
}

// The ad skin unlocks when the ad is watched to the end, exactly once: a
// duplicate reward changes nothing, and an ad closed early (before its
// reward) or one that never reports back unlocks nothing.
func TestAdSkinUnlocksExactlyOnce(t *testing.T) {
	party := slices.IndexFunc(economy.Skins, func(k economy.Skin) bool { return k.ByAd })
	if party < 0 || party >= shopPage {
		t.Fatalf("the ad's skin is at %d, want one on the shop's first page", party)
	}
	skipped, _ := newTestSession(t, ads.SimFlags{CloseEarly: true})
	open(t, skipped, ActShop)
	until(t, skipped, "the ad offer", 600, false, func() bool { return hasSkinButton(skipped, party) })
	tapAct(t, skipped, ActSkin, party)
	until(t, skipped, "the ad's end", 60*30, false, func() bool { return !skipped.ad.manager.Showing() && skipped.ad.pending == 0 })
	if skipped.progress.Owns("party") {
		t.Error("a skipped ad unlocked the skin")
	}

	// An ad network that never reports back: the manager gives up, the
	// shop is usable again, and nothing is unlocked.
	mute, _ := newTestSession(t, ads.SimFlags{Silent: true})
	open(t, mute, ActShop)
	until(t, mute, "the ad offer", 600, false, func() bool { return hasSkinButton(mute, party) })
	tapAct(t, mute, ActSkin, party)
	if !mute.ad.manager.Showing() {
		t.Fatal("the silent network's ad did not start")
	}
	until(t, mute, "the silent ad's time-out", 60*120, false, func() bool { return !mute.ad.manager.Showing() && mute.ad.pending == 0 })
	if mute.progress.Owns("party") || mute.scene != Shop {
		t.Errorf("after an ad that never answered: owns %v, scene %d (want nothing, still the shop)", mute.progress.Skins, mute.scene)
	}
	tapAct(t, mute, ActPlay, 0)
	if mute.scene != Play {
		t.Errorf("PLAY after the silent ad: scene %d", mute.scene)
	}

	s, _ := newTestSession(t, ads.SimFlags{})
	open(t, s, ActShop)
	until(t, s, "the ad offer", 600, false, func() bool { return hasSkinButton(s, party) })
	tapAct(t, s, ActSkin, party)
	watchAd(t, s)
	if !s.progress.Owns("party") || s.progress.Skin != "party" {
		t.Fatalf("after the ad: owns %v, wears %q", s.progress.Skins, s.progress.Skin)
	}
	before := len(s.progress.Skins)
	s.shop.unlock(party) // a duplicate reward
	s.adEnded(ads.Outcome{Placement: ads.SkinUnlock, Result: ads.Earned, Request: s.ad.pending})
	if len(s.progress.Skins) != before {
		t.Errorf("a second reward added the skin again: %v", s.progress.Skins)
	}
}

func hasSkinButton(s *Session, i int) bool {
	for _, b := range s.View().Buttons {
		if b.Act == ActSkin && b.Index == i {
			return true
		}
	}
	return false
}

// The settings' switches flip, say so, are saved, and come back after a
// restart.
func TestSettingsSwitchAndPersist(t *testing.T) {
	s, dir := newTestSession(t, ads.SimFlags{})
	open(t, s, ActSettings)
	tapAct(t, s, ActMusic, 0)
	tapAct(t, s, ActHaptics, 0)
	tapAct(t, s, ActGhosts, 0)
	tapAct(t, s, ActColourBlind, 0)
	set := s.progress.Settings
	if !set.Sound || set.Music || set.Haptics || set.Ghosts || !set.ColourBlind {
		t.Fatalf("after switching music, haptics and ghosts off and colour-blind play on: %+v", set)
	}
	s.Step(Command{}) // the card laid out again
	for _, b := range s.View().Buttons {
		if b.Act == ActColourBlind && (!b.On || b.Label != "COLOUR-BLIND: ON") || b.Act == ActGhosts && (b.On || b.Label != "GHOST: OFF") {
			t.Errorf("switch %v: on %v, %q", b.Act, b.On, b.Label)
		}
	}
	tapAct(t, s, ActBack, 0)
	if s.scene != Title {
		t.Errorf("back from the settings: scene %d, want the title", s.scene)
	}
	s.Flush()
	set.Offered = true // he has left the settings: colour-blind play was offered
	_, p, _ := save.Open(dir)
	if p.Settings != set {
		t.Errorf("after a restart the settings are %+v, want %+v", p.Settings, set)
	}
}

// A card ignores a tap whose finger was already down when it showed, or
// went down just after (meant for what was there before, it must not
// press what appears); a tap on a card the player is looking at counts at
// once, the first card at launch included; one tap plays from every
// screen.
func TestCardsTakeNoStrayTapAndEveryScreenIsOneTapFromPlay(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.Step(Command{Tap: true, Held: 3}) // the title's first tick: nothing was there before
	if s.scene != Play {
		t.Fatalf("a quick tap on the title at launch: scene %d, want play", s.scene)
	}
	for _, c := range []struct {
		wait, held int
		takes      bool
	}{
		{0, 1, false},   // the finger went down as the card showed
		{10, 30, false}, // down since before the card: a steering finger lifted
		{2, 3, false},   // down before it showed, lifted at once
		{4, 2, false},   // down within pressGrace of it
		{6, 2, true},    // down after the card was up: the player's own tap
		{20, 5, true},
	} {
		s.goTo(Title)
		for range c.wait {
			s.Step(Command{})
		}
		s.Step(Command{Tap: true, Held: c.held})
		if took := s.scene == Play; took != c.takes {
			t.Errorf("a tap %d ticks into the title, its finger down for %d: taken %v, want %v", c.wait+1, c.held, took, c.takes)
		}
	}
	// Pause with its button; the run holds still under the card.
	until(t, s, "a moment of play", 30, false, func() bool { return s.run.world.Tick > 20 })
	p := PauseSlot
	s.Step(Command{Tap: true, X: (p.X0 + p.X1) / 2 * 360, Y: (p.Y0 + p.Y1) / 2 * 780, W: 360, H: 780})
	if s.scene != Pause {
		t.Fatalf("the pause button: scene %d, want pause", s.scene)
	}
	held := s.run.world.Hash()
	for i := 0; i < 30; i++ {
		s.Step(Command{})
	}
	if s.run.world.Hash() != held {
		t.Error("the run moved while paused")
	}
	tapCard(t, s, Command{Tap: true}) // anywhere: resume
	if s.scene != Play {
		t.Fatalf("a tap on the pause card: scene %d, want play", s.scene)
	}
	s.Step(Command{})
	if s.run.world.Hash() == held {
		t.Error("the run did not go on after resuming")
	}
	// From the shop and the settings (opened from the pause card), PLAY.
	s.goTo(Pause)
	for _, act := range []Action{ActShop, ActSettings} {
		if act == ActShop {
			s.goTo(Title)
		}
		open(t, s, act)
		tapAct(t, s, ActPlay, 0)
		if s.scene != Play {
			t.Errorf("PLAY in %v: scene %d, want play", act, s.scene)
		}
		s.goTo(Title)
	}
}

// The first-run hint shows in play until he steers, either way, then
// never again.
func TestHintGoesOnceHeSteers(t *testing.T) {
	for _, way := range []float32{1, -1} {
		s, _ := newTestSession(t, ads.SimFlags{})
		tapCard(t, s, Command{Tap: true})
		if s.run.lesson() != LessonSteer {
			t.Fatalf("lesson %d on the first run, want the steering hint", s.run.lesson())
		}
		for i := 0; i < 30; i++ {
			in := Command{}
			in.Steer, in.SteerX = true, way*float32(i)*0.1
			s.Step(in)
		}
		if s.run.lesson() == LessonSteer || !s.progress.Settings.Hinted {
			t.Errorf("steered towards %+.0f: the hint stays", way)
		}
	}
	// A finger resting where he runs is not steering yet.
	s, _ := newTestSession(t, ads.SimFlags{})
	tapCard(t, s, Command{Tap: true})
	for range 30 {
		in := Command{}
		in.Steer, in.SteerX = true, s.run.world.Runner.X
		s.Step(in)
	}
	if s.run.lesson() != LessonSteer || s.progress.Settings.Hinted {
		t.Error("the hint went with his finger resting where he runs")
	}
}

// His first jump is noted: no gap waits for him again.
func TestHisFirstJumpIsNoted(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	s.progress.Settings.Jumped = false
	tapCard(t, s, Command{Tap: true})
	in := Command{}
	in.Jump = true
	s.Step(in)
	for range 3 {
		s.Step(Command{})
	}
	if !s.progress.Settings.Jumped {
		t.Error("after his swipe up the first gap still waits for a jump")
	}
}

// Settings opened from the pause card: PLAY goes on with the same run,
// BACK returns to the pause card.
func TestSettingsFromPauseGoesBackToTheRun(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	tapCard(t, s, Command{Tap: true})
	until(t, s, "a moment of play", 40, false, func() bool { return s.run.world.Tick > 30 })
	run, tick := s.run.world, s.run.world.Tick
	s.goTo(Pause)
	tapAct(t, s, ActSettings, 0)
	tapAct(t, s, ActBack, 0)
	if s.scene != Pause {
		t.Fatalf("BACK from the settings opened on the pause card: scene %d, want pause", s.scene)
	}
	tapAct(t, s, ActSettings, 0)
	tapAct(t, s, ActPlay, 0)
	if s.scene != Play || s.run.world != run || s.run.world.Tick != tick {
		t.Fatalf("PLAY from the settings: scene %d, tick %d of the same run %v; want play going on from tick %d", s.scene, s.run.world.Tick, s.run.world == run, tick)
	}
	s.Step(Command{})
	if s.run.world.Tick != tick+1 {
		t.Errorf("the run did not go on: tick %d, want %d", s.run.world.Tick, tick+1)
	}
}

// The word on short coins is about this visit: it is gone when the shop
// is opened again.
func TestShortCoinsDoNotFollowIntoTheNextVisit(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	open(t, s, ActShop)
	tapAct(t, s, ActSkin, shopPage-2) // the dearest of the first page: no coins
	if !s.shop.short() {
		t.Fatal("a skin bought without coins: the shop does not say so")
	}
	tapAct(t, s, ActBack, 0)
	open(t, s, ActShop)
	if s.shop.short() {
		t.Error("the shop opened again still says NOT ENOUGH COINS")
	}
}

// The shop pages through every skin, six a page, round and round: on
// every page the buttons stay on the screen and apart, and every skin is
// on exactly one page and can be bought and worn from it. More skins than
// a save can hold are refused at start.
func TestTheShopPagesThroughEverySkin(t *testing.T) {
	if shopPage+4 > MaxButtons {
		t.Fatalf("a page's %d skins, its arrows and its two ways out need %d buttons, MaxButtons is %d", shopPage, shopPage+4, MaxButtons)
	}
	if len(economy.Skins) < 20 {
		t.Errorf("the shop sells %d skins, want at least 20", len(economy.Skins))
	}
	s, _ := newTestSession(t, ads.SimFlags{})
	s.progress.Coins = 1_000_000
	open(t, s, ActShop)
	seen := map[int]int{}
	pages := (len(economy.Skins) + shopPage - 1) / shopPage
	for page := 0; page <= pages; page++ { // once round, and onto the first page again
		s.Step(Command{})
		bs := slices.Clone(s.View().Buttons)
		for i, b := range bs {
			if b.X0 < 0 || b.Y0 < 0 || b.X1 > 1 || b.Y1 > 1 {
				t.Errorf("page %d: button %q leaves the screen", page, b.Label)
			}
			for _, o := range bs[:i] {
				if b.X0 < o.X1 && o.X0 < b.X1 && b.Y0 < o.Y1 && o.Y0 < b.Y1 {
					t.Errorf("page %d: buttons %q and %q overlap", page, b.Label, o.Label)
				}
			}
			if b.Act == ActSkin && page < pages {
				seen[b.Index]++
				if !economy.Skins[b.Index].ByAd {
					tapAct(t, s, ActSkin, b.Index)
					if s.shop.skinPrice(b.Index) >= dearSkin { // the first tap asks
						tapAct(t, s, ActSkin, b.Index)
					}
					if s.progress.Skin != economy.Skins[b.Index].ID {
						t.Errorf("skin %s on page %d: not worn after a tap (wearing %q)", economy.Skins[b.Index].Name, page, s.progress.Skin)
					}
				}
			}
		}
		if page == pages && (len(bs) == 0 || bs[0].Index != 0) {
			t.Error("the arrow past the last page does not come round to the first")
		}
		tapAct(t, s, ActPage, 1)
	}
	for i := range economy.Skins {
		// The ad's skin is offered only when an ad is ready.
		if seen[i] != 1 && !(economy.Skins[i].ByAd && seen[i] == 0) {
			t.Errorf("skin %s shows on %d pages, want 1", economy.Skins[i].Name, seen[i])
		}
	}
	shipped := economy.Skins
	t.Cleanup(func() { economy.Skins = shipped })
	economy.Skins = append(slices.Clone(shipped), make([]economy.Skin, maxShopSkins+1-len(shipped))...)
	for i := len(shipped); i < len(economy.Skins); i++ {
		economy.Skins[i] = economy.Skin{ID: fmt.Sprintf("extra%d", i), Name: fmt.Sprintf("EXTRA %d", i), ByAd: true}
	}
	if _, err := New(Config{Level: 1, Seed: 1, Ads: &ads.Simulated{}}); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("%d skins: %v, want a refusal naming the limit", len(economy.Skins), err)
	}
}

// A skin he cannot afford is marked so (the HUD greys it), one he can is
// not; one he owns, or one an ad unlocks, never is.
func TestUnaffordableSkinsAreMarked(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	candy, night := 1, 2
	s.progress.Skins = []string{"candy"}
	s.progress.Coins = s.shop.skinPrice(night) // enough for night, not gold; candy is his
	open(t, s, ActShop)
	s.Step(Command{})
	short := map[int]bool{}
	for _, b := range s.View().Buttons {
		if b.Act == ActSkin {
			short[b.Index] = b.Short
		}
	}
	for i, sk := range economy.Skins {
		want := !sk.ByAd && !s.progress.Owns(sk.ID) && s.shop.skinPrice(i) > s.shop.skinPrice(night)
		if got, shown := short[i]; shown && got != want {
			t.Errorf("%s (price %d) with %d coins: marked short %v, want %v", sk.Name, s.shop.skinPrice(i), s.progress.Coins, got, want)
		}
	}
	if short[candy] || short[night] || !short[night+1] {
		t.Errorf("owned candy short %v, affordable night short %v, gold short %v", short[candy], short[night], short[night+1])
	}
}

// The title's SHOP and UPGRADES wear a dot once his coins buy something
// behind them: none with no coins; with the cheapest upgrade's price
// (100: START YARN), UPGRADES only; with the cheapest skin's too (300),
// both; with every skin his, the shop's goes.
func TestTheTitleMarksWhatHeCanAfford(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	for _, c := range []struct {
		coins          int
		ownAll         bool
		shop, upgrades bool
	}{{0, false, false, false}, {100, false, false, true}, {99, false, false, false}, {300, false, true, true}, {300, true, false, true}} {
		s.progress.Coins = c.coins
		if c.ownAll {
			for _, sk := range economy.Skins {
				if sk.ID != "" && !s.progress.Owns(sk.ID) {
					s.progress.Skins = append(s.progress.Skins, sk.ID)
				}
			}
		}
		s.goTo(Title)
		s.Step(Command{})
		var dots [2]bool
		for _, b := range s.View().Buttons {
			switch b.Act {
			case ActShop:
				dots[0] = b.Dot
			case ActUpgrades:
				dots[1] = b.Dot
			}
		}
		if dots != [2]bool{c.shop, c.upgrades} {
			t.Errorf("%d coins (every skin his %v): SHOP, UPGRADES dotted %v, want %v", c.coins, c.ownAll, dots, [2]bool{c.shop, c.upgrades})
		}
	}
}

// Colour-blind play is offered to a new player: on the title of his first
// run (a switch that turns it on there) until that run starts, and in the
// settings (the switch dotted) until he first leaves them; then never
// again, after a restart too. The bot is never offered it.
func TestColourBlindPlayIsOfferedOnce(t *testing.T) {
	offer := func(s *Session) (shown, dot bool) {
		s.Step(Command{})
		for _, b := range s.View().Buttons {
			if b.Act == ActColourBlind {
				return true, b.Dot
			}
		}
		return false, false
	}
	s, dir := newTestSession(t, ads.SimFlags{})
	if shown, _ := offer(s); !shown {
		t.Fatal("a new player's title does not offer colour-blind play")
	}
	tapAct(t, s, ActColourBlind, colourBlindIndex)
	if !s.progress.Settings.ColourBlind || s.scene != Title {
		t.Fatalf("the title's offer tapped: colour-blind %v, scene %d; want it on, still the title", s.progress.Settings.ColourBlind, s.scene)
	}
	open(t, s, ActSettings)
	if _, dot := offer(s); !dot {
		t.Error("the first visit to the settings does not mark colour-blind play")
	}
	tapAct(t, s, ActBack, 0)
	if shown, _ := offer(s); shown || !s.progress.Settings.Offered {
		t.Errorf("after the settings: the title still offers it (%v), offered %v", shown, s.progress.Settings.Offered)
	}
	s.Flush()
	again, err := New(Config{Level: 1, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatal(err)
	}
	if shown, _ := offer(again); shown {
		t.Error("after a restart the title offers colour-blind play again")
	}
	fresh, _ := newTestSession(t, ads.SimFlags{})
	tapCard(t, fresh, Command{Tap: true})
	if fresh.scene != Play || !fresh.progress.Settings.Offered {
		t.Errorf("a new player's first run started: scene %d, offered %v; want play and offered", fresh.scene, fresh.progress.Settings.Offered)
	}
	bot, err := New(Config{Level: 1, Seed: 1, Autoplay: true, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatal(err)
	}
	if shown, _ := offer(bot); shown {
		t.Error("the bot's title offers colour-blind play")
	}
}

// A dear skin asks once: its first tap shows it on him and asks (BUY?
// with its price) without taking a coin, the second buys and wears it; a
// cheap one buys on one tap; a skin he cannot afford still shows on him.
func TestADearSkinAsksOnce(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{})
	cheap, dear := -1, -1
	for i := range economy.Skins {
		switch p := s.shop.skinPrice(i); {
		case p > 0 && p < dearSkin && cheap < 0:
			cheap = i
		case p >= dearSkin && dear < 0:
			dear = i
		}
	}
	if cheap < 0 || dear < 0 {
		t.Fatal("the shop needs a cheap and a dear skin")
	}
	s.progress.Coins = s.shop.skinPrice(dear) + s.shop.skinPrice(cheap)
	open(t, s, ActShop)
	pageOf := func(i int) {
		for s.shop.at != i/shopPage {
			tapAct(t, s, ActPage, 1)
		}
	}
	pageOf(dear)
	tapAct(t, s, ActSkin, dear)
	s.Step(Command{})
	v := s.View()
	label := ""
	for _, b := range v.Buttons {
		if b.Act == ActSkin && b.Index == dear {
			label = b.Label
		}
	}
	want := s.words.lang.Skin(economy.Skins[dear].ID, economy.Skins[dear].Name) + "\nBUY? " + strconv.Itoa(s.shop.skinPrice(dear))
	if s.progress.Owns(economy.Skins[dear].ID) || v.Coins != s.shop.skinPrice(dear)+s.shop.skinPrice(cheap) || v.Skin != economy.Skins[dear].ID || label != want {
		t.Fatalf("a dear skin's first tap: owned %v, coins %d, on him %q, button %q; want it asked (%q), shown, not bought", s.progress.Owns(economy.Skins[dear].ID), v.Coins, v.Skin, label, want)
	}
	tapAct(t, s, ActSkin, dear)
	if !s.progress.Owns(economy.Skins[dear].ID) || s.progress.Skin != economy.Skins[dear].ID || s.progress.Coins != s.shop.skinPrice(cheap) {
		t.Fatalf("the second tap: owned %v, wearing %q, %d coins left; want it bought and worn", s.progress.Owns(economy.Skins[dear].ID), s.progress.Skin, s.progress.Coins)
	}
	pageOf(cheap)
	tapAct(t, s, ActSkin, cheap)
	if !s.progress.Owns(economy.Skins[cheap].ID) || s.progress.Coins != 0 {
		t.Errorf("a cheap skin's one tap: owned %v, %d coins left; want it bought", s.progress.Owns(economy.Skins[cheap].ID), s.progress.Coins)
	}
	for i := range economy.Skins {
		if !s.progress.Owns(economy.Skins[i].ID) && !economy.Skins[i].ByAd {
			pageOf(i)
			tapAct(t, s, ActSkin, i)
			s.Step(Command{})
			if s.View().Skin != economy.Skins[i].ID || !s.shop.short() {
				t.Errorf("a skin he cannot afford: shown %q, short %v; want it on him and the coins short", s.View().Skin, s.shop.short())
			}
			break
		}
	}
}
