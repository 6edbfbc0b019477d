package rope

import "ropeman/camera/maths"

// Grow adds up to k particles at the tail, segLen metres apart, laid out
// along the tail's current direction and moving with the tail, so nothing
// jumps. It returns how many were added (the capacity caps it).
func (r *Rope) Grow(k int, segLen float32) int {
	k = min(k, len(r.pos)-r.n)
	if k <= 0 || !(segLen > 0) || r.n == 0 {
		return 0
	}
	tail := r.pos[r.n-1]
	vel := tail.Sub(r.prev[r.n-1])
	dir := maths.V3(0, -1, 0)
	if r.n >= 2 {
		if d := tail.Sub(r.pos[r.n-2]); d.Len() > 1e-6 {
			dir = d.Normalize()
		}
	}
	for i := 0; i < k; i++ {
		p := tail.Add(dir.Scale(segLen * float32(i+1)))
		j := r.n + i
		r.pos[j], r.prev[j], r.invMass[j] = p, p.Sub(vel), 1
		r.rest[j-1] = segLen
		r.tension[j-1] = 0
	}
	r.n += k
	r.rebuildReach()
	return k
}

// Shrink removes up to k particles from the tail, never the root. It
// returns how many were removed.
func (r *Rope) Shrink(k int) int {
	k = min(k, r.n-1)
	if k <= 0 {
		return 0
	}
	r.n -= k
	r.rebuildReach()
	return k
}

// SetRestLength makes the rope l metres long at rest, growing or shrinking
// at the tail in segments of segLen; the tail segment takes the remainder
// (between a quarter and one and a quarter segLen, so no segment is so
// short that it stiffens the chain; only a rope shorter than a quarter
// segment is one short segment). The capacity caps it. It returns the
// rest length reached; it allocates nothing.
func (r *Rope) SetRestLength(l, segLen float32) float32 {
	if r.n == 0 || !(segLen > 0) || !(l >= 0) {
		return r.RestLength()
	}
	k := int(l / segLen)
	last := l - float32(float32(k)*segLen)
	switch {
	case last > segLen/4 || (k == 0 && last > 0):
		k++
	case k > 0:
		last += segLen // fold a sliver into the tail segment
	}
	if maxSegs := len(r.pos) - 1; k > maxSegs {
		k, last = maxSegs, segLen
	}
	if cur := r.Segments(); k > cur {
		if cur > 0 {
			r.rest[cur-1] = segLen // the old tail becomes a full segment
			r.fitTail(cur - 1)
		}
		r.Grow(k-cur, segLen)
	} else {
		r.Shrink(cur - k)
	}
	if k > 0 {
		r.rest[k-1] = last
		r.fitTail(k - 1)
	}
	r.rebuildReach()
	return r.RestLength()
}

// fitTail moves the particle at the end of segment seg (the tail) along
// the segment to its rest length, velocity and all, so a changed rest
// length does not leave a strained segment for the solver to snap.
func (r *Rope) fitTail(seg int) {
	base, tail := r.pos[seg], r.pos[seg+1]
	d := tail.Sub(base)
	l := d.Len()
	if l < 1e-9 || r.invMass[seg+1] == 0 {
		return
	}
	shift := base.Add(d.Scale(r.rest[seg] / l)).Sub(tail)
	r.pos[seg+1] = tail.Add(shift)
	r.prev[seg+1] = r.prev[seg+1].Add(shift)
}
