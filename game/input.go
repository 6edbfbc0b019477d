package game

import (
	"ropeman/assets/bounds"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// inputTuning sets how a finger maps to commands. It comes from the
// "input" table of assets/tuning.json.
type inputTuning struct {
	// DragMetres is how far sideways (metres) a drag of 100 dp moves the
	// runner: in dp, so a phone and a tablet take the same finger's move.
	DragMetres float32 `json:"dragMetresPer100dp"`
	// SwipeUp is how far up (fraction of the screen height) a finger must
	// travel within SwipeTicks to count as a swipe (a jump).
	SwipeUp    float32 `json:"swipeUpScreenFraction"`
	SwipeTicks int     `json:"swipeMaxTicks"`
}

// Validate reports the first field out of range.
func (t inputTuning) Validate() error {
	return bounds.First(
		bounds.Within[float32]("dragMetresPer100dp", t.DragMetres, 0.2, 20, "m"),
		bounds.Within[float32]("swipeUpScreenFraction", t.SwipeUp, 0.005, 0.5, ""),
		bounds.Within("swipeMaxTicks", t.SwipeTicks, 1, len(finger{}.trail), "ticks"),
	)
}

// finger follows one pointer (the first touch, or the left mouse button on
// desktop, where the mouse acts as a finger) and recognises the genre's
// gestures: hold-and-drag to steer relative to where the finger went down,
// a quick swipe up to jump, and a tap for menus.
type finger struct {
	down    bool
	touch   ebiten.TouchID
	mouse   bool
	startX  float32 // where the finger went down, pixels
	startY  float32
	x, y    float32
	held    int // ticks since it went down
	pressed bool
	tapped  bool // released this tick after little movement
	lifted  bool // released this tick, however long it was down and however far it moved
	swiped  bool // a swipe up completed this tick

	trail    [32]float32 // y of the last ticks, newest at trail[held%len]
	touchIDs []ebiten.TouchID
}

// Update reads the pointer for this tick on a screen of w x h pixels.
func (f *finger) Update(t *inputTuning, w, h float32) {
	f.pressed, f.tapped, f.swiped, f.lifted = false, false, false, false
	if !f.down {
		f.touchIDs = inpututil.AppendJustPressedTouchIDs(f.touchIDs[:0])
		switch {
		case len(f.touchIDs) > 0:
			f.press(false, f.touchIDs[0])
		case inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
			f.press(true, 0)
		default:
			return
		}
	}
	released := false
	if f.mouse {
		released = !ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		if !released {
			cx, cy := ebiten.CursorPosition()
			f.x, f.y = float32(cx), float32(cy)
		}
	} else {
		released = inpututil.IsTouchJustReleased(f.touch)
		if !released {
			tx, ty := ebiten.TouchPosition(f.touch)
			f.x, f.y = float32(tx), float32(ty)
		}
	}
	if f.pressed {
		f.startX, f.startY = f.x, f.y
		for i := range f.trail {
			f.trail[i] = f.y
		}
	}
	f.track(t, w, h)
	if released {
		moved := max(abs32(f.x-f.startX), abs32(f.y-f.startY))
		f.tapped = moved < 0.03*w && f.held < 30
		f.down, f.lifted = false, true
	}
}

func (f *finger) press(mouse bool, id ebiten.TouchID) {
	f.down, f.pressed, f.mouse, f.touch, f.held = true, true, mouse, id, 0
}

// track records the finger's height and spots a swipe up: a rise of
// SwipeUp·h within SwipeTicks. After a swipe the trail restarts, so one
// long stroke is one jump.
func (f *finger) track(t *inputTuning, w, h float32) {
	f.held++
	n := len(f.trail)
	f.trail[f.held%n] = f.y
	lowest := f.y
	for k := 1; k <= t.SwipeTicks && k < n; k++ {
		lowest = max(lowest, f.trail[(f.held-k+n)%n])
	}
	if lowest-f.y >= t.SwipeUp*h {
		f.swiped = true
		for i := range f.trail {
			f.trail[i] = f.y
		}
	}
}

// dragMetres returns how far sideways (metres) the finger has moved since
// it went down, on a screen of dp device pixels per dp.
func (f *finger) dragMetres(t *inputTuning, dp float32) float32 {
	return (f.x - f.startX) / max(dp, 0.1) / 100 * t.DragMetres
}

// steering turns a drag into where the runner should be: where he was
// when the finger went down plus the drag. Where the track's edge stops
// him short of that, the edge drags the start along (re-based), so a
// finger that overshot moves him back the moment it turns, with no dead
// zone to win back first.
type steering struct {
	base  float32 // the target with no drag, metres
	asked float32 // the target last asked for
}

// press starts a drag with the runner at x.
func (s *steering) press(x float32) { s.base, s.asked = x, x }

// target returns the target for a drag of drag metres.
func (s *steering) target(drag float32) float32 {
	s.asked = s.base + drag
	return s.asked
}

// held takes the target the world kept after its tick (clamped to the
// floor's edge) and re-bases the drag by what it cut off.
func (s *steering) held(kept float32) {
	s.base += kept - s.asked
	s.asked = kept
}

func abs32(v float32) float32 { return max(v, -v) }
