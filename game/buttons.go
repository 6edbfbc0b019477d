package game

// action is what a button does.
type action uint8

const (
	actRevive action = iota + 1
	actRetry
	actTriple
	actNext
	actCloseAd
)

// button is a tappable rectangle in screen fractions (0..1 on both axes),
// so the same layout serves every screen size and both input and drawing.
type button struct {
	act            action
	x0, y0, x1, y1 float32
	label          string
	ad             bool // offers a rewarded ad (drawn with the ad badge)
}

// minTap is the least a button measures across and down: 44 dp (points on
// iOS), the platforms' smallest comfortable touch target.
const minTap = 44

// rect returns the button's rectangle on a w x h screen of dp device
// pixels per dp, in pixels, grown about its centre to minTap dp where the
// screen is too small for its share.
func (b *button) rect(w, h, dp float32) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = b.x0*w, b.y0*h, b.x1*w, b.y1*h
	least := minTap * max(1, dp)
	if d := least - (x1 - x0); d > 0 {
		x0, x1 = x0-d/2, x1+d/2
	}
	if d := least - (y1 - y0); d > 0 {
		y0, y1 = y0-d/2, y1+d/2
	}
	return x0, y0, x1, y1
}

// hit reports whether a tap at (x, y), pixels on a w x h screen of dp
// pixels per dp, is on the button.
func (b *button) hit(x, y, w, h, dp float32) bool {
	x0, y0, x1, y1 := b.rect(w, h, dp)
	return x >= x0 && x <= x1 && y >= y0 && y <= y1
}

// Result-screen slots: the ad offer above, the plain way on below it.
var (
	offerSlot = button{x0: 0.16, y0: 0.52, x1: 0.84, y1: 0.61}
	plainSlot = button{x0: 0.26, y0: 0.66, x1: 0.74, y1: 0.73}
	// noticeSlot is the storage notice's panel near the bottom, clear of
	// the home indicator; a tap on it dismisses it.
	noticeSlot = button{x0: 0.04, y0: 0.83, x1: 0.96, y1: 0.95}
	// closeAdSlot is the simulated ad's close button, top right.
	closeAdSlot = button{act: actCloseAd, x0: 0.80, y0: 0.05, x1: 0.95, y1: 0.12, label: "X"}
)

func place(slot button, act action, label string, ad bool) button {
	slot.act, slot.label, slot.ad = act, label, ad
	return slot
}
