package rope

import "ropeman/camera/geom"

// chainSolver solves all the distance constraints of a chain at once.
//
// One XPBD step for constraints C_j = |x_{j+1} - x_j| - L_j asks for the
// multipliers Δλ in (J W Jᵀ + α̃) Δλ = -C - α̃ λ. Along a chain each
// constraint shares a particle only with its neighbours, so J W Jᵀ is
// tridiagonal:
//
//	diagonal    w_j + w_{j+1}
//	off-diagonal  -w_{j+1} (n_j · n_{j+1})
//
// with n_j the unit direction of segment j, and the Thomas algorithm solves
// it in O(n). This is Newton's method on the whole chain: one pass leaves
// only a second-order error, where Gauss-Seidel relaxation needs many
// passes and still stretches (see the figures in the package tests).
type chainSolver struct {
	normal []geom.Vec3
	diag   []float32
	off    []float32 // off-diagonal j: between constraints j and j+1
	cp     []float32 // Thomas sweep factors
	rhs    []float32 // right-hand side, then the solution Δλ
}

func newChainSolver(capacity int) chainSolver {
	return chainSolver{
		normal: make([]geom.Vec3, capacity),
		diag:   make([]float32, capacity),
		off:    make([]float32, capacity),
		cp:     make([]float32, capacity),
		rhs:    make([]float32, capacity),
	}
}

// solve runs one direct pass over r's chain for a substep of h seconds.
// Each substep makes exactly one pass, so the multipliers start at zero and
// the compliance enters only as α̃ = α/h² on the diagonal.
func (c *chainSolver) solve(r *Rope, h float32) {
	m := r.n - 1 // segments
	if m < 1 {
		return
	}
	alpha := r.Params.Compliance / (h * h)
	pos, w := r.pos, r.invMass
	for j := 0; j < m; j++ {
		d := pos[j+1].Sub(pos[j])
		l := d.Len()
		n := geom.Vec3{}
		if l > 1e-9 {
			n = d.Scale(1 / l)
		}
		c.normal[j] = n
		c.diag[j] = w[j] + w[j+1] + alpha
		c.rhs[j] = r.rest[j] - l
		if c.diag[j] == 0 {
			c.diag[j], c.rhs[j] = 1, 0 // both ends pinned: nothing to move
		}
	}
	for j := 0; j+1 < m; j++ {
		c.off[j] = -w[j+1] * c.normal[j].Dot(c.normal[j+1])
	}
	c.off[m-1] = 0
	// Thomas algorithm: forward sweep, then back substitution.
	c.cp[0] = c.off[0] / c.diag[0]
	c.rhs[0] /= c.diag[0]
	for j := 1; j < m; j++ {
		denom := c.diag[j] - c.off[j-1]*c.cp[j-1]
		c.cp[j] = c.off[j] / denom
		c.rhs[j] = (c.rhs[j] - c.off[j-1]*c.rhs[j-1]) / denom
	}
	for j := m - 2; j >= 0; j-- {
		c.rhs[j] -= c.cp[j] * c.rhs[j+1]
	}
	for j := 0; j < m; j++ {
		dl := c.rhs[j]
		n := c.normal[j]
		pos[j] = pos[j].Sub(n.Scale(w[j] * dl))
		pos[j+1] = pos[j+1].Add(n.Scale(w[j+1] * dl))
	}
}
