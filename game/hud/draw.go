package hud

import (
	"math/bits"

	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/save"
	"ropeman/game/scene"
	"ropeman/game/world"
)

// Step takes one tick's view of the flow: the run's events become popups.
func (h *HUD) Step(v *flow.View) {
	h.pops.popups.react(&v.Run, v.RunNumber, v.Events, v.Lang, v.Settings.ColourBlind)
}

// Draw draws the HUD of the flow's screen over the 3D scene: in play the
// stage's labels, the bars and counters; on a card its texts and buttons
// over the dimmed scene (nothing of play's shows through); while an ad's
// reward is being verified, only that; a simulated ad over all of it,
// play's popups and a notice on top.
func (h *HUD) Draw(dst *ebiten.Image, v *flow.View, labels []scene.Label) {
	h.lay(v, labels)
	h.ink.flush(dst)
}

// lay lays out what Draw draws: its texts and shapes, in the ink's batch.
func (h *HUD) lay(v *flow.View, labels []scene.Label) {
	if v.Lang.RTL() != h.lang.RTL() {
		h.atlas.refill = true // its lines read the other way: laid out afresh from the next frame
	}
	h.lang = v.Lang
	if v.Scene == flow.Play {
		h.pops.placePopups(h)
		h.drawLabels(labels)
	}
	if v.Ad.Verifying { // the ad is over; its reward waits for the publisher's server
		h.overlay.drawVerifying(h)
	} else {
		h.drawScreen(v)
	}
	if sim := &v.Ad.Simulated; sim.On {
		h.overlay.drawSimulatedAd(h, sim.Left, sim.Closable, sim.Rewarded)
	}
	if v.Scene == flow.Play {
		h.pops.drawPopups(h)
	}
	if v.Notice != "" {
		h.overlay.drawNotice(h, v.Notice)
	}
}

// drawScreen draws the scene's own HUD: play's bars and counters, or a
// card's texts and buttons.
func (h *HUD) drawScreen(v *flow.View) {
	w := &v.Run
	switch v.Scene {
	case flow.Title:
		h.title.draw(h, v.LevelN, v.LevelName, v.Coins, v.Best, v.Ticks, v.Buttons)
	case flow.Play, flow.Pause, flow.Result:
		if v.Scene == flow.Play {
			h.play.draw(h, h.playLabel(v), w.Progress, v.Coins, w.Yarn, yarnColour(v))
			if keys := keyRow(v); keys != ([2]int{}) {
				h.chests.drawKeys(h, keys[0]+bits.OnesCount8(w.Keys), keys[1])
			}
			switch {
			case w.Outcome == world.Won && w.Level.Boss():
				h.play.drawBoss(h, w, v.Ticks, yarnColour(v))
			case w.Outcome == world.Won:
				h.play.drawMeter(h, w, v.Ticks)
			}
		}
		switch {
		case v.Scene == flow.Play:
			h.play.drawLesson(h, v.Lesson, v.Ticks)
			if left := w.WaitLeft; left > 0 {
				h.play.drawCountdown(h, left)
			}
			h.buttons.drawPauseButton(h)
		case v.Scene == flow.Pause:
			h.drawCard(&h.sCard, h.say(lang.Paused), v.Buttons, v.Ticks)
		case !v.Ad.Showing:
			h.result.draw(h, v, keyRow(v))
			if v.DayRun {
				h.result.drawStreak(h, v.Challenge)
			}
		}
	case flow.Shop:
		h.shop.drawShop(h, v.Coins, v.Short, v.Buttons, v.Ticks)
	case flow.Languages:
		h.drawCard(&h.sCard, h.say(lang.Languages), v.Buttons, v.Ticks)
	case flow.Settings:
		h.drawCard(&h.sCard, h.say(lang.Settings), v.Buttons, v.Ticks)
	case flow.Daily:
		h.daily.draw(h, v.DailyDay, v.DailyCoins, v.Coins, v.Buttons, v.Ticks)
	case flow.Chests:
		h.chests.draw(h, v)
	case flow.Upgrades:
		h.shop.drawUpgrades(h, v.Coins, v.Short, v.Buttons, v.Ticks)
	case flow.Broken:
		h.drawCard(&h.sCard, v.Broken, v.Buttons, v.Ticks)
	case flow.Leaderboard:
		h.board.draw(h, &v.Board, v.Buttons, v.Ticks)
	case flow.Names:
		h.drawCard(&h.sCard, h.say(lang.PickName), v.Buttons, v.Ticks)
		h.text(&h.board.sNameNote, h.say(lang.NamePrivacy), h.small, h.height*0.6, 0.9, hudText)
	}
}

// draw draws the level of the day's board: the day's best runs, the
// first lit, where he stands, or what the board is waiting for.
func (bp *boardPainter) draw(h *HUD, b *flow.BoardView, buttons []flow.Button, tick int) {
	ht := h.height
	h.drawCard(&h.sCard, h.say(lang.DailyLevel), buttons, tick)
	row := float32(h.mid.Size) * 1.45
	y := ht * 0.3
	for i, line := range b.Lines {
		if line == "" {
			continue
		}
		clr := hudText
		if i == 0 {
			clr = hudAccent
		}
		h.text(&bp.sBoard[i], line, h.mid, y+float32(i)*row, 0.9, clr)
	}
	if b.You != "" {
		h.text(&bp.sYou, b.You, h.mid, y+float32(flow.BoardRows)*row+row*0.3, 0.9, hudAccent)
	}
	if b.Status != "" {
		h.text(&bp.sBoardStatus, b.Status, h.mid, ht*0.42, 0.9, hudText)
	}
}

// yarnColour returns his yarn's colour as the HUD draws it.
func yarnColour(v *flow.View) color.Color {
	if v.Settings.ColourBlind {
		return hudYarn[1][v.Run.Colour]
	}
	return hudYarn[0][v.Run.Colour]
}

// playLabel returns what play's top line says: the level's number, or
// that it is the level of the day.
func (h *HUD) playLabel(v *flow.View) string {
	if v.DayRun {
		return h.say(lang.DailyLevel)
	}
	return h.head.label(h, v.LevelN)
}

// drawStreak draws, under a level of the day's result, the days in a row
// he has played it and the day's best.
func (rp *resultPainter) drawStreak(h *HUD, c save.Challenge) {
	ht := h.height
	h.text(&rp.sStreak, rp.streak.count(c.Streak, h.lang, lang.Streak), h.mid, ht*0.755, 1, hudAccent)
	h.text(&rp.sDayBest, rp.dayBest.count(c.Best, h.lang, lang.BestToday), h.small, ht*0.755+float32(h.mid.Size)*1.35, 1, hudText)
}

// keyRow returns the keys he holds and a room's worth, or nothing on a
// level without keys while he holds none.
func keyRow(v *flow.View) [2]int {
	held := v.Keys
	if held == 0 && len(v.Run.Level.Keys) == 0 {
		return [2]int{}
	}
	return [2]int{held, v.ChestKeys}
}
