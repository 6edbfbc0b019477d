package rope

import "ropeman/camera/maths"

// chunk is how many particles share a box in collide's middle phase: a
// collider is tested against the boxes of the rope's chunks before any of
// their particles or segments.
const chunk = 8

// collide pushes the rope out of the colliders near it, with friction when
// rub, and returns the first (nearest the root) segment a blade touches
// (-1: none) and that blade's handle.
func (r *Rope) collide(s *Space, rub bool) (cut, by int) {
	if s == nil || len(r.contacts) == 0 {
		return -1, -1
	}
	cut, by = -1, -1
	rad := r.Params.Radius
	chunks := r.boundChunks()
	for _, ci := range r.contacts {
		c := &s.colliders[ci]
		// The collider's box, grown by the rope's thickness (planes have
		// none: every chunk meets a plane).
		box, boxed := s.boxes[ci].pad(rad), c.Shape != Plane
		if c.Cuts {
			for k := range chunks {
				if !boxed || r.chunks[k].overlaps(box) {
					if seg := r.touchingSegment(c, rad, k); seg >= 0 {
						if cut < 0 || seg < cut {
							cut, by = seg, int(ci)
						}
						break
					}
				}
			}
			continue
		}
		r.pushOut(c, box, boxed, rub, chunks)
	}
	return cut, by
}

// boundChunks boxes the rope's chunks: chunk k's particles are k·chunk up
// to the next chunk's first, which its box includes, so the box holds
// each of its segments whole. It returns the number of chunks.
func (r *Rope) boundChunks() int {
	chunks := (r.n + chunk - 1) / chunk
	for k := range chunks {
		from, to := k*chunk, min((k+1)*chunk, r.n-1)
		b := aabb{r.pos[from], r.pos[from]}
		for _, p := range r.pos[from+1 : to+1] {
			b = b.grow(p)
		}
		r.chunks[k] = b
	}
	return chunks
}

// moved keeps the boxes of the chunks holding particle i around it after
// it moved.
func (r *Rope) moved(i int) {
	k := i / chunk
	r.chunks[k] = r.chunks[k].grow(r.pos[i])
	if i%chunk == 0 && k > 0 {
		r.chunks[k-1] = r.chunks[k-1].grow(r.pos[i])
	}
}

// pushOut pushes the particles of the rope's chunks that meet collider c
// out of it, with friction when rub, and then, off a capsule, their
// segments; box is c's box grown by the rope's thickness, boxed false for
// a plane.
func (r *Rope) pushOut(c *Collider, box aabb, boxed, rub bool, chunks int) {
	mu := c.Friction
	switch {
	case mu == 0:
		mu = r.Params.Friction
	case mu < 0:
		mu = 0
	}
	rad := r.Params.Radius
	for k := range chunks {
		if boxed && !r.chunks[k].overlaps(box) {
			continue
		}
		for i := k * chunk; i < min((k+1)*chunk, r.n); i++ {
			if r.invMass[i] == 0 || (boxed && !box.contains(r.pos[i])) {
				continue
			}
			if n, depth, hit := c.push(r.pos[i], rad); hit {
				r.pos[i] = r.pos[i].Add(n.Scale(depth))
				if rub {
					r.friction(i, n, depth, mu)
				}
				r.moved(i)
			}
		}
	}
	if c.Shape != Capsule {
		return
	}
	for k := range chunks {
		if r.chunks[k].overlaps(box) {
			r.segmentsOutOfCapsule(c, box, k)
		}
	}
}

// friction takes back the particle's sliding along a contact this
// substep, up to mu times the depth it was pushed out by: resting yarn
// stays put, dragged yarn slides (Coulomb, position-based).
func (r *Rope) friction(i int, n maths.Vec3, depth, mu float32) {
	disp := r.pos[i].Sub(r.prev[i])
	slide := disp.Sub(n.Scale(disp.Dot(n)))
	l := slide.Len()
	if l < 1e-12 {
		return
	}
	r.pos[i] = r.pos[i].Sub(slide.Scale(min(1, mu*depth/l)))
}

// segmentsOutOfCapsule pushes chunk k's segments off a thin capsule (a
// limb), which could otherwise pass between two particles. box is the
// capsule's box grown by the rope's thickness.
func (r *Rope) segmentsOutOfCapsule(c *Collider, box aabb, k int) {
	rad := r.Params.Radius
	for i := k * chunk; i < min((k+1)*chunk, r.n-1); i++ {
		p, q := r.pos[i], r.pos[i+1]
		if !box.overlapsSegment(p, q) {
			continue
		}
		s, t := closestSegments(p, q, c.A, c.B)
		onRope := p.Lerp(q, s)
		n, depth, hit := ballOut(onRope, c.A.Lerp(c.B, t), c.Radius+rad)
		if !hit {
			continue
		}
		// Moving the contact point by depth takes λ = depth / w_eff with
		// w_eff = (1-s)²w_p + s²w_q; near a pinned end that asks for a
		// huge swing of the other, so each end moves at most depth and the
		// next substep finishes the job.
		wp, wq := r.invMass[i]*(1-s), r.invMass[i+1]*s
		weff := float32(wp*(1-s)) + float32(wq*s)
		if weff == 0 {
			continue
		}
		r.pos[i] = p.Add(n.Scale(depth * min(1, wp/weff)))
		r.pos[i+1] = q.Add(n.Scale(depth * min(1, wq/weff)))
		r.moved(i)
		r.moved(i + 1)
	}
}

// touchingSegment returns the first of chunk k's segments whose capsule
// touches blade c, or -1: segments, not particles, so a thin blade cannot
// slip through. A blade that is not a capsule is tested at the segment's
// point nearest its centre.
func (r *Rope) touchingSegment(c *Collider, rad float32, k int) int {
	reach := c.Radius + rad
	for i := k * chunk; i < min((k+1)*chunk, r.n-1); i++ {
		p, q := r.pos[i], r.pos[i+1]
		var hit bool
		if c.Shape == Capsule {
			s, t := closestSegments(p, q, c.A, c.B)
			d := p.Lerp(q, s).Sub(c.A.Lerp(c.B, t))
			hit = d.Dot(d) < reach*reach
		} else {
			_, _, hit = c.push(maths.ClosestOnSegment(c.A, p, q), rad)
		}
		if hit {
			return i
		}
	}
	return -1
}
