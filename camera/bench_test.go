package camera

import (
	"math"
	"runtime"
	"testing"

	"ropeman/camera/maths"
	"ropeman/camera/mesh"
)

// cannedScene builds a scene of about n source triangles: a floor strip cut
// into 1 m tiles, and rows of boxes standing on it, as a runner level looks
// from the chase camera.
func cannedScene(n int) (meshes []*mesh.Mesh, cam Camera) {
	floor := &mesh.Mesh{}
	for z := 0; z < 70; z++ {
		for x := -3; x < 3; x++ {
			c := mesh.RGB(200, 180, 255)
			if (x+z)%2 == 0 {
				c = mesh.RGB(240, 230, 255)
			}
			fx, fz := float32(x), float32(-z)
			floor.AddQuad(maths.V3(fx, 0, fz), maths.V3(fx+1, 0, fz), maths.V3(fx+1, 0, fz-1), maths.V3(fx, 0, fz-1), c)
		}
	}
	floor.FitBounds()
	meshes = append(meshes, floor)
	for total := len(floor.Faces); total < n; {
		m := &mesh.Mesh{}
		for i := 0; i < 40 && total < n; i++ {
			k := total / 12
			x := float32(k%7) - 3
			z := -float32(k/7%68) - 1
			m.AddBox(maths.Translate(maths.V3(x, 0.4, z)).Mul(maths.Scale(0.3)), mesh.RGB(255, 90, 120))
			total += 12
		}
		m.FitBounds()
		meshes = append(meshes, m)
	}
	cam = Camera{Eye: maths.V3(0, 4, 6), Target: maths.V3(0, 0, -6), FovY: 1.05, Near: 0.3, Far: 80}
	return meshes, cam
}

func renderScene(r *Renderer, meshes []*mesh.Mesh, cam Camera) {
	r.Begin(cam, 720, 1280)
	for _, m := range meshes {
		r.Add(m, maths.Identity())
	}
	r.Flush()
}

func TestRenderAllocatesNothingAfterWarmUp(t *testing.T) {
	meshes, cam := cannedScene(10000)
	r := testRenderer()
	renderScene(r, meshes, cam) // warm-up grows the buffers once
	if a := testing.AllocsPerRun(20, func() { renderScene(r, meshes, cam) }); a != 0 {
		t.Errorf("Render of a fixed scene allocates %v times per frame, want 0", a)
	}
	if st := r.Stats(); st.Drawn == 0 || st.Source < 9000 {
		t.Errorf("canned scene drew %+v; it should draw thousands of triangles", st)
	}
}

func benchmarkRender(b *testing.B, n int) {
	meshes, cam := cannedScene(n)
	r := testRenderer()
	renderScene(r, meshes, cam)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		renderScene(r, meshes, cam)
	}
	st := r.Stats()
	b.ReportMetric(float64(st.Source), "src-tris")
	b.ReportMetric(float64(st.Drawn), "drawn-tris")
}

func BenchmarkRender10k(b *testing.B) { benchmarkRender(b, 10000) }
func BenchmarkRender50k(b *testing.B) { benchmarkRender(b, 50000) }

// A renderer reserved for exactly a frame's triangles draws a frame that
// big, more than any before it, without growing a buffer. A frame is
// measured once, on a fresh renderer: the best of three, as another
// goroutine may allocate meanwhile.
func TestAReservedRendererGrowsNothing(t *testing.T) {
	meshes, cam := cannedScene(10000)
	for _, m := range meshes {
		m.Normals() // made once a mesh, as a level's are at its start
	}
	sized := testRenderer()
	renderScene(sized, meshes, cam)
	most := sized.Stats().Drawn
	least := uint64(math.MaxUint64)
	for range 3 {
		r := testRenderer()
		renderScene(r, meshes[:1], cam) // the floor alone: the biggest mesh, a small frame
		if few := r.Stats().Drawn; 4*few > most {
			t.Fatalf("the floor alone drew %d triangles, the whole view %d: want a frame far bigger than the first", few, most)
		}
		r.Reserve(most, 0)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		renderScene(r, meshes, cam)
		runtime.ReadMemStats(&after)
		least = min(least, after.Mallocs-before.Mallocs)
	}
	if least != 0 {
		t.Errorf("the first frame of %d triangles after Reserve(%d) allocated %d times at the least, want 0", most, most, least)
	}
}
