// Command bare is a bare Ebitengine program, the browser test's yardstick
// for start-up: served the same way as the game, it fills its screen and
// says when its first frame is drawn, as the game's -frames run does.
package main

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

type bare struct {
	start time.Time
	drawn bool
}

func (b *bare) Update() error { return nil }

func (b *bare) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x60, 0xb2, 0xff, 0xff})
	if !b.drawn {
		b.drawn = true
		fmt.Printf("first frame after %d ms (from process start)\n", time.Since(b.start).Milliseconds())
	}
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	start := time.Now()
	if err := ebiten.RunGame(&bare{start: start}); err != nil {
		fmt.Println(err)
	}
}
