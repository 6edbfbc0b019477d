//go:build !linux || android

package audio

// probeDevice has nothing to probe here: phones, browsers, macOS and
// Windows always give the audio library a device to open (a browser's
// AudioContext, the phone's audio session, the system's default output).
func probeDevice() error { return nil }
