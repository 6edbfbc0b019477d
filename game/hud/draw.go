package hud

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/save"
	"ropeman/game/scene"
	"ropeman/game/world"
)

// Step takes one tick of the flow: the run's events become popups.
func (h *HUD) Step(f *flow.Session) {
	h.popups.react(f.World(), f.Events(), f.Lang(), f.Progress().Settings.ColourBlind)
}

// Draw draws the HUD of the flow's screen over the 3D scene: in play the
// stage's labels, the bars and counters; on a card its texts and buttons
// over the dimmed scene (nothing of play's shows through); while an ad's
// reward is being verified, only that; a simulated ad over all of it,
// play's popups and a notice on top.
func (h *HUD) Draw(dst *ebiten.Image, f *flow.Session, labels []scene.Label) {
	h.lang = f.Lang()
	if f.Scene() == flow.Play {
		h.drawLabels(dst, labels)
	}
	if f.Ads().Verifying() { // the ad is over; its reward waits for the publisher's server
		h.drawVerifying(dst)
	} else {
		h.drawScreen(dst, f)
	}
	if sim := f.Simulated(); sim != nil {
		if left, closable, ok := sim.Showing(); ok {
			p, _ := sim.ShowingFor()
			h.drawSimulatedAd(dst, left, closable, p.Rewarded())
		}
	}
	if f.Scene() == flow.Play {
		h.drawPopups(dst)
	}
	if text, ok := f.Notice(); ok {
		h.drawNotice(dst, text)
	}
	h.ink.flush(dst)
}

// drawScreen draws the scene's own HUD: play's bars and counters, or a
// card's texts and buttons.
func (h *HUD) drawScreen(dst *ebiten.Image, f *flow.Session) {
	w := f.World()
	switch f.Scene() {
	case flow.Title:
		h.drawTitle(dst, f.LevelN(), f.LevelName(), f.Progress().Coins, f.Progress().Best[f.LevelN()], f.Ticks(), f.Buttons())
	case flow.Play, flow.Pause, flow.Result:
		if f.Scene() == flow.Play {
			h.drawPlay(dst, h.playLabel(f), w.Progress(), f.Progress().Coins, w.Yarn(), yarnColour(f))
			if keys := keyRow(f); keys != ([2]int{}) {
				h.drawKeys(dst, keys[0]+w.KeysTaken(), keys[1])
			}
			switch {
			case w.Outcome == world.Won && w.Level.Boss():
				h.drawBoss(dst, w, f.Ticks())
			case w.Outcome == world.Won:
				h.drawMeter(dst, w, f.Ticks())
			}
		}
		switch {
		case f.Scene() == flow.Play:
			h.drawLesson(dst, f.Lesson(), f.Ticks())
			if left := w.WaitLeft(); left > 0 {
				h.drawCountdown(dst, left)
			}
			h.drawPauseButton(dst)
		case f.Scene() == flow.Pause:
			h.drawCard(dst, &h.sResult, h.say(lang.Paused), f.Buttons(), f.Ticks())
		case !f.Ads().Showing():
			h.drawResult(dst, w.Outcome == world.Won, w.Cause(), f.Earned(), f.LevelCoins(), w.YarnAtFinish(), w.Multiplier(), keyRow(f), f.Buttons(), f.Ticks())
			if f.DayRun() {
				h.drawStreak(dst, f.Progress().Challenge)
			}
		}
	case flow.Shop:
		h.drawShop(dst, f.Progress().Coins, f.Short(), f.Buttons(), f.Ticks())
	case flow.Settings:
		h.drawCard(dst, &h.sResult, h.say(lang.Settings), f.Buttons(), f.Ticks())
	case flow.Daily:
		h.drawDaily(dst, f.DailyDay(), f.DailyCoins(), f.Progress().Coins, f.Buttons(), f.Ticks())
	case flow.Chests:
		h.drawChests(dst, f)
	case flow.Upgrades:
		h.drawUpgrades(dst, f.Progress().Coins, f.Short(), f.Buttons(), f.Ticks())
	case flow.Broken:
		h.drawCard(dst, &h.sResult, f.Broken(), f.Buttons(), f.Ticks())
	}
}

// yarnColour returns his yarn's colour as the HUD draws it.
func yarnColour(f *flow.Session) color.Color {
	if f.Progress().Settings.ColourBlind {
		return hudYarn[1][f.World().Colour()]
	}
	return hudYarn[0][f.World().Colour()]
}

// playLabel returns what play's top line says: the level's number, or
// that it is the level of the day.
func (h *HUD) playLabel(f *flow.Session) string {
	if f.DayRun() {
		return h.say(lang.DailyLevel)
	}
	return h.label(f.LevelN())
}

// drawStreak draws, under a level of the day's result, the days in a row
// he has played it and the day's best.
func (h *HUD) drawStreak(dst *ebiten.Image, c save.Challenge) {
	ht := float32(dst.Bounds().Dy())
	h.text(dst, &h.sStreak, h.streak.count(c.Streak, h.lang, lang.Streak), h.mid, ht*0.755, 1, hudAccent)
	h.text(dst, &h.sDayBest, h.dayBest.count(c.Best, h.lang, lang.BestToday), h.small, ht*0.755+float32(h.mid.Size)*1.35, 1, hudText)
}

// keyRow returns the keys he holds and a room's worth, or nothing on a
// level without keys while he holds none.
func keyRow(f *flow.Session) [2]int {
	held := f.Progress().Keys
	if held == 0 && len(f.World().Level.Keys) == 0 {
		return [2]int{}
	}
	return [2]int{held, f.ChestKeys()}
}
