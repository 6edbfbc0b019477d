// Command ropeman runs Rope-Man Run 3D on desktop and in the browser.
//
//	go run . -level 2            play level 2
//	go run . -autoplay -frames 600 -screenshot out.png
//
// In the browser the page passes its query string as flags
// (index.html?autoplay=1&level=2).
package main

import (
	"errors"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game"
)

func main() {
	o := game.Options{Started: time.Now()}
	flag.IntVar(&o.Level, "level", 0, "level to start at (1-based; 0: where the save left off)")
	flag.Uint64Var(&o.Seed, "seed", 1, "seed of the run's random generator")
	flag.BoolVar(&o.Autoplay, "autoplay", false, "let the bot play (and tap through the menus)")
	flag.BoolVar(&o.Debug, "debug", false, "show FPS, TPS and triangle counts (F3 toggles)")
	flag.IntVar(&o.Frames, "frames", 0, "quit cleanly after this many frames (0: play until closed)")
	flag.StringVar(&o.Screenshot, "screenshot", "", "with -frames: write the last frame to this PNG file")
	flag.StringVar(&o.DataDir, "data", defaultDataDir(), "folder for the save (empty: keep nothing)")
	width := flag.Int("width", 405, "window width in device-independent pixels")
	height := flag.Int("height", 720, "window height in device-independent pixels")
	flag.Parse()
	if o.Screenshot != "" && o.Frames <= 0 {
		fmt.Fprintln(os.Stderr, "ropeman: -screenshot needs -frames N")
		os.Exit(2)
	}
	o.Log = func(s string) { fmt.Println(s) }

	g, err := game.New(o)
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowTitle("Rope-Man Run 3D")
	ebiten.SetWindowSize(*width, *height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	err = ebiten.RunGame(g)
	g.Flush() // the last save reaches the disk
	if err != nil && !errors.Is(err, ebiten.Termination) {
		log.Fatal(err)
	}
}

// defaultDataDir is the user's config folder (none in the browser).
func defaultDataDir() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	return filepath.Join(dir, "ropeman")
}
