package flow

import "ropeman/game/lang"

// Action is what a button does.
type Action uint8

const (
	ActRevive Action = iota + 1
	ActRetry
	ActTriple
	ActNext
	ActCloseAd
	ActPlay
	ActShop
	ActSettings
	ActBack
	ActResume
	ActHome
	ActSound
	ActMusic
	ActHaptics
	ActSkin
	ActPause
	ActSkip     // past a level that failed to load
	ActUpgrades // to the upgrades
	ActUpgrade  // buy a level of upgrade Index
	ActClaim    // take the daily reward
	ActPage     // the shop's page Index on (+1) or back (-1)
	ActChest    // open chest Index of the chest room
	ActPrivacy  // the ad network's privacy options (where the region requires them)
	ActGhosts
	ActColourBlind
	ActLanguage // the languages' list, or a language in it (Index: 0 the phone's, then each the game speaks)
	ActDaily    // the level of the day
	ActShake    // the camera's shake on or off (reduced motion)
	ActCalendar // the daily calendar again, from the title
	ActName     // the board card's name: the names card; there, name Index (1..3)
	ActOtherNames
	ActRaceBest // race the day's best run
	ActPost     // post the won run of the day to the board
	ActPlayData // the play data sent to the publisher on or off
	ActForget   // DELETE MY DATA: the first tap asks, the second deletes
)

// MaxButtons is the most buttons a screen has: the languages card's, the
// phone's language, each the game speaks, and BACK.
const MaxButtons = int(lang.Count) + 2

// Button is a tappable rectangle in screen fractions (0..1 on both axes),
// so the same layout serves every screen size and both input and drawing.
type Button struct {
	Act            Action
	X0, Y0, X1, Y1 float32
	Label          string
	Ad             bool // offers a rewarded ad (drawn with the ad badge)
	Index          int  // which skin, for ActSkin
	On             bool // a switch that is on, or the skin he wears
	Short          bool // a skin he has too few coins for: drawn greyed
	Price          int  // what it costs, drawn with a coin at its end (0: nothing)
	Dot            bool // what it opens has something he can now afford: drawn with a dot
}

// minTap is the least a button measures across and down: 44 dp (points on
// iOS), the platforms' smallest comfortable touch target.
const minTap = 44

// Rect returns the button's rectangle on a w x h screen of dp device
// pixels per dp, in pixels, grown about its centre to minTap dp where the
// screen is too small for its share.
func (b *Button) Rect(w, h, dp float32) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = b.X0*w, b.Y0*h, b.X1*w, b.Y1*h
	least := minTap * max(1, dp)
	if d := least - (x1 - x0); d > 0 {
		x0, x1 = x0-d/2, x1+d/2
	}
	if d := least - (y1 - y0); d > 0 {
		y0, y1 = y0-d/2, y1+d/2
	}
	return x0, y0, x1, y1
}

// Hit reports whether a tap at (x, y), pixels on a w x h screen of dp
// pixels per dp, is on the button.
func (b *Button) Hit(x, y, w, h, dp float32) bool {
	if w <= 0 || h <= 0 {
		return false // no screen: a tap with no place (a key, a test) hits no button
	}
	x0, y0, x1, y1 := b.Rect(w, h, dp)
	return x >= x0 && x <= x1 && y >= y0 && y <= y1
}

// Result-screen slots: the ad offer above, the plain way on below it.
var (
	offerSlot = Button{X0: 0.16, Y0: 0.52, X1: 0.84, Y1: 0.61}
	plainSlot = Button{X0: 0.26, Y0: 0.66, X1: 0.74, Y1: 0.73}
	homeSlot  = Button{X0: 0.30, Y0: 0.77, X1: 0.70, Y1: 0.83}
	// The title card's shop, upgrades, settings and level of the day, low,
	// two by two: the Rope-Man stands in the middle of the screen on every
	// shape.
	titleShopSlot     = Button{X0: 0.04, Y0: 0.80, X1: 0.49, Y1: 0.862}
	titleUpgradesSlot = Button{X0: 0.51, Y0: 0.80, X1: 0.96, Y1: 0.862}
	titleSettingsSlot = Button{X0: 0.04, Y0: 0.875, X1: 0.49, Y1: 0.937}
	titleDailySlot    = Button{X0: 0.51, Y0: 0.875, X1: 0.96, Y1: 0.937}
	// The title's offer of colour-blind play to a new player, under the
	// level's name (where his best shows once he has one).
	titleColourBlindSlot = Button{X0: 0.18, Y0: 0.425, X1: 0.82, Y1: 0.485}
	// The title's way back to the daily calendar, top left under the notch
	// (where play has its pause button).
	titleCalendarSlot = Button{X0: 0.03, Y0: 0.085, X1: 0.4, Y1: 0.14}
	// PauseSlot is the pause button in play, top left under the notch.
	PauseSlot = Button{Act: ActPause, X0: 0.03, Y0: 0.085, X1: 0.13, Y1: 0.13}
	// The shop's page arrows, either side of the Rope-Man it shows.
	pageBackSlot = Button{X0: 0.03, Y0: 0.27, X1: 0.17, Y1: 0.34}
	pageOnSlot   = Button{X0: 0.83, Y0: 0.27, X1: 0.97, Y1: 0.34}
	// The settings' PRIVACY, under DELETE MY DATA (settingSlot).
	privacySlot = Button{X0: 0.16, Y0: 0.755, X1: 0.84, Y1: 0.81}
	// The shop's and the settings' way back and way to play, at the bottom.
	backSlot = Button{X0: 0.06, Y0: 0.82, X1: 0.44, Y1: 0.88}
	playSlot = Button{X0: 0.56, Y0: 0.82, X1: 0.94, Y1: 0.88}
	// NoticeSlot is the storage notice's panel near the bottom, clear of
	// the home indicator; a tap on it dismisses it.
	NoticeSlot = Button{X0: 0.04, Y0: 0.83, X1: 0.96, Y1: 0.95}
	// CloseAdSlot is the simulated ad's close button, top right.
	CloseAdSlot = Button{Act: ActCloseAd, X0: 0.80, Y0: 0.05, X1: 0.95, Y1: 0.12, Label: "X"}
)

func place(slot Button, act Action, label string, ad bool) Button {
	slot.Act, slot.Label, slot.Ad = act, label, ad
	return slot
}
