package world

import (
	"ropeman/camera/geom"
	"ropeman/player"
	"ropeman/rope"
)

// The Rope-Man's body for hits: a box around his feet position.
const (
	bodyHalfWidth = 0.3
	bodyHeight    = 1.6
	bodyHalfDepth = 0.25
)

// seconds returns the run's time at tick, for the obstacles' motion.
func seconds(tick int) float32 { return float32(tick) / player.TickRate }

// SawHits reports whether saw s at time t hits a body standing at x, y
// (feet) and s along the track.
func SawHits(saw *Saw, t, x, y, s float32) bool {
	if abs(s-saw.S) > bodyHalfDepth+SawThickness {
		return false
	}
	// The disc stands across the track; the box's nearest point to its
	// centre (x, floor level) must be inside its radius.
	dx := max(0, abs(x-saw.XAt(t))-bodyHalfWidth)
	dy := max(0, y) // the box spans y..y+bodyHeight; the centre is at floor level
	return float32(dx*dx)+float32(dy*dy) < saw.Radius*saw.Radius
}

// BladeHits reports whether blade b at time t hits a body at x, y, s.
func BladeHits(b *Blade, t, x, y, s float32) bool {
	hx, hy, _ := b.HeadAt(t)
	dx := max(0, abs(hx-x)-bodyHalfWidth)
	dy := max(0, y-hy, hy-(y+bodyHeight))
	ds := max(0, abs(s-b.S)-bodyHalfDepth)
	return float32(dx*dx)+float32(dy*dy)+float32(ds*ds) < BladeHead*BladeHead
}

// addObstacles puts every saw and blade in the rope's space as a blade
// collider, and returns the first handle.
func (w *World) addObstacles() int {
	first := w.space.Len()
	for range w.Level.Saws {
		w.space.Add(rope.Collider{Shape: rope.Capsule, Blade: true})
	}
	for range w.Level.Blades {
		w.space.Add(rope.Collider{Shape: rope.Capsule, Blade: true})
	}
	for range w.Level.Bars {
		w.space.Add(rope.Collider{Shape: rope.Capsule, Blade: true})
	}
	for range w.Level.Scissors {
		w.space.Add(rope.Collider{Shape: rope.Capsule, Blade: true}) // the left jaw
		w.space.Add(rope.Collider{Shape: rope.Capsule, Blade: true}) // the right
	}
	return first
}

// moveObstacles sets the obstacles' rope colliders for this tick: a saw
// cuts along its chord at floor level, across the track, where the rope
// drags; a blade along its head.
func (w *World) moveObstacles() {
	if w.rope == nil {
		return
	}
	t := seconds(w.Tick)
	h := w.obstacles
	for i := range w.Level.Saws {
		saw := &w.Level.Saws[i]
		x := saw.XAt(t)
		w.space.Set(h, rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.06,
			A: Pos(x-float32(saw.Radius*0.95), 0.06, saw.S), B: Pos(x+float32(saw.Radius*0.95), 0.06, saw.S)})
		h++
	}
	for i := range w.Level.Blades {
		b := &w.Level.Blades[i]
		hx, hy, _ := b.HeadAt(t)
		// The head's core only, 0.3 m over the floor at the bottom of the
		// swing: a rope dragging on the track passes under it (a pendulum
		// sweeps every x, so cutting the dragged rope would be unavoidable);
		// one swung up into it is cut.
		w.space.Set(h, rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.05,
			A: Pos(hx, hy, b.S-0.3), B: Pos(hx, hy, b.S+0.3)})
		h++
	}
	for i := range w.Level.Bars {
		x0, s0, x1, s1 := w.Level.Bars[i].EndsAt(t)
		w.space.Set(h, rope.Collider{Shape: rope.Capsule, Blade: true, Radius: BarThickness,
			A: Pos(x0, BarHeight, s0), B: Pos(x1, BarHeight, s1)})
		h++
	}
	for i := range w.Level.Scissors {
		c := &w.Level.Scissors[i]
		gap := c.GapAt(t)
		for _, side := range [2]float32{-1, 1} {
			w.space.Set(h, rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.06,
				A: Pos(side*c.Half, 0.06, c.S), B: Pos(side*gap, 0.06, c.S)})
			h++
		}
	}
	w.moveSpiders(h)
}

// parkObstacles moves the obstacles' rope colliders far below the track
// (while a rope is laid out); the next moveObstacles brings them back.
func (w *World) parkObstacles() {
	far := rope.Collider{Shape: rope.Capsule, Blade: true, Radius: 0.01, A: geom.V3(0, -1000, 0), B: geom.V3(0, -1000, 0.1)}
	for h := w.obstacles; h < w.space.Len(); h++ {
		w.space.Set(h, far)
	}
}

// hitByObstacles checks his body against every obstacle near him: a hit
// strips yarn and throws him back, then a grace period follows.
func (w *World) hitByObstacles() {
	r := &w.Runner
	if w.Tick < w.graceUntil || w.Outcome != Running || !(w.Level.anyHits(seconds(w.Tick), r.X, r.Y, r.S) || w.spiderHits(r.X, r.Y, r.S)) {
		return
	}
	w.Stats.Hits++
	w.graceUntil = w.Tick + w.YarnTuning.HitGrace
	r.KnockBack(w.YarnTuning.KnockBack)
	w.emit(Hit)
	w.setYarn(w.yarn - w.YarnTuning.HitMetres)
}
