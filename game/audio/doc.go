// Package audio plays the game's sounds and haptics: an effect per event
// of the run (a pickup streak climbing in pitch), the music loop, and the
// buzzes, mixed each tick from the player's settings, an ad on screen and
// the window's focus (its mixer). It plays through Ebitengine's audio
// package (device.go); on desktop Linux it first probes for a sound
// device, plays silent while there is none and brings the sound in when
// one appears. It reads the tick's flow.View (the settings, an ad on
// screen, the world's events, a button's click, the count-up's chink) and
// never the session, the scene or the HUD.
package audio
