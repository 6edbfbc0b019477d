package hud

import (
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"ropeman/game/flow"
	"ropeman/game/needs"
	"ropeman/game/world"
)

// Every line of a win card multiplies and adds as written, on the card as
// drawn: the real game plays level 1 and level 5 (a boss) to a win, in
// English and in German, and the HUD draws its result card; the test
// reads the texts it drew and works each sum out again, as a player
// checking it would: the yarn's metres times its rate times the
// multiplier, to the nearest coin; a boss level's coins times the fight's
// multiplier; and the two lines adding up to the win's coins; and on
// level 1, after the x3 ad has paid, the card's total their sum times
// the ad's line. Through each count-up no term appears or vanishes: only
// the total changes.
func TestAWinCardAddsUp(t *testing.T) {
	needs.Short(t, "plays two levels to a win, twice")
	for _, level := range []int{1, 5} {
		for _, locale := range []string{"en-GB", "de-DE"} {
			s, err := flow.New(flow.Config{Level: level, Seed: 1, Autoplay: true, Locale: locale})
			if err != nil {
				t.Fatal(err)
			}
			var v *flow.View
			var terms termWatch
			for i := 0; i < 60*180; i++ {
				if err := s.Step(flow.Command{}); err != nil {
					t.Fatal(err)
				}
				if v = s.View(); v.Scene == flow.Result {
					terms.see(t, level, locale, v)
				}
				if v.Scene == flow.Result && v.Ticks >= flow.CountUpTicks {
					break
				}
			}
			if v.Scene != flow.Result || v.Run.Outcome != world.Won {
				t.Fatalf("level %d (%s): the bot did not reach a win's card", level, locale)
			}
			checkCard(t, level, locale, drawnTexts(t, v), v.Run.Finale.Multiplier, level%world.BossEvery == 0, 0)
			if level != 1 {
				continue
			}
			// The x3 ad watched: the card's total is its two lines times the ad's.
			tapButton(t, s, v, flow.ActTriple)
			terms = termWatch{}
			for i := 0; i < 60*60 && (v.Tripled == 0 || v.Ticks < flow.CountUpTicks); i++ { // the bot closes the ad
				if err := s.Step(flow.Command{}); err != nil {
					t.Fatal(err)
				}
				if v = s.View(); v.Tripled > 0 {
					terms.see(t, level, locale, v)
				}
			}
			if v.Scene != flow.Result || v.Tripled == 0 {
				t.Fatalf("level %d (%s): the x3 ad did not pay on the card", level, locale)
			}
			checkCard(t, level, locale, drawnTexts(t, v), v.Run.Finale.Multiplier, false, v.Tripled)
		}
	}
}

// termWatch follows a win card's lines as its total counts up: every
// line but the total stays as its first frame with buttons drew it (no
// term appears or vanishes), through the count-up and a little after.
type termWatch struct{ first []string }

// see checks v's card, drawn, against the card's first frame.
func (tw *termWatch) see(t *testing.T, level int, locale string, v *flow.View) {
	t.Helper()
	if len(v.Buttons) == 0 || v.Ticks > flow.CountUpTicks+10 {
		return // the card's buttons come on its second frame
	}
	texts := drawnTexts(t, v)
	if len(texts) > 0 && totalLine.MatchString(texts[0]) {
		texts = texts[1:] // the total counting up
	}
	if tw.first == nil {
		tw.first = texts
		return
	}
	if !slices.Equal(texts, tw.first) {
		t.Errorf("level %d (%s): the card's lines at tick %d of its count-up are %q, on its first frame %q", level, locale, v.Ticks, texts, tw.first)
	}
}

// totalLine is a win card's total as it counts up.
var totalLine = regexp.MustCompile(`^\+\d+$`)

