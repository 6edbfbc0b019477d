package hud

import (
	"image/color"
	"testing"

	"ropeman/camera/mesh"
	"ropeman/game/lang"
)

// A change of yarn reads to the tenth, rounded half away from zero, with
// its sign, after its word, in the language's decimal mark; the text
// follows the value as it changes.
func TestAChangeReadsToTheTenth(t *testing.T) {
	var n number
	for _, c := range []struct {
		m    float32
		word string
		l    lang.Tag
		want string
	}{
		{0.26, "", lang.English, "+0.3 m"},
		{0.26, "", lang.English, "+0.3 m"},
		{1.24, "", lang.English, "+1.2 m"},
		{1.26, "", lang.English, "+1.3 m"},
		{-0.26, "", lang.English, "-0.3 m"},
		{-0.24, "", lang.English, "-0.2 m"},
		{-2.14, "CUT!", lang.English, "CUT! -2.1 m"},
		{0.04, "", lang.English, "+0.0 m"},
		{-0.04, "", lang.English, "+0.0 m"},
		{12.06, "", lang.English, "+12.1 m"},
	} {
		if got := n.signed(c.m, c.word, c.l); got != c.want {
			t.Errorf("%v m (%q): %q, want %q", c.m, c.word, got, c.want)
		}
	}
}

// The faces are the sizes the screens were laid out for: on a 780 px
// screen titles 46.8 px, counters and labels 24.96 px, small print
// 18.72 px; on a 1024 px tablet in proportion.
func TestTheFacesScaleWithTheScreen(t *testing.T) {
	h := testHUD(t)
	for _, c := range []struct{ height, big, mid, small float64 }{{780, 46.8, 24.96, 18.72}, {1024, 61.44, 32.768, 24.576}} {
		h.resize(float32(c.height))
		for _, f := range []struct {
			name string
			got  float64
			want float64
		}{{"big", h.big.Size, c.big}, {"mid", h.mid.Size, c.mid}, {"small", h.small.Size, c.small}} {
			if d := f.got - f.want; d > 0.01 || d < -0.01 {
				t.Errorf("%v px screen: the %s face is %.2f px, want %.2f", c.height, f.name, f.got, f.want)
			}
		}
	}
}

// The yarn's colours reach the HUD as they are (the counter's ball, a
// gate's flash): 8 bits a channel, rounded.
func TestColoursReachTheHUDExactly(t *testing.T) {
	for _, c := range []struct {
		in   mesh.Colour
		want color.RGBA
	}{
		{mesh.RGB(238, 56, 92), color.RGBA{238, 56, 92, 255}},
		{mesh.Colour{R: 0.5, G: 0.25, B: 1, A: 0.5}, color.RGBA{128, 64, 255, 128}},
	} {
		if got := rgba(c.in); got != c.want {
			t.Errorf("%v: %v, want %v", c.in, got, c.want)
		}
	}
}

