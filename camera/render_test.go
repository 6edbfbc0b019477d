package camera

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"ropeman/camera/maths"
	"ropeman/camera/mesh"
)

var white = mesh.Colour{R: 1, G: 1, B: 1, A: 1}

func testRenderer() *Renderer {
	r := &Renderer{Light: Light{Dir: maths.V3(0, 0, -1), Ambient: 0.5, Diffuse: 0.5}}
	r.Fog = Fog{Colour: mesh.Colour{R: 0, G: 0, B: 1, A: 1}, Start: 1000, End: 2000}
	return r
}

// tri renders one triangle (given in world space) and returns the output.
func tri(r *Renderer, a, b, c maths.Vec3) ([]Vertex, []uint32) {
	var m mesh.Mesh
	m.AddTriangle(m.AddVertex(a), m.AddVertex(b), m.AddVertex(c), white)
	m.FitBounds()
	r.Begin(testCamera(), 100, 100)
	r.Add(&m, maths.Identity())
	return r.Flush()
}

func TestNearClipping(t *testing.T) {
	// Near is 0.5: z = -0.25 is in front of it (outside), z = -4 inside.
	cases := []struct {
		name      string
		a, b, c   maths.Vec3
		triangles int
	}{
		{"all inside", maths.V3(-1, -1, -4), maths.V3(1, -1, -4), maths.V3(0, 1, -4), 1},
		{"one vertex behind near", maths.V3(-1, -1, -4), maths.V3(1, -1, -4), maths.V3(0, 0.1, -0.25), 2},
		{"two vertices behind near", maths.V3(-0.1, -0.1, -0.25), maths.V3(0.1, -0.1, -0.25), maths.V3(0, 1, -4), 1},
		{"all behind near", maths.V3(-0.1, -0.1, -0.25), maths.V3(0.1, -0.1, -0.25), maths.V3(0, 0.1, -0.3), 0},
		{"crossing the camera plane", maths.V3(1, -1, -4), maths.V3(-1, -1, -4), maths.V3(0, -0.5, 3), 2},
		{"entirely behind the camera", maths.V3(-1, -1, 4), maths.V3(1, -1, 4), maths.V3(0, 1, 4), 0},
		{"beyond far", maths.V3(-1, -1, -200), maths.V3(1, -1, -200), maths.V3(0, 1, -200), 0},
		{"off to the side", maths.V3(20, -1, -4), maths.V3(22, -1, -4), maths.V3(21, 1, -4), 0},
		// The next three are big enough for the mesh's sphere to reach into
		// the view: it is the faces that are judged.
		{"beside the view, its sphere in it", maths.V3(40, -1, -4), maths.V3(40, 1, -4), maths.V3(4.5, -1, -4), 0},
		{"beside the view and past the eye", maths.V3(30, -1, -4), maths.V3(5, -1, -4), maths.V3(-10, 0, 20), 0},
		{"covering the view, every corner outside it", maths.V3(-30, -30, -4), maths.V3(30, -30, -4), maths.V3(0, 30, -4), 1},
		// Its corner past the eye lies beyond the left plane, the others
		// beyond the right: no plane has all three, yet what is left of it
		// in front of the near plane is wholly right of the view.
		{"beside the view once clipped, a corner past the eye on the other side", maths.V3(22, -1, -4), maths.V3(20, -1, -4), maths.V3(-100, 0, 30), 0},
	}
	for _, tc := range cases {
		r := testRenderer()
		verts, idx := tri(r, tc.a, tc.b, tc.c)
		if got := len(idx) / 3; got != tc.triangles {
			t.Errorf("%s: %d triangles, want %d", tc.name, got, tc.triangles)
			continue
		}
		for _, v := range verts {
			if math.IsNaN(float64(v.DstX)) || math.IsInf(float64(v.DstX), 0) || math.Abs(float64(v.DstX)) > 1e5 {
				t.Errorf("%s: vertex at (%v, %v) is not a sane screen point", tc.name, v.DstX, v.DstY)
			}
		}
	}
}

