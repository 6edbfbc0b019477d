package rope

import "ropeman/camera/maths"

// PinTail holds the rope's tail particle at p: it moves there at once and
// stays, as the root stays with the anchor, until Unpin (or a cut, which
// takes the tail away with the piece). A rope of one particle has no tail
// to pin. The chain solver takes a pinned tail like the root: an end of
// infinite mass, so between the hand and a pin the rope is a string tied
// at both ends, and Stretch tells when the hand has pulled it taut.
func (r *Rope) PinTail(p maths.Vec3) {
	if r.n < 2 {
		return
	}
	t := r.n - 1
	r.pos[t], r.prev[t], r.invMass[t] = p, p, 0
}

// Pinned reports whether the tail is pinned.
func (r *Rope) Pinned() bool { return r.n >= 2 && r.invMass[r.n-1] == 0 }

// Unpin frees a pinned tail, at rest where it is.
func (r *Rope) Unpin() {
	if r.Pinned() {
		r.invMass[r.n-1] = 1
	}
}

// Tail returns the tail particle's position (the root's for a rope of one).
func (r *Rope) Tail() maths.Vec3 { return r.pos[max(0, r.n-1)] }

// Slacken lets every segment pulled longer than its rest length rest at
// the length it has now: a rope held taut past its length between the hand
// and a pin (wound round the boss, both ends held) then lies as it is,
// where the solver would otherwise pull against the pin every substep
// without ever meeting its lengths. The rope's rest length grows by its
// stretch.
func (r *Rope) Slacken() {
	for i := 0; i+1 < r.n; i++ {
		r.rest[i] = max(r.rest[i], r.pos[i+1].Sub(r.pos[i]).Len())
	}
	r.rebuildReach()
}
