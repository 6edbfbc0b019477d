// Package audio plays the game's sounds and haptics: an effect per event
// of the run (a pickup streak climbing in pitch), the music loop, and the
// buzzes, mixed each tick from the player's settings, an ad on screen and
// the window's focus (Mixer). It opens its own sound device through oto
// and plays on silent when there is none, or when it fails later. It
// reads only the world's events: it must not import the flow, the scene
// or the HUD (the game hands it what they decide).
package audio
