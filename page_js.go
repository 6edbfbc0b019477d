//go:build js

package main

import (
	"syscall/js"
	"time"

	"ropeman/game"
	"ropeman/game/lang"
)

// watchPage gives the game what the page knows: the browser's language
// (unless the page's query gave -lang) and its words, and the safe-area insets its CSS
// reads from env(safe-area-inset-*) (a notch, the home indicator), polled
// four times a second so a rotation is picked up.
func watchPage(o *game.Options) {
	p := &game.Platform{}
	o.Platform = p
	if l := js.Global().Get("navigator").Get("language"); o.Locale == "" && l.Type() == js.TypeString {
		p.SetLocale(l.String())
	}
	// The words of the browser's language, which the page fetched while
	// game.wasm came (the game carries English's).
	if w := js.Global().Get("ropemanWords"); w.Type() == js.TypeObject {
		if t, ok := lang.Parse(w.Get("code").String()); ok {
			if err := lang.Install(t, []byte(w.Get("text").String())); err != nil {
				o.Log(err.Error())
			}
		}
	}
	go func() {
		var last [4]float32
		for first := true; ; first = false {
			if f := js.Global().Get("ropemanSafeArea"); f.Type() == js.TypeFunction {
				v := f.Invoke()
				var in [4]float32
				for i := range in {
					in[i] = float32(v.Index(i).Float())
				}
				if first || in != last {
					last = in
					p.SetSafeArea(in[0], in[1], in[2], in[3])
				}
			}
			time.Sleep(250 * time.Millisecond)
		}
	}()
}

// newGame starts the game in stages over its first ticks (game.Boot): the
// page's first frame comes as soon as a bare Ebitengine program's, and no
// stage holds the page's one thread for long; the sound opens at the first
// touch.
func newGame(o game.Options, _, _ int) *game.Game {
	o.SoundOnFirstInput = true // a page's sound starts at the first touch, and opening it holds the page
	return game.Boot(o)
}
