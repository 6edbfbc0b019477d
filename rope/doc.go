// Package rope is the yarn the Rope-Man trails, and the finish ribbon: a
// particle solver for a rope (and a cloth strip) that stays the length it
// should, never explodes and costs a few microseconds a tick.
//
// A Rope is a chain of particles in flat preallocated arrays. Each Step
// splits the tick into substeps; each substep moves the root to the
// (interpolated) anchor, integrates the free particles (Verlet with
// damping, gravity and an external force), then solves every distance
// constraint of the chain at once with a direct tridiagonal solve of the
// XPBD system (Han & Harada 2013; Macklin et al. 2016), so the rope is
// inextensible in one pass instead of relaxing toward it over many
// iterations. Optional bending constraints, long-range attachments (Kim et
// al. 2012) and collisions with the track and obstacles follow, with
// Coulomb friction limited by the penetration depth. Blades are tested
// against whole segments, so thin ones cannot slip between particles, and
// cut the rope: the piece beyond the cut flies off as a free rope from a
// Pool. The rope grows and shrinks at its tail without allocating.
//
// Cloth is a small grid on the same ideas (Gauss-Seidel XPBD), pinned at
// two posts, that tears where the force in a constraint passes a limit.
// Tube builds the mesh drawn around a rope.
//
// The package imports no Ebitengine package and keeps no global state:
// the same calls give the same state, bit for bit (see Hash).
package rope
