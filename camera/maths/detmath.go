package maths

import "math"

// The functions below are the simulation's sine, cosine, arctangent,
// exponential, logarithm and power: the same bits on every machine. The
// standard library's are written in Go on some architectures (where the
// compiler may fuse x*y+z) and in assembly on others (arm64 has its own
// Exp), so their last bits depend on the machine; a replay recorded on
// one phone must play out the same on another. Every product that feeds
// a sum is rounded explicitly (float64(x*y) + z is never fused, per the
// Go spec). They are accurate to a few units in the last place of a
// float64, far more than the float32 simulation needs.

// Two-part constants: the high part has trailing zero bits, so k times it
// is exact for the k the reductions use.
const (
	twoPiHi  = 6.2831853069365025    // 2π to 32 significant bits
	twoPiLo  = 2.430840202602477e-10 // 2π - twoPiHi
	halfPiHi = 1.5707963267341256    // π/2 to 32 significant bits
	halfPiLo = 6.077100506506192e-11 // π/2 - halfPiHi
	ln2Hi    = 0.6931471804855391    // ln 2 to 32 significant bits
	ln2Lo    = 7.440617110012397e-11 // ln 2 - ln2Hi
)

// Sincos returns sin(x) and cos(x).
func Sincos(x float64) (sin, cos float64) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return math.NaN(), math.NaN()
	}
	// Down to [-π, π], then to a quarter turn q and r in [-π/4, π/4].
	k := math.Round(x / (2 * math.Pi))
	r := float64(x-float64(k*twoPiHi)) - float64(k*twoPiLo)
	q := math.Round(r / (math.Pi / 2))
	r = float64(r-float64(q*halfPiHi)) - float64(q*halfPiLo)
	s, c := sinPoly(r), cosPoly(r)
	switch int(q) & 3 {
	case 0:
		return s, c
	case 1:
		return c, -s
	case 2:
		return -s, -c
	default:
		return -c, s
	}
}

// Sin returns sin(x).
func Sin(x float64) float64 { s, _ := Sincos(x); return s }

// Cos returns cos(x).
func Cos(x float64) float64 { _, c := Sincos(x); return c }

// sinPoly is sin(r) for |r| ≤ π/4: its Taylor series to r¹⁷.
func sinPoly(r float64) float64 {
	r2 := float64(r * r)
	p := 1.0 / 355687428096000 // 1/17!
	for _, c := range [...]float64{-1.0 / 1307674368000, 1.0 / 6227020800, -1.0 / 39916800, 1.0 / 362880, -1.0 / 5040, 1.0 / 120, -1.0 / 6, 1} {
		p = float64(p*r2) + c
	}
	return float64(p * r)
}

// cosPoly is cos(r) for |r| ≤ π/4: its Taylor series to r¹⁸.
func cosPoly(r float64) float64 {
	r2 := float64(r * r)
	p := -1.0 / 6402373705728000 // -1/18!
	for _, c := range [...]float64{1.0 / 20922789888000, -1.0 / 87178291200, 1.0 / 479001600, -1.0 / 3628800, 1.0 / 40320, -1.0 / 720, 1.0 / 24, -1.0 / 2, 1} {
		p = float64(p*r2) + c
	}
	return p
}

// Exp returns e^x.
func Exp(x float64) float64 {
	switch {
	case math.IsNaN(x):
		return x
	case x > 709:
		return math.Inf(1)
	case x < -745:
		return 0
	}
	k := math.Round(x / math.Ln2)
	r := float64(x-float64(k*ln2Hi)) - float64(k*ln2Lo) // |r| ≤ ln2/2
	p := 1.0 / 6227020800                               // 1/13!
	for _, c := range [...]float64{1.0 / 479001600, 1.0 / 39916800, 1.0 / 3628800, 1.0 / 362880, 1.0 / 40320, 1.0 / 5040, 1.0 / 720, 1.0 / 120, 1.0 / 24, 1.0 / 6, 1.0 / 2, 1, 1} {
		p = float64(p*r) + c
	}
	return math.Ldexp(p, int(k)) // exact
}

// Log returns the natural logarithm of x (NaN below 0, -Inf at 0).
func Log(x float64) float64 {
	switch {
	case math.IsNaN(x) || x < 0:
		return math.NaN()
	case x == 0:
		return math.Inf(-1)
	case math.IsInf(x, 1):
		return x
	}
	m, e := math.Frexp(x) // exact: x = m·2^e, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m, e = m*2, e-1
	}
	// log m = 2·atanh(s), s = (m-1)/(m+1), |s| < 0.172.
	s := (m - 1) / (m + 1)
	s2 := float64(s * s)
	p := 1.0 / 23
	for d := 21.0; d >= 1; d -= 2 {
		p = float64(p*s2) + 1/d
	}
	fe := float64(e)
	return float64(2*float64(p*s)) + float64(fe*ln2Lo) + float64(fe*ln2Hi)
}

// Pow returns b^e for b ≥ 0 (NaN for a negative base).
func Pow(b, e float64) float64 {
	switch {
	case e == 0:
		return 1
	case b == 0:
		if e > 0 {
			return 0
		}
		return math.Inf(1)
	case b < 0 || math.IsNaN(b) || math.IsNaN(e):
		return math.NaN()
	}
	return Exp(float64(e * Log(b)))
}

// Atan2 returns the angle of the point (x, y) from the x axis, radians in
// [-π, π] (0 at the origin, NaN for a NaN coordinate).
func Atan2(y, x float64) float64 {
	switch {
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case x == 0 && y == 0:
		return 0
	}
	ax, ay := math.Abs(x), math.Abs(y)
	var a float64
	if ay <= ax {
		a = atanUnit(ay / ax)
	} else {
		a = float64(halfPiHi-atanUnit(ax/ay)) + halfPiLo
	}
	if x < 0 {
		a = float64(float64(2*halfPiHi)-a) + 2*halfPiLo
	}
	if y < 0 {
		return -a
	}
	return a
}

// atanUnit is atan(t) for t in [0, 1]: halved twice (atan t =
// 2·atan(t/(1+√(1+t²)))) to |v| < 0.2, then its series to v²³.
func atanUnit(t float64) float64 {
	v := t
	for range 2 {
		v /= 1 + math.Sqrt(1+float64(v*v))
	}
	v2 := float64(v * v)
	p := -1.0 / 23
	for d := 21.0; d >= 1; d -= 2 {
		sign := 1.0
		if int(d)%4 == 3 {
			sign = -1
		}
		p = float64(p*v2) + sign/d
	}
	return float64(4 * float64(p*v))
}
