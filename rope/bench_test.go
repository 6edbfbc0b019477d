package rope

import (
	"strconv"
	"testing"

	"ropeman/camera/geom"
)

// dragScene is the game's case: a rope dragged by the runner over the
// track (a slab), past obstacles (boxes, a spinning saw's capsule that is
// not a blade here so the rope stays whole) and around his body's capsules.
func dragScene(colliders bool) *Space {
	var s Space
	if !colliders {
		return &s
	}
	s.Add(Collider{Shape: Box, A: geom.V3(0, -0.35, -200), Half: geom.V3(2.5, 0.35, 200), Friction: -1})
	for z := 0; z < 40; z++ {
		s.Add(Collider{Shape: Box, A: geom.V3(float32(z%3)-1, 0.3, -float32(z)*10-5), Half: geom.V3(0.3, 0.3, 0.3), Friction: -1})
		s.Add(Collider{Shape: Capsule, A: geom.V3(-2, 0.5, -float32(z)*10), B: geom.V3(2, 0.5, -float32(z)*10), Radius: 0.05, Friction: -1})
	}
	// The runner's legs and torso.
	s.Add(Collider{Shape: Capsule, A: geom.V3(-0.15, 0, 0), B: geom.V3(-0.15, 0.8, 0), Radius: 0.1, Friction: -1})
	s.Add(Collider{Shape: Capsule, A: geom.V3(0.15, 0, 0), B: geom.V3(0.15, 0.8, 0), Radius: 0.1, Friction: -1})
	s.Add(Collider{Shape: Capsule, A: geom.V3(0, 0.8, 0), B: geom.V3(0, 1.4, 0), Radius: 0.2, Friction: -1})
	return &s
}

func BenchmarkDrag(b *testing.B) {
	for _, n := range []int{32, 64, 128} {
		for _, colliders := range []bool{false, true} {
			label := strconv.Itoa(n) + "p-free"
			if colliders {
				label = strconv.Itoa(n) + "p-colliders"
			}
			b.Run(label, func(b *testing.B) {
				r := New(n, shipped(b))
				r.Reset(dragAnchor(0), geom.V3(0, 0, 1), n-1, 4/float32(n-1))
				space := dragScene(colliders)
				b.ReportAllocs()
				tick := 0
				for b.Loop() {
					tick++
					if tick == 1200 {
						r.Reset(dragAnchor(0), geom.V3(0, 0, 1), n-1, 4/float32(n-1))
						tick = 1
					}
					r.MoveAnchor(dragAnchor(tick))
					r.Step(1.0/60, space, nil)
				}
			})
		}
	}
}

func BenchmarkTube(b *testing.B) {
	var m geom.Mesh
	pts := helix(48)
	p := TubeParams{Sides: 6, Rings: 3, Radius: 0.05, StripeTurns: 4}
	Tube(&m, pts, p)
	b.ReportAllocs()
	for b.Loop() {
		Tube(&m, pts, p)
	}
	b.ReportMetric(float64(len(m.Faces)), "faces")
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
					s.Add(Collider{Shape: Box, A: geom.V3(0, -0.35, z), Half: geom.V3(2, 0.35, 1), Axes: [3]geom.Vec3{{X: 1}, {Y: 1}, {Z: 1}}})
				}
				out = s.near(aabb{min: geom.V3(-1, -1, -10), max: geom.V3(1, 1, 0)}, out[:0])
			}
		})
	}
}
