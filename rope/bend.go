package rope

// bend resists folding: an XPBD constraint between particles i and i+2
// that acts only when they are closer than the two segments' rest lengths,
// so the rope curves softly instead of kinking. One Gauss-Seidel pass per
// substep; its compliance sets how soft (negative: off).
func (r *Rope) bend(h float32) {
	if r.Params.BendCompliance < 0 {
		return
	}
	alpha := r.Params.BendCompliance / (h * h)
	pos, w := r.pos, r.invMass
	for i := 0; i+2 < r.n; i++ {
		a, b := i, i+2
		ws := w[a] + w[b]
		if ws == 0 {
			continue
		}
		d := pos[b].Sub(pos[a])
		span := r.rest[i] + r.rest[i+1]
		l2 := d.Dot(d)
		if l2 >= span*span || l2 < 1e-18 {
			continue // straight enough, or folded onto itself (no direction)
		}
		l := sqrt(l2)
		c := l - span
		n := d.Scale(1 / l)
		dl := (-c - float32(alpha*r.bendL[i])) / (ws + alpha)
		r.bendL[i] += dl
		pos[a] = pos[a].Sub(n.Scale(w[a] * dl))
		pos[b] = pos[b].Add(n.Scale(w[b] * dl))
	}
}
