package scene

import (
	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/flow"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// ghostLook draws the ghost, his best run of the level racing beside him
// (flow's ghosts): the figure and the rope of that run, pale and
// translucent, in the layer of what stands on the track, and beside him
// where the two would overlap (ghostShift); Labels names it. Its meshes
// are rebuilt each frame into reused buffers.
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
	look := palette.Of(w.Colour, v.Settings.ColourBlind)
	col, ink := ghostly(look.Colour), ghostly(look.Ink)
	g.figure.mesh.Smooth = true
	g.figure.pose(&w.Body, col, ink, chunk(w.Yarn))
	aside := maths.Translate(maths.V3(ghostShift(v), 0, 0))
	r.Add(&g.figure.mesh, aside)
	if len(w.Rope) < 2 {
		return
	}
	tube := yarnTube
	tube.Radius, tube.Yarn, tube.Stripe = v.Trail.Thickness*chunk(w.Yarn), col, ink
	if v.Settings.ColourBlind {
		tube.Pattern = look.Pattern
	}
	mesh.Tube(&g.rope, w.Rope, tube)
	g.rope.Smooth = true
	g.rope.FitBounds()
	r.Add(&g.rope, aside)
}

// reserve makes the ghost's meshes room ahead, so the frame a ghost first
// runs, and the frame its rope is longest, grow nothing: its rope has
// the room of a tube of positions and faces, and its figure is posed
// once, as b (a figure always has the same parts).
func (g *ghostLook) reserve(b *world.Pose, positions, faces int) {
	g.rope.Reserve(positions, faces)
	g.figure.mesh.Smooth = true
	g.figure.pose(b, mesh.Colour{}, mesh.Colour{}, 1)
}

// ghostApart is how far apart across the track the ghost is drawn from
// him at least, metres (his body is 0.7 m wide), while it runs within
// ghostNear metres of him along it; the shift fades out over a metre
// beyond.
const ghostApart, ghostNear = 0.9, 1.2

// ghostShift returns how far across the track the ghost of view v is
// drawn from where it runs: away from him, as far as keeps them apart,
// while it runs beside him; nothing once the boss's arena places them.
func ghostShift(v *flow.View) float32 {
	g, r := v.Ghost, &v.Run
	if g == nil || g.InArena || r.InArena {
		return 0
	}
	dx, ds := g.Runner.X-r.Runner.X, abs(g.Runner.S-r.Runner.S)
	fade := min(1, max(0, 1-(ds-ghostNear)))
	need := max(0, ghostApart-abs(dx)) * fade
	if need == 0 {
		return 0
	}
	side := float32(1)
	if dx < 0 || (dx == 0 && r.Runner.X > 0) {
		side = -1
	}
	return side * need
}

// ghostly returns c paled and translucent, as the ghost wears it.
func ghostly(c mesh.Colour) mesh.Colour {
	c = c.Mix(mesh.Colour{R: 1, G: 1, B: 1, A: 1}, ghostPale)
	c.A = ghostAlpha
	return c
}
