//go:build linux && !android

package audio

import (
	"errors"
	"fmt"

	"github.com/ebitengine/purego"
	"github.com/jfreymuth/pulse"
)

// probeDevice reports whether a sound device can be opened, as the audio
// library will open it (oto, under Ebitengine's audio package): a
// PulseAudio server (or PipeWire's), else ALSA's default device. Both are
// opened and closed again at once. Without either, a context would fail
// on the first update and end the game.
func probeDevice() error {
	client, perr := pulse.NewClient(pulse.ClientApplicationName("Rope-Man Run 3D"))
	if perr == nil {
		client.Close()
		return nil
	}
	aerr := probeALSA()
	if aerr == nil {
		return nil
	}
	return fmt.Errorf("no sound device (PulseAudio: %v; ALSA: %v)", perr, aerr)
}

// sndPCMStreamPlayback and sndPCMNonblock are ALSA's constants: a
// playback stream, opened without waiting for a busy device.
const (
	sndPCMStreamPlayback = 0
	sndPCMNonblock       = 1
)

var alsa struct {
	loaded  bool
	err     error
	open    func(pcm *uintptr, name string, stream, mode int32) int32
	close   func(pcm uintptr) int32
	message func(err int32) string
}

// probeALSA opens ALSA's default playback device and closes it again.
// libasound is loaded once (by the library's name, as oto does).
func probeALSA() error {
	if !alsa.loaded {
		alsa.loaded = true
		var lib uintptr
		for _, name := range []string{"libasound.so.2", "libasound.so"} {
			if lib, alsa.err = purego.Dlopen(name, purego.RTLD_LAZY|purego.RTLD_GLOBAL); alsa.err == nil {
				break
			}
		}
		if lib == 0 {
			alsa.err = fmt.Errorf("cannot load libasound: %w", alsa.err)
			return alsa.err
		}
		purego.RegisterLibFunc(&alsa.open, lib, "snd_pcm_open")
		purego.RegisterLibFunc(&alsa.close, lib, "snd_pcm_close")
		purego.RegisterLibFunc(&alsa.message, lib, "snd_strerror")
	}
	if alsa.open == nil {
		return alsa.err
	}
	var pcm uintptr
	if code := alsa.open(&pcm, "default", sndPCMStreamPlayback, sndPCMNonblock); code < 0 {
		return errors.New(`"default": ` + alsa.message(code))
	}
	alsa.close(pcm)
	return nil
}
