package rope

import (
	"math"

	"ropeman/camera/geom"
)

// Rope is a chain of particles: particle 0 is the root, held by the
// anchor (the runner's hand) unless the rope is free (a cut-off piece);
// segment i joins particles i and i+1. All arrays are allocated once, at
// the rope's capacity; the active length changes without allocating.
type Rope struct {
	Params Params
	// Force is an extra acceleration on the free particles (wind,
	// knock-back), m/s²; it stays until changed.
	Force geom.Vec3

	n        int // active particles
	anchored bool
	anchor   geom.Vec3 // where the root must be at the end of the next Step
	root     geom.Vec3 // where it was at the end of the last one

	pos, prev []geom.Vec3
	invMass   []float32
	rest      []float32 // per segment, metres
	reach     []float32 // per particle: rest length from the root (long-range attachments)
	chain     chainSolver
	bendL     []float32 // per particle: XPBD multiplier of the bend constraint i..i+2
	contacts  []int32   // scratch: colliders near the rope this step
}

// New returns a rope of up to capacity particles (at least 2), with no
// particles until Reset.
func New(capacity int, p Params) *Rope {
	capacity = max(2, capacity)
	return &Rope{
		Params:   p,
		pos:      make([]geom.Vec3, capacity),
		prev:     make([]geom.Vec3, capacity),
		invMass:  make([]float32, capacity),
		rest:     make([]float32, capacity),
		reach:    make([]float32, capacity),
		bendL:    make([]float32, capacity),
		chain:    newChainSolver(capacity),
		contacts: make([]int32, 0, 64),
	}
}

// Reset lays the rope out straight and at rest: segments segments of
// segLen metres from the anchor along dir, the root held by the anchor.
func (r *Rope) Reset(anchor, dir geom.Vec3, segments int, segLen float32) {
	segments = min(max(1, segments), len(r.pos)-1)
	dir = dir.Normalize()
	if dir == (geom.Vec3{}) {
		dir = geom.V3(0, -1, 0)
	}
	r.n, r.anchored = segments+1, true
	r.anchor, r.root = anchor, anchor
	for i := 0; i < r.n; i++ {
		p := anchor.Add(dir.Scale(segLen * float32(i)))
		r.pos[i], r.prev[i], r.invMass[i] = p, p, 1
		r.rest[i] = segLen
	}
	r.invMass[0] = 0
	r.rebuildReach()
}

// Len returns the number of active particles.
func (r *Rope) Len() int { return r.n }

// Segments returns the number of active segments.
func (r *Rope) Segments() int { return max(0, r.n-1) }

// Positions returns the active particles' positions (root first). The
// slice is the rope's own: read it, do not keep it across Steps.
func (r *Rope) Positions() []geom.Vec3 { return r.pos[:r.n] }

// Anchored reports whether the root follows an anchor (false for a piece
// that was cut off).
func (r *Rope) Anchored() bool { return r.anchored }

// MoveAnchor sets where the root must be at the end of the next Step; the
// root moves there in a straight line across the substeps.
func (r *Rope) MoveAnchor(p geom.Vec3) { r.anchor = p }

// RestLength returns the rope's length at rest, metres.
func (r *Rope) RestLength() float32 {
	var l float32
	for _, s := range r.rest[:r.Segments()] {
		l += s
	}
	return l
}

// Length returns the length of the rope's polyline now, metres.
func (r *Rope) Length() float32 {
	var l float32
	for i := 0; i+1 < r.n; i++ {
		l += r.pos[i+1].Sub(r.pos[i]).Len()
	}
	return l
}

// Stretch returns Length/RestLength - 1: 0.01 is 1 % longer than at rest.
func (r *Rope) Stretch() float32 {
	rest := r.RestLength()
	if rest == 0 {
		return 0
	}
	return r.Length()/rest - 1
}

// rebuildReach recomputes each particle's rest distance from the root
// along the rope: the long-range attachments. Called after every change
// of the chain (reset, cut, growth).
func (r *Rope) rebuildReach() {
	var d float32
	for i := 0; i < r.n; i++ {
		r.reach[i] = d
		if i+1 < r.n {
			d += r.rest[i]
		}
	}
}

// Step advances the rope by dt seconds among the colliders of space (nil:
// none). It returns how many segments a blade cut off, 0 if none; the
// piece goes to pool (nil: it just vanishes). Blades cut only an anchored
// rope; a free piece passes through them.
func (r *Rope) Step(dt float32, space *Space, pool *Pool) (lost int) {
	if !(dt > 0) || r.n == 0 {
		return 0
	}
	if r.n == 1 { // nothing left but the root: it just follows the hand
		if r.anchored {
			r.pos[0], r.prev[0], r.root = r.anchor, r.anchor, r.anchor
		}
		return 0
	}
	subs := max(1, r.Params.Substeps)
	h := dt / float32(subs)
	damp := float32(math.Exp(-float64(r.Params.Damping * h)))
	r.contacts = space.near(r.bounds(dt), r.contacts[:0])
	start := r.root
	for k := 1; k <= subs; k++ {
		if r.anchored {
			r.pos[0] = start.Lerp(r.anchor, float32(k)/float32(subs))
			r.prev[0] = r.pos[0]
		}
		r.integrate(h, damp)
		r.chain.solve(r, h)
		r.bend(h)
		r.attach()
		// Only the rope in hand is cut: a piece already cut off flies on
		// whole, so the yarn it carries stays in sight until it fades.
		if seg := r.collide(space); seg >= 0 && r.anchored {
			lost += r.Cut(seg, pool)
		}
	}
	r.root = r.anchor
	return lost
}

// integrate moves the free particles by their velocity and the
// accelerations (position Verlet with damping).
func (r *Rope) integrate(h, damp float32) {
	acc := r.Params.Gravity.Add(r.Force).Scale(h * h)
	for i := 0; i < r.n; i++ {
		if r.invMass[i] == 0 {
			continue
		}
		p := r.pos[i]
		v := p.Sub(r.prev[i]).Scale(damp)
		r.prev[i] = p
		r.pos[i] = p.Add(v).Add(acc)
	}
	for j := range r.bendL[:r.n] {
		r.bendL[j] = 0
	}
}

// attach keeps every particle within its rest distance along the rope from
// the root (long-range attachments): a cheap guarantee against stretch
// that collisions might otherwise cause. It only ever shortens.
func (r *Rope) attach() {
	if !r.anchored {
		return
	}
	root := r.pos[0]
	for i := 1; i < r.n; i++ {
		if r.invMass[i] == 0 {
			continue
		}
		d := r.pos[i].Sub(root)
		l := d.Len()
		if l > r.reach[i] && l > 0 {
			r.pos[i] = root.Add(d.Scale(r.reach[i] / l))
		}
	}
}

// bounds returns a box around the rope and how far it can move in dt.
func (r *Rope) bounds(dt float32) aabb {
	b := aabb{r.pos[0], r.pos[0]}
	for _, p := range r.pos[1:r.n] {
		b = b.grow(p)
	}
	b = b.grow(r.anchor)
	// Margin: the rope's thickness and a fall or swing within the step.
	m := r.Params.Radius + 0.5 + dt*10
	return b.pad(m)
}
