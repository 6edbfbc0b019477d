package scene

import (
	"testing"

	"ropeman/camera"
)

// refTri is one triangle the renderer sends to Ebitengine, as the
// reference rasteriser reads it.
type refTri struct {
	v [3]camera.Vertex
}

func (t *refTri) opaque() bool {
	return t.v[0].ColorA >= 0.999 && t.v[1].ColorA >= 0.999 && t.v[2].ColorA >= 0.999
}

// raster is a test-only rasteriser: pixel centres, Gouraud colour, depth
// from the 1/w the renderer puts in Custom0 (linear across the screen;
// larger is nearer).
type raster struct {
	w, h  int
	rgb   []float32 // 3 per pixel
	depth []float32 // 1/w per pixel, 0 = nothing yet
}

func newRaster(w, h int) *raster {
	return &raster{w: w, h: h, rgb: make([]float32, 3*w*h), depth: make([]float32, w*h)}
}

// draw rasterises t. With test, a pixel nearer in the buffer keeps its
// colour; with write, the triangle's depth is stored.
func (r *raster) draw(t *refTri, test, write bool) {
	a, b, c := t.v[0], t.v[1], t.v[2]
	area := (b.DstX-a.DstX)*(c.DstY-a.DstY) - (b.DstY-a.DstY)*(c.DstX-a.DstX)
	if area == 0 {
		return
	}
	x0, x1 := max(0, int(min(a.DstX, b.DstX, c.DstX))), min(r.w-1, int(max(a.DstX, b.DstX, c.DstX)))
	y0, y1 := max(0, int(min(a.DstY, b.DstY, c.DstY))), min(r.h-1, int(max(a.DstY, b.DstY, c.DstY)))
	for y := y0; y <= y1; y++ {
		py := float32(y) + 0.5
		for x := x0; x <= x1; x++ {
			px := float32(x) + 0.5
			wa := ((b.DstX-px)*(c.DstY-py) - (b.DstY-py)*(c.DstX-px)) / area
			wb := ((c.DstX-px)*(a.DstY-py) - (c.DstY-py)*(a.DstX-px)) / area
			wc := 1 - wa - wb
			if wa < 0 || wb < 0 || wc < 0 {
				continue
			}
			i := y*r.w + x
			z := wa*a.Custom0 + wb*b.Custom0 + wc*c.Custom0
			if test && z < r.depth[i] {
				continue
			}
			if write {
				r.depth[i] = z
			}
			al := wa*a.ColorA + wb*b.ColorA + wc*c.ColorA
			for k, ch := range [3][3]float32{
				{a.ColorR, b.ColorR, c.ColorR},
				{a.ColorG, b.ColorG, c.ColorG},
				{a.ColorB, b.ColorB, c.ColorB},
			} {
				src := wa*ch[0] + wb*ch[1] + wc*ch[2]
				r.rgb[3*i+k] = src*al + r.rgb[3*i+k]*(1-al)
			}
		}
	}
}

// frameTris queues the scene as the game's Draw does (Begin, with the
// bend's warp, then layer by layer) and returns its triangles in the order
// the renderer sends them. It fails the test unless they are all the
// frame has: the count the renderer reports for it.
func frameTris(t *testing.T, s *Scene, w, h float32, out []refTri) []refTri {
	s.Resize(w, h)
	s.Begin()
	n := len(out)
	for k := range Layers {
		s.Queue(k)
		verts, index := s.renderer.Flush()
		for i := 0; i+2 < len(index); i += 3 {
			out = append(out, refTri{[3]camera.Vertex{verts[index[i]], verts[index[i+1]], verts[index[i+2]]}})
		}
	}
	if drawn := s.Stats().Drawn; len(out)-n != drawn {
		t.Fatalf("the test rasterises %d triangles, the frame draws %d", len(out)-n, drawn)
	}
	return out
}