// A text's glyphs are drawn inside the box it reports, with its outline
// round them: left, centred and right aligned, shrunk to fit a narrow
// place, on one line and on two (each line of a centred text centred);
// its fill's glyphs reach from near one side of the box to near the
// other, so the box says where the text is.
func TestATextIsDrawnInTheBoxItReports(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 780, 1, [4]float32{})
	fill := color.RGBA{255, 255, 255, 255}
	for _, c := range []struct {
		text        string
		align       int
		maxW, scale float32
	}{
		{"LEVEL 12", 0, 300, 1}, {"LEVEL 12", 1, 300, 1}, {"LEVEL 12", -1, 300, 1},
		{"A LONG LINE THAT MUST SHRINK", 0, 120, 1}, {"TWO\nLINES OF IT", 0, 300, 1}, {"x2", 0, 300, 0.6},
	} {
		var s caption
		s.set(c.text, h.mid)
		h.nBoxes, h.ink.vs, h.ink.is = 0, h.ink.vs[:0], h.ink.is[:0]
		h.putFaded(&s, 180, 200, c.maxW, c.scale, c.align, fill, 1)
		b := h.Boxes()[0]
		if b.X1-b.X0 > c.maxW+0.01 {
			t.Errorf("%q: its box is %.1f px wide, wider than its place (%.0f)", c.text, b.X1-b.X0, c.maxW)
		}
		if want := map[int]float32{0: (b.X0 + b.X1) / 2, 1: b.X0, -1: b.X1}[c.align]; !near32(want, 180, 0.01) {
			t.Errorf("%q aligned %d: its box (%.1f-%.1f) is not at x 180", c.text, c.align, b.X0, b.X1)
		}
		off := max(2.5, float32(h.mid.Size)*0.08) + 1
		var fx0, fx1 float32 = 1e9, -1e9
		lines := map[int][2]float32{} // each line's fill, by its top
		for i := 0; i < len(h.ink.vs); i += 4 {
			q := h.ink.vs[i : i+4]
			x0, y0, x1, y1 := q[0].DstX, q[0].DstY, q[3].DstX, q[3].DstY
			if x0 < b.X0-off || x1 > b.X1+off || y0 < b.Y0-off || y1 > b.Y1+off {
				t.Errorf("%q: a glyph drawn at (%.1f,%.1f)-(%.1f,%.1f), outside its box (%.1f,%.1f)-(%.1f,%.1f)", c.text, x0, y0, x1, y1, b.X0, b.Y0, b.X1, b.Y1)
				break
			}
			if q[0].ColorR == 1 && q[0].ColorG == 1 { // the white fill, not the dark outline
				fx0, fx1 = min(fx0, x0), max(fx1, x1)
				row := int((y0 - b.Y0) / (h.mid.lineHeight() * (b.X1 - b.X0) / s.w))
				l, ok := lines[row]
				if !ok {
					l = [2]float32{1e9, -1e9}
				}
				lines[row] = [2]float32{min(l[0], x0), max(l[1], x1)}
			}
		}
		if w := b.X1 - b.X0; fx0 > b.X0+0.12*w || fx1 < b.X1-0.12*w {
			t.Errorf("%q: its fill spans %.1f-%.1f of a box %.1f-%.1f", c.text, fx0, fx1, b.X0, b.X1)
		}
		if c.align == 0 {
			for row, l := range lines {
				if mid := (l[0] + l[1]) / 2; !near32(mid, 180, 0.08*(b.X1-b.X0)) {
					t.Errorf("%q: line %d is drawn %.1f-%.1f, not centred on 180", c.text, row, l[0], l[1])
				}
			}
		}
	}
}

func near32(a, b, tol float32) bool { return a-b <= tol && b-a <= tol }

