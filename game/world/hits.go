package world

import (
	"ropeman/player"
)

// The Rope-Man's body for hits: a box around his feet position.
const (
	bodyHalfWidth = 0.3
	bodyHeight    = 1.6
	bodyHalfDepth = 0.25
)

// seconds returns the run's time at tick, for the obstacles' motion.
func seconds(tick int) float32 { return float32(tick) / player.TickRate }

// hitByObstacles checks his body against every obstacle near him: a hit
// strips yarn and throws him back, then a grace period follows.
func (w *World) hitByObstacles() {
	r := &w.Runner
	if w.Tick < w.revive.grace || w.Outcome != Running {
		return
	}
	up := r.Y - w.Level.TopAt(r.S) // his feet over the floor's top
	by := w.Level.hitBy(seconds(w.Tick), r.X, up, r.S)
	if by == NoHazard && w.spiders.hits(r.X, up, r.S) {
		by = HazardSpider
	}
	if by == NoHazard {
		return
	}
	w.Stats.Hits++
	w.revive.grace = w.Tick + w.YarnTuning.HitGrace
	r.KnockBack(w.YarnTuning.KnockBack)
	w.emit(Hit)
	w.took(by, false)
	w.haul.set(w.haul.yarn - w.YarnTuning.HitMetres)
}
