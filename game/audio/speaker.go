package audio

import (
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
	"github.com/hajimehoshi/ebiten/v2"
)

// The game opens its sound device through oto, the library under
// Ebitengine's own audio package, rather than through that package: an
// audio.Context that fails to open its device (no PulseAudio and no ALSA
// device, a browser that refuses audio) or loses it later (a headset
// unplugged) makes the next Update return its error from RunGame, which
// ends the game. Owning the oto context, the game reads the error itself
// and plays on silent.

// speaker is the process's sound device: oto allows one context per
// process, and tests build many games.
var speaker struct {
	once sync.Once
	ctx  *oto.Context
	err  error
}

// openSpeaker opens the sound device, once: 48 kHz, 16-bit stereo. The
// device starts in the background; its failure, then or later, shows in
// ctx.Err().
func openSpeaker() (*oto.Context, error) {
	speaker.once.Do(func() {
		speaker.ctx, _, speaker.err = oto.NewContext(&oto.NewContextOptions{
			SampleRate:   sampleRate,
			ChannelCount: 2,
			Format:       oto.FormatSignedInt16LE,
		})
		if speaker.err == nil {
			go followFocus(speaker.ctx)
		}
	})
	return speaker.ctx, speaker.err
}

// followFocus suspends the device while the game is in the background and
// resumes it in front. Ebitengine calls no Update then (a phone's paused
// app, a desktop window without focus), so a goroutine watches; Ebitengine
// did the same for its own audio context.
func followFocus(ctx *oto.Context) {
	front := true
	for range time.Tick(100 * time.Millisecond) {
		if f := ebiten.IsFocused(); f != front {
			front = f
			if f {
				ctx.Resume()
			} else {
				ctx.Suspend()
			}
		}
	}
}