func TestNearClipKeepsWindingAndInterpolatesColour(t *testing.T) {
	// A wall quad facing the camera, its bottom edge running under the eye:
	// the colour fades from fog (far) to none (near), so clipped vertices
	// must carry interpolated colours, not a copy of a neighbour's.
	r := testRenderer()
	r.Fog = Fog{Colour: mesh.Colour{R: 0, G: 0, B: 0, A: 1}, Start: 0.5, End: 4}
	r.Light = Light{Ambient: 1}
	var m mesh.Mesh
	m.AddQuad(maths.V3(-1, -1, 2), maths.V3(1, -1, 2), maths.V3(1, -1, -4), maths.V3(-1, -1, -4), white) // floor, facing up
	m.FitBounds()
	r.Begin(testCamera(), 100, 100)
	r.Add(&m, maths.Identity())
	verts, idx := r.Flush()
	if len(idx) == 0 {
		t.Fatal("floor crossing the camera plane drew nothing")
	}
	for i := 0; i < len(idx); i += 3 {
		a, b, c := verts[idx[i]], verts[idx[i+1]], verts[idx[i+2]]
		// Screen y grows downward, so counter-clockwise in world shows as
		// a negative signed area here.
		area := (b.DstX-a.DstX)*(c.DstY-a.DstY) - (c.DstX-a.DstX)*(b.DstY-a.DstY)
		if area >= 0 {
			t.Errorf("triangle %d lost its winding (signed area %v)", i/3, area)
		}
	}
	// The edge from z = 2 (w = -2, unfogged) to z = -4 (w = 4, black) meets
	// the near plane at t = 2.5/6: its colour there is 1 - 2.5/6.
	want := float32(1 - 2.5/6)
	found := false
	for _, v := range verts {
		found = found || near(v.ColorR, want, 1e-3)
	}
	if !found {
		t.Errorf("no clipped vertex has the interpolated colour %v", want)
	}
}

func TestBackFaceCulling(t *testing.T) {
	ccw := [3]maths.Vec3{maths.V3(-1, -1, -4), maths.V3(1, -1, -4), maths.V3(0, 1, -4)}
	cases := []struct {
		name     string
		a, b, c  maths.Vec3
		twoSided bool
		want     int
	}{
		{"front face", ccw[0], ccw[1], ccw[2], false, 1},
		{"back face", ccw[0], ccw[2], ccw[1], false, 0},
		{"back face of a two-sided mesh", ccw[0], ccw[2], ccw[1], true, 1},
		{"edge-on", maths.V3(0, -1, -3), maths.V3(0, -1, -5), maths.V3(0, 1, -4), false, 0},
		// Floors under the eye that cross the camera plane: after projection
		// the vertex behind the camera flips sides, so only a test before
		// clipping tells the face that points down (hidden) from the one
		// that points up (seen, clipped to one triangle).
		{"floor facing down, crossing", maths.V3(-1, -1, -4), maths.V3(1, -1, -4), maths.V3(0, -1, 3), false, 0},
		{"floor facing up, crossing", maths.V3(-1, -1, 3), maths.V3(1, -1, 3), maths.V3(0, -1, -4), false, 1},
	}
	for _, tc := range cases {
		r := testRenderer()
		var m mesh.Mesh
		m.AddTriangle(m.AddVertex(tc.a), m.AddVertex(tc.b), m.AddVertex(tc.c), white)
		m.FitBounds()
		m.TwoSided = tc.twoSided
		r.Begin(testCamera(), 100, 100)
		r.Add(&m, maths.Identity())
		_, idx := r.Flush()
		if got := len(idx) / 3; got != tc.want {
			t.Errorf("%s: %d triangles, want %d", tc.name, got, tc.want)
		}
	}
}

func TestSortsFarToNear(t *testing.T) {
	r := testRenderer()
	var m mesh.Mesh
	depths := []float32{5, 40, 12, 3, 40, 25, 8}
	for _, d := range depths {
		m.AddTriangle(m.AddVertex(maths.V3(-1, -1, -d)), m.AddVertex(maths.V3(1, -1, -d)), m.AddVertex(maths.V3(0, 1, -d)), white)
	}
	m.FitBounds()
	r.Begin(testCamera(), 100, 100)
	r.Add(&m, maths.Identity())
	verts, idx := r.Flush()
	if len(idx) != 3*len(depths) {
		t.Fatalf("%d indices, want %d", len(idx), 3*len(depths))
	}
	// Screen size shrinks with depth, so the triangle height in pixels
	// gives the order back.
	prev := float32(0)
	for i := 0; i < len(idx); i += 3 {
		h := verts[idx[i+1]].DstY - verts[idx[i+2]].DstY
		if h < prev-1e-3 {
			t.Errorf("triangle %d (height %v px) drawn after a nearer one (%v px)", i/3, h, prev)
		}
		prev = h
	}
	// Equal depths keep the order they were added in (stable sort).
	if idx[0] != 3 || idx[3] != 12 {
		t.Errorf("ties at depth 40 drawn as triangles %d, %d; want 1 then 4 (added order)", idx[0]/3, idx[3]/3)
	}
}

