package hud

import (
	"image/color"
	"testing"

	"ropeman/camera/geom"
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
	h, err := New()
	if err != nil {
		t.Fatal(err)
	}
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
		in   geom.Colour
		want color.RGBA
	}{
		{geom.RGB(238, 56, 92), color.RGBA{238, 56, 92, 255}},
		{geom.Colour{R: 0.5, G: 0.25, B: 1, A: 0.5}, color.RGBA{128, 64, 255, 128}},
	} {
		if got := rgba(c.in); got != c.want {
			t.Errorf("%v: %v, want %v", c.in, got, c.want)
		}
	}
}
