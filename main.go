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
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game"
)

func main() {
	started := time.Now()
	s, err := parseFlags(os.Args[1:], os.Stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "ropeman:", err)
		}
		os.Exit(2)
	}
	if s.compareWith != "" {
		os.Exit(compare(s.opts.Replay, s.compareWith))
	}
	s.opts.Started = started
	s.opts.Log = func(s string) { fmt.Println(s) }
	s.opts.Today = game.LocalDay
	watchPage(&s.opts)

	stopProfile, err := profile(s.cpuProfile)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ropeman: -cpuprofile:", err)
		os.Exit(2)
	}
	width, height := fitMonitor(s.width, s.height)
	g := newGame(s.opts, width, height)
	ebiten.SetWindowTitle("Rope-Man Run 3D")
	ebiten.SetWindowSize(width, height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if s.opts.Frames > 0 {
		// A -frames run counts ticks, not time: it runs as fast as the
		// machine draws, one tick per frame.
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
	}
	err = ebiten.RunGame(g)
	stopProfile()
	g.Flush() // the last save reaches the disk
	if err == nil || errors.Is(err, ebiten.Termination) {
		err = g.ReplayErr() // a replay that differs from its recording fails the run
	}
	if err != nil {
		log.Fatal(err)
	}
}

// fitMonitor shrinks a window that would not fit on the monitor, keeping
// its shape.
// Without a display there is no monitor: RunGame then says what is wrong.
func fitMonitor(w, h int) (int, int) {
	m := ebiten.Monitor()
	if m == nil {
		return w, h
	}
	mw, mh := m.Size()
	if mw <= 0 || mh <= 0 || (w <= mw && h <= mh) {
		return w, h
	}
	scale := min(float64(mw)/float64(w), float64(mh)/float64(h))
	return max(1, int(float64(w)*scale)), max(1, int(float64(h)*scale))
}
