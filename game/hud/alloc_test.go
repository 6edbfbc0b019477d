package hud

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/internal/allocs"
	"ropeman/game/world"
)

// A retry's frames allocate nothing in the HUD: the distance counter, the
// popups (gains, cuts, the gates' flashes), the boss's wraps and the win
// card's coins counting up change their texts many times a run, and each
// is written into a buffer its number keeps and copied into its caption's.
// The first run is the warm-up (the glyphs first drawn, the buffers
// grown); in the second, on another seed, the HUD's tick and layout (its
// one draw call is Ebitengine's) allocate nothing, by the heap profile's
// stacks (the process's counter also counts the runtime's own: see
// allocs), and draw no glyph the first did not.
func TestTheHUDAllocatesNothingAsItsNumbersChange(t *testing.T) {
	h := testHUD(t)
	count := allocs.New(t, "ropeman/game/hud.(*HUD).Begin", "ropeman/game/hud.(*HUD).Step", "ropeman/game/hud.(*HUD).lay")
	for seed := uint64(1); seed <= 2; seed++ {
		s, err := flow.New(flow.Config{Level: 20, Seed: seed, Autoplay: true, Open: flow.Play})
		if err != nil {
			t.Fatal(err)
		}
		texts, frames, glyphFrames := map[string]bool{}, 0, 0
		var suspects []int // ticks the process allocated in
		if seed == 2 {
			count.Mark()
		}
		for i := 0; i < 60*240; i++ {
			if err := s.Step(flow.Command{}); err != nil {
				t.Fatal(err)
			}
			v := s.View()
			if v.Scene == flow.Result && v.Ticks > flow.CountUpTicks+10 {
				break
			}
			x, y := h.atlas.x, h.atlas.y
			count.Start()
			h.Begin(360, 780, 2, layoutInsets)
			h.Step(v)
			h.lay(v, nil)
			n := count.Stop()
			h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
			if seed == 1 {
				continue
			}
			frames++
			for _, b := range h.Boxes() {
				if !texts[b.Text] {
					texts[strings.Clone(b.Text)] = true // a copy: the box's text is the caption's buffer
				}
			}
			if x != h.atlas.x || y != h.atlas.y {
				glyphFrames++ // a glyph rasterised for the first time
			}
			if n != 0 {
				suspects = append(suspects, i)
			}
		}
		if seed == 1 {
			continue
		}
		if v := s.View(); v.Scene != flow.Result || v.Run.Outcome != world.Won {
			t.Fatalf("seed %d: the bot did not reach the win card (%v)", seed, v.Scene)
		}
		// The run must have changed the HUD's texts often, or it tested nothing.
		if a, where := count.Since(); a > 0 {
			t.Errorf("seed %d: the HUD allocated %d times, the most in %s (the process allocated in ticks %v)", seed, a, where, suspects)
		}
		if len(texts) < 100 || glyphFrames > 0 {
			t.Errorf("seed %d: %d frames showed %d texts, %d of them placed new glyphs; want 100 texts or more and no new glyph", seed, frames, len(texts), glyphFrames)
		}
		t.Logf("seed %d: %d frames, %d texts; the process allocated in ticks %v", seed, frames, len(texts), suspects)
	}
}

// A board of names in every script a name may be written in is drawn
// whole, and once drawn, drawn again allocating nothing: each name
// shaped once (Arabic joined and read right to left inside its line,
// Devanagari's, Bengali's and Tamil's conjuncts, Thai's and Vietnamese's
// stacked marks, Hangul, kana, Han), then kept in the atlas by its line.
func TestABoardInEveryScriptIsDrawnAndAllocatesNothing(t *testing.T) {
	h := testHUD(t)
	count := allocs.New(t, "ropeman/game/hud.(*HUD).Begin", "ropeman/game/hud.(*HUD).Step", "ropeman/game/hud.(*HUD).lay")
	names := []string{"Zoë Ngọc Ánh", "مريم", "שרה כהן", "नमस्ते", "শ্রাবন্তী", "தமிழ்செல்வி", "ตั๊กแตน", "김민준", "やまだ ハナ", "山田太郎", "Ζωή", "Кира 7"}
	for _, size := range [][2]float32{{360, 640}, {768, 1024}} {
		for first := 0; first < len(names); first += flow.BoardRows {
			v := &flow.View{Scene: flow.Leaderboard}
			for i := range flow.BoardRows {
				if first+i < len(names) {
					v.Board.Lines[i] = fmt.Sprintf("%d. %s   %d", first+i+1, flow.Isolated(names[first+i]), 900-first-i)
				}
			}
			for frame := range 3 {
				if frame == 2 {
					count.Mark()
				}
				x, y := h.atlas.x, h.atlas.y
				count.Start()
				h.Begin(size[0], size[1], 2, layoutInsets)
				h.Step(v)
				h.lay(v, nil)
				count.Stop()
				h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
				if frame == 2 && (x != h.atlas.x || y != h.atlas.y) {
					t.Errorf("%v, names %d on: drawn again, a line was placed in the atlas again", size, first+1)
				}
			}
			if a, where := count.Since(); a > 0 {
				t.Errorf("%v, names %d on: drawn again, the HUD allocated %d times, the most in %s", size, first+1, a, where)
			}
			for i, line := range v.Board.Lines {
				if line == "" {
					continue
				}
				found := false
				for _, b := range h.Boxes() {
					if b.Text == line {
						found = true
						if b.X1-b.X0 < 20 || b.X0 < 0 || b.X1 > size[0] {
							t.Errorf("%v: %q laid out from x %.0f to %.0f", size, line, b.X0, b.X1)
						}
					}
				}
				if !found {
					t.Errorf("%v: row %d, %q, is not on the board", size, i+1, line)
				}
			}
		}
	}
	if m := h.Missing(); len(m) > 0 {
		t.Errorf("runes drawn as nothing: %q", m)
	}
}
