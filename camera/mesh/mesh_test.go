package mesh

import (
	"testing"

	"ropeman/camera/maths"
)

func TestSphereFacesOutward(t *testing.T) {
	var m Mesh
	m.AddSphere(maths.Scale(2), 8, 5, RGB(255, 0, 0), RGB(0, 0, 255))
	if len(m.Faces) != 8*(2*5-2) {
		t.Fatalf("%d faces, want %d", len(m.Faces), 8*(2*5-2))
	}
	for i, f := range m.Faces {
		a, b, c := m.Positions[f.A], m.Positions[f.B], m.Positions[f.C]
		n := b.Sub(a).Cross(c.Sub(a))
		centre := a.Add(b).Add(c).Scale(1.0 / 3)
		if n.Dot(centre) <= 0 {
			t.Fatalf("face %d faces inward", i)
		}
		if l := a.Len(); l < 1.99 || l > 2.01 {
			t.Fatalf("vertex at radius %v, want 2", l)
		}
	}
}
