package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/game"
	"ropeman/game/board"
	"ropeman/game/flow"
	"ropeman/game/lang"
	"ropeman/game/needs"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/server/servertest"
)

// boardServer runs the publisher's real leaderboard server (the
// ropeman-server binary, on SQLite) with five real runs of today's level
// of the day on its board, the best named Kiro 42, and returns its
// address and the board's first line. The others' names are in four
// scripts: Arabic (joined, right to left in a line that reads left to
// right), Devanagari (conjuncts), Hangul and Han, each drawn by the
// shaper.
func boardServer(t *testing.T) (string, string) {
	url := servertest.Start(t, servertest.Build(t), filepath.Join(t.TempDir(), "board.db")).URL
	day := game.LocalDay() // the game's own date
	runs, scores, err := dayrun.Runs(day, 5)
	if err != nil {
		t.Fatal(err)
	}
	best := 0
	for i := range scores {
		if scores[i].Coins > scores[best].Coins || scores[i].Coins == scores[best].Coins && scores[i].Ticks < scores[best].Ticks {
			best = i
		}
	}
	c := &board.Client{Base: url}
	others := []string{"مريم", "नमस्ते", "김민준", "山田太郎"}
	for i, run := range runs {
		name := "Kiro 42"
		if i != best {
			name, others = others[0], others[1:]
		}
		if _, err := c.Post(context.Background(), rules.Post{Player: fmt.Sprintf("%032x", i+1), Name: name, Day: dayrun.Date(day), Run: run}); err != nil {
			t.Fatal(err)
		}
	}
	return url, fmt.Sprintf("1. %s   %d", flow.Isolated("Kiro 42"), scores[best].Coins)
}

// phoneInsets is the safe area the screen runs stand in for: a notch and a
// home indicator (top, right, bottom, left, pixels).
var phoneInsets = [4]float64{44, 0, 34, 0}

