package flow

import (
	"fmt"

	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/rules/dayrun"
	"ropeman/game/save"
	"ropeman/game/world"
)

// The level he is on and the progress he keeps: loading levels (a level that
// fails to load never ends the game), starting runs, saving.

// UseDataDir switches to the save in dir (the phone reports its files
// folder after the game starts). On the title card the game moves to the
// level that save reached. A replay keeps off the player's save.
func (s *Session) UseDataDir(dir string) {
	if s.run.recording.play != nil {
		return
	}
	s.store.Flush()
	s.store, s.progress, _ = save.Open(dir)
	s.ad.manager.SetUserID(s.progress.UserID)
	s.dataDir = dir
	s.events.reopen()
	s.speak() // the save may have its own language
	if s.scene == Title && s.progress.Level != s.run.levelN {
		s.next(s.progress.Level)
	}
}

// loadFirst loads the level the game starts at. If it fails, the game
// still starts: on level 1's run, under the card that says which level
// failed and offers the one after it.
func (s *Session) loadFirst(n int) error {
	err := s.loadLevel(n)
	if err == nil || n == 1 {
		return err
	}
	if err1 := s.loadLevel(1); err1 != nil {
		return err // nothing to play at all
	}
	s.breakDown(n, err)
	return nil
}

// next loads level n and shows its title card, or, when it fails to load,
// the Broken card: no level's trouble ends the game.
func (s *Session) next(n int) {
	if err := s.loadLevel(n); err != nil {
		s.breakDown(n, err)
	}
}

// playNext loads level n and starts its run: NEXT goes straight on, past
// the title card (a level that will not load shows its card).
func (s *Session) playNext(n int) {
	s.next(n)
	if s.scene == Title {
		s.goTo(Play)
	}
}

// breakDown shows that level n failed to load: the card, and the error in
// the notice panel.
func (s *Session) breakDown(n int, err error) {
	s.log(fmt.Sprintf("level %d: %v", n, err))
	s.broken = n
	s.words.brokenText = s.words.lang.Count(lang.LevelWontLoad, n)
	s.notice = s.words.lang.With(lang.LevelNotLoaded, err.Error())
	s.goTo(Broken)
}

// loadLevel parses level n and shows its title card.
func (s *Session) loadLevel(n int) error {
	l, err := ParseLevel(n)
	if err != nil {
		return err
	}
	s.run.levelN, s.run.dayRun = n, 0
	s.run.startRun(l)
	s.goTo(Title)
	return nil
}

func (r *run) startRun(l *world.Level) {
	r.recording.cut(r.world, r.levelN) // a run dropped while recorded ends its recording
	if r.remote.apply() {              // between runs
		r.ads.retune(r.tables.adSettings) // its ads' pacing
		r.to.speak()                      // its prices and the ad's multiple in the texts
	}
	r.ads.choose(r.tables.adSettings) // the network the tuning names
	r.newWorld(l, r.upgradeLevels())
	if r.teaches() {
		r.world.TeachJump()
	}
	r.recordRun()
	r.raceGhost()
	r.bot = world.Bot{Skill: *r.skill}
	r.revived, r.earned, r.tripled, r.lifted = false, 0, false, false
	r.slow, r.heldJump = 0, false
	r.ads.manager.Retry() // a new run is a natural moment to try failed loads again
}

// newWorld makes the run of level l (level r.levelN) with the given
// upgrades: at its tier, with its rope and ribbon, and what a win pays.
func (r *run) newWorld(l *world.Level, upgrades [economy.UpgradeKinds]int) {
	t := r.remote.runTuning(r.dayRun)
	r.tier = t.run.Tiers[l.Tier]
	r.pay = t.economy.Pay(r.levelN, upgrades[economy.Income], l.Boss())
	r.world = t.makeWorld(l, upgrades, r.runSeed())
	r.runs++
	r.world.Watch = watchRope(r.meter)
	r.texts.levelName = r.texts.lang.Level(l.Name)
}

// makeWorld makes a run of level l with the given upgrades and seed: at
// its tier, with its rope and ribbon (his, or a ghost's).
func (r *run) makeWorld(l *world.Level, upgrades [economy.UpgradeKinds]int, seed uint64) *world.World {
	return r.tables.makeWorld(l, upgrades, seed)
}

// makeWorld makes a run of level l under t.
func (t *tuning) makeWorld(l *world.Level, upgrades [economy.UpgradeKinds]int, seed uint64) *world.World {
	return t.economy.NewWorld(&t.run, l, upgrades, seed)
}

// runSeed is the seed of the run he starts: the level of the day's for
// it, else the session's.
func (r *run) runSeed() uint64 {
	if r.dayRun != 0 {
		return dayrun.Seed(r.dayRun)
	}
	return *r.seed
}

// teaches reports whether a new run teaches the jump: a player who has
// never jumped (not the bot); a replay, as its recording says.
func (r *run) teaches() bool {
	if r := r.recording.played; r != nil {
		return r.Teach
	}
	return !r.book.progress.Settings.Jumped && !r.sc.autoplay && r.dayRun == 0 // the level of the day is played as everyone plays it
}
