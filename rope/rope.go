package rope

import (
	"math"

	"ropeman/camera/maths"
)

// Rope is a chain of particles: particle 0 is the root, held by the
// anchor (the runner's hand) unless the rope is free (a cut-off piece);
// segment i joins particles i and i+1. All arrays are allocated once, at
// the rope's capacity; the active length changes without allocating.
type Rope struct {
	Params Params
	// Force is an extra acceleration on the free particles (wind,
	// knock-back), m/s²; it stays until changed.
	Force maths.Vec3
	// TailForce is an extra acceleration on the tail particle alone (a
	// pull on the rope's end), m/s²; it stays until changed.
	TailForce maths.Vec3

	n        int // active particles
	anchored bool
	anchor   maths.Vec3 // where the root must be at the end of the next Step
	root     maths.Vec3 // where it was at the end of the last one

	pos, prev []maths.Vec3
	invMass   []float32
	rest      []float32 // per segment, metres
	invRest   []float32 // per segment: 1/rest
	reach     []float32 // per particle: rest length from the root (long-range attachments)
	chain     chainSolver
	tension   []float32 // per segment: mean pull over the last Step, N (particles of 1 kg)
	substeps  int       // substeps the last Step took
	work      int       // particle passes the last Step cost (see Work)
	// What is left this Step of its budgets of touch-up passes and of its
	// solves' further passes (see passBudgets).
	touchLeft, furtherLeft int
	lastH                  float32   // their length, s (0: none yet)
	bendL                  []float32 // per particle: XPBD multiplier of the bend constraint i..i+2
	contacts               []int32   // scratch: colliders near the rope this step
	chunks                 []aabb    // scratch: the boxes of the rope's chunks (see collide)
	cutBy                  int       // the handle of the blade that made the last cut (-1: none yet)
}

// New returns a rope of up to capacity particles (at least 2), with no
// particles until Reset.
func New(capacity int, p Params) *Rope {
	capacity = max(2, capacity)
	return &Rope{
		Params:   p,
		pos:      make([]maths.Vec3, capacity),
		prev:     make([]maths.Vec3, capacity),
		invMass:  make([]float32, capacity),
		rest:     make([]float32, capacity),
		invRest:  make([]float32, capacity),
		reach:    make([]float32, capacity),
		tension:  make([]float32, capacity),
		bendL:    make([]float32, capacity),
		chain:    newChainSolver(capacity),
		contacts: make([]int32, 0, 64),
		chunks:   make([]aabb, (capacity+chunk-1)/chunk),
		cutBy:    -1,
	}
}

// Reset lays the rope out straight and at rest: segments segments of
// segLen metres from the anchor along dir, the root held by the anchor.
func (r *Rope) Reset(anchor, dir maths.Vec3, segments int, segLen float32) {
	segments = min(max(1, segments), len(r.pos)-1)
	dir = dir.Normalize()
	if dir == (maths.Vec3{}) {
		dir = maths.V3(0, -1, 0)
	}
	r.n, r.anchored = segments+1, true
	r.anchor, r.root = anchor, anchor
	for i := 0; i < r.n; i++ {
		p := anchor.Add(dir.Scale(segLen * float32(i)))
		r.pos[i], r.prev[i], r.invMass[i] = p, p, 1
		r.rest[i] = segLen
	}
	r.invMass[0] = 0
	clear(r.tension)
	r.rebuildReach()
}

// Len returns the number of active particles.
func (r *Rope) Len() int { return r.n }

// Segments returns the number of active segments.
func (r *Rope) Segments() int { return max(0, r.n-1) }

// Positions returns the active particles' positions (root first). The
// slice is the rope's own: read it, do not keep it across Steps.
func (r *Rope) Positions() []maths.Vec3 { return r.pos[:r.n] }

// Anchored reports whether the root follows an anchor (false for a piece
// that was cut off).
func (r *Rope) Anchored() bool { return r.anchored }

// MoveAnchor sets where the root must be at the end of the next Step; the
// root moves there in a straight line across the substeps. A chord is
// enough: the runner's own simulation moves his hand in a straight line
// per tick, and a curve the hand could follow within a 60 Hz tick departs
// from its chord by a·dt²/8, under 5 mm at 13 g, a tenth of the yarn's
// thickness.
func (r *Rope) MoveAnchor(p maths.Vec3) { r.anchor = p }

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

// WorstStrain returns the largest Strain over the segments.
func (r *Rope) WorstStrain() float32 {
	var worst float32
	for i := 0; i+1 < r.n; i++ {
		worst = max(worst, r.Strain(i))
	}
	return worst
}

// Strain returns segment seg's |length/rest - 1|: 0.1 is a segment 10 %
// longer (or shorter) than at rest; 0 for a segment out of range.
func (r *Rope) Strain(seg int) float32 {
	if seg < 0 || seg >= r.Segments() {
		return 0
	}
	l := r.pos[seg+1].Sub(r.pos[seg]).Len()
	return abs(float32(l*r.invRest[seg]) - 1)
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
			r.invRest[i] = 0
			if r.rest[i] > 0 {
				r.invRest[i] = 1 / r.rest[i]
			}
		}
	}
}

