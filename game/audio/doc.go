// Package audio plays the game's sounds and haptics: an effect per event
// of the run (a pickup streak climbing in pitch), the music loop, and the
// buzzes, mixed each tick from the player's settings, an ad on screen and
// the window's focus (Mixer). It plays through Ebitengine's audio
// package (device.go); on desktop Linux it first probes for a sound
// device, plays silent while there is none and brings the sound in when
// one appears. It reads only the world's events: it must not import the
// flow, the scene or the HUD (the game hands it what they decide).
package audio
