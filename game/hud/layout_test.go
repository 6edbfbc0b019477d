package hud

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/flow"
	"ropeman/game/save"
	"ropeman/game/scene"
)

// laidOut lays out the HUD over view v on a w x h screen with a phone's
// notch and home bar, with a gate's label ahead on the stage (no display
// is needed: the batch is made, not drawn) and returns its texts' boxes.
func laidOut(t *testing.T, h *HUD, v *flow.View, w, ht int) []Box {
	t.Helper()
	dst := ebiten.NewImage(w, ht)
	defer dst.Deallocate()
	h.Begin(float32(w), float32(ht), 1, layoutInsets)
	h.Draw(dst, v, []scene.Label{{Text: "x9", X: float32(w) / 2, Y: float32(ht) * 0.55, Size: 1}}) // a gate ahead
	return h.Boxes()
}

var layoutInsets = [4]float32{44, 0, 34, 0}

// legibleLine is the least height of a line of text, pixels at one pixel a
// dp: a 12 dp face's line (1.2 of its size), squeezed to fit or not.
const legibleLine = 1.2 * 12

// testHUD returns a HUD with the game's font.
func testHUD(t *testing.T) *HUD {
	t.Helper()
	return New()
}

// Every screen a player meets, in English and in German (the longest
// words), on the smallest phone and a tablet, is laid out where he can
// read and reach it, as the HUD places it: every text and button inside
// the safe area, no text squeezed under a legible height, no two texts
// over each other, none lying partly on a button, every button 44 dp
// both ways. (The screens test holds the same screens' pixels to it
// under Xvfb; this runs wherever go test does.)
func TestEveryScreenIsLaidOutInTheSafeArea(t *testing.T) {
	h := testHUD(t)
	// A player past level 1 who claimed today's reward: his title offers
	// the calendar again, and the level of the day.
	won := t.TempDir()
	st, p, err := save.Open(won)
	if err != nil {
		t.Fatal(err)
	}
	p.Level, p.Daily = 2, save.Daily{Day: 20000, Streak: 1}
	if err := st.Save(p); err != nil {
		t.Fatal(err)
	}
	st.Flush()
	today := func() int { return 20000 }
	screens := []struct {
		name  string
		cfg   flow.Config
		ends  func(f *flow.Session) bool // stepped until this holds
		title string                     // what the screen says, in English
	}{
		{"title", flow.Config{}, nil, "ROPE-MAN"},
		{"title, level 2", flow.Config{DataDir: won, Today: today}, nil, "ROPE-MAN"},
		{"calendar again", flow.Config{DataDir: won, Today: today, Open: flow.Daily}, nil, "DAILY REWARD"},
		{"play", flow.Config{Open: flow.Play, Autoplay: true}, func(f *flow.Session) bool { return f.View().Run.Runner.S > 30 }, "LEVEL 1"},
		{"win", flow.Config{Open: flow.Play, Autoplay: true}, func(f *flow.Session) bool {
			return f.View().Scene == flow.Result && f.View().Earned > 0 && len(f.View().Buttons) > 0
		}, "WELL DONE!"},
		{"fail", flow.Config{Open: flow.Play, Autoplay: true, AutoFail: true}, func(f *flow.Session) bool { return f.View().Scene == flow.Result && len(f.View().Buttons) > 0 }, "YOU FELL!"},
		{"pause", flow.Config{Open: flow.Pause}, nil, "PAUSED"},
		{"shop", flow.Config{Open: flow.Shop}, nil, "SHOP"},
		{"settings", flow.Config{Open: flow.Settings}, nil, "SETTINGS"},
		{"languages", flow.Config{Open: flow.Languages}, nil, "LANGUAGE"},
		{"upgrades", flow.Config{Open: flow.Upgrades}, nil, "UPGRADES"},
		{"daily", flow.Config{Open: flow.Daily, Today: func() int { return 20000 }}, nil, "DAILY REWARD"},
		{"chests", flow.Config{Open: flow.Chests}, nil, "CHEST ROOM"},
	}
	for _, sc := range screens {
		for _, locale := range []string{"en", "de", "hi", "ja", "ar"} { // Latin, and three shaped scripts
			cfg := sc.cfg
			cfg.Level, cfg.Seed, cfg.Locale = 1, 1, locale
			f, err := flow.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 60*120 && (sc.ends == nil && i < 30 || sc.ends != nil && !sc.ends(f)); i++ {
				if err := f.Step(flow.Command{}); err != nil {
					t.Fatal(err)
				}
			}
			for _, size := range [][2]int{{320, 720}, {768, 1024}} {
				name := fmt.Sprintf("%s %s %dx%d", sc.name, locale, size[0], size[1])
				buttons := f.View().Buttons
				if f.View().Scene == flow.Play {
					buttons = []flow.Button{flow.PauseSlot}
				}
				boxes := laidOut(t, h, f.View(), size[0], size[1])
				checkBoxes(t, name, boxes, buttons, size[0], size[1])
				// Each screen says what it is, and the stage's labels show in
				// play only.
				var title, label bool
				for _, b := range boxes {
					title = title || b.Text == sc.title
					label = label || b.Text == "x9"
				}
				if locale == "en" && !title {
					t.Errorf("%s: no %q on the screen", name, sc.title)
				}
				if label != (f.View().Scene == flow.Play) {
					t.Errorf("%s: a gate's label drawn %v", name, label)
				}
				if m := h.Missing(); len(m) > 0 {
					t.Errorf("%s: drawn as nothing, no font having them: %q", name, m)
					h.atlas.missing = nil
				}
			}
		}
	}
}