// Step advances the rope by dt seconds among the colliders of space (nil:
// none). It returns how many segments a blade cut off, 0 if none; the
// piece goes to pool (nil: it just vanishes). Cutters cut only an anchored
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
	subs := r.substepsFor(dt)
	if b := r.Params.Budget; b > 0 { // a substep costs two particle passes at the least: its motion and a pass
		subs = min(subs, max(r.Params.Substeps, b/(2*r.n)))
	}
	h := dt / float32(subs)
	r.rescaleVelocity(h)
	r.substeps, r.work = subs, 0
	damp := keep(r.Params.Damping, h)
	r.contacts = space.near(r.bounds(dt), r.contacts[:0])
	clear(r.chain.impulse[:r.n-1])
	start := r.root
	touch, further := r.passBudgets(subs)
	for k := 1; k <= subs; k++ {
		if r.anchored {
			r.pos[0] = start.Lerp(r.anchor, float32(k)/float32(subs))
			r.prev[0] = r.pos[0]
		}
		r.integrate(h, damp)
		r.work += r.n
		r.chain.solve(r, h, further)
		r.bend(h)
		r.attach()
		// Only the rope in hand is cut: a piece already cut off flies on
		// whole, so the yarn it carries stays in sight until it fades.
		if seg, by := r.collide(space, true); seg >= 0 && r.anchored {
			lost += r.Cut(seg, pool)
			r.cutBy = by
		}
		r.retouch(space, h, touch)
	}
	r.readTension(h, dt)
	r.root = r.anchor
	return lost
}

// CutBy returns the handle (in the space Step was given) of the blade
// that made the rope's last cut, or -1 if nothing has cut it.
func (r *Rope) CutBy() int { return r.cutBy }

// rootStride is how far the root may move in a substep, in lengths of
// its own segment: past about half a segment one pass no longer
// converges. (It was the shortest segment anywhere, which is the tail's
// remainder, a quarter of a segment: a knock-back of the hand then asked
// for 17–24 substeps of the whole rope.)
const rootStride = 0.5

// paceStride is how far a segment's ends may move against each other in a
// substep, in its lengths. At 0.55 a hard shake of a finely segmented
// rope stays within a fraction of a percent (rope/shake_test.go) and the
// fast drag takes fewer substeps than the hand's rule alone asked for.
const paceStride = 0.55

// retouchRounds bounds the rounds of extra touch-up and push-out a
// substep makes for a segment still badly stretched after its collisions.
const retouchRounds = 4

// passBudgets returns the budgets of a Step of subs substeps: of its
// touch-up passes and of its solves' passes past each substep's first, in
// particle passes. Without Params.Budget both are unbounded (a substep
// bounds its own passes); with it they share what the budget leaves once
// every substep has moved its particles and made its first pass, spent in
// order, so a rope in trouble (new yarn falling into place, a whip
// slapped on the ground, a rope pulled taut round the boss) cannot take
// every pass of every substep.
func (r *Rope) passBudgets(subs int) (touch, further *int) {
	r.touchLeft, r.furtherLeft = math.MaxInt, math.MaxInt
	if b := r.Params.Budget; b > 0 {
		r.touchLeft = max(0, b-2*subs*r.n)
		return &r.touchLeft, &r.touchLeft
	}
	return &r.touchLeft, &r.furtherLeft
}

// retouch makes one more pass when collisions and friction left a segment
// strained (in about a third of the substeps of a game, where the rope
// meets the track's edges). Where a segment is still badly stretched (a
// whip's tip slapped onto the ground), more rounds follow, each pushing the
// rope out of the colliders again, without friction, and touching it up:
// a few substeps in a hard shake, none in a run's drag. All of it within
// the budget.
func (r *Rope) retouch(space *Space, h float32, budget *int) {
	for round := 0; round < retouchRounds && r.chain.touchUp(r, h, budget) > 1; round++ {
		r.collide(space, false)
	}
}

// substepsFor returns how many substeps the next Step of dt seconds takes,
// from what the rope will do rather than only where the hand goes:
// Params.Substeps, more when the hand moves against the rope's first
// particle by more than rootStride of its segment in one, or when any
// segment's two ends move against each other by more than paceStride of
// its length, at the velocities the last Step left (see pace). At most
// Params.MaxSubsteps. A rope carried along whole asks for nothing; a hand
// shaking in place moves little while the rope whips, which asks for
// more. (The hand's distance alone gave a hard shake of 3 cm segments 3–6
// substeps and stretched the rope 26 %, one segment 298 %.)
func (r *Rope) substepsFor(dt float32) int {
	subs := max(1, r.Params.Substeps)
	most := max(subs, r.Params.MaxSubsteps)
	if r.anchored && r.rest[0] > 0 {
		move := r.anchor.Sub(r.root)
		if r.lastH > 0 { // against the rope's first particle: a rope carried along whole asks for nothing
			move = move.Sub(r.pos[1].Sub(r.prev[1]).Scale(dt / r.lastH))
		}
		subs = max(subs, ceilInt(move.Len()/(rootStride*r.rest[0]), most))
	}
	if r.lastH > 0 {
		subs = max(subs, ceilInt(r.pace()*(dt/r.lastH)/paceStride, most))
	}
	return min(subs, most)
}

