package mesh

import (
	"math"
	"testing"

	"ropeman/camera/maths"
)

func helix(n int) []maths.Vec3 {
	pts := make([]maths.Vec3, n)
	for i := range pts {
		a := float64(i) * 0.35
		pts[i] = maths.V3(float32(math.Cos(a)), float32(i)*0.05, float32(math.Sin(a)))
	}
	return pts
}

// trefoil is a knot: the curve turns through every direction.
func trefoil(n int) []maths.Vec3 {
	pts := make([]maths.Vec3, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n-1)
		pts[i] = maths.V3(
			float32(math.Sin(a)+2*math.Sin(2*a)),
			float32(math.Cos(a)-2*math.Cos(2*a)),
			float32(-math.Sin(3*a)))
	}
	return pts
}

func TestTubeFramesNeverFlip(t *testing.T) {
	curves := []struct {
		name string
		pts  []maths.Vec3
	}{{"helix", helix(60)}, {"trefoil knot", trefoil(120)}, {"straight", []maths.Vec3{{}, {Y: 1}, {Y: 2}}}}
	for _, c := range curves {
		var normal, prevT, prevN, prevC maths.Vec3
		ring := 0
		for i := 0; i+1 < len(c.pts); i++ {
			for k := 0; k < 4; k++ {
				pt, tan := catmullRom(c.pts, i, float32(k)/4)
				if ring == 0 {
					normal = anyPerpendicular(tan)
				} else {
					normal = transport(normal, prevC, prevT, pt, tan)
				}
				if d := absf(normal.Dot(tan)); d > 1e-3 {
					t.Fatalf("%s ring %d: normal is not perpendicular to the tangent (dot %v)", c.name, ring, d)
				}
				if !near(normal.Len(), 1, 1e-3) {
					t.Fatalf("%s ring %d: normal length %v", c.name, ring, normal.Len())
				}
				// Between neighbouring rings the frame turns only as much as
				// the tangent does, plus a little: never a flip.
				if ring > 0 {
					turn := angle(prevT, tan)
					if twist := angle(prevN, normal); twist > turn+0.05 {
						t.Fatalf("%s ring %d: normal turned %.3f rad where the tangent turned %.3f", c.name, ring, twist, turn)
					}
				}
				prevT, prevN, prevC = tan, normal, pt
				ring++
			}
		}
	}
}

func angle(a, b maths.Vec3) float32 {
	return float32(math.Acos(float64(min(1, max(-1, a.Dot(b))))))
}

func TestTubeMesh(t *testing.T) {
	var m Mesh
	pts := helix(10)
	p := TubeParams{Sides: 6, Rings: 3, Radius: 0.1, Yarn: RGB(255, 0, 0), Stripe: RGB(255, 255, 255), StripeTurns: 4}
	Tube(&m, pts, p)
	rings := 9*3 + 1
	if want := rings*6 + 1; len(m.Positions) != want {
		t.Errorf("%d vertices, want %d (rings x sides + the cap's centre)", len(m.Positions), want)
	}
	if want := (rings-1)*6*2 + 6; len(m.Faces) != want {
		t.Errorf("%d faces, want %d", len(m.Faces), want)
	}
	stripes := 0
	for _, f := range m.Faces {
		if f.Colour == p.Stripe {
			stripes++
		}
	}
	if stripes == 0 || stripes == len(m.Faces) {
		t.Errorf("%d of %d faces striped, want a mix", stripes, len(m.Faces))
	}
	// Every vertex of a ring lies Radius from the curve's sample point, and
	// the faces point outward.
	for _, f := range m.Faces[:len(m.Faces)-6] {
		a, b, c := m.Positions[f.A], m.Positions[f.B], m.Positions[f.C]
		n := b.Sub(a).Cross(c.Sub(a))
		mid := a.Add(b).Add(c).Scale(1.0 / 3)
		axis := nearestOnPolyline(pts, mid)
		if n.Dot(mid.Sub(axis)) <= 0 {
			t.Fatalf("a tube face points inward")
		}
	}
	Tube(&m, pts[:1], p)
	if len(m.Faces) != 0 {
		t.Error("a one-point rope made a mesh")
	}
}

func nearestOnPolyline(pts []maths.Vec3, p maths.Vec3) maths.Vec3 {
	best := pts[0]
	for i := 0; i+1 < len(pts); i++ {
		q := maths.ClosestOnSegment(p, pts[i], pts[i+1])
		if q.Sub(p).Len() < best.Sub(p).Len() {
			best = q
		}
	}
	return best
}

func absf(v float32) float32 { return max(v, -v) }

func near(a, b, eps float32) bool { return absf(a-b) <= eps }

func BenchmarkTube(b *testing.B) {
	var m Mesh
	pts := helix(48)
	p := TubeParams{Sides: 6, Rings: 3, Radius: 0.05, StripeTurns: 4}
	Tube(&m, pts, p)
	b.ReportAllocs()
	for b.Loop() {
		Tube(&m, pts, p)
	}
	b.ReportMetric(float64(len(m.Faces)), "faces")
}

// TubeSize says what Tube makes, and a mesh reserved for it makes a tube
// that long without growing.
func TestTubeSizeIsWhatTubeMakes(t *testing.T) {
	for _, p := range []TubeParams{{Sides: 3, Rings: 1}, {Sides: 6, Rings: 1}, {Sides: 6, Rings: 3}, {Sides: 40, Rings: 2}} {
		for _, n := range []int{2, 3, 17, 256} {
			var m Mesh
			positions, faces := TubeSize(n, p)
			m.Reserve(positions, faces)
			before := &m.Positions[:1][0]
			Tube(&m, helix(n), p)
			if len(m.Positions) != positions || len(m.Faces) != faces {
				t.Errorf("%d points, %d sides, %d rings: Tube made %d positions and %d faces, TubeSize says %d and %d",
					n, p.Sides, p.Rings, len(m.Positions), len(m.Faces), positions, faces)
			}
			if &m.Positions[0] != before {
				t.Errorf("%d points, %d sides, %d rings: the reserved mesh grew", n, p.Sides, p.Rings)
			}
		}
	}
}
