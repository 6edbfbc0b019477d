package rope

import (
	"fmt"
	"strconv"
	"testing"

	"ropeman/camera/maths"
)

// dragScene is a busy level: a rope dragged by the runner over the track
// (a slab), past obstacles (boxes, a spinning saw's capsule that is not a
// blade here so the rope stays whole) and around his body's capsules.
func dragScene() *Space {
	var s Space
	s.Add(Collider{Shape: Box, A: maths.V3(0, -0.35, -200), Half: maths.V3(2.5, 0.35, 200)})
	for z := 0; z < 40; z++ {
		s.Add(Collider{Shape: Box, A: maths.V3(float32(z%3)-1, 0.3, -float32(z)*10-5), Half: maths.V3(0.3, 0.3, 0.3)})
		s.Add(Collider{Shape: Capsule, A: maths.V3(-2, 0.5, -float32(z)*10), B: maths.V3(2, 0.5, -float32(z)*10), Radius: 0.05})
	}
	// The runner's legs and torso.
	s.Add(Collider{Shape: Capsule, A: maths.V3(-0.15, 0, 0), B: maths.V3(-0.15, 0.8, 0), Radius: 0.1})
	s.Add(Collider{Shape: Capsule, A: maths.V3(0.15, 0, 0), B: maths.V3(0.15, 0.8, 0), Radius: 0.1})
	s.Add(Collider{Shape: Capsule, A: maths.V3(0, 0.8, 0), B: maths.V3(0, 1.4, 0), Radius: 0.2})
	return &s
}

// BenchmarkHarshDrag times one 60 Hz frame of the harsh drag (12 m/s,
// ±1.5 m swerves at 1.5 Hz, 13.6 g) over a friction floor, and, with
// "level", among the colliders of a busy level. Each run drags the rope for
// 5 s from lying still, then starts again, so the figure is the mean over
// the start, the swerves and the long pulls.
func BenchmarkHarshDrag(b *testing.B) {
	cases := []struct {
		n     int
		seg   float32
		level bool
	}{
		{32, 0.03, false}, {64, 0.03, false}, {128, 0.03, false}, {256, 0.03, false},
		{32, 0.1, false}, {64, 0.1, false}, {128, 0.1, false}, {256, 0.1, false},
		{64, shippedTrail(b), false}, {256, shippedTrail(b), false},
		{64, shippedTrail(b), true}, {256, shippedTrail(b), true},
	}
	hand := harshHand(12, 1.5, 1.5)
	for _, c := range cases {
		label := fmt.Sprintf("%dp-%.0fcm", c.n, c.seg*100)
		if c.level {
			label += "-level"
		}
		b.Run(label, func(b *testing.B) {
			p := shipped(b)
			r := New(c.n, p)
			space := groundSpace()
			if c.level {
				space = dragScene()
			}
			tick := 5 * 60
			subs := 0
			b.ReportAllocs()
			for b.Loop() {
				if tick++; tick > 5*60 {
					r.Reset(maths.V3(0, p.Radius, 0), maths.V3(0, 0, 1), c.n-1, c.seg)
					tick = 0
				}
				r.MoveAnchor(hand(tick))
				r.Step(1.0/60, space, nil)
				subs += r.Substeps()
			}
			b.ReportMetric(float64(subs)/float64(b.N), "substeps/frame")
		})
	}
}

func BenchmarkCloth(b *testing.B) {
	c := ribbon(1e9)
	b.ReportAllocs()
	for b.Loop() {
		c.Step(1.0/60, nil)
	}
}

// BenchmarkSpaceBuild adds n floor boxes in reverse track order (the worst
// case for the old insertion sort) and runs the first query, which sorts.
func BenchmarkSpaceBuild(b *testing.B) {
	for _, n := range []int{1_000, 100_000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			var s Space
			var out []int32
			for b.Loop() {
				s.Clear()
				for i := n - 1; i >= 0; i-- {
					z := -float32(i) * 2
					s.Add(Collider{Shape: Box, A: maths.V3(0, -0.35, z), Half: maths.V3(2, 0.35, 1), Axes: [3]maths.Vec3{{X: 1}, {Y: 1}, {Z: 1}}})
				}
				out = s.near(aabb{min: maths.V3(-1, -1, -10), max: maths.V3(1, 1, 0)}, out[:0])
			}
		})
	}
}
