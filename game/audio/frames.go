//go:build !js

package audio

// letFramesThrough does nothing where goroutines run on threads of their
// own: the game's frames go on beside the sounds' maker.
func letFramesThrough() {}
