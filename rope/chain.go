package rope

import "ropeman/camera/maths"

// chainSolver solves all the distance constraints of a chain at once.
//
// One XPBD step for constraints C_j = |x_{j+1} - x_j| - L_j asks for the
// multipliers Δλ in (J W Jᵀ + α̃) Δλ = -C - α̃ λ. Along a chain each
// constraint shares a particle only with its neighbours, so J W Jᵀ is
// tridiagonal and the Thomas algorithm solves it in O(n): Newton's method
// on the whole chain, where Gauss-Seidel relaxation needs many passes and
// still stretches.
//
// Two things make such a pass fail when the hand moves fast and the rope
// is long, and the solver handles both:
//
//   - Linearisation: a pass moves particles along the segments'
//     directions as they were, so it leaves an error of second order in
//     how far they turn. When a segment is still strained by more than
//     passTolerance the solver makes another pass with fresh directions
//     (at most maxPasses); Rope.Step keeps the turns small by taking more
//     substeps when the hand moves far against the rope or a segment's
//     ends move fast against each other.
//   - Geometric stiffness: a taut segment resists being turned with a
//     stiffness of its tension over its length. Leaving that out (as plain
//     XPBD does) is explicit in time and blows up once tension·h²/(m·L)
//     passes about one: a long rope dragged fast zig-zags apart, a long
//     pendulum tears. Each particle's mass gets the geometric stiffness
//     h²·T/L·(I - n nᵀ) of its two segments, T the tension of the last
//     Step (the block-diagonal part of the stiffness of Tournier et al.
//     2015, "Stable Constrained Dynamics"): a taut rope turns as fast as it
//     should and no faster. Pulls along the rope are untouched, so
//     inextensibility stays exact. The tension comes from the last Step
//     rather than from this solve so that a heavier mass cannot ask for a
//     larger multiplier that makes it heavier still.
//
// Per particle the weighted inverse mass is W = w/c·(I + U E Uᵀ) with
// U = [n_a n_b] its two segments' directions and c, E from the two
// stiffnesses (a rank-two Woodbury inverse), so every product the
// tridiagonal system needs is a few multiplications.
type chainSolver struct {
	normal  []maths.Vec3 // per segment: unit direction, root to tail
	diag    []float32
	off     []float32 // off-diagonal j: between constraints j and j+1
	cp      []float32 // Thomas sweep factors
	rhs     []float32 // right-hand side, then the solution Δλ
	lambda  []float32 // per segment: the multipliers summed over this substep's passes
	impulse []float32 // per segment: the multipliers summed over a whole Step
	geo     []stiffMass
}

// stiffMass is one particle's inverse mass with its geometric stiffness:
// W = wc·(I + U E Uᵀ) with wc = w/c, and g = n_a·n_b.
type stiffMass struct {
	wc, g              float32
	e00, e01, e10, e11 float32
}

const (
	// maxStiffness caps a segment's geometric stiffness (tension·h²/L, in
	// units of a particle's mass). Uncapped (it was 1e4, only against
	// overflow) the stiffness feeds itself where contacts hold a taut rope:
	// wound round a post with the hand swerving round it, a pull makes the
	// particles heavier across the rope, the contacts' pushes come back as
	// larger multipliers, a larger pull, heavier particles again, and
	// within a dozen ticks the rope flies apart. At 2 it does not
	// (TestAWoundRopeHoldsAShakingHand), and the harsh drags keep their
	// strain (drag_test.go): the cap is reached above about 7,800 at 3
	// substeps of 12 cm, where a run's hand pulls 550 at the median.
	maxStiffness = 2
	// maxPasses bounds the Newton passes per substep.
	maxPasses = 3
	// passTolerance is the worst segment strain a substep accepts without
	// another pass.
	passTolerance = 0.005
	// retouchTolerance is the worst strain the touch-up leaves alone after
	// its first pass: past it, a segment is still badly stretched (a
	// whip's tip slapped onto the ground) and another pass follows.
	retouchTolerance = 0.03
)