func TestRadixSortMatchesOrder(t *testing.T) {
	var items []uint64
	x := uint64(12345)
	for i := 0; i < 5000; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		items = append(items, (x&0xffffffff00000000)|uint64(i))
	}
	sorted, _ := radixSortHigh32(items, nil)
	for i := 1; i < len(sorted); i++ {
		a, b := sorted[i-1], sorted[i]
		if a>>32 > b>>32 || (a>>32 == b>>32 && uint32(a) > uint32(b)) {
			t.Fatalf("item %d (%x) after %x: not sorted or not stable", i, b, a)
		}
	}
	if s, _ := radixSortHigh32(nil, nil); len(s) != 0 {
		t.Errorf("sorting nothing gave %d items", len(s))
	}
}

func TestFogRamp(t *testing.T) {
	f := Fog{Start: 10, End: 30}
	cases := []struct{ w, want float32 }{{0, 0}, {10, 0}, {20, 0.5}, {30, 1}, {99, 1}}
	for _, tc := range cases {
		if got := f.amount(tc.w); !near(got, tc.want, 1e-6) {
			t.Errorf("fog at %v m = %v, want %v", tc.w, got, tc.want)
		}
	}
	for w := float32(10); w < 30; w++ {
		if f.amount(w+1) < f.amount(w) {
			t.Errorf("fog decreases between %v and %v m", w, w+1)
		}
	}
	// Shade applies both light and fog: fully fogged is the fog colour.
	l := Light{Dir: maths.V3(0, -1, 0), Ambient: 0.4, Diffuse: 0.6}
	f.Colour = mesh.Colour{R: 0.2, G: 0.4, B: 0.6, A: 1}
	if got := Shade(l, f, white, maths.V3(0, 1, 0), 50); !near(got.R, 0.2, 1e-6) || !near(got.B, 0.6, 1e-6) {
		t.Errorf("fully fogged colour = %v, want %v", got, f.Colour)
	}
	if got := Shade(l, f, white, maths.V3(0, 1, 0), 0); !near(got.R, 1, 1e-6) {
		t.Errorf("lit face facing the light = %v, want white", got)
	}
	if got := Shade(l, f, white, maths.V3(0, -1, 0), 0); !near(got.R, 0.4, 1e-6) {
		t.Errorf("face turned away = %v, want ambient 0.4", got)
	}
}

func TestCullsMeshOutsideView(t *testing.T) {
	r := testRenderer()
	var m mesh.Mesh
	m.AddBox(maths.Identity(), white)
	m.FitBounds()
	r.Begin(testCamera(), 100, 100)
	r.Add(&m, maths.Translate(maths.V3(0, 0, 10)))  // behind
	r.Add(&m, maths.Translate(maths.V3(0, 0, -10))) // ahead
	st := r.Stats()
	if st.Meshes != 2 || st.Culled != 1 || st.Source != 12 {
		t.Errorf("stats %+v, want 2 meshes, 1 culled, 12 source triangles", st)
	}
	_, idx := r.Flush()
	// A cube seen straight on shows one face: two triangles.
	if len(idx)/3 != 2 {
		t.Errorf("cube ahead drew %d triangles, want 2", len(idx)/3)
	}
}

func TestRendererShadesLikeShade(t *testing.T) {
	// An unnormalised light direction must light faces as Shade says: the
	// smoke test compares screen pixels against Shade.
	r := testRenderer()
	r.Light = Light{Dir: maths.V3(-0.45, -1, -0.55), Ambient: 0.58, Diffuse: 0.48}
	base := mesh.Colour{R: 0.9, G: 0.8, B: 1, A: 1}
	var m mesh.Mesh
	m.AddQuad(maths.V3(-1, -1, -3), maths.V3(1, -1, -3), maths.V3(1, -1, -5), maths.V3(-1, -1, -5), base) // floor, facing up
	m.FitBounds()
	r.Begin(testCamera(), 100, 100)
	r.Add(&m, maths.Identity())
	verts, idx := r.Flush()
	if len(idx) == 0 {
		t.Fatal("floor not drawn")
	}
	v := verts[idx[0]]
	want := Shade(r.Light, r.Fog, base, maths.V3(0, 1, 0), 4)
	if !near(v.ColorR, want.R, 1e-4) || !near(v.ColorG, want.G, 1e-4) || !near(v.ColorB, want.B, 1e-4) {
		t.Errorf("floor vertex colour (%v %v %v), want Shade's %v", v.ColorR, v.ColorG, v.ColorB, want)
	}
}

