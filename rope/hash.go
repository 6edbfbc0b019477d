package rope

import (
	"math"

	"ropeman/camera/maths"
)

// Hash returns a digest of the rope's whole state, exact to the bit (FNV-1a
// over every active position, previous position and tension, the anchor
// and the last substep's length: all the next Step depends on), for
// replay tests: the same calls give the same hash.
func (r *Rope) Hash() uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint32) {
		for k := 0; k < 4; k++ {
			h ^= uint64(byte(v >> (8 * k)))
			h *= 1099511628211
		}
	}
	vec := func(p maths.Vec3) {
		mix(math.Float32bits(p.X))
		mix(math.Float32bits(p.Y))
		mix(math.Float32bits(p.Z))
	}
	mix(uint32(r.n))
	if r.anchored {
		mix(1)
	}
	if r.Pinned() {
		mix(2)
	}
	vec(r.anchor)
	vec(r.root)
	mix(math.Float32bits(r.lastH))
	for i := 0; i < r.n; i++ {
		vec(r.pos[i])
		vec(r.prev[i])
		if i+1 < r.n {
			mix(math.Float32bits(r.tension[i])) // the next Step's geometric stiffness
		}
	}
	return h
}
