package game

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Keyboard shortcuts for desktop and browser players; phones use the finger.

// inputKeyJump reports a jump (or menu confirm) key pressed this tick.
func inputKeyJump() bool {
	return inpututil.IsKeyJustPressed(ebiten.KeySpace) || inpututil.IsKeyJustPressed(ebiten.KeyArrowUp) ||
		inpututil.IsKeyJustPressed(ebiten.KeyW) || inpututil.IsKeyJustPressed(ebiten.KeyEnter)
}

// inputKeySteer returns -1, 0 or +1 metres of steering from held arrow keys.
func inputKeySteer() float32 {
	var k float32
	if ebiten.IsKeyPressed(ebiten.KeyArrowLeft) || ebiten.IsKeyPressed(ebiten.KeyA) {
		k--
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowRight) || ebiten.IsKeyPressed(ebiten.KeyD) {
		k++
	}
	return k
}

// debugKey reports F3 pressed this tick: it toggles the debug line.
func debugKey() bool { return inpututil.IsKeyJustPressed(ebiten.KeyF3) }

// gizmoKey reports F4 pressed this tick: it toggles the gizmos.
func gizmoKey() bool { return inpututil.IsKeyJustPressed(ebiten.KeyF4) }

// fourFingers reports a fourth finger put down this tick (a phone's debug
// build toggles the gizmos with it); touches is its scratch, kept by the
// caller so nothing is allocated.
func fourFingers(touches *[]ebiten.TouchID) bool {
	*touches = inpututil.AppendJustPressedTouchIDs((*touches)[:0])
	if len(*touches) == 0 {
		return false
	}
	*touches = ebiten.AppendTouchIDs((*touches)[:0])
	return len(*touches) == 4
}

// anyKeyPressed reports a key pressed this tick; keys is its scratch,
// kept by the caller so nothing is allocated.
func anyKeyPressed(keys *[]ebiten.Key) bool {
	*keys = inpututil.AppendJustPressedKeys((*keys)[:0])
	return len(*keys) > 0
}
