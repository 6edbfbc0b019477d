package world

import (
	"ropeman/camera/maths"
	"ropeman/rope"
)

// The rope's space (w.space) holds the floor's slabs first, one box per
// floor section (AttachRope), then, from handle w.cutters on, everything
// that cuts the rope, in the one order placeCutters walks:
//
//	each obstacle kind's in obstacleTable's order (those of a kind in
//	the level's order, each its row's cutters: a saw's chord, a blade's
//	head, a bar, the scissors' left jaw then right), then each spider
//	(its body, then the lower bone of each leg).
//
// Adding them (addCutters) and moving them each tick (moveCutters) both go
// through placeCutters, so a handle always means the same collider.

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

// placeCutters puts every rope-cutting collider with p, where it is at
// time t, in the order above.
func (w *World) placeCutters(p *placing, t float32) {
	l := w.Level
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			o := l.obstacle(k, i)
			for j := range obstacleTable[k].cutters {
				p.put(o.cutter(t, j))
			}
		}
	}
	for i := range w.spiders {
		for k := range spiderCutters {
			p.put(spiderCutter(&w.spiders[i].body, k))
		}
	}
}

// cutterHazard returns the hazard whose collider has handle h, walking
// the order above.
func (w *World) cutterHazard(h int) Hazard {
	l := w.Level
	i := h - w.cutters
	for k := range obstacleKinds() {
		row := &obstacleTable[k]
		if n := row.cutters * l.count(k); i >= 0 && i < n {
			return row.hazard
		}
		i -= row.cutters * l.count(k)
	}
	if i >= 0 && i < spiderCutters*len(w.spiders) {
		return HazardSpider
	}
	return NoHazard
}

// addCutters adds the rope-cutting colliders after the floor's and
// returns the first one's handle.
func (w *World) addCutters() int {
	first := w.space.Len()
	w.placeCutters(&placing{space: &w.space, add: true}, seconds(w.Tick))
	return first
}

// moveCutters sets the rope-cutting colliders where they are this tick.
func (w *World) moveCutters() {
	if w.rope == nil {
		return
	}
	w.placeCutters(&placing{space: &w.space, next: w.cutters}, seconds(w.Tick))
}

// parkCutters moves the rope-cutting colliders far below the track (while
// a rope is laid out); the next moveCutters brings them back.
func (w *World) parkCutters() {
	far := rope.Collider{Shape: rope.Capsule, Cuts: true, Radius: 0.01, A: maths.V3(0, -1000, 0), B: maths.V3(0, -1000, 0.1)}
	for h := w.cutters; h < w.space.Len(); h++ {
		w.space.Set(h, far)
	}
}

// warnDistance is how close (metres) a rope-cutting collider comes to the
// rope before the game warns of it (the rope flashes).
const warnDistance = 0.6

// watchCutters notes the rope's point nearest a rope-cutting collider
// that is within warnDistance of it (after the rope's step): what is about
// to cut it. Only colliders whose box reaches the rope's span along the
// track are looked at, so it costs a few distance tests a tick.
func (w *World) watchCutters() {
	w.threatened = false
	pts := w.rope.Positions()
	if len(pts) < 2 {
		return
	}
	lo, hi := pts[0].Z, pts[0].Z
	for _, p := range pts {
		lo, hi = min(lo, p.Z), max(hi, p.Z)
	}
	best := float32(warnDistance)
	for h := w.cutters; h < w.space.Len(); h++ {
		c := w.space.Collider(h)
		if clo, chi := c.Bounds(); clo.Z > hi+warnDistance || chi.Z < lo-warnDistance {
			continue
		}
		for _, p := range pts {
			if d, near := c.Near(p, best); near && d < best {
				best, w.threat, w.threatened = d, p, true
			}
		}
	}
}

// RopeThreat returns the point of his rope a blade, saw, bar, jaw or
// spider is about to cut (within warnDistance of it after the last tick),
// if any: the game makes the rope flash.
func (w *World) RopeThreat() (maths.Vec3, bool) { return w.threat, w.threatened }
