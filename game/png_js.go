package game

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// writePNG is the desktop's: a page has no files to write, and the PNG
// encoder is download the browser build does without.
func writePNG(string, *ebiten.Image) error {
	return errors.New("a screenshot is written on the desktop, not in the browser")
}
