package scene

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// minDistance is the least CIEDE2000 distance the game keeps between any
// two yarn colours as drawn, and between each and a hazard's steel, under
// each simulated deficiency, in normal play and colour-blind play alike:
// 10 is a difference seen at a glance (2.3 is the least noticeable).
const minDistance = 10

// deficiencies are Machado, Oliveira and Fernandes' (2009) simulation
// matrices at full severity, for linear RGB.
var deficiencies = []struct {
	name string
	m    [3][3]float64
}{
	{"normal", [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}},
	{"protanopia", [3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", [3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", [3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// steelGap is the least lightness (CIE L*) the game keeps between wound
// yarn as drawn and a saw's steel, under every colour vision and every
// theme's light: the rope a saw cuts, and the yarn he runs for, never go
// as dark as the hazard (20 L* is a step of lightness seen at a glance;
// the deep red of before fell to 12 under protanopia, and colour-blind
// play's crimson and deep blue, wound in black ink, to 1 and 2).
const steelGap = 20

// A yarn ball and a colour gate of every colour, built by the scene
// (props.paint, stage.build) and drawn through the game's renderer and
// light onto the track's tile, are rasterised with a saw's disc; each deficiency
// is simulated on their pixels, and the mean colour of each object's
// pixels compared with every other colour's and with the saw's: in normal
// play and in colour-blind play every pair of yarn colours, and each
// yarn colour and the saw, are at least minDistance apart under each
// deficiency, and each ball at least steelGap lighter than the saw under
// every theme's light. (Red yarn painted as before, 238,56,92 against a
// green of 58,200,104, falls to 5 under deuteranopia and fails.) The
// rope and his body are wound in the same looks (palette.Of).
func TestColoursStayApartForEveryone(t *testing.T) {
	for _, blind := range []bool{false, true} {
		balls, gates, saw := drawYarnColours(t, blind, sceneLight)
		for _, d := range deficiencies {
			steel := meanLab(saw, d.m)
			for _, kind := range []struct {
				name string
				px   [world.ColourCount][][3]float64
			}{{"balls", balls}, {"gates", gates}} {
				var means [world.ColourCount][3]float64
				for c := range means {
					means[c] = meanLab(kind.px[c], d.m)
				}
				worst, pair := math.Inf(1), ""
				line := ""
				for a := range means {
					for b := a + 1; b < len(means); b++ {
						de := ciede2000(means[a], means[b])
						line += fmt.Sprintf(" %v-%v %.1f", world.Colour(a), world.Colour(b), de)
						if de < worst {
							worst, pair = de, fmt.Sprintf("%v and %v", world.Colour(a), world.Colour(b))
						}
					}
					if de := ciede2000(means[a], steel); kind.name == "balls" {
						line += fmt.Sprintf(" %v-saw %.1f", world.Colour(a), de)
						if de < minDistance {
							t.Errorf("colour-blind play %v, %s: %v yarn and a saw's steel are %.1f apart (CIEDE2000), want at least %d", blind, d.name, world.Colour(a), de, minDistance)
						}
					}
				}
				t.Logf("colour-blind %-5v %-12s %s: least %.1f (%s);%s", blind, d.name, kind.name, worst, pair, line)
				if worst < minDistance {
					t.Errorf("colour-blind play %v, %s, %s: %s are %.1f apart (CIEDE2000), want at least %d", blind, d.name, kind.name, pair, worst, minDistance)
				}
			}
		}
		least, where := math.Inf(1), ""
		for i, th := range themes {
			balls, _, saw := drawYarnColours(t, blind, th.light)
			for _, d := range deficiencies {
				steel := meanLab(saw, d.m)[0]
				for c := range balls {
					l := meanLab(balls[c], d.m)[0]
					if l-steel < least {
						least, where = l-steel, fmt.Sprintf("%v yarn, %s, the %s theme", world.Colour(c), d.name, world.ThemeNames[i])
					}
					if l-steel < steelGap {
						t.Errorf("colour-blind play %v, %s, the %s theme's light: %v yarn is L* %.0f, a saw's steel %.0f: want the yarn at least %d lighter",
							blind, d.name, world.ThemeNames[i], world.Colour(c), l, steel, steelGap)
					}
				}
			}
		}
		t.Logf("colour-blind %v: yarn at least %.1f L* lighter than a saw (%s)", blind, least, where)
	}
}

// Only yarn and gates wear the yarn colours and only hazards the warning
// orange: every theme's track sides and curbs are at least minDistance
// (CIEDE2000) from each yarn colour, in normal and colour-blind play, and
// from the hazards' orange, under normal vision and each simulated
// deficiency; and its curbs stand at least twice that from its tiles,
// so the edge shows. (Meadow's sunflower curbs were 2.7 from yellow yarn
// under deuteranopia, mint's orange ones 6.1 from the warning orange.)
func TestTheTrackWearsNoYarnAndNoWarning(t *testing.T) {
	type named struct {
		name string
		c    mesh.Colour
	}
	worn := []named{{"the warning orange", hazardAccent}}
	for c := range world.ColourCount {
		worn = append(worn, named{fmt.Sprintf("%v yarn", c), palette.Yarn[c][0]}, named{fmt.Sprintf("colour-blind %v yarn", c), palette.ColourBlind[c][0]})
	}
	for i, th := range themes {
		for _, part := range []named{{"sides", th.trackSide}, {"curbs", th.trackCurb}} {
			worst := math.Inf(1)
			for _, d := range deficiencies {
				for _, w := range worn {
					de := ciede2000(seen(part.c, d.m), seen(w.c, d.m))
					worst = min(worst, de)
					if de < minDistance {
						t.Errorf("the %s theme's %s are %.1f from %s under %s (CIEDE2000), want at least %d", world.ThemeNames[i], part.name, de, w.name, d.name, minDistance)
					}
				}
			}
			t.Logf("%-6s %-5s: at least %.1f from every yarn colour and the warning orange", world.ThemeNames[i], part.name, worst)
		}
		for _, tile := range []mesh.Colour{th.tileLight, th.tileDark} {
			if de := ciede2000(lab(th.trackCurb), lab(tile)); de < 2*minDistance {
				t.Errorf("the %s theme's curbs are %.1f from its tile (CIEDE2000), want at least %d", world.ThemeNames[i], de, 2*minDistance)
			}
		}
	}
}

// drawYarnColours renders a ball and a colour gate of each colour, and a
// saw, in light, and returns their pixels (sRGB, 0..1).
func drawYarnColours(t *testing.T, blind bool, light camera.Light) (balls, gates [world.ColourCount][][3]float64, saw [][3]float64) {
	t.Helper()
	var p props
	p.paint(blind)
	l := shippedLevel(t, 1)
	l.Gates = l.Gates[:0]
	for c := range world.ColourCount {
		l.Gates = append(l.Gates, world.Gate{S: 20 + float32(c)*10, Recolour: true, Colour: world.Colour(c)})
	}
	var st stage
	var run world.Snapshot
	world.New(l, world.Rules{}, 1).Snap(&run)
	st.build(&run, nil, blind, nil)
	tile := themeOf(l).tileLight
	for c := range world.ColourCount {
		// A ball filling most of the picture, 2 m off; the gate from 4 m.
		at := world.Pos(0, world.BallRadius, 10)
		balls[c] = drawn(&p.balls[c], maths.Translate(at), camera.Camera{Eye: at.Add(maths.V3(0.4, 0.6, 2)), Target: at, FovY: 0.5, Near: 0.1, Far: 100}, tile, light)
		g := l.Gates[c]
		mid := world.Pos(0, gateHeight/2, g.S)
		gates[c] = drawn(&st.panels[c], maths.Identity(), camera.Camera{Eye: mid.Add(maths.V3(0, 0.3, 4)), Target: mid, FovY: 0.5, Near: 0.1, Far: 100}, tile, light)
		if len(balls[c]) < 1000 || len(gates[c]) < 1000 {
			t.Fatalf("%v: %d ball pixels, %d gate pixels drawn", world.Colour(c), len(balls[c]), len(gates[c]))
		}
	}
	// The saw's steel: its disc without the teeth's orange and the hub.
	var sl sawLook
	sl.build()
	disc := sl.model
	disc.Faces = slices.DeleteFunc(slices.Clone(disc.Faces), func(f mesh.Face) bool { return f.Colour != hazardDark })
	at := world.Pos(0, 0.6, 10)
	saw = drawn(&disc, maths.Translate(at).Mul(maths.Scale(0.6)), camera.Camera{Eye: at.Add(maths.V3(0.3, 0.3, 2.2)), Target: at, FovY: 0.5, Near: 0.1, Far: 100}, tile, light)
	if len(saw) < 1000 {
		t.Fatalf("%d saw pixels drawn", len(saw))
	}
	return balls, gates, saw
}

// drawn draws mesh m placed by model through the scene's renderer (in
// light, no fog this near) with the reference rasteriser into a 96x96
// picture over a background of bg, straight alpha as Ebitengine blends
// the vertex colours, and returns the pixels the mesh covered.
func drawn(m *mesh.Mesh, model maths.Mat4, cam camera.Camera, bg mesh.Colour, light camera.Light) [][3]float64 {
	const size = 96
	r := camera.Renderer{Light: light, Fog: sceneFog}
	r.Begin(cam, size, size)
	r.Add(m, model)
	verts, index := r.Flush()
	img := newRaster(size, size)
	for i := 0; i < len(img.rgb); i += 3 {
		img.rgb[i], img.rgb[i+1], img.rgb[i+2] = bg.R, bg.G, bg.B
	}
	for i := 0; i+2 < len(index); i += 3 { // far to near, as queued
		img.draw(&refTri{[3]camera.Vertex{verts[index[i]], verts[index[i+1]], verts[index[i+2]]}}, false, true)
	}
	var out [][3]float64
	for i, z := range img.depth {
		if z != 0 {
			out = append(out, [3]float64{float64(min(1, img.rgb[3*i])), float64(min(1, img.rgb[3*i+1])), float64(min(1, img.rgb[3*i+2]))})
		}
	}
	return out
}

// meanLab returns the mean CIELAB colour of sRGB pixels seen through the
// simulation matrix m (applied to linear RGB).
func meanLab(px [][3]float64, m [3][3]float64) [3]float64 {
	var sum [3]float64
	for _, p := range px {
		var lin, sim [3]float64
		for k, v := range p {
			lin[k] = linear(v)
		}
		for i := range sim {
			sim[i] = min(1, max(0, m[i][0]*lin[0]+m[i][1]*lin[1]+m[i][2]*lin[2]))
		}
		lab := labOf(sim)
		for k := range sum {
			sum[k] += lab[k]
		}
	}
	n := float64(len(px))
	return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
}

// seen returns colour c in CIELAB as seen through the simulation matrix m.
func seen(c mesh.Colour, m [3][3]float64) [3]float64 {
	return meanLab([][3]float64{{float64(c.R), float64(c.G), float64(c.B)}}, m)
}

func linear(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// labOf converts linear sRGB to CIELAB (D65).
func labOf(c [3]float64) [3]float64 {
	x := (0.4124*c[0] + 0.3576*c[1] + 0.1805*c[2]) / 0.95047
	y := 0.2126*c[0] + 0.7152*c[1] + 0.0722*c[2]
	z := (0.0193*c[0] + 0.1192*c[1] + 0.9505*c[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// ciede2000 is the CIEDE2000 colour difference of two CIELAB colours
// (Sharma, Wu and Dalal's formulation, kL = kC = kH = 1).
func ciede2000(l1, l2 [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(l1[1], l1[2]), math.Hypot(l2[1], l2[2])
	cm := (c1 + c2) / 2
	g := 0.5 * (1 - math.Sqrt(math.Pow(cm, 7)/(math.Pow(cm, 7)+math.Pow(25, 7))))
	a1, a2 := (1+g)*l1[1], (1+g)*l2[1]
	c1p, c2p := math.Hypot(a1, l1[2]), math.Hypot(a2, l2[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) * deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(l1[2], a1), hue(l2[2], a2)
	dL, dC := l2[0]-l1[0], c2p-c1p
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lm, cpm := (l1[0]+l2[0])/2, (c1p+c2p)/2
	hm := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hm = (h1 + h2) / 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	tt := 1 - 0.17*math.Cos((hm-30)*rad) + 0.24*math.Cos(2*hm*rad) + 0.32*math.Cos((3*hm+6)*rad) - 0.20*math.Cos((4*hm-63)*rad)
	dTheta := 30 * math.Exp(-math.Pow((hm-275)/25, 2))
	rc := 2 * math.Sqrt(math.Pow(cpm, 7)/(math.Pow(cpm, 7)+math.Pow(25, 7)))
	sl := 1 + 0.015*math.Pow(lm-50, 2)/math.Sqrt(20+math.Pow(lm-50, 2))
	sc := 1 + 0.045*cpm
	sh := 1 + 0.015*cpm*tt
	rt := -math.Sin(2*dTheta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// CIEDE2000 as Sharma, Wu and Dalal's test data gives it.
func TestCIEDE2000(t *testing.T) {
	for _, c := range []struct {
		a, b [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, -1, 2}, [3]float64{50, 0, 0}, 2.3669},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{22.7233, 20.0904, -46.6940}, [3]float64{23.0331, 14.9730, -42.5619}, 2.0373},
	} {
		if got := ciede2000(c.a, c.b); math.Abs(got-c.want) > 1e-3 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", c.a, c.b, got, c.want)
		}
	}
}
