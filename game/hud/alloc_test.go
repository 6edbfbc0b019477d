package hud

import (
	"runtime"
	"runtime/debug"
	"runtime/pprof"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/world"
)

// A retry's frames allocate nothing in the HUD: the distance counter, the
// popups (gains, cuts, the gates' flashes), the boss's wraps and the win
// card's coins counting up change their texts many times a run, and each
// is written into a buffer its number keeps and copied into its caption's.
// The first run is the warm-up (the glyphs first drawn, the buffers
// grown); the second, on another seed, counts every frame's allocations
// in the HUD's tick and layout (its one draw call is Ebitengine's). The
// collector is off while it counts, and a frame in which the runtime
// started a thread (whose records it allocates) is not judged.
func TestTheHUDAllocatesNothingAsItsNumbersChange(t *testing.T) {
	h := testHUD(t)
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	threads := pprof.Lookup("threadcreate")
	for seed := uint64(1); seed <= 2; seed++ {
		s, err := flow.New(flow.Config{Level: 20, Seed: seed, Autoplay: true, Open: flow.Play})
		if err != nil {
			t.Fatal(err)
		}
		var before, after runtime.MemStats
		texts, frames, glyphFrames := map[string]bool{}, 0, 0
		for i := 0; i < 60*240; i++ {
			if err := s.Step(flow.Command{}); err != nil {
				t.Fatal(err)
			}
			v := s.View()
			if v.Scene == flow.Result && v.Ticks > flow.CountUpTicks+10 {
				break
			}
			x, y, made := h.atlas.x, h.atlas.y, threads.Count()
			runtime.ReadMemStats(&before)
			h.Begin(360, 780, 2, layoutInsets)
			h.Step(v)
			h.lay(v, nil)
			runtime.ReadMemStats(&after)
			h.ink.vs, h.ink.is = h.ink.vs[:0], h.ink.is[:0]
			if seed == 1 {
				continue
			}
			frames++
			for _, b := range h.Boxes() {
				if !texts[b.Text] {
					texts[b.Text] = true // a copy: the box's text is the caption's
				}
			}
			if x != h.atlas.x || y != h.atlas.y {
				glyphFrames++ // a glyph rasterised for the first time
				continue
			}
			if threads.Count() != made {
				continue
			}
			if n := after.Mallocs - before.Mallocs; n != 0 {
				t.Errorf("seed %d tick %d (%v): the HUD allocated %d times", seed, i, v.Scene, n)
			}
		}
		if seed == 1 {
			continue
		}
		if v := s.View(); v.Scene != flow.Result || v.Run.Outcome != world.Won {
			t.Fatalf("seed %d: the bot did not reach the win card (%v)", seed, v.Scene)
		}
		// The run must have changed the HUD's texts often, or it tested nothing.
		if len(texts) < 100 || glyphFrames > 5 {
			t.Errorf("seed %d: %d frames showed %d texts, %d of them placed new glyphs; want 100 texts or more, 5 glyph frames at most", seed, frames, len(texts), glyphFrames)
		}
		t.Logf("seed %d: %d frames, %d texts, %d with new glyphs", seed, frames, len(texts), glyphFrames)
	}
}
