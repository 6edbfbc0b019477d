package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/internal/palette"
)

// ghostLook draws the ghost, his best run of the level racing beside him
// (flow's ghosts): the figure and the rope of that run, pale and
// translucent, in the layer of what stands on the track. Its meshes are
// rebuilt each frame into reused buffers.
type ghostLook struct {
	figure figure
	rope   mesh.Mesh
}

// ghostAlpha is how opaque the ghost is, and ghostPale how much of its
// yarn's colour is white.
const ghostAlpha, ghostPale = 0.55, 0.25

// add queues the ghost of view v, if there is one and it is on the
// track (once it has fallen below it, it is gone).
func (g *ghostLook) add(r *camera.Renderer, v *flow.View) {
	w := v.Ghost
	if w == nil || w.Runner.Y < -0.2 {
		return
	}
	look := palette.Of(w.Colour(), v.Settings.ColourBlind)
	col, ink := ghostly(look.Colour), ghostly(look.Ink)
	g.figure.mesh.Smooth = true
	g.figure.pose(w.Figure(), col, ink, chunk(w.Yarn()))
	r.Add(&g.figure.mesh, figureModel)
	rp := w.Rope()
	if rp == nil || rp.Len() < 2 {
		return
	}
	tube := yarnTube
	tube.Radius, tube.Yarn, tube.Stripe = v.Trail.Thickness*chunk(w.Yarn()), col, ink
	if v.Settings.ColourBlind {
		tube.Pattern = look.Pattern
	}
	mesh.Tube(&g.rope, rp.Positions(), tube)
	g.rope.Smooth = true
	g.rope.FitBounds()
	r.Add(&g.rope, maths.Identity())
}

// ghostly returns c paled and translucent, as the ghost wears it.
func ghostly(c mesh.Colour) mesh.Colour {
	c = c.Mix(mesh.Colour{R: 1, G: 1, B: 1, A: 1}, ghostPale)
	c.A = ghostAlpha
	return c
}
