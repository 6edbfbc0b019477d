//go:build !race

package scene

import (
	"fmt"
	"testing"

	"ropeman/assets"
	"ropeman/game/flow"
	"ropeman/game/needs"
)

// differing returns the share of pixels whose colours differ by more than
// 6 % in a channel: a difference a player can see.
func differing(p, q *raster) float64 {
	n := 0
	for i := 0; i < p.w*p.h; i++ {
		for k := 0; k < 3; k++ {
			if d := p.rgb[3*i+k] - q.rgb[3*i+k]; d > 0.06 || d < -0.06 {
				n++
				break
			}
		}
	}
	return float64(n) / float64(p.w*p.h)
}

// covered returns the share of pixels an opaque triangle covers.
func (r *raster) covered() float64 {
	n := 0
	for _, z := range r.depth {
		if z > 0 {
			n++
		}
	}
	return float64(n) / float64(len(r.depth))
}

// orderFigures are what orderError measures of a level's frames.
type orderFigures struct {
	mean, worst  float64 // share of pixels in the wrong order
	tris         int     // triangles per frame, on average
	leastCovered float64 // the emptiest frame's share of covered pixels
	meanCovered  float64
}

// orderError plays level n with the bot and measures the share of pixels
// the painter's order gets wrong, over frames sampled every few ticks of
// the run at w x h, exactly as Draw frames them.
func orderError(t *testing.T, n, w, h, frames int) (f orderFigures) {
	s, run := playing(t, n, 0)
	// Tap through the title, then play until the result card.
	for i := 0; i < 2000 && run.View().Scene != flow.Play; i++ {
		step(t, s, run)
	}
	length := int(run.View().Run.Level.Length()/run.View().Run.Runner.Speed*60) + 60
	every := max(1, length/(frames+8)) // he speeds up: the run ends before length
	var tris []refTri
	painter, ref := newRaster(w, h), newRaster(w, h)
	sampled := 0
	f.leastCovered = 1
	for tick := 0; tick < 4*length && run.View().Scene == flow.Play && sampled < frames; tick++ {
		step(t, s, run)
		if tick%every != every/2 {
			continue
		}
		tris = frameTris(t, s, float32(w), float32(h), tris[:0])
		clear(painter.rgb)
		clear(ref.rgb)
		clear(ref.depth)
		for i := range tris {
			painter.draw(&tris[i], false, false)
			if tris[i].opaque() {
				ref.draw(&tris[i], true, true)
			}
		}
		for i := range tris { // see-through faces over the opaque ones, in order
			if !tris[i].opaque() {
				ref.draw(&tris[i], true, false)
			}
		}
		d := differing(painter, ref)
		f.mean += d
		f.worst = max(f.worst, d)
		c := ref.covered()
		f.meanCovered += c
		f.leastCovered = min(f.leastCovered, c)
		f.tris += len(tris)
		sampled++
	}
	if sampled < frames {
		t.Fatalf("level %d: sampled %d frames, want %d", n, sampled, frames)
	}
	f.mean /= float64(sampled)
	f.meanCovered /= float64(sampled)
	f.tris /= sampled
	return f
}

// (Not built with -race: it rasterises hundreds of frames. build.sh runs
// it on its own.)

// TestPaintersOrderMatchesADepthBuffer draws frames along every shipped
// level twice, in the renderer's far-to-near order and with a depth
// buffer, and asserts they agree on all but 0.5 % of the pixels.
func TestPaintersOrderMatchesADepthBuffer(t *testing.T) {
	needs.Short(t, "rasterises 20 frames per level")
	for n := range assets.Levels() {
		f := orderError(t, n+1, 360, 780, 20)
		t.Logf("level %d: %.3f %% of pixels differ on average, %.3f %% at worst; %d triangles a frame, %.0f %% of the screen covered (%.0f %% at least)",
			n+1, f.mean*100, f.worst*100, f.tris, f.meanCovered*100, f.leastCovered*100)
		if f.worst > 0.005 {
			t.Errorf("level %d: %s of the pixels drawn in the wrong order at worst, want <= 0.5 %%", n+1, fmt.Sprintf("%.2f %%", f.worst*100))
		}
		// The frames players see show the track ahead: an empty frame
		// would pass the order check without showing anything.
		if f.leastCovered < 0.15 { // a pad's throw shows more sky than ever
			t.Errorf("level %d: a sampled frame covers %.1f %% of the screen, want the scene (>= 15 %%)", n+1, f.leastCovered*100)
		}
	}
}
