package rope

import "ropeman/camera/geom"

// collide pushes the rope out of the colliders near it, with friction when
// rub, and returns the first (nearest the root) segment a blade touches
// (-1: none) and that blade's handle.
func (r *Rope) collide(s *Space, rub bool) (cut, by int) {
	if s == nil {
		return -1, -1
	}
	cut, by = -1, -1
	rad := r.Params.Radius
	for _, ci := range r.contacts {
		c := &s.colliders[ci]
		if c.Blade {
			if seg := r.touchingSegment(c, rad); seg >= 0 && (cut < 0 || seg < cut) {
				cut, by = seg, int(ci)
			}
			continue
		}
		mu := c.Friction
		switch {
		case mu == 0:
			mu = r.Params.Friction
		case mu < 0:
			mu = 0
		}
		// The collider's box, grown by the rope's thickness, rejects most
		// particles with six comparisons (planes have no box).
		box, boxed := s.boxes[ci].pad(rad), c.Shape != Plane
		for i := 0; i < r.n; i++ {
			if r.invMass[i] == 0 || (boxed && !box.contains(r.pos[i])) {
				continue
			}
			if n, depth, hit := c.push(r.pos[i], rad); hit {
				r.pos[i] = r.pos[i].Add(n.Scale(depth))
				if rub {
					r.friction(i, n, depth, mu)
				}
			}
		}
		if c.Shape == Capsule {
			r.segmentsOutOfCapsule(c, box)
		}
	}
	return cut, by
}

// friction takes back the particle's sliding along a contact this
// substep, up to mu times the depth it was pushed out by: resting yarn
// stays put, dragged yarn slides (Coulomb, position-based).
func (r *Rope) friction(i int, n geom.Vec3, depth, mu float32) {
	disp := r.pos[i].Sub(r.prev[i])
	slide := disp.Sub(n.Scale(disp.Dot(n)))
	l := slide.Len()
	if l < 1e-12 {
		return
	}
	r.pos[i] = r.pos[i].Sub(slide.Scale(min(1, mu*depth/l)))
}

// segmentsOutOfCapsule pushes whole segments off a thin capsule (a limb),
// which could otherwise pass between two particles.
// box is the capsule's box grown by the rope's thickness.
func (r *Rope) segmentsOutOfCapsule(c *Collider, box aabb) {
	rad := r.Params.Radius
	for i := 0; i+1 < r.n; i++ {
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
	}
}

// touchingSegment returns the first segment whose capsule touches blade
// c, or -1: segments, not particles, so a thin blade cannot slip through.
// A blade that is not a capsule is tested at the segment's point nearest
// its centre.
func (r *Rope) touchingSegment(c *Collider, rad float32) int {
	reach := c.Radius + rad
	for i := 0; i+1 < r.n; i++ {
		p, q := r.pos[i], r.pos[i+1]
		var hit bool
		if c.Shape == Capsule {
			s, t := closestSegments(p, q, c.A, c.B)
			d := p.Lerp(q, s).Sub(c.A.Lerp(c.B, t))
			hit = d.Dot(d) < reach*reach
		} else {
			_, _, hit = c.push(closestOnSegment(c.A, p, q), rad)
		}
		if hit {
			return i
		}
	}
	return -1
}
