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

func (b *button) hit(x, y float32) bool { return x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 }

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