// checkBoxes holds a screen's text boxes and buttons to what a player
// needs of them (see TestEveryScreenIsLaidOutInTheSafeArea).
func checkBoxes(t *testing.T, name string, boxes []Box, buttons []flow.Button, w, h int) {
	t.Helper()
	fw, fh := float32(w), float32(h)
	in := layoutInsets
	if len(boxes) == 0 {
		t.Errorf("%s: no text", name)
	}
	for i, b := range boxes {
		if b.X0 < in[3] || b.X1 > fw-in[1] || b.Y0 < in[0] || b.Y1 > fh-in[2] {
			t.Errorf("%s: %q spans (%.0f,%.0f)-(%.0f,%.0f), outside the safe area", name, b.Text, b.X0, b.Y0, b.X1, b.Y1)
		}
		if lines := float32(1 + strings.Count(b.Text, "\n")); (b.Y1-b.Y0)/lines < legibleLine {
			t.Errorf("%s: %q is %.1f px a line, under %.1f (a 12 dp face)", name, b.Text, (b.Y1-b.Y0)/lines, legibleLine)
		}
		for _, o := range boxes[i+1:] {
			sx, sy := min(b.X1, o.X1)-max(b.X0, o.X0), min(b.Y1, o.Y1)-max(b.Y0, o.Y0)
			if sx > 0 && sy > 0 && sx*sy > 0.15*min((b.X1-b.X0)*(b.Y1-b.Y0), (o.X1-o.X0)*(o.Y1-o.Y0)) {
				t.Errorf("%s: %q and %q are laid over each other", name, b.Text, o.Text)
			}
		}
		for k := range buttons {
			x0, y0, x1, y1 := buttons[k].Rect(fw, fh, 1)
			inside := b.X0 >= x0 && b.X1 <= x1 && b.Y0 >= y0 && b.Y1 <= y1
			if !inside && b.X0 < x1 && b.X1 > x0 && b.Y0 < y1 && b.Y1 > y0 {
				t.Errorf("%s: %q lies partly on the button %q", name, b.Text, buttons[k].Label)
			}
		}
	}
	for k := range buttons {
		x0, y0, x1, y1 := buttons[k].Rect(fw, fh, 1)
		if x0 < in[3] || x1 > fw-in[1] || y0 < in[0] || y1 > fh-in[2] || x1-x0 < 44 || y1-y0 < 44 {
			t.Errorf("%s: button %q spans (%.0f,%.0f)-(%.0f,%.0f): outside the safe area or under 44 dp", name, buttons[k].Label, x0, y0, x1, y1)
		}
	}
}

// inkSpan returns the box round the quads queued since vertex from.
func inkSpan(h *HUD, from int) (x0, y0, x1, y1 float32) {
	x0, y0, x1, y1 = 1e9, 1e9, -1e9, -1e9
	for _, v := range h.ink.vs[from:] {
		x0, y0, x1, y1 = min(x0, v.DstX), min(y0, v.DstY), max(x1, v.DstX), max(y1, v.DstY)
	}
	return
}

