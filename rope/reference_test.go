package rope

import (
	"fmt"
	"testing"

	"ropeman/camera/maths"
)

// pbdRope is the yardstick the rope's cost is held against: a plain
// position-based rope (Jakobsen 2001; Müller et al. 2007) as a runner game
// would write it. Each frame is one Verlet step (gravity, the same
// damping) and then pbdIterations rounds of projecting every distance
// constraint in turn (Gauss-Seidel, the root pinned to the hand) and
// pushing the particles out of the ground with Coulomb friction limited
// by the penetration depth. It is cheap, and it stretches.
type pbdRope struct {
	pos, prev   []maths.Vec3
	seg, radius float32
	damp        float32 // the velocity kept a frame
	friction    float32
	gravity     maths.Vec3
}

// pbdIterations is the reference's rounds a frame.
const pbdIterations = 20

// newPBDRope lays n particles seg apart along +z from the hand's foot,
// with p's gravity, damping, radius and friction.
func newPBDRope(p Params, n int, seg float32) *pbdRope {
	r := &pbdRope{pos: make([]maths.Vec3, n), prev: make([]maths.Vec3, n), seg: seg, radius: p.Radius,
		damp: keep(p.Damping, 1.0/60), friction: p.Friction, gravity: p.Gravity}
	for i := range r.pos {
		r.pos[i] = maths.V3(0, p.Radius, float32(i)*seg)
		r.prev[i] = r.pos[i]
	}
	return r
}

// step moves the rope one frame of dt seconds with its root at hand.
func (r *pbdRope) step(dt float32, hand maths.Vec3) {
	acc := r.gravity.Scale(dt * dt)
	for i := 1; i < len(r.pos); i++ {
		p := r.pos[i]
		r.pos[i] = p.Add(p.Sub(r.prev[i]).Scale(r.damp)).Add(acc)
		r.prev[i] = p
	}
	r.pos[0], r.prev[0] = hand, hand
	for range pbdIterations {
		for i := 0; i+1 < len(r.pos); i++ {
			d := r.pos[i+1].Sub(r.pos[i])
			l := d.Len()
			if l < 1e-9 {
				continue
			}
			c := d.Scale((l - r.seg) / l)
			if i == 0 { // the root is the hand's
				r.pos[1] = r.pos[1].Sub(c)
				continue
			}
			r.pos[i] = r.pos[i].Add(c.Scale(0.5))
			r.pos[i+1] = r.pos[i+1].Sub(c.Scale(0.5))
		}
		for i := 1; i < len(r.pos); i++ {
			depth := r.radius - r.pos[i].Y
			if depth <= 0 {
				continue
			}
			r.pos[i].Y = r.radius
			slide := r.pos[i].Sub(r.prev[i])
			slide.Y = 0
			if l := slide.Len(); l > 0 {
				r.pos[i] = r.pos[i].Sub(slide.Scale(min(1, r.friction*depth/l)))
			}
		}
	}
}

// stretch is the whole rope's length over its rest length, less one.
func (r *pbdRope) stretch() float32 {
	var l float32
	for i := 0; i+1 < len(r.pos); i++ {
		l += r.pos[i+1].Sub(r.pos[i]).Len()
	}
	return l/(r.seg*float32(len(r.pos)-1)) - 1
}

// BenchmarkHarshDragReference times a frame of the plain position-based
// rope on BenchmarkHarshDrag's floor and hand (12 m/s, ±1.5 m at 1.5 Hz),
// with the shipped damping, radius and friction, restarting every 5 s the
// same way: the yardstick of the rope's cost. It reports the worst stretch
// of the whole rope it saw (the shipped rope's is tested in drag_test.go).
// go test -run '^$' -bench 'HarshDrag' -benchmem ./rope
func BenchmarkHarshDragReference(b *testing.B) {
	hand := harshHand(12, 1.5, 1.5)
	for _, c := range []struct {
		n   int
		seg float32
	}{{64, 0.03}, {256, 0.03}, {64, shippedTrail(b)}, {256, shippedTrail(b)}} {
		b.Run(fmt.Sprintf("%dp-%.0fcm", c.n, c.seg*100), func(b *testing.B) {
			p := shipped(b)
			r := newPBDRope(p, c.n, c.seg)
			var worst float32
			tick := 0
			b.ReportAllocs()
			for b.Loop() {
				if tick++; tick > 5*60 {
					r, tick = newPBDRope(p, c.n, c.seg), 0
				}
				r.step(1.0/60, hand(tick))
				worst = max(worst, r.stretch())
			}
			b.ReportMetric(float64(worst)*100, "%stretch")
		})
	}
}
