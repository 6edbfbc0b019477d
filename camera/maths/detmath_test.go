package maths

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The simulation's own sine, cosine, exp, log, pow and atan2 agree with the
// standard library to within a few float64 ulps over the ranges the game
// uses and well beyond.
func TestDetMathMatchesTheStandardLibrary(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 4))
	near := func(name string, x, got, want float64) {
		t.Helper()
		if d := math.Abs(got - want); d > 1e-13*math.Max(1, math.Abs(want)) {
			t.Fatalf("%s(%v) = %v, want %v (off by %g)", name, x, got, want, d)
		}
	}
	for i := 0; i < 200000; i++ {
		x := (rnd.Float64()*2 - 1) * math.Pow(10, float64(rnd.IntN(5)-1)) // |x| up to 1000
		s, c := Sincos(x)
		near("sin", x, s, math.Sin(x))
		near("cos", x, c, math.Cos(x))
		e := (rnd.Float64()*2 - 1) * 50
		near("exp", e, Exp(e)/math.Exp(e), 1)
		p := rnd.Float64() * math.Pow(10, float64(rnd.IntN(12)-6))
		near("log", p, Log(p), math.Log(p))
		b, h := rnd.Float64(), rnd.Float64()/30 // a damping's keep over a substep
		near("pow", b, Pow(b, h), math.Pow(b, h))
		y, x := (rnd.Float64()*2-1)*math.Pow(10, float64(rnd.IntN(7)-3)), (rnd.Float64()*2-1)*math.Pow(10, float64(rnd.IntN(7)-3))
		near("atan2", y, Atan2(y, x), math.Atan2(y, x))
	}
	if Exp(0) != 1 || Log(1) != 0 || Sin(0) != 0 || Cos(0) != 1 || Pow(0.5, 0) != 1 || Pow(0, 2) != 0 || Atan2(0, 1) != 0 || Atan2(0, 0) != 0 {
		t.Error("exact points are not exact")
	}
	if !math.IsNaN(Log(-1)) || !math.IsNaN(Sin(math.Inf(1))) || !math.IsInf(Exp(1000), 1) || Exp(-1000) != 0 || !math.IsNaN(Atan2(math.NaN(), 1)) {
		t.Error("edge values wrong")
	}
}