// pace returns the most any segment's two ends moved against each other
// in the last substep, in the segment's rest lengths: the relative
// velocity Verlet keeps (pos - prev), which is what the next substeps
// must turn into rotation without stretching the segment.
func (r *Rope) pace() float32 {
	var worst float32 // squared
	pos, prev, inv := r.pos[:r.n], r.prev[:r.n], r.invRest[:r.n-1]
	for j, k := range inv {
		d := pos[j+1].Sub(prev[j+1]).Sub(pos[j].Sub(prev[j]))
		worst = max(worst, float32(d.Dot(d)*k*k))
	}
	return float32(math.Sqrt(float64(worst)))
}

// ceilInt returns ⌈v⌉, at most limit (and for NaN).
func ceilInt(v float32, limit int) int {
	if !(v < float32(limit)) {
		return limit
	}
	n := int(v)
	if float32(n) < v {
		n++
	}
	return n
}

// keep returns the share of velocity kept over h seconds when a fraction
// of it is removed per second.
func keep(fraction, h float32) float32 {
	return float32(maths.Pow(float64(1-min(fraction, 0.999)), float64(h)))
}

// rescaleVelocity keeps the particles' velocities when this Step's
// substeps last h seconds and the last Step's did not: Verlet keeps a
// velocity as the displacement over one substep.
func (r *Rope) rescaleVelocity(h float32) {
	if r.lastH == h || r.lastH == 0 {
		r.lastH = h
		return
	}
	k := h / r.lastH
	for i := 0; i < r.n; i++ {
		r.prev[i] = r.pos[i].Sub(r.pos[i].Sub(r.prev[i]).Scale(k))
	}
	r.lastH = h
}

// readTension turns the Step's summed multipliers into its mean
// tension: an impulse Σλ/h over the Step's dt seconds.
func (r *Rope) readTension(h, dt float32) {
	scale := -1 / (h * dt)
	for j := 0; j+1 < r.n; j++ {
		r.tension[j] = r.chain.impulse[j] * scale
	}
}

// Tension returns the mean pull in segment seg over the last Step, in
// newtons for particles of 1 kg (the solver's unit; scale by a particle's
// real mass): positive when the segment is pulled, negative when pushed,
// 0 for a segment out of range.
func (r *Rope) Tension(seg int) float32 {
	if seg < 0 || seg >= r.Segments() {
		return 0
	}
	return r.tension[seg]
}

// HandPull returns the force the rope pulls the hand with (toward the
// first particle), in the units of Tension; zero for a free piece.
func (r *Rope) HandPull() maths.Vec3 {
	if !r.anchored || r.n < 2 {
		return maths.Vec3{}
	}
	return r.pos[1].Sub(r.pos[0]).Normalize().Scale(r.tension[0])
}

// Velocity returns particle i's velocity over the last substep, m/s (zero
// before the first Step and out of range).
func (r *Rope) Velocity(i int) maths.Vec3 {
	if i < 0 || i >= r.n || r.lastH == 0 {
		return maths.Vec3{}
	}
	return r.pos[i].Sub(r.prev[i]).Scale(1 / r.lastH)
}

// Substeps returns how many substeps the last Step took.
func (r *Rope) Substeps() int { return r.substeps }

// Work returns what the last Step cost in particle passes (see
// Params.Budget): its substeps' motion and every pass of its solver, a
// particle each. It is the same on every machine.
func (r *Rope) Work() int { return r.work }

// integrate moves the free particles by their velocity and the
// accelerations (position Verlet with damping), with air drag on the
// motion across the rope: drag·v² per second, taken implicitly so it can
// only slow a particle down. The rope's direction at a particle is that
// of its segment in the last solve.
func (r *Rope) integrate(h, damp float32) {
	acc := r.Params.Gravity.Add(r.Force).Scale(h * h)
	drag := r.Params.Drag
	last := r.n - 2
	for i := 0; i < r.n; i++ {
		if r.invMass[i] == 0 {
			continue
		}
		p := r.pos[i]
		v := p.Sub(r.prev[i]).Scale(damp) // metres per substep
		if drag > 0 {
			t := r.chain.normal[min(i, last)]
			along := t.Scale(v.Dot(t))
			across := v.Sub(along)
			v = along.Add(across.Scale(1 / (1 + float32(drag*across.Len()))))
		}
		r.prev[i] = p
		r.pos[i] = p.Add(v).Add(acc)
	}
	if t := r.n - 1; t > 0 && r.invMass[t] != 0 {
		r.pos[t] = r.pos[t].Add(r.TailForce.Scale(h * h))
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
		if l2 := d.Dot(d); l2 > r.reach[i]*r.reach[i] {
			r.pos[i] = root.Add(d.Scale(r.reach[i] / sqrt(l2)))
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
	m := r.Params.Radius + 0.5 + float32(dt*10)
	return b.pad(m)
}