// A chest is drawn in its tap's place, filling it, closed or open; a row
// of keys is centred inside the safe span, each key more widening it.
func TestChestsAndKeysAreDrawnWhereTheyAre(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 780, 1, layoutInsets)
	for _, open := range []bool{false, true} {
		b := flow.Button{Act: flow.ActChest, X0: 0.1, Y0: 0.3, X1: 0.36, Y1: 0.425, On: open, Label: "+150"}
		bx0, by0, bx1, by1 := b.Rect(360, 780, 1)
		from := len(h.ink.vs)
		h.chests.drawChest(h, &b)
		x0, y0, x1, y1 := inkSpan(h, from)
		if x0 < bx0-3 || y0 < by0-3 || x1 > bx1+3 || y1 > by1+3 || x1-x0 < 0.95*(bx1-bx0) || y1-y0 < 0.95*(by1-by0) {
			t.Errorf("a chest (open %v) drawn (%.0f,%.0f)-(%.0f,%.0f), its tap (%.0f,%.0f)-(%.0f,%.0f)", open, x0, y0, x1, y1, bx0, by0, bx1, by1)
		}
	}
	_, span, cx := h.safe(360)
	var last float32
	for n := 1; n <= 9; n++ {
		from := len(h.ink.vs)
		h.chests.drawKeyRow(h, n, 0, 100)
		x0, _, x1, _ := inkSpan(h, from)
		if !near32((x0+x1)/2, cx, 1) || x0 < cx-span/2 || x1 > cx+span/2 {
			t.Errorf("%d keys drawn %.0f-%.0f: not centred on %.0f inside the safe span", n, x0, x1, cx)
		}
		if x1-x0 <= last {
			t.Errorf("%d keys drawn %.0f px wide, %d keys %.0f: the keys pile up", n, x1-x0, n-1, last)
		}
		last = x1 - x0
	}
}

// A button's pill is drawn where its tap lands (an ad's pulses a little
// wider, never taller), its label in the middle of it, inside it.
func TestAButtonIsDrawnWhereItsTapLands(t *testing.T) {
	h := testHUD(t)
	for _, b := range []flow.Button{
		{Act: flow.ActNext, X0: 0.26, Y0: 0.66, X1: 0.74, Y1: 0.73, Label: "NEXT"},
		{Act: flow.ActSkin, X0: 0.06, Y0: 0.44, X1: 0.48, Y1: 0.53, Label: "GOLD 1450", Short: true},
		{Act: flow.ActTriple, X0: 0.16, Y0: 0.52, X1: 0.84, Y1: 0.61, Label: "x3 COINS", Ad: true},
	} {
		for _, tick := range []int{0, 30, 59} {
			h.Begin(360, 780, 1, layoutInsets)
			h.ink.vs = h.ink.vs[:0]
			h.buttons.drawButton(h, &b, 0, tick)
			bx0, by0, bx1, by1 := b.Rect(360, 780, 1)
			x0, y0, x1, y1 := inkSpan(h, 0)
			grow := float32(0)
			if b.Ad {
				grow = 0.02 * 360
			}
			if x0 > bx0+1 || x1 < bx1-1 || x0 < bx0-grow/2-1 || x1 > bx1+grow/2+1 || !near32(y0, by0, 1) {
				t.Errorf("%q at tick %d drawn (%.0f,%.0f)-(%.0f,%.0f), its tap (%.0f,%.0f)-(%.0f,%.0f)", b.Label, tick, x0, y0, x1, y1, bx0, by0, bx1, by1)
			}
			l := h.Boxes()[0]
			if l.Text != b.Label || !near32((l.X0+l.X1)/2, (bx0+bx1)/2, 1) || !near32((l.Y0+l.Y1)/2, (by0+by1)/2, 1) || l.X0 < bx0 || l.X1 > bx1 || l.Y0 < by0 || l.Y1 > by1 {
				t.Errorf("%q's label %q at (%.0f,%.0f)-(%.0f,%.0f): not in the middle of its pill (%.0f,%.0f)-(%.0f,%.0f)", b.Label, l.Text, l.X0, l.Y0, l.X1, l.Y1, bx0, by0, bx1, by1)
			}
		}
	}
}

// A gate's label that has risen into play's top HUD is not drawn (it
// would pass behind the yarn counter); just under it, it is.
func TestAStageLabelStaysOutOfTheTopHUD(t *testing.T) {
	h := testHUD(t)
	h.Begin(768, 1024, 1, layoutInsets)
	band := h.playBottom(1024)
	var sp caption
	sp.set("x9", h.big)
	for _, c := range []struct {
		top   float32
		shown bool
	}{{band - 1, false}, {band + 1, true}, {band - 60, false}} {
		h.Begin(768, 1024, 1, layoutInsets)
		h.drawLabels([]scene.Label{{Text: "x9", X: 384, Y: c.top + sp.h/2, Size: 1}})
		if shown := len(h.Boxes()) == 1; shown != c.shown {
			t.Errorf("a label whose top is at %.0f px (play's top HUD ends at %.0f): drawn %v, want %v", c.top, band, shown, c.shown)
		}
	}
	h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
}