// A smooth mesh is lit per vertex: on a sphere facing the light, the
// vertices of one face get different light; flat, they share the face's.
func TestSmoothMeshIsLitPerVertex(t *testing.T) {
	for _, smooth := range []bool{false, true} {
		var m mesh.Mesh
		m.Smooth = smooth
		m.AddSphere(maths.Translate(maths.V3(0, 0, -5)), 12, 8, white, white)
		m.FitBounds()
		r := testRenderer()
		r.Begin(testCamera(), 100, 100)
		r.Add(&m, maths.Identity())
		verts, index := r.Flush()
		varied := 0
		for i := 0; i+2 < len(index); i += 3 {
			a, b, c := verts[index[i]], verts[index[i+1]], verts[index[i+2]]
			if a.ColorR != b.ColorR || a.ColorR != c.ColorR {
				varied++
			}
		}
		if smooth && varied < len(index)/3/2 {
			t.Errorf("smooth: only %d of %d faces vary in light across them", varied, len(index)/3)
		}
		if !smooth && varied != 0 {
			t.Errorf("flat: %d faces vary in light across them", varied)
		}
	}
}

// shift is a Warp that moves everything by d: a mesh drawn through it
// must draw exactly as the mesh moved by its model matrix.
type shift struct{ d maths.Vec3 }

func (s shift) Warp(p maths.Vec3) maths.Vec3 { return p.Add(s.d) }

func TestWarpBendsAddButNotAddWorld(t *testing.T) {
	var m mesh.Mesh
	m.AddBox(maths.Identity(), white)
	m.FitBounds()
	draw := func(warp Warp, world bool, model maths.Mat4) ([]Vertex, Stats) {
		r := testRenderer()
		r.Warp = warp
		r.Begin(testCamera(), 100, 100)
		if world {
			r.AddWorld(&m, model)
		} else {
			r.Add(&m, model)
		}
		v, _ := r.Flush()
		return append([]Vertex(nil), v...), r.Stats()
	}
	ahead := maths.V3(0.3, -0.2, -6)
	want, _ := draw(nil, false, maths.Translate(ahead))
	got, _ := draw(shift{ahead}, false, maths.Identity())
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("warped box drew %d vertices, moved box %d", len(got), len(want))
	}
	for i := range want {
		if d := math.Abs(float64(got[i].DstX-want[i].DstX)) + math.Abs(float64(got[i].DstY-want[i].DstY)); d > 1e-3 {
			t.Fatalf("vertex %d at %.3f,%.3f warped, %.3f,%.3f moved", i, got[i].DstX, got[i].DstY, want[i].DstX, want[i].DstY)
		}
	}
	// The box at the eye, warped out in front: culled by where the warp
	// puts it, not where its model does.
	if _, st := draw(shift{ahead}, false, maths.Identity()); st.Culled != 0 {
		t.Error("a box the warp puts in view was culled")
	}
	if _, st := draw(shift{maths.V3(0, 0, 20)}, false, maths.Translate(ahead)); st.Culled != 1 {
		t.Error("a box the warp puts behind the camera was drawn")
	}
	if v, _ := draw(shift{maths.V3(0, 0, 20)}, true, maths.Translate(ahead)); len(v) != len(want) {
		t.Errorf("AddWorld drew %d vertices, want %d: the warp must not move it", len(v), len(want))
	}
}

// bendNone is a warp that moves nothing: a mesh drawn through it has its
// normals worked out from its placed vertices, as a bent mesh does.
type bendNone struct{}

func (bendNone) Warp(p maths.Vec3) maths.Vec3 { return p }

