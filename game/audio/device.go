package audio

import (
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

// The game plays through Ebitengine's audio package: one Context for the
// process, which Ebitengine ties to the game's own lifecycle (it suspends
// and resumes the device with the app on phones, through its hooks, and
// activates iOS's audio session). Its catch: a context whose device fails
// makes RunGame return the error, which ends the game. Where a device can
// be missing (desktop Linux: no PulseAudio server and no ALSA device, a
// VM, a container, a CI machine), the game first probes the device the
// way the library will open it (probe_linux.go), and makes no context
// while there is none: it plays silent, and looks again now and then, so
// a device that appears later (a sound server started, a headset
// plugged in) brings the sound in.

// speaker is the process's context: Ebitengine allows one (a second
// panics), and tests build many games.
var speaker struct {
	once sync.Once
	ctx  *audio.Context
}

// openSpeaker returns the process's audio context once probe finds the
// device (Start probes; the watcher probes off the game's goroutine and
// hands over a probe that found it), making it the first time: 48 kHz
// (the synthesiser's rate: nothing resamples), 16-bit stereo. The device
// itself opens at Ebitengine's next update.
func openSpeaker(probe func() error) (*audio.Context, error) {
	if err := probe(); err != nil {
		return nil, err
	}
	speaker.once.Do(func() { speaker.ctx = audio.NewContext(sampleRate) })
	return speaker.ctx, nil
}
