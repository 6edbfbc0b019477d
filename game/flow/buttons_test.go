package flow

import (
	"testing"

	"ropeman/ads"
)

// A button is where it is drawn, grown about its centre to 44 dp where
// the screen makes it smaller (a 43 dp button grows to 44, a 45 dp one
// stays), and a tap on its edge hits it, a pixel outside does not.
func TestAButtonIsAtLeast44dpAndHitToItsEdge(t *testing.T) {
	for _, c := range []struct {
		what           string
		b              Button
		w, h, dp       float32
		x0, y0, x1, y1 float32
	}{
		{"wide enough", Button{X0: 0.1, Y0: 0.5, X1: 0.9, Y1: 0.6}, 360, 780, 1, 36, 390, 324, 468},
		{"43 dp tall", Button{X0: 0.25, Y0: 0.5, X1: 0.75, Y1: 0.5 + 43.0/780}, 360, 780, 1, 90, 389.5, 270, 433.5},
		{"45 dp tall", Button{X0: 0.25, Y0: 0.5, X1: 0.75, Y1: 0.5 + 45.0/780}, 360, 780, 1, 90, 390, 270, 435},
		{"20 dp wide at 3 px a dp", Button{X0: 0.5, Y0: 0.1, X1: 0.5 + 60.0/1080, Y1: 0.2}, 1080, 2340, 3, 540 - 36, 234, 600 + 36, 468},
	} {
		x0, y0, x1, y1 := c.b.Rect(c.w, c.h, c.dp)
		for _, v := range [][2]float32{{x0, c.x0}, {y0, c.y0}, {x1, c.x1}, {y1, c.y1}} {
			if d := v[0] - v[1]; d > 0.01 || d < -0.01 {
				t.Errorf("%s: the button spans (%.1f,%.1f)-(%.1f,%.1f), want (%.1f,%.1f)-(%.1f,%.1f)", c.what, x0, y0, x1, y1, c.x0, c.y0, c.x1, c.y1)
				break
			}
		}
		for _, p := range []struct {
			x, y float32
			hit  bool
		}{
			{c.x0, (c.y0 + c.y1) / 2, true}, {c.x1, (c.y0 + c.y1) / 2, true},
			{(c.x0 + c.x1) / 2, c.y0, true}, {(c.x0 + c.x1) / 2, c.y1, true},
			{c.x0 - 1, (c.y0 + c.y1) / 2, false}, {c.x1 + 1, (c.y0 + c.y1) / 2, false},
			{(c.x0 + c.x1) / 2, c.y0 - 1, false}, {(c.x0 + c.x1) / 2, c.y1 + 1, false},
		} {
			if got := c.b.Hit(p.x, p.y, c.w, c.h, c.dp); got != p.hit {
				t.Errorf("%s: a tap at (%.1f, %.1f) hits %v, want %v", c.what, p.x, p.y, got, p.hit)
			}
		}
	}
	if (&Button{X1: 1, Y1: 1}).Hit(0, 0, 0, 0, 1) {
		t.Error("a tap with no screen (a key) hit a button")
	}
}

// Only the card's own buttons take taps: a slot left over from a screen
// with more buttons is not pressed, on a card or on the result card.
func TestALeftOverButtonTakesNoTap(t *testing.T) {
	s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
	s.card.buttons[0] = Button{Act: ActShop, X0: 0.1, Y0: 0.1, X1: 0.9, Y1: 0.2}
	s.card.buttons[1] = Button{Act: ActSettings, X0: 0.1, Y0: 0.5, X1: 0.9, Y1: 0.6} // an earlier screen's
	s.card.n = 1
	tap := Command{Tap: true, X: 180, Y: 0.55 * 780, W: 360, H: 780, DP: 1}
	if b := s.card.tapped(tap); b != nil {
		t.Errorf("a tap on the left-over slot pressed %v", b.Act)
	}
	if err := s.cards.result.press(tap); err != nil || s.card.clicked {
		t.Errorf("the result card took a tap on a left-over slot (%v)", err)
	}
	tap.Y = 0.15 * 780
	if b := s.card.tapped(tap); b == nil || b.Act != ActShop {
		t.Errorf("a tap on the card's own button pressed %v, want the shop", b)
	}
}

// A card takes a tap only from a finger that went down pressGrace (4)
// ticks after it showed, not 3 (that finger was aimed at the screen
// before), and the confirm key from its 16th tick, not its 15th.
func TestACardTakesInputAfterItsGrace(t *testing.T) {
	for _, c := range []struct {
		what string
		cmd  func(s *Session) Command
		take bool
	}{
		{"a finger down on the card's tick 4", func(s *Session) Command { return shopTap(s, 4) }, true},
		{"a finger down on the card's tick 3", func(s *Session) Command { return shopTap(s, 3) }, false},
	} {
		s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
		s.goTo(Title)
		for range 10 {
			s.Step(Command{})
		}
		if err := s.Step(c.cmd(s)); err != nil {
			t.Fatal(err)
		}
		if took := s.scene == Shop; took != c.take {
			t.Errorf("%s: the shop opened %v, want %v", c.what, took, c.take)
		}
	}
	for _, c := range []struct {
		at   int
		take bool
	}{{inputGrace, false}, {inputGrace + 1, true}} {
		s, _ := newTestSession(t, ads.SimFlags{NoFill: true})
		s.goTo(Title)
		for s.sceneTick < c.at-1 {
			s.Step(Command{})
		}
		s.Step(Command{Confirm: true}) // its tick c.at
		if took := s.scene == Play; took != c.take {
			t.Errorf("the confirm key on the card's tick %d: play %v, want %v", c.at, took, c.take)
		}
	}
}

// shopTap is a tap, on the next step, on the card's shop button by a
// finger that went down on the card's tick down (Held counts the ticks
// since).
func shopTap(s *Session, down int) Command {
	for i := 0; i < s.card.n; i++ {
		if b := s.card.buttons[i]; b.Act == ActShop {
			return Command{Tap: true, X: (b.X0 + b.X1) / 2 * 360, Y: (b.Y0 + b.Y1) / 2 * 780, W: 360, H: 780, Held: s.sceneTick + 1 - down}
		}
	}
	return Command{}
}