func newChainSolver(capacity int) chainSolver {
	return chainSolver{
		normal:  make([]maths.Vec3, capacity),
		diag:    make([]float32, capacity),
		off:     make([]float32, capacity),
		cp:      make([]float32, capacity),
		rhs:     make([]float32, capacity),
		impulse: make([]float32, capacity),
		lambda:  make([]float32, capacity),
		geo:     make([]stiffMass, capacity),
	}
}

// solve makes r's chain satisfy its constraints for a substep of h
// seconds: one pass, and more while a segment is still strained and the
// budget (in particle passes) holds them.
func (c *chainSolver) solve(r *Rope, h float32, budget *int) {
	m := r.n - 1 // segments
	if m < 1 {
		return
	}
	clear(c.lambda[:m])
	alpha := r.Params.Compliance / (h * h)
	strained := false
	for pass := 0; pass < maxPasses; pass++ {
		if pass > 0 && (!strained || !spend(budget, m+1)) {
			return
		}
		c.factor(r, m, h, alpha)
		strained = c.move(r, m, passTolerance)
	}
}

// spend takes cost from budget if it holds that much, and reports whether
// it did.
func spend(budget *int, cost int) bool {
	if *budget < cost {
		return false
	}
	*budget -= cost
	return true
}

// strained reports whether some segment is off its rest length by more
// than tol (a strain).
func (c *chainSolver) strained(r *Rope, m int, tol float32) bool {
	pos, inv := r.pos[:m+1], r.invRest[:m]
	for j := range inv {
		if outside(pos[j], pos[j+1], inv[j], tol) {
			return true
		}
	}
	return false
}

// outside reports whether the segment from a to b, of rest length 1/inv, is
// off it by more than tol (a strain), from squared lengths:
// |l²/L² - 1| ≈ 2|l/L - 1|.
func outside(a, b maths.Vec3, inv, tol float32) bool {
	d := b.Sub(a)
	q := float32(d.Dot(d)*inv*inv) - 1
	return q > 2*tol || q < -2*tol
}

// factor builds the system of a pass and makes the Thomas algorithm's
// forward sweep of it, particle by particle: the segments' directions
// and the right-hand side at the particles' current positions, each
// particle's inverse mass with its geometric stiffness (from the tension
// of the last Step), the tridiagonal system with those masses, and the
// sweep of each row as soon as its last particle is in (one loop over the
// chain; pass then moves the particles).
func (c *chainSolver) factor(r *Rope, m int, h, alpha float32) {
	h2 := h * h
	pos, w, tension, rest, inv := r.pos[:m+1], r.invMass[:m+1], r.tension[:m], r.rest[:m], r.invRest[:m]
	normal, diag, off, rhs, cp, lambda, geo := c.normal[:m], c.diag[:m], c.off[:m], c.rhs[:m], c.cp[:m], c.lambda[:m], c.geo[:m+1]
	for i := range geo {
		var a, b, g float32 // stiffness of the segment before and after, in units of the mass
		if i > 0 {
			a = min(abs(tension[i-1])*h2*inv[i-1], maxStiffness)
		}
		if i < m {
			d := pos[i+1].Sub(pos[i])
			l := d.Len()
			n := maths.Vec3{}
			if l > 1e-9 {
				n = d.Scale(1 / l)
			}
			normal[i] = n
			rhs[i] = rest[i] - l - float32(alpha*lambda[i])
			b = min(abs(tension[i])*h2*inv[i], maxStiffness)
			if i > 0 {
				g = normal[i-1].Dot(n)
			}
		}
		// E = (cI - D G)⁻¹ D with D = diag(a, b), G = [[1 g] [g 1]]; its
		// determinant is at least 1 + a + b.
		cc, det := 1+a+b, float32((1+a)*(1+b))-float32(a*b*g*g)
		q := 1 / (cc * det) // one division for both 1/det and 1/c
		d := q * cc
		wc := w[i] * q * det
		s := stiffMass{wc: wc, g: g,
			e00: (1 + a) * d * a, e01: a * g * d * b,
			e10: b * g * d * a, e11: (1 + b) * d * b}
		geo[i] = s
		// This particle's share of the system: n_aᵀWn_a, n_bᵀWn_b, n_aᵀWn_b,
		// with n_a = (1, g) and n_b = (g, 1) along U.
		if i < m {
			diag[i] = float32(wc*(1+float32(g*(float32(s.e00*g)+s.e01))+float32(s.e10*g)+s.e11)) + alpha
		}
		if i == 0 {
			continue
		}
		j := i - 1 // the row this particle completes
		diag[j] += float32(wc * (1 + s.e00 + float32(s.e01*g) + float32(g*(s.e10+float32(s.e11*g)))))
		if diag[j] == 0 {
			diag[j], rhs[j] = 1, 0 // both ends pinned: nothing to move
		}
		if i < m {
			off[j] = -wc * (g + float32(s.e00*g) + s.e01 + float32(g*(float32(s.e10*g)+s.e11)))
		} else {
			off[j] = 0
		}
		if j == 0 {
			k := 1 / diag[0]
			cp[0] = off[0] * k
			rhs[0] *= k
		} else {
			k := 1 / (diag[j] - float32(off[j-1]*cp[j-1]))
			cp[j] = off[j] * k
			rhs[j] = (rhs[j] - float32(off[j-1]*rhs[j-1])) * k
		}
	}
}