// A mesh drawn unturned (moved, or scaled alike on every axis) is lit
// with the normals it made once (mesh.Normals); drawn through a warp, or
// squashed, with normals worked out from its placed vertices every frame.
// Both give the same colours, smooth and flat, lit and fogged: a stale
// cache, or one used for a squashed mesh, would shade differently. After
// the mesh changes shape (rebuilt, or turned in place, then FitBounds),
// the cache follows it.
func TestMadeNormalsShadeAsWorkedOutOnes(t *testing.T) {
	draw := func(m *mesh.Mesh, model maths.Mat4, warp Warp) []Vertex {
		r := testRenderer()
		r.Fog = Fog{Colour: mesh.Colour{R: 0, G: 0, B: 1, A: 1}, Start: 2, End: 9}
		r.Light.Dir = maths.V3(-0.4, -1, -0.6)
		r.Warp = warp
		r.Begin(testCamera(), 100, 100)
		r.Add(m, model)
		v, _ := r.Flush()
		return slices.Clone(v)
	}
	same := func(name string, a, b []Vertex) {
		t.Helper()
		if len(a) != len(b) || len(a) == 0 {
			t.Fatalf("%s: %d and %d vertices drawn", name, len(a), len(b))
		}
		for i := range a {
			if d := math.Abs(float64(a[i].ColorR-b[i].ColorR)) + math.Abs(float64(a[i].ColorG-b[i].ColorG)) + math.Abs(float64(a[i].ColorB-b[i].ColorB)); d > 1e-4 {
				t.Fatalf("%s: vertex %d coloured %v,%v,%v from made normals, %v,%v,%v from worked-out ones", name, i, a[i].ColorR, a[i].ColorG, a[i].ColorB, b[i].ColorR, b[i].ColorG, b[i].ColorB)
			}
		}
	}
	for _, smooth := range []bool{true, false} {
		var m mesh.Mesh
		m.Smooth = smooth
		m.AddSphere(maths.Scale(0.8), 8, 5, white, mesh.Colour{R: 1, G: 0.2, B: 0.2, A: 1})
		m.FitBounds()
		model := maths.Translate(maths.V3(0.3, 0.2, -4)).Mul(maths.Scale(1.5))
		squashed := maths.Translate(maths.V3(0.3, 0.2, -4)).Mul(maths.ScaleXYZ(maths.V3(1.5, 0.5, 1.5)))
		same(fmt.Sprintf("smooth %v, squashed", smooth), draw(&m, squashed, nil), draw(&m, squashed, bendNone{}))
		same(fmt.Sprintf("smooth %v", smooth), draw(&m, model, nil), draw(&m, model, bendNone{}))
		// Rebuilt as a box: the next frame's normals are the box's.
		m.Reset()
		m.AddBox(maths.ScaleXYZ(maths.V3(0.5, 0.3, 0.7)), white)
		m.FitBounds()
		same(fmt.Sprintf("smooth %v, rebuilt", smooth), draw(&m, model, nil), draw(&m, model, bendNone{}))
		// Turned in place, as the stage bends its meshes, then fitted.
		for i, p := range m.Positions {
			m.Positions[i] = maths.V3(p.Y, -p.X, p.Z)
		}
		m.FitBounds()
		same(fmt.Sprintf("smooth %v, turned in place", smooth), draw(&m, model, nil), draw(&m, model, bendNone{}))
	}
}

// arc bends the -Z axis round a circle of radius 10 m (a track's tightest
// bend), x across it, y up.
type arc struct{}

func (arc) Warp(p maths.Vec3) maths.Vec3 {
	const radius = 10
	a := float64(-p.Z / radius)
	sin, cos := math.Sincos(a)
	r := radius - p.X
	return maths.V3(radius-r*float32(cos), p.Y, -r*float32(sin))
}

// A small mesh on a bend is bent whole, by the warp's frame at its centre:
// drawn so, a ball on the tightest bend lands where bending each of its
// vertices puts it, to within 4 mm (a fifth of a pixel on a 100-pixel
// view 4 m off; r²/2R is 3 mm).
func TestASmallMeshIsBentWhole(t *testing.T) {
	var ball mesh.Mesh
	ball.AddSphere(maths.Scale(0.25), 8, 5, white, white)
	ball.FitBounds()
	model := maths.Translate(maths.V3(0.6, 0.3, -9))
	var each mesh.Mesh // the same ball, each vertex bent
	for _, p := range ball.Positions {
		each.AddVertex(arc{}.Warp(model.MulPoint3(p)))
	}
	each.Faces = ball.Faces
	each.FitBounds()
	cam := Camera{Eye: arc{}.Warp(maths.V3(0.6, 1, -5)), Target: arc{}.Warp(maths.V3(0.6, 0.3, -9)), FovY: 0.5, Near: 0.1, Far: 100}
	draw := func(m *mesh.Mesh, model maths.Mat4, warp Warp) []Vertex {
		r := testRenderer()
		r.Warp = warp
		r.Begin(cam, 100, 100)
		r.Add(m, model)
		v, _ := r.Flush()
		return slices.Clone(v)
	}
	whole, bent := draw(&ball, model, arc{}), draw(&each, maths.Identity(), nil)
	if len(whole) != len(bent) || len(whole) < 30 {
		t.Fatalf("%d and %d vertices drawn", len(whole), len(bent))
	}
	worst := 0.0
	for i := range whole {
		worst = max(worst, math.Hypot(float64(whole[i].DstX-bent[i].DstX), float64(whole[i].DstY-bent[i].DstY)))
	}
	if worst > 0.2 {
		t.Errorf("bent whole, the ball's vertices land up to %.3f pixels from where bending each puts them", worst)
	}
}
