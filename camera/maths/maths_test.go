package maths

import (
	"math"
	"testing"
)

func near(a, b, eps float32) bool { return float32(math.Abs(float64(a-b))) <= eps }

func TestPerspectiveWIsDistanceInFront(t *testing.T) {
	p := Perspective(1, 1.5, 0.1, 50)
	for _, z := range []float32{-0.1, -1, -7.5, -50} {
		q := p.MulPoint(V3(3, -2, z))
		if !near(q.W, -z, 1e-5) {
			t.Errorf("w for view z %v = %v, want %v", z, q.W, -z)
		}
	}
	// The near and far planes map to NDC z = -1 and +1.
	if q := p.MulPoint(V3(0, 0, -0.1)); !near(q.Z/q.W, -1, 1e-4) {
		t.Errorf("near plane NDC z = %v, want -1", q.Z/q.W)
	}
	if q := p.MulPoint(V3(0, 0, -50)); !near(q.Z/q.W, 1, 1e-4) {
		t.Errorf("far plane NDC z = %v, want 1", q.Z/q.W)
	}
}

func TestLookAt(t *testing.T) {
	eye, target := V3(2, 5, 10), V3(2, 1, 0)
	v := LookAt(eye, target, V3(0, 1, 0))
	if got := v.MulPoint3(eye); got.Len() > 1e-5 {
		t.Errorf("eye maps to %v, want the origin", got)
	}
	d := target.Sub(eye).Len()
	if got := v.MulPoint3(target); !near(got.X, 0, 1e-5) || !near(got.Y, 0, 1e-5) || !near(got.Z, -d, 1e-4) {
		t.Errorf("target maps to %v, want (0, 0, %v) straight down -Z", got, -d)
	}
	// A point above the target stays above in view space (+Y up).
	if got := v.MulPoint3(target.Add(V3(0, 1, 0))); got.Y <= 0 {
		t.Errorf("point above target has view y %v, want > 0", got.Y)
	}
	// A point to the world's +X is to the view's right for a camera looking -Z.
	if got := v.MulPoint3(target.Add(V3(1, 0, 0))); got.X <= 0 {
		t.Errorf("point right of target has view x %v, want > 0", got.X)
	}
}

func TestMatrixProductOrder(t *testing.T) {
	// Translate·RotateY applies the rotation first.
	m := Translate(V3(10, 0, 0)).Mul(RotateY(math.Pi / 2))
	got := m.MulPoint3(V3(1, 0, 0))
	if !near(got.X, 10, 1e-5) || !near(got.Z, -1, 1e-5) {
		t.Errorf("Translate·RotateY of +X = %v, want (10, 0, -1)", got)
	}
	sr := Scale(3).Mul(RotateX(0.7))
	if s := sr.MaxScale(); !near(s, 3, 1e-5) {
		t.Errorf("MaxScale = %v, want 3", s)
	}
}