// move ends the pass factor began: the Thomas algorithm's back
// substitution gives the multipliers Δλ, tail to root, and each particle
// moves as soon as its two segments' are known. It reports whether a
// segment is left off its rest length by more than tol.
func (c *chainSolver) move(r *Rope, m int, tol float32) (strained bool) {
	r.work += m + 1
	pos, w, inv := r.pos[:m+1], r.invMass[:m+1], r.invRest[:m]
	normal, dl, cp, geo, lambda, impulse := c.normal[:m], c.rhs[:m], c.cp[:m], c.geo[:m+1], c.lambda[:m], c.impulse[:m]
	for j := m - 1; j >= -1; j-- {
		if j >= 0 {
			if j < m-1 {
				dl[j] -= float32(cp[j] * dl[j+1])
			}
			lambda[j] += dl[j]
			impulse[j] += dl[j]
		}
		i := j + 1 // both its segments' Δλ are known
		if w[i] != 0 {
			// Δx_i = W_i (n_a Δλ_a - n_b Δλ_b)
			var na, nb maths.Vec3
			var la, lb float32
			if i > 0 {
				na, la = normal[i-1], dl[i-1]
			}
			if i < m {
				nb, lb = normal[i], dl[i]
			}
			s := &geo[i]
			u0, u1 := la-float32(s.g*lb), float32(s.g*la)-lb // Uᵀ f
			v0 := (la + float32(s.e00*u0) + float32(s.e01*u1)) * s.wc
			v1 := (-lb + float32(s.e10*u0) + float32(s.e11*u1)) * s.wc
			pos[i] = pos[i].Add(na.Scale(v0)).Add(nb.Scale(v1))
		}
		if i < m && !strained { // its segment's far end moved last time round
			strained = outside(pos[i], pos[i+1], inv[i], tol)
		}
	}
	return strained
}

// touchUp makes one more pass when collisions and friction left a segment
// strained, and up to maxPasses while one stays stretched past
// retouchTolerance, while the budget (in particle passes) holds them. It
// returns the passes it made: past the first, the caller pushes the rope
// out of the colliders again (a pass can pull a particle back into what it
// was pushed out of) and touches up again.
func (c *chainSolver) touchUp(r *Rope, h float32, budget *int) (passes int) {
	m := r.n - 1
	alpha := r.Params.Compliance / (h * h)
	strained := m >= 1 && c.strained(r, m, passTolerance)
	for ; passes < maxPasses && strained && spend(budget, m+1); passes++ {
		c.factor(r, m, h, alpha)
		strained = c.move(r, m, retouchTolerance)
	}
	return passes
}
