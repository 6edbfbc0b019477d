package hud

import (
	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/flow"
	"ropeman/game/scene"
	"ropeman/game/world"
)

// Step takes one tick of the flow: the run's events become popups.
func (h *HUD) Step(f *flow.Session) {
	h.popups.react(f.World(), f.Events())
}

// Draw draws the HUD of the flow's screen over the 3D scene: in play the
// stage's labels, the bars and counters; on a card its texts and buttons
// over the dimmed scene (nothing of play's shows through); while an ad's
// reward is being verified, only that; a simulated ad over all of it,
// play's popups and a notice on top.
func (h *HUD) Draw(dst *ebiten.Image, f *flow.Session, labels []scene.Label) {
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
		h.drawTitle(dst, f.LevelN(), w.Level.Name, f.Progress().Coins, f.Progress().Best[f.LevelN()], f.Ticks(), f.Buttons())
	case flow.Play, flow.Pause, flow.Result:
		if f.Scene() == flow.Play {
			h.drawPlay(dst, f.LevelN(), w.Progress(), f.Progress().Coins, w.Yarn(), hudYarn[w.Colour()])
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
			h.drawCard(dst, &h.sResult, "PAUSED", f.Buttons(), f.Ticks())
		case !f.Ads().Showing():
			h.drawResult(dst, w.Outcome == world.Won, w.Cause(), f.Earned(), f.LevelCoins(), w.YarnAtFinish(), w.Multiplier(), keyRow(f), f.Buttons(), f.Ticks())
		}
	case flow.Shop:
		h.drawShop(dst, f.Progress().Coins, f.Short(), f.Buttons(), f.Ticks())
	case flow.Settings:
		h.drawCard(dst, &h.sResult, "SETTINGS", f.Buttons(), f.Ticks())
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

// keyRow returns the keys he holds and a room's worth, or nothing on a
// level without keys while he holds none.
func keyRow(f *flow.Session) [2]int {
	held := f.Progress().Keys
	if held == 0 && len(f.World().Level.Keys) == 0 {
		return [2]int{}
	}
	return [2]int{held, f.ChestKeys()}
}
