package rope

// Cut splits the rope at segment seg: the rope keeps its root and the
// particles up to seg; the segments from seg on become a free piece taken
// from pool (nil: they vanish), which keeps their positions and momentum.
// It returns how many segments the rope lost; kept + lost is always the
// count before. seg out of range cuts nothing.
func (r *Rope) Cut(seg int, pool *Pool) int {
	if seg < 0 || seg >= r.Segments() {
		return 0
	}
	lost := r.Segments() - seg
	if piece := pool.take(); piece != nil {
		r.copyTailTo(piece, seg)
	}
	r.n = seg + 1
	r.rebuildReach()
	return lost
}

// copyTailTo makes piece a free rope of particles seg..n-1 (the particle
// at the cut is shared: each side keeps its end).
func (r *Rope) copyTailTo(piece *Rope, seg int) {
	k := min(r.n-seg, len(piece.pos))
	copy(piece.pos, r.pos[seg:seg+k])
	copy(piece.prev, r.prev[seg:seg+k])
	copy(piece.rest, r.rest[seg:seg+k])
	for i := 0; i < k; i++ {
		piece.invMass[i] = 1
	}
	piece.n, piece.anchored = k, false
	piece.Params, piece.Force = r.Params, r.Force
	piece.lastH = r.lastH
	clear(piece.tension)
	piece.root, piece.anchor = piece.pos[0], piece.pos[0]
	piece.rebuildReach()
}
