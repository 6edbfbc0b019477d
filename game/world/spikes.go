package world

// Spikes is a strip of spikes on the floor: running over it hurts, a jump
// clears it. It cuts nothing (the rope drags over it).
type Spikes struct {
	X, S          float32 // the strip's centre across the track, and where it starts
	Width, Length float32 // metres across and along the track
}

// SpikesHeight is how high the spikes stand; a body above it is clear.
const SpikesHeight = 0.3

// spikesHit reports whether spikes k hurt a body at x, y, s.
func spikesHit(k *Spikes, x, y, s float32) bool {
	return y < SpikesHeight && abs(x-k.X) < float32(k.Width/2)+bodyHalfWidth && s > k.S-bodyHalfDepth && s < k.S+k.Length+bodyHalfDepth
}