// drawnTexts draws v's screen as a phone would and returns the texts the
// HUD drew but the buttons' labels (the x3 offer's "x3 COINS" is not a
// sum).
func drawnTexts(t *testing.T, v *flow.View) []string {
	t.Helper()
	h := testHUD(t)
	dst := ebiten.NewImage(390, 844)
	h.Begin(390, 844, 1, layoutInsets)
	h.Draw(dst, v, nil)
	dst.Deallocate()
	var texts []string
	for _, b := range h.Boxes() {
		if !slices.ContainsFunc(v.Buttons, func(btn flow.Button) bool { return btn.Label == b.Text }) {
			texts = append(texts, b.Text)
		}
	}
	return texts
}

// tapButton taps v's button act where it is drawn.
func tapButton(t *testing.T, s *flow.Session, v *flow.View, act flow.Action) {
	t.Helper()
	for _, b := range v.Buttons {
		if b.Act == act {
			if err := s.Step(flow.Command{Tap: true, X: (b.X0 + b.X1) / 2 * 390, Y: (b.Y0 + b.Y1) / 2 * 844, W: 390, H: 844}); err != nil {
				t.Fatal(err)
			}
			return
		}
	}
	t.Fatalf("no button %v on the card", act)
}

var (
	adLine    = regexp.MustCompile(`^x(\d+) \pL`)
	yarnLine  = regexp.MustCompile(`^(\d+[.,]\d) m .*× (\d+[.,]\d)(?: × (\d+))? = \+(\d+)$`)
	levelLine = regexp.MustCompile(`^\+(\d+) \pL`)
	bossLine  = regexp.MustCompile(`^(\d+) × (\d+) = \+(\d+) \pL`)
	earned    = regexp.MustCompile(`^\+(\d+)$`)
)

// checkCard works out the sums of a win card's texts (after an ad that
// multiplied the coins by ad, or 0).
func checkCard(t *testing.T, level int, locale string, texts []string, times int, boss bool, ad int) {
	t.Helper()
	num := func(s string) float64 {
		f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
		if err != nil {
			t.Fatalf("level %d (%s): %q is not a number", level, locale, s)
		}
		return f
	}
	var yarnCoins, levelCoins, total float64 = -1, -1, -1
	adTimes := 1.0
	for _, text := range texts {
		if m := adLine.FindStringSubmatch(text); m != nil {
			adTimes = num(m[1])
		}
		switch m := yarnLine.FindStringSubmatch(text); {
		case m != nil:
			shown := 1.0
			if m[3] != "" {
				shown = num(m[3])
			}
			if int(shown) != times {
				t.Errorf("level %d (%s): %q shows x%v, the run's multiplier is x%d", level, locale, text, shown, times)
			}
			yarnCoins = num(m[4])
			if want := math.Round(num(m[1]) * num(m[2]) * shown); want != yarnCoins {
				t.Errorf("level %d (%s): %q: %s × %s × %v is %v", level, locale, text, m[1], m[2], shown, want)
			}
		}
		if m := levelLine.FindStringSubmatch(text); m != nil {
			levelCoins = num(m[1])
			if boss && times > 1 {
				t.Errorf("level %d (%s): %q: a boss level's coins are not shown times its multiplier (x%d)", level, locale, text, times)
			}
		}
		if m := bossLine.FindStringSubmatch(text); m != nil {
			levelCoins = num(m[3])
			if num(m[1])*num(m[2]) != levelCoins || int(num(m[2])) != times {
				t.Errorf("level %d (%s): %q does not multiply out (or not by the run's x%d)", level, locale, text, times)
			}
		}
		if m := earned.FindStringSubmatch(text); m != nil {
			total = num(m[1])
		}
	}
	if yarnCoins < 0 || levelCoins < 0 || total < 0 {
		t.Fatalf("level %d (%s): the card lacks a sum: yarn %v, level %v, total %v in %q", level, locale, yarnCoins, levelCoins, total, texts)
	}
	if int(adTimes) != max(ad, 1) {
		t.Errorf("level %d (%s): the card shows the ad's x%v, it paid x%d", level, locale, adTimes, ad)
	}
	if (yarnCoins+levelCoins)*adTimes != total {
		t.Errorf("level %d (%s): (%v + %v) × %v is not the card's +%v", level, locale, yarnCoins, levelCoins, adTimes, total)
	}
	t.Logf("level %d (%s): %q", level, locale, texts)
}
