package camera

import "ropeman/camera/geom"

import "github.com/hajimehoshi/ebiten/v2"

// DrawBackdrop fills dst with a sky for cam: top at the top of the screen,
// the fog colour at the horizon (so distant geometry melts into it), and
// below the horizon a fade to low. Call it before the frame's batches.
func (r *Renderer) DrawBackdrop(dst *ebiten.Image, cam Camera, top, low geom.Colour) {
	w, h := float32(dst.Bounds().Dx()), float32(dst.Bounds().Dy())
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
		c geom.Colour
	}{{0, top}, {horizon, fog}, {h, low}}
	for _, b := range bands {
		r.backdrop = append(r.backdrop,
			ebiten.Vertex{DstX: 0, DstY: b.y, SrcX: 1.5, SrcY: 1.5, ColorR: b.c.R, ColorG: b.c.G, ColorB: b.c.B, ColorA: 1},
			ebiten.Vertex{DstX: w, DstY: b.y, SrcX: 1.5, SrcY: 1.5, ColorR: b.c.R, ColorG: b.c.G, ColorB: b.c.B, ColorA: 1})
	}
	dst.DrawTriangles32(r.backdrop, backdropIndices[:], r.whiteImage(), nil)
}

// backdropIndices are the two quads between the three colour bands.
var backdropIndices = [12]uint32{0, 1, 3, 0, 3, 2, 2, 3, 5, 2, 5, 4}
