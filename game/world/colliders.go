package world

import (
	"ropeman/camera/maths"
	"ropeman/rope"
)

// The rope's space (w.space) holds the floor's slabs first, one box per
// floor section (AttachRope), then, from handle w.cutters.first on, everything
// that cuts the rope, in the one order placeCutters walks:
//
//	each obstacle kind's in obstacleTable's order (those of a kind in
//	the level's order, each its row's cutters: a saw's chord, a blade's
//	head, a bar, the scissors' left jaw then right), then each spider
//	(its body, then the lower bone of each leg).
//
// Adding them (cutterSet.add) and moving them each tick (cutterSet.move)
// both go through placeCutters, so a handle always means the same
// collider.

// cutterSet are a run's rope-cutting colliders in the rope's space, and
// what the last tick found about to cut the rope.
type cutterSet struct {
	first      int        // the first one's handle
	threat     maths.Vec3 // the rope's point one is about to reach
	threatened bool       // whether one is
}

// placing puts colliders in the rope's space: added at its end, or set
// from handle next on.
type placing struct {
	space *rope.Space
	add   bool
	next  int
}

func (p *placing) put(c rope.Collider) {
	if p.add {
		p.space.Add(c)
		return
	}
	p.space.Set(p.next, c)
	p.next++
}

// placeCutters puts every rope-cutting collider of level l and its
// spiders with p, where it is at time t, in the order above.
func placeCutters(l *Level, spiders spiderPack, p *placing, t float32) {
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			o := l.obstacle(k, i)
			for j := range obstacleTable[k].cutters {
				p.put(o.cutter(t, j))
			}
		}
	}
	for i := range spiders {
		for k := range spiderCutters {
			p.put(spiderCutter(&spiders[i].body, k))
		}
	}
}

// hazard returns the hazard of level l (with its spiders) whose collider
// has handle h, walking the order above.
func (c *cutterSet) hazard(l *Level, spiders spiderPack, h int) Hazard {
	i := h - c.first
	for k := range obstacleKinds() {
		row := &obstacleTable[k]
		if n := row.cutters * l.count(k); i >= 0 && i < n {
			return row.hazard
		}
		i -= row.cutters * l.count(k)
	}
	if i >= 0 && i < spiderCutters*len(spiders) {
		return HazardSpider
	}
	return NoHazard
}

// add adds the rope-cutting colliders of level l and its spiders to
// space after the floor's, where they are at tick.
func (c *cutterSet) add(l *Level, spiders spiderPack, space *rope.Space, tick int) {
	c.first = space.Len()
	placeCutters(l, spiders, &placing{space: space, add: true}, seconds(tick))
}

// move sets them where they are at tick.
func (c *cutterSet) move(l *Level, spiders spiderPack, space *rope.Space, tick int) {
	placeCutters(l, spiders, &placing{space: space, next: c.first}, seconds(tick))
}

// park moves the rope-cutting colliders in space far below the track
// (while a rope is laid out); the next move brings them back.
func (c *cutterSet) park(space *rope.Space) {
	far := rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: 0.01, A: maths.V3(0, -1000, 0), B: maths.V3(0, -1000, 0.1)}
	for h := c.first; h < space.Len(); h++ {
		space.Set(h, far)
	}
}

// warnDistance is how close (metres) a rope-cutting collider comes to the
// rope before the game warns of it (the rope flashes).
const warnDistance = 0.6

// watch notes the rope's point nearest a rope-cutting collider
// that is within warnDistance of it (after the rope's step): what is about
// to cut it. Only colliders whose box reaches the rope's span along the
// track are looked at, so it costs a few distance tests a tick.
func (c *cutterSet) watch(space *rope.Space, pts []maths.Vec3) {
	c.threatened = false
	if len(pts) < 2 {
		return
	}
	lo, hi := pts[0].Z, pts[0].Z
	for _, p := range pts {
		lo, hi = min(lo, p.Z), max(hi, p.Z)
	}
	best := float32(warnDistance)
	for h := c.first; h < space.Len(); h++ {
		col := space.Collider(h)
		if clo, chi := col.Bounds(); clo.Z > hi+warnDistance || chi.Z < lo-warnDistance {
			continue
		}
		for _, p := range pts {
			if d, near := col.Near(p, best); near && d < best {
				best, c.threat, c.threatened = d, p, true
			}
		}
	}
}