// TestScreensFitEveryShape runs the real game under the X server at the
// phone shapes the design names and a tablet, in English, and every other
// language at 320x720 and 768x1024 (in CI each screen once: every other
// screen in English, every size in turn, the rest each in another
// language at 320x720 or 768x1024, every language in turn; ROPEMAN_FULL=1
// every size and every language), on each screen a player sees
// (title, play, fail, win, pause, shop, settings (with PRIVACY where the
// law asks for it), upgrades, the daily
// calendar, the chest room, the boss fight, the level of the day, its
// board (from the real leaderboard server) and its result, and a new
// player's steering hint and jump lesson): each renders, every text's measured box
// and every button lies inside the screen and outside the safe-area
// insets, no text is under a 12 dp face (squeezed to fit its place or not), no
// glyph is missing from the font, every button is at least 44 dp both
// ways, every text reaches a
// 4.5:1 contrast against what surrounds it on the screenshot, nothing
// covers the Rope-Man on the title and the shop, and in play both track
// edges project inside the screen.
func TestScreensFitEveryShape(t *testing.T) {
	bin := smokeGame(t)
	boardURL, first := boardServer(t)
	scenes := []struct {
		name string
		args []string
		want shows // a text the card must show
		new  bool  // a new player's first run: no bot, a fresh save
	}{
		{"title", []string{"-frames", "20"}, plain("ROPE-MAN"), false},
		{"newtitle", []string{"-frames", "20"}, plain("ROPE-MAN"), true}, // a new player's: colour-blind play offered
		{"play", []string{"-frames", "300"}, count(lang.Level, 1), false},
		{"fail", []string{"-autofail", "-until-result", "-frames", "3000"}, say(lang.YouFell), false},
		{"meter", []string{"-frames", "1345"}, plain("x5"), false}, // the runway's needle swinging
		{"win", []string{"-until-result", "-frames", "4000"}, say(lang.WellDone), false},
		{"pause", []string{"-screen", "pause", "-frames", "40"}, say(lang.Paused), false},
		{"shop", []string{"-screen", "shop", "-frames", "40"}, say(lang.Shop), false},
		{"settings", []string{"-screen", "settings", "-frames", "40"}, say(lang.Settings), false},
		{"languages", []string{"-screen", "languages", "-frames", "40"}, say(lang.Languages), false},
		{"privacy", []string{"-screen", "settings", "-privacy-region", "-frames", "40"}, say(lang.Privacy), false}, // where the law asks for it
		{"upgrades", []string{"-screen", "upgrades", "-frames", "40"}, say(lang.Upgrades), false},
		{"daily", []string{"-screen", "daily", "-frames", "40"}, say(lang.DailyReward), false},
		{"chests", []string{"-screen", "chests", "-frames", "100"}, say(lang.ChestRoom), false}, // two chests open
		{"boss", []string{"-level", "5", "-frames", "2050"}, count(lang.Wraps, 2), false},       // his rope wound round the boss
		// The track's sections, each where he is on or at it.
		{"beam", []string{"-level", "11", "-frames", "900"}, count(lang.Level, 11), false},                                                   // on the narrowing beam
		{"split", []string{"-level", "17", "-frames", "420"}, count(lang.Level, 17), false},                                                  // in a lane, his rope over the hole
		{"platform", []string{"-level", "18", "-frames", "640"}, count(lang.Level, 18), false},                                               // the platform sliding across the gap ahead
		{"pad", []string{"-level", "16", "-frames", "760"}, count(lang.Level, 16), false},                                                    // thrown over the long gap
		{"daylevel", []string{"-screen", "daylevel", "-frames", "300"}, say(lang.DailyLevel), false},                                         // the level of the day's run
		{"daywin", []string{"-screen", "daylevel", "-board", boardURL, "-until-result", "-frames", "5000"}, say(lang.PickNameToPost), false}, // its result, the streak and the offer to post under it
		{"leaderboard", []string{"-screen", "leaderboard", "-board", boardURL, "-frames", "40"}, plain(first), false},                        // its board, five runs on it
		{"hint", []string{"-screen", "play", "-frames", "90"}, say(lang.HoldDrag), true},
		{"lesson", []string{"-screen", "play", "-frames", "520"}, say(lang.SwipeUp), true},
		{"hazard", []string{"-level", "3", "-screen", "play", "-frames", "240"}, lesson("saw"), true}, // a hazard's lesson as he nears his first saw
	}
	insets := fmt.Sprintf("%g,%g,%g,%g", phoneInsets[0], phoneInsets[1], phoneInsets[2], phoneInsets[3])
	full, runs, all := os.Getenv("ROPEMAN_FULL") != "", 0, 0
	for i := range scenes {
		runs, all = runs+len(screenRuns(i, full)), all+len(screenRuns(i, true))
	}
	needs.Sample(t, runs, all, "ROPEMAN_FULL=1")
	for i, sc := range scenes {
		for _, r := range screenRuns(i, full) {
			size := r.size
			name := fmt.Sprintf("%dx%d-%s-%s", size[0], size[1], r.lang.Code(), sc.name)
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				shot, bare := filepath.Join(t.TempDir(), "shot.png"), filepath.Join(t.TempDir(), "textless.png")
				if dir := os.Getenv("ROPEMAN_SHOT_DIR"); dir != "" {
					shot, bare = filepath.Join(dir, name+".png"), filepath.Join(dir, name+".textless.png")
				}
				// -mute: the layout needs no sound, and ALSA's null device
				// spins the audio thread (half the CPU of a run, measured).
				args := append([]string{"-mute", "-level", "1", "-data", "", "-safearea", insets, "-lang", r.lang.Code(),
					"-width", fmt.Sprint(size[0]), "-height", fmt.Sprint(size[1]), "-screenshot", shot, "-screenshot-textless", bare}, sc.args...)
				if !sc.new {
					args = append(args, "-autoplay")
				}
				out := runGame(t, exec.Command(bin, args...))
				shown := checkLayout(t, out, sc.want.in(r.lang), sc.name == "play")
				img, textless := readPNG(t, shot), readPNG(t, bare)
				if b := img.Bounds(); b.Dx() != size[0] || b.Dy() != size[1] {
					t.Errorf("screenshot %dx%d, want %dx%d", b.Dx(), b.Dy(), size[0], size[1])
				}
				if n := distinctColours(img); n < 40 {
					t.Errorf("screenshot has %d distinct colours, want a rendered scene", n)
				}
				checkTexts(t, img, textless, shown)
				if sc.name == "title" || sc.name == "shop" || sc.name == "meter" {
					shown.clearOfTheRunner(t)
				}
			})
		}
	}
}

// screenRun is a run of a screen: its size and language.
type screenRun struct {
	size [2]int
	lang lang.Tag
}

// screenRuns returns the runs of screen i: with full, every screen at
// every size in English and at 320x720 and 768x1024 in every other
// language; else one: an even screen in English at a size in turn, an odd
// one in another language in turn, at 320x720 or 768x1024 in turn.
func screenRuns(i int, full bool) []screenRun {
	var rs []screenRun
	sizes, small := [][2]int{{360, 780}, {320, 720}, {405, 720}, {768, 1024}}, [][2]int{{320, 720}, {768, 1024}}
	others, j := int(lang.Count)-1, i/2
	for k, size := range sizes {
		if full || (i%2 == 0 && k == j%len(sizes)) {
			rs = append(rs, screenRun{size, lang.English})
		}
	}
	for l := lang.English + 1; l < lang.Count; l++ {
		for k, size := range small {
			if full || (i%2 == 1 && int(l) == 1+j%others && k == j/others%2) {
				rs = append(rs, screenRun{size, l})
			}
		}
	}
	return rs
}

// shows is a text a screen must show, in any language: a message of
// package lang (counting n), a kind of hazard's lesson, or a plain text
// (the game's name, a multiplier).
type shows struct {
	m     lang.Msg
	n     int
	kind  string
	plain string
}

func say(m lang.Msg) shows          { return shows{m: m} }
func count(m lang.Msg, n int) shows { return shows{m: m, n: n} }
func plain(s string) shows          { return shows{plain: s} }
func lesson(kind string) shows      { return shows{kind: kind} }

