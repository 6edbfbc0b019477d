package player

import (
	"math/rand/v2"
	"testing"

	"ropeman/camera/maths"
)

func randVec(r *rand.Rand, scale float32) maths.Vec3 {
	return maths.V3(r.Float32()*2-1, r.Float32()*2-1, r.Float32()*2-1).Scale(scale)
}

// For random reachable targets the end lands on the target within 1 mm,
// both bones keep their lengths, and the middle joint bends toward the
// pole (it lies on the pole's side of the root-target line).
func TestLimbReachesAndBendsTowardThePole(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		l := Limb{Upper: 0.1 + r.Float32(), Lower: 0.1 + r.Float32()}
		root := randVec(r, 3)
		lo, hi := abs(l.Upper-l.Lower), l.Reach()
		dir := randVec(r, 1).Normalize()
		if dir.Len() == 0 {
			continue
		}
		d := lo + (hi-lo)*(0.02+0.97*r.Float32())
		target := root.Add(dir.Scale(d))
		pole := root.Add(randVec(r, 2))
		mid, end := l.Solve(root, target, pole)
		if e := end.Sub(target).Len(); e > 0.001 {
			t.Fatalf("limb %+v from %v to %v (%.3f m): end %.4f m off", l, root, target, d, e)
		}
		if e := abs(mid.Sub(root).Len() - l.Upper); e > 0.001 {
			t.Fatalf("upper bone stretched by %.4f m", e)
		}
		if e := abs(end.Sub(mid).Len() - l.Lower); e > 0.001 {
			t.Fatalf("lower bone stretched by %.4f m", e)
		}
		// Which side of the line the middle joint is on, against the pole's.
		side := perpendicular(pole.Sub(root), dir)
		if off := mid.Sub(root).Dot(side); off < -1e-4 {
			t.Fatalf("limb %+v to %v with pole %v: the joint bends away from the pole (%.4f m)", l, target, pole, off)
		}
	}
}

// Out of reach the limb points straight at the target; too near, it folds
// as far as it can and still points at it.
func TestLimbOutOfReachPointsAtTheTarget(t *testing.T) {
	l := Limb{Upper: 0.4, Lower: 0.3}
	root := maths.V3(1, 2, 3)
	pole := root.Add(maths.V3(0, 0, -1))
	for _, target := range []maths.Vec3{root.Add(maths.V3(0, -2, 0)), root.Add(maths.V3(3, 1, 1)), root.Add(maths.V3(0, -0.7, 0))} {
		mid, end := l.Solve(root, target, pole)
		dir := target.Sub(root).Normalize()
		if e := mid.Sub(root.Add(dir.Scale(l.Upper))).Len(); e > 1e-5 {
			t.Errorf("target %v out of reach: the knee is %.5f m off the straight line", target, e)
		}
		if e := end.Sub(root.Add(dir.Scale(l.Reach()))).Len(); e > 1e-5 {
			t.Errorf("target %v out of reach: the end is %.5f m off the straight line", target, e)
		}
	}
	target := root.Add(maths.V3(0, -0.05, 0)) // nearer than 0.4-0.3
	mid, end := l.Solve(root, target, pole)
	if d := end.Sub(root).Len(); abs(d-0.1) > 1e-4 {
		t.Errorf("folded limb reaches %.4f m, want its shortest, 0.1 m", d)
	}
	if end.Sub(root).Normalize().Sub(maths.V3(0, -1, 0)).Len() > 1e-4 || mid.Z > root.Z {
		t.Errorf("folded limb: end %v (want straight below), knee %v (want forward, toward the pole)", end, mid)
	}
}
