// Package rope is the yarn the Rope-Man trails, and the finish ribbon: a
// particle solver for a rope (and a cloth strip) that stays the length it
// should, never explodes and costs a few microseconds a tick.
//
// A Rope is a chain of particles in flat preallocated arrays. Each Step
// splits the tick into substeps (more when the hand moves far against the
// rope, or the rope's own segments turn fast: a whip); each substep moves
// the root to the (interpolated) anchor, integrates the free particles
// (Verlet with damping, gravity, an external force and air drag across
// the rope), then solves every
// distance constraint of the chain at once with a direct tridiagonal solve
// of the XPBD system (Han & Harada 2013; Macklin et al. 2016), with each
// particle's mass raised by the geometric stiffness of its taut segments
// (after Tournier et al. 2015) so that a long rope pulled hard stays
// stable, and makes another pass while a segment is still strained.
// Optional bending constraints, long-range attachments (Kim et al. 2012)
// and collisions with the track and obstacles follow, with Coulomb
// friction limited by the penetration depth, and a last pass puts back
// what the collisions stretched (with more passes and push-outs where a
// segment is still badly stretched). Colliders are met in three phases: a
// sorted sweep along the track for those near the rope, a box for every
// eight particles, then the particles and segments in a box that meets
// the collider's. A Step's cost is counted in particle passes (Work); a
// Budget bounds it, cutting the substeps and the further passes a rope in
// trouble would ask for, so no tick costs far more than the typical one.
// The multipliers give each segment's
// tension and the pull on the hand. Cutters are tested against whole
// segments, so thin ones cannot slip between particles, and cut the rope:
// the piece beyond the cut flies off as a free rope from a Pool. The rope
// grows and shrinks at its tail without allocating.
//
// Cloth is a small grid on the same ideas (Gauss-Seidel XPBD), pinned at
// two posts, that tears where the force in a constraint passes a limit.
// (The tube drawn around a rope is camera/mesh's Tube.)
//
// The package imports no Ebitengine package and keeps no global state:
// the same calls give the same state, bit for bit (see Hash).
package rope
