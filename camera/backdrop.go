package camera

import "ropeman/camera/mesh"

// Backdrop returns the triangles of a sky for cam on a w x h pixel target:
// top at the top of the screen, the fog colour at the horizon (so distant
// geometry melts into it), and below the horizon a fade to low. Draw it
// before the frame's batches. The slices are the renderer's own.
func (r *Renderer) Backdrop(cam Camera, w, h float32, top, low mesh.Colour) ([]Vertex, []uint32) {
	fwd := cam.Target.Sub(cam.Eye)
	fwd.Y = 0
	horizon := h / 2
	if fwd.Len() > 0 {
		far := cam.Eye.Add(fwd.Normalize().Scale(cam.Far * 0.99))
		if _, y, ok := cam.Project(far, w, h); ok {
			horizon = min(h, max(0, y))
		}
	}
	fog := r.Fog.Colour
	r.backdrop = r.backdrop[:0]
	bands := [...]struct {
		y float32
		c mesh.Colour
	}{{0, top}, {horizon, fog}, {h, low}}
	for _, b := range bands {
		r.backdrop = append(r.backdrop,
			Vertex{DstX: 0, DstY: b.y, SrcX: 1.5, SrcY: 1.5, ColorR: b.c.R, ColorG: b.c.G, ColorB: b.c.B, ColorA: 1},
			Vertex{DstX: w, DstY: b.y, SrcX: 1.5, SrcY: 1.5, ColorR: b.c.R, ColorG: b.c.G, ColorB: b.c.B, ColorA: 1})
	}
	return r.backdrop, backdropIndices[:]
}

// backdropIndices are the two quads between the three colour bands.
var backdropIndices = [12]uint32{0, 1, 3, 0, 3, 2, 2, 3, 5, 2, 5, 4}
