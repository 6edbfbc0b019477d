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

// A mesh's normals are made again when it grows without a FitBounds: one
// per face and per vertex, never a stale, shorter list.
func TestNormalsFollowAGrowingMesh(t *testing.T) {
	var m Mesh
	m.Smooth = true
	m.AddBox(maths.Identity(), Colour{R: 1, A: 1})
	m.FitBounds()
	m.Normals()
	m.AddBox(maths.Translate(maths.V3(3, 0, 0)), Colour{G: 1, A: 1})
	face, vertex := m.Normals()
	if len(face) != len(m.Faces) || len(vertex) != len(m.Positions) {
		t.Fatalf("after growing: %d face normals for %d faces, %d vertex normals for %d vertices", len(face), len(m.Faces), len(vertex), len(m.Positions))
	}
	if n := face[len(face)-1]; n.Len() == 0 {
		t.Errorf("the new box's last face has no normal")
	}
}
