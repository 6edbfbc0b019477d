package scene

import (
	"math"
	"testing"

	"ropeman/camera/geom"
	"ropeman/game/internal/palette"
)

// lab returns c in CIE L*a*b* (D65): the space where a distance is about
// how different two colours look.
func lab(c geom.Colour) [3]float64 {
	lin := func(v float32) float64 {
		if v <= 0.04045 {
			return float64(v) / 12.92
		}
		return math.Pow((float64(v)+0.055)/1.055, 2.4)
	}
	r, g, b := lin(c.R), lin(c.G), lin(c.B)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE is the CIE76 distance between two colours: about 2.3 is the
// smallest difference a person sees; tens is another colour.
func deltaE(a, b geom.Colour) float64 {
	p, q := lab(a), lab(b)
	return math.Sqrt((p[0]-q[0])*(p[0]-q[0]) + (p[1]-q[1])*(p[1]-q[1]) + (p[2]-q[2])*(p[2]-q[2]))
}

// A hazard never looks like yarn (the colour rule is the game: a saw the
// colour of his yarn would read as a pickup), and its body stands out of
// every theme's track.
func TestHazardsNeverLookLikeYarn(t *testing.T) {
	hazards := map[string]geom.Colour{"dark": hazardDark, "edge": hazardEdge, "accent": hazardAccent}
	for name, h := range hazards {
		for c, shades := range palette.Yarn {
			for _, y := range shades {
				if d := deltaE(h, y); d < 30 {
					t.Errorf("hazard %s %v is %.1f ΔE from yarn colour %d %v: want ≥ 30", name, h, d, c, y)
				}
			}
		}
	}
	for i, th := range themes {
		for _, tile := range []geom.Colour{th.tileLight, th.tileDark} {
			for name, h := range map[string]geom.Colour{"dark": hazardDark, "accent": hazardAccent} {
				if d := deltaE(h, tile); d < 40 {
					t.Errorf("theme %d: hazard %s is %.1f ΔE from the track %v: want ≥ 40", i, name, d, tile)
				}
			}
		}
	}
}