// A stage label a popup covers is not drawn while the popup shows (the
// popup says what just happened to him), and is again once it has gone;
// one beside the popup is drawn throughout.
func TestAPopupHidesTheStageLabelUnderIt(t *testing.T) {
	h := testHUD(t)
	h.Begin(768, 1024, 1, layoutInsets)
	h.pops.popups.pop(popGain, "KEY!", 0)
	h.pops.placePopups(h)
	p := h.pops.popPlaces[0]
	if !p.on {
		t.Fatal("the popup is not on screen")
	}
	under := scene.Label{Text: "+1 m", X: p.cx, Y: p.y1, Size: 1, Index: 0} // its top over the popup, under play's top HUD
	beside := scene.Label{Text: "x2", X: p.x0 - 80, Y: under.Y, Size: 1, Index: 1}
	for _, c := range []struct {
		name  string
		lb    scene.Label
		alive bool
		shown bool
	}{{"under the popup", under, true, false}, {"beside it", beside, true, true}, {"under where it was", under, false, true}} {
		h.Begin(768, 1024, 1, layoutInsets)
		if !c.alive {
			h.pops.popups.tick += popupTicks + 1
		}
		h.pops.placePopups(h)
		h.drawLabels([]scene.Label{c.lb})
		if shown := len(h.Boxes()) == 1; shown != c.shown {
			t.Errorf("a label %s (popup on screen %v): drawn %v, want %v", c.name, c.alive, shown, c.shown)
		}
	}
	h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
}

// A stage label too far off to read (its face under 12 dp) is not drawn;
// nearer, at a 12 dp face and up, it is.
func TestAFarStageLabelWaitsUntilItCanBeRead(t *testing.T) {
	h := testHUD(t)
	h.Begin(360, 780, 1, layoutInsets)
	least := legibleSize / float32(h.big.Size) // the label's size at a 12 dp face
	for _, c := range []struct {
		size  float32
		shown bool
	}{{least * 0.9, false}, {least * 1.05, true}, {1, true}} {
		h.Begin(360, 780, 1, layoutInsets)
		h.drawLabels([]scene.Label{{Text: "x2", X: 180, Y: 500, Size: c.size}})
		if shown := len(h.Boxes()) == 1; shown != c.shown {
			t.Errorf("a label at %.2f of the big face (%.1f px): drawn %v, want %v", c.size, c.size*float32(h.big.Size), shown, c.shown)
		}
	}
	h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
}

// The ghost's name keeps off the figure he steers (and off play's top
// HUD) at every screen size the layout checks: a name the camera puts on
// him is drawn over his head, or not at all where there is no room; a
// name clear of him (under his feet) stays where it was.
func TestTheGhostsNameKeepsOffTheRunner(t *testing.T) {
	h := testHUD(t)
	for _, size := range [][2]float32{{360, 640}, {320, 720}, {360, 780}, {768, 1024}} {
		w, ht := size[0], size[1]
		h.Begin(w, ht, 1, layoutInsets)
		// His figure in the lower middle of the screen, as the camera
		// frames him; the ghost's head just above his chest.
		him := [4]float32{w*0.5 - w*0.08, ht * 0.58, w*0.5 + w*0.08, ht * 0.78}
		for _, c := range []struct {
			name     string
			x, y     float32
			moved    bool
			wantDraw bool
		}{{"on him", w * 0.52, ht * 0.64, true, true}, {"under him", w * 0.5, ht * 0.9, false, true}, {"on him, high up", w * 0.5, h.playBottom(ht) + 2, true, false}} {
			top := him
			if c.name == "on him, high up" { // a figure reaching into play's top HUD: no room over him
				top[1] = h.playBottom(ht) + 4
			}
			h.Begin(w, ht, 1, layoutInsets)
			h.drawLabels([]scene.Label{{Text: "YOUR BEST", X: c.x, Y: c.y, Size: 0.7}})
			free := h.Boxes()
			var was Box
			if len(free) == 1 {
				was = free[0]
			}
			h.Begin(w, ht, 1, layoutInsets)
			h.drawLabels([]scene.Label{{Text: "YOUR BEST", X: c.x, Y: c.y, Size: 0.7, Off: top}})
			boxes := h.Boxes()
			if drawn := len(boxes) == 1; drawn != c.wantDraw {
				t.Fatalf("%vx%v, the name %s: drawn %v, want %v", w, ht, c.name, drawn, c.wantDraw)
			}
			if !c.wantDraw {
				continue
			}
			b := boxes[0]
			if b.X0 < top[2] && b.X1 > top[0] && b.Y0 < top[3] && b.Y1 > top[1] {
				t.Errorf("%vx%v, the name %s: drawn at %+v, over his figure %v", w, ht, c.name, b, top)
			}
			if b.Y0 < h.playBottom(ht) {
				t.Errorf("%vx%v, the name %s: drawn at %+v, into play's top HUD (its bottom %v)", w, ht, c.name, b, h.playBottom(ht))
			}
			if moved := b.Y0 != was.Y0; moved != c.moved {
				t.Errorf("%vx%v, the name %s: moved %v, want %v (box %+v, %+v with no figure to keep off)", w, ht, c.name, moved, c.moved, b, was)
			}
		}
	}
	h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
}