// The HUD's numbers follow what they count: each cached text changes when
// its value, its language or its message does (a coin counter stuck on an
// old value fails), and stays the same text while nothing does. A
// number's text is read as it is made (it is rewritten in place when the
// number changes, as the HUD's captions copy it).
func TestTheHUDsNumbersFollowTheirValues(t *testing.T) {
	var coins, level, yarn, pay, boss, pop number
	for _, c := range []struct {
		got  func() string
		want string
	}{
		{func() string { return coins.String(5, "") }, "5"}, {func() string { return coins.String(5, "") }, "5"},
		{func() string { return coins.String(6, "") }, "6"}, {func() string { return coins.String(0, "") }, "0"},
		{func() string { return coins.String(1234, "+") }, "+1234"}, {func() string { return coins.String(-7, "x") }, "x-7"},
		{func() string { return level.count(3, lang.English, lang.Level) }, "LEVEL 3"}, {func() string { return level.count(4, lang.English, lang.Level) }, "LEVEL 4"},
		{func() string { return level.count(4, lang.English, lang.LevelWontLoad) }, "LEVEL 4 WON'T LOAD"}, {func() string { return level.count(4, lang.English, lang.Level) }, "LEVEL 4"},
		{func() string { return level.count(4, lang.Russian, lang.Level) }, lang.Russian.Count(lang.Level, 4)},
		{func() string { return yarn.metres(72, lang.English) }, "7.2 m"}, {func() string { return yarn.metres(73, lang.English) }, "7.3 m"},
		{func() string { return yarn.metres(73, lang.German) }, "7,3 m"}, {func() string { return yarn.metres(1000, lang.German) }, "100,0 m"},
		{func() string { return yarn.metres(5, lang.English) }, "0.5 m"},
		{func() string { return pay.yarnTimes(72, 20, 5, 72, lang.English) }, "7.2 m of yarn × 2.0 × 5 = +72"},
		{func() string { return pay.yarnTimes(72, 20, 3, 43, lang.English) }, "7.2 m of yarn × 2.0 × 3 = +43"},
		{func() string { return pay.yarnTimes(72, 20, 3, 44, lang.English) }, "7.2 m of yarn × 2.0 × 3 = +44"},
		{func() string { return pay.yarnTimes(72, 22, 3, 48, lang.English) }, "7.2 m of yarn × 2.2 × 3 = +48"},
		{func() string { return pay.yarnTimes(139, 22, 3, 92, lang.English) }, "13.9 m of yarn × 2.2 × 3 = +92"},
		{func() string { return pay.yarnTimes(80, 20, 3, 48, lang.English) }, "8.0 m of yarn × 2.0 × 3 = +48"},
		{func() string { return pay.yarnTimes(80, 25, 3, 60, lang.German) }, "8,0 m Garn × 2,5 × 3 = +60"},
		{func() string { return pay.yarnTimes(80, 20, 1, 16, lang.German) }, "8,0 m Garn × 2,0 = +16"},
		{func() string { return boss.levelTimes(330, 3, 990, lang.English) }, "330 × 3 = +990 for the level"},
		{func() string { return boss.levelTimes(330, 4, 1320, lang.English) }, "330 × 4 = +1320 for the level"},
		{func() string { return level.count(330, lang.English, lang.ForTheLevel) }, "+330 for the level"},
		{func() string { return pop.signed(1.24, "", lang.English) }, "+1.2 m"}, {func() string { return pop.signed(1.26, "", lang.English) }, "+1.3 m"},
		{func() string { return pop.signed(-2.1, "CUT!", lang.English) }, "CUT! -2.1 m"}, {func() string { return pop.signed(-2.1, "OUCH!", lang.English) }, "OUCH! -2.1 m"},
		{func() string { return pop.signed(-2.1, "OUCH!", lang.French) }, "OUCH! -2,1 m"}, {func() string { return pop.signed(0.04, "", lang.English) }, "+0.0 m"},
	} {
		if got := c.got(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// A caption keeps its own copy of what it shows: the number it was handed
// changing in place leaves its text, and its size, those of the text it
// measured until it is handed the new one.
func TestACaptionKeepsWhatItShows(t *testing.T) {
	h := testHUD(t)
	h.resize(780)
	var n number
	var s caption
	s.set(n.metres(72, lang.English), h.mid)
	w := s.w
	n.metres(1000, lang.English) // "100.0 m", wider, into the same buffer
	if s.text != "7.2 m" || s.w != w {
		t.Fatalf("the caption shows %q, %.1f px wide, after its number changed; want \"7.2 m\", %.1f px", s.text, s.w, w)
	}
	s.set(n.text, h.mid)
	if s.text != "100.0 m" || s.w <= w {
		t.Errorf("handed the new text, the caption shows %q, %.1f px wide; want \"100.0 m\", wider than %.1f px", s.text, s.w, w)
	}
	s.setFit(n.metres(5, lang.English), h.mid, 1000, 12)
	if s.text != "0.5 m" || s.src != "0.5 m" {
		t.Errorf("fitted, the caption shows %q asked %q; want \"0.5 m\"", s.text, s.src)
	}
	n.metres(66, lang.English)
	if s.src != "0.5 m" {
		t.Errorf("the caption's asked text changed with its number: %q", s.src)
	}
}