// in returns the text in language l.
func (s shows) in(l lang.Tag) string {
	switch {
	case s.plain != "":
		return s.plain
	case s.kind != "":
		return l.Kind(s.kind).Lesson
	}
	return l.Count(s.m, s.n)
}

// legible is the least height of a line of text, pixels (a dp each in
// these runs): a 12 dp face's line, squeezed to fit or not.
const legible = 1.2 * 12

// layout is what a run reported of its last frame.
type layout struct {
	texts   []shownText
	buttons []shownText // their boxes and labels
	runner  [4]float64  // where the Rope-Man is drawn (zero: not reported)
}

// clearOfTheRunner fails if a button or a text covers the Rope-Man.
func (l *layout) clearOfTheRunner(t *testing.T) {
	t.Helper()
	r := l.runner
	if r == ([4]float64{}) {
		t.Fatal("no runner box reported")
	}
	for _, b := range append(l.buttons, l.texts...) {
		if b.x0 < r[2] && b.x1 > r[0] && b.y0 < r[3] && b.y1 > r[1] {
			t.Errorf("%q (%.0f,%.0f)-(%.0f,%.0f) covers the Rope-Man at (%.0f,%.0f)-(%.0f,%.0f)", b.text, b.x0, b.y0, b.x1, b.y1, r[0], r[1], r[2], r[3])
		}
	}
}

// checkLayout reads a run's "layout" lines: the screen and its insets,
// every text's box, the buttons, the track's edges and the runner; it
// wants the text want among them.
func checkLayout(t *testing.T, out []byte, want string, play bool) layout {
	t.Helper()
	var l layout
	var w, h float64
	var in [4]float64
	texts, edges, found := 0, false, false
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line, ok := strings.CutPrefix(sc.Text(), "layout ")
		if !ok {
			continue
		}
		switch {
		case strings.HasPrefix(line, "screen "):
			if _, err := fmt.Sscan(line[len("screen "):], &w, &h, &in[0], &in[1], &in[2], &in[3]); err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
			if in != phoneInsets {
				t.Errorf("the game used insets %v, the run gave %v", in, phoneInsets)
			}
		case strings.HasPrefix(line, "text "):
			tx, err := parseText(line[len("text "):])
			if err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
			l.texts = append(l.texts, tx)
			x0, y0, x1, y1, label := tx.x0, tx.y0, tx.x1, tx.y1, tx.text
			texts++
			found = found || label == want
			if x0 < in[3] || x1 > w-in[1] || y0 < in[0] || y1 > h-in[2] {
				t.Errorf("%q spans (%.0f,%.0f)-(%.0f,%.0f): outside the %vx%v screen inside its insets %v", label, x0, y0, x1, y1, w, h, in)
			}
			if lines := float64(1 + strings.Count(label, "|")); tx.colour.A == 255 && (y1-y0)/lines < legible {
				t.Errorf("%q is %.1f px a line (shrunk to %.2f to fit its place): under %.1f px, a 12 dp face", label, (y1-y0)/lines, tx.shrink, legible)
			}
		case strings.HasPrefix(line, "missing glyph "):
			t.Errorf("the font has no glyph for %s", line[len("missing glyph "):])
		case strings.HasPrefix(line, "button "):
			var x0, y0, x1, y1 float64
			if _, err := fmt.Sscan(line[len("button "):], &x0, &y0, &x1, &y1); err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
			label := strings.SplitN(line, " ", 6)[5]
			l.buttons = append(l.buttons, shownText{x0: x0, y0: y0, x1: x1, y1: y1, text: label})
			if x0 < in[3] || x1 > w-in[1] || y0 < in[0] || y1 > h-in[2] {
				t.Errorf("button %q spans (%.0f,%.0f)-(%.0f,%.0f): outside the %vx%v screen inside its insets %v", label, x0, y0, x1, y1, w, h, in)
			}
			if x1-x0 < 44 || y1-y0 < 44 {
				t.Errorf("button %q is %.0f x %.0f px, under 44 dp (1 px per dp here)", label, x1-x0, y1-y0)
			}
		case strings.HasPrefix(line, "runner "):
			if _, err := fmt.Sscan(line[len("runner "):], &l.runner[0], &l.runner[1], &l.runner[2], &l.runner[3]); err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
		case strings.HasPrefix(line, "edges "):
			var l, r float64
			if _, err := fmt.Sscan(line[len("edges "):], &l, &r); err != nil {
				t.Fatalf("bad line %q: %v", line, err)
			}
			edges = true
			if l < 0 || r > w {
				t.Errorf("the track's edges project at %.0f and %.0f px on a %v px wide screen", l, r, w)
			}
		}
	}
	if w == 0 || texts == 0 {
		t.Fatalf("no layout report (%d texts):\n%s", texts, out)
	}
	if !found {
		t.Errorf("the card does not show %q", want)
	}
	if play && !edges {
		t.Error("no track edges reported in play")
	}
	return l
}

// readPNG reads the picture a run wrote.
func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
