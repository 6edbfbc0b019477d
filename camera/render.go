package camera

import (
	"math"
	"slices"
	"time"

	"ropeman/camera/maths"
	"ropeman/camera/mesh"
)

// Renderer turns meshes into screen triangles for one DrawTriangles32 call
// per batch. Use it once per frame as Begin, Add for each mesh, Flush (Add
// and Flush may repeat to layer batches: each batch is painted over the
// last; camera/paint draws them). All buffers are reused; after warm-up a
// frame allocates nothing.
type Renderer struct {
	Light Light
	Fog   Fog
	// Warp, when set, bends the scene: every vertex Add queues goes through
	// it after its model transform (AddWorld skips it).
	Warp Warp
	// Timed makes the renderer time its own work (Add, Flush) into
	// Stats.Nanos, with the monotonic clock: for the game's debug timings.
	Timed bool

	cam      Camera
	viewProj maths.Mat4
	view     maths.Mat4
	frustum  frustum
	width    float32
	height   float32
	light    Light // Light with its direction normalised

	clip   []maths.Vec4 // per source vertex of the current mesh
	out    []outcode    // per source vertex: the planes of the view it lies beyond
	screen []projected  // per source vertex: where it lands, if in front of the camera
	world  []maths.Vec3
	normal []maths.Vec3 // per source vertex of a smooth mesh: the sum of its faces' normals (own, or the mesh's)
	summed []maths.Vec3 // normal's own buffer
	lit    []float32    // per source vertex of a smooth lit mesh: what the light makes of its colour
	fog    []float32    // per source vertex: how far into the fog it is, 0..1
	verts  []Vertex     // three per emitted triangle, in emission order
	depth  []uint64     // per emitted triangle: far-to-near key << 32 | index
	spare  []uint64     // radix sort scratch
	index  []uint32     // draw order, three per triangle

	backdrop []Vertex
	stats    Stats
}

// Stats counts what the last frame drew.
type Stats struct {
	Meshes, Culled int   // meshes added, and of those rejected by their sphere
	Source, Drawn  int   // source triangles of unculled meshes, triangles drawn
	Nanos          int64 // with Timed: the time Add and Flush took, ns
}

// origin is the zero of the renderer's clock.
var origin = time.Now()

// clock returns the monotonic clock in ns when the renderer is timed, else 0.
func (r *Renderer) clock() int64 {
	if !r.Timed {
		return 0
	}
	return int64(time.Since(origin))
}

// spent adds the time since t0 (from clock) to the frame's Nanos.
func (r *Renderer) spent(t0 int64) {
	if r.Timed {
		r.stats.Nanos += int64(time.Since(origin)) - t0
	}
}

// Stats returns the counts since the last Begin.
func (r *Renderer) Stats() Stats { return r.stats }

// Begin starts a frame seen by cam on a width x height pixel target.
func (r *Renderer) Begin(cam Camera, width, height float32) {
	r.cam = cam
	r.width, r.height = width, height
	r.view = cam.View()
	r.viewProj = cam.Projection(width / height).Mul(r.view)
	r.frustum = newFrustum(&cam, width/height)
	r.light = r.Light
	r.light.Dir = r.Light.Dir.Normalize()
	r.verts = r.verts[:0]
	r.depth = r.depth[:0]
	r.stats = Stats{}
}

// Reserve makes the buffers room for batches of triangles triangles and
// meshes of vertices vertices, so the first frames that draw that much
// grow nothing (a slice growing in a frame costs it a fresh allocation,
// its copy and the memory's first touch). Call it between frames.
func (r *Renderer) Reserve(triangles, vertices int) {
	r.verts = slices.Grow(r.verts[:0], 3*triangles)
	r.depth = slices.Grow(r.depth[:0], triangles)
	r.spare = slices.Grow(r.spare[:0], triangles)
	r.index = slices.Grow(r.index[:0], 3*triangles)
	r.vertexRoom(vertices)
	r.summed = slices.Grow(r.summed[:0], vertices)
	r.lit = slices.Grow(r.lit[:0], vertices)
}

// vertexRoom makes the per-vertex buffers of a mesh's transform room for
// n vertices.
func (r *Renderer) vertexRoom(n int) {
	if cap(r.clip) < n {
		r.clip = make([]maths.Vec4, n)
		r.out = make([]outcode, n)
		r.screen = make([]projected, n)
		r.world = make([]maths.Vec3, n)
	}
	r.fog = slices.Grow(r.fog[:0], n)
}

// Warp maps a point of the space meshes are made in to the world. It must
// be smooth and close to length-preserving: the bounding sphere of a
// bent mesh is taken as its centre's image with warpSlack more radius.
type Warp interface {
	Warp(p maths.Vec3) maths.Vec3
}

// smallBend is the largest mesh (bounding radius, metres, with
// warpSlack) bent whole by the warp's frame at its centre rather than
// vertex by vertex: a ball, a key, a spark. The warp must bend gently: a
// track's bend of radius 10 m or more moves the edge of a mesh this size
// off its frame by under 2 cm.
const smallBend = 0.6

// bentFrame returns the affine map that takes points near at (before the
// warp) where warp takes them, exactly at at (to centre, its image): the
// warp's derivatives there, across (x, the warp's sideways direction),
// up and along (a central difference a centimetre each way).
func bentFrame(warp Warp, at, centre maths.Vec3) maths.Mat4 {
	const h = 0.01
	x := warp.Warp(at.Add(maths.V3(1, 0, 0))).Sub(centre)
	y := warp.Warp(at.Add(maths.V3(0, 1, 0))).Sub(centre)
	z := warp.Warp(at.Add(maths.V3(0, 0, h))).Sub(warp.Warp(at.Add(maths.V3(0, 0, -h)))).Scale(1 / (2 * h))
	return maths.Translate(centre).Mul(maths.Basis(x, y, z)).Mul(maths.Translate(at.Scale(-1)))
}

// warpSlack covers how much a bend can move a mesh's far points relative
// to its centre's image (a slope lifts one end of a track chunk).
const warpSlack = 1.15

// Add queues mesh m placed by model (rigid motion with an optional uniform
// scale) and then bent by Warp, if set. Meshes whose bounding sphere is
// outside the view are skipped whole.
func (r *Renderer) Add(m *mesh.Mesh, model maths.Mat4) {
	t0 := r.clock()
	r.add(m, &model, r.Warp)
	r.spent(t0)
}

// AddWorld queues mesh m placed by model straight into the world: Warp
// does not bend it (scenery placed with the warp already, far from what
// it bends).
func (r *Renderer) AddWorld(m *mesh.Mesh, model maths.Mat4) {
	t0 := r.clock()
	r.add(m, &model, nil)
	r.spent(t0)
}

func (r *Renderer) add(m *mesh.Mesh, model *maths.Mat4, warp Warp) {
	r.stats.Meshes++
	at, radius := model.MulPoint3(m.Center), m.Radius*model.MaxScale()
	centre := at
	if warp != nil {
		centre, radius = warp.Warp(at), radius*warpSlack
	}
	if r.frustum.outside(r.view.MulPoint3(centre), radius) {
		r.stats.Culled++
		return
	}
	var bent maths.Mat4
	if warp != nil && radius <= smallBend {
		// A small mesh is bent whole: the warp's frame at its centre
		// carries it (four warps, not one a vertex). Across it the warp
		// is straight to within a millimetre.
		bent = bentFrame(warp, at, centre).Mul(*model)
		model, warp = &bent, nil
	}
	r.stats.Source += len(m.Faces)
	r.transform(m, model, warp)
	// A mesh drawn unturned (moved, or scaled alike on every axis, not
	// bent) keeps its model space's normals: the mesh's own, made once.
	var faceN []maths.Vec3
	if warp == nil && unturned(model) {
		faceN, r.normal = m.Normals()
	} else if m.Smooth && !m.Unlit {
		r.vertexNormals(m)
	}
	if m.Smooth && !m.Unlit { // each vertex lit once, not once a face around it
		r.lit = r.lit[:0]
		for _, n := range r.normal {
			r.lit = append(r.lit, r.light.factor(n.Normalize()))
		}
	}
	// The culling runs here, on locals: most of a mesh's faces end at it
	// (beside the view, or facing away), and face is too big to be
	// inlined.
	out, world, eye := r.out, r.world, r.cam.Eye
	for i := range m.Faces {
		f := &m.Faces[i]
		if out[f.A]&out[f.B]&out[f.C] != 0 { // wholly beyond one plane of the view
			continue
		}
		pa := world[f.A]
		var n maths.Vec3
		if faceN != nil {
			n = faceN[i]
		} else {
			n = world[f.B].Sub(pa).Cross(world[f.C].Sub(pa))
		}
		// The back-face test runs in world space on unclipped vertices,
		// so it stays right for triangles that cross the camera plane.
		back := n.Dot(pa.Sub(eye)) >= 0
		if back && !m.TwoSided {
			continue
		}
		if back {
			n = n.Scale(-1)
		}
		r.face(m, f, n)
	}
}

// transform puts each source vertex through model, warp (if not nil) and
// view-projection once.
func (r *Renderer) transform(m *mesh.Mesh, model *maths.Mat4, warp Warp) {
	n := len(m.Positions)
	r.vertexRoom(n)
	r.clip, r.out, r.screen, r.world, r.fog = r.clip[:n], r.out[:n], r.screen[:n], r.world[:n], r.fog[:n]
	near, far := r.cam.Near, r.cam.Far
	placed := *model != maths.Identity() // most of a frame is made in place
	for i, p := range m.Positions {
		w := p
		if placed {
			w = model.MulPoint3(p)
		}
		if warp != nil {
			w = warp.Warp(w)
		}
		r.world[i] = w
		c := r.viewProj.MulPoint(w)
		r.clip[i] = c
		r.out[i] = outcodeOf(c, near, far)
		r.fog[i] = r.Fog.amount(c.W)
		if c.W > 0 {
			r.screen[i] = r.project(c)
		}
	}
}

// outcode holds a clip-space point's side of each plane of the view: a
// bit for each it lies beyond. The planes' half-spaces are linear in clip
// space, so a triangle whose corners share a bit lies wholly beyond that
// plane, the part of it behind the eye as well: it draws nothing.
type outcode uint8

const (
	beyondRight outcode = 1 << iota
	beyondLeft
	beyondTop
	beyondBottom
	beforeNear
	beyondFar
)

// outcodeOf returns clip-space c's outcode for the near and far planes at
// w = near and w = far.
func outcodeOf(c maths.Vec4, near, far float32) outcode {
	var o outcode
	if c.X > c.W {
		o |= beyondRight
	}
	if c.X < -c.W {
		o |= beyondLeft
	}
	if c.Y > c.W {
		o |= beyondTop
	}
	if c.Y < -c.W {
		o |= beyondBottom
	}
	if c.W < near {
		o |= beforeNear
	}
	if c.W > far {
		o |= beyondFar
	}
	return o
}

// projected is a point on the screen (pixels) and its 1/w.
type projected struct{ x, y, inv float32 }

// project puts clip-space p (w > 0) on the screen.
func (r *Renderer) project(p maths.Vec4) projected {
	inv := 1 / p.W
	return projected{(p.X*inv*0.5 + 0.5) * r.width, (0.5 - p.Y*inv*0.5) * r.height, inv}
}

// unturned reports whether model only moves and scales alike on every
// axis (by a positive factor): a normal keeps its direction through it.
func unturned(m *maths.Mat4) bool {
	return m[1] == 0 && m[2] == 0 && m[4] == 0 && m[6] == 0 && m[8] == 0 && m[9] == 0 &&
		m[0] > 0 && m[5] == m[0] && m[10] == m[0] && m[3] == 0 && m[7] == 0 && m[11] == 0 && m[15] == 1
}

// vertexNormals sums each vertex's faces' normals (world space, weighted
// by area), for smooth shading.
func (r *Renderer) vertexNormals(m *mesh.Mesh) {
	r.summed = mesh.SumNormals(r.summed, r.world, m.Faces)
	r.normal = r.summed
}

// face shades, fogs and near-clips one triangle that faces the camera and
// that no plane of the view has wholly beyond it (n: its normal, toward
// the camera), emitting 0-2.
func (r *Renderer) face(m *mesh.Mesh, f *mesh.Face, n maths.Vec3) {
	a, b, c := r.clip[f.A], r.clip[f.B], r.clip[f.C]
	near := r.cam.Near
	col := f.Colour
	ca, cb, cc := col, col, col
	switch {
	case m.Smooth && !m.Unlit:
		ca, cb, cc = col.Scale(r.lit[f.A]), col.Scale(r.lit[f.B]), col.Scale(r.lit[f.C])
	case !m.Unlit:
		ca = r.light.shadeFace(col, n)
		cb, cc = ca, ca
	}
	// Most of what is drawn is nearer than the fog: no mix there.
	if fa, fb, fc := r.fog[f.A], r.fog[f.B], r.fog[f.C]; fa+fb+fc > 0 {
		fog := r.Fog.Colour
		ca, cb, cc = ca.Mix(fog, fa), cb.Mix(fog, fb), cc.Mix(fog, fc)
	}
	if a.W >= near && b.W >= near && c.W >= near { // whole: its corners are projected already
		r.queue(a.W+b.W+c.W, r.screen[f.A], r.screen[f.B], r.screen[f.C], ca, cb, cc)
		return
	}
	r.clipNear(a, b, c, ca, cb, cc)
}

// clipNear clips a triangle that crosses w = near (add drops one wholly
// behind it, face queues one wholly in front): one corner out -> a quad
// (two triangles), two out -> a smaller triangle. w is never clamped: the
// new vertices lie exactly on the plane.
func (r *Renderer) clipNear(a, b, c maths.Vec4, ca, cb, cc mesh.Colour) {
	near := r.cam.Near
	inA, inB, inC := a.W >= near, b.W >= near, c.W >= near
	// Rotate so the odd vertex out (or in) comes first, keeping winding.
	switch {
	case inA == inB:
		r.clipRotated(c, a, b, cc, ca, cb, inC)
	case inB == inC:
		r.clipRotated(a, b, c, ca, cb, cc, inA)
	default:
		r.clipRotated(b, c, a, cb, cc, ca, inB)
	}
}

// clipRotated clips a triangle whose first vertex p is alone on its side of
// the near plane (inside if pIn) and q, s share the other side.
func (r *Renderer) clipRotated(p, q, s maths.Vec4, cp, cq, cs mesh.Colour, pIn bool) {
	near := r.cam.Near
	tq := (near - p.W) / (q.W - p.W)
	ts := (near - p.W) / (s.W - p.W)
	pq, ps := p.Lerp(q, tq), p.Lerp(s, ts)
	cpq, cps := cp.Mix(cq, tq), cp.Mix(cs, ts)
	if pIn {
		r.emit(p, pq, ps, cp, cpq, cps)
		return
	}
	r.emit(pq, q, s, cpq, cq, cs)
	r.emit(pq, s, ps, cpq, cs, cps)
}

// emit rejects a near-clipped triangle wholly beyond a plane of the view
// (add's test, on its corners: what is left of a face in front of the
// near plane can lie wholly beside the view when the face did not),
// projects it to the screen and queues it.
func (r *Renderer) emit(a, b, c maths.Vec4, ca, cb, cc mesh.Colour) {
	near, far := r.cam.Near, r.cam.Far
	if outcodeOf(a, near, far)&outcodeOf(b, near, far)&outcodeOf(c, near, far) == 0 {
		r.queue(a.W+b.W+c.W, r.project(a), r.project(b), r.project(c), ca, cb, cc)
	}
}

// queue adds a screen triangle with its far-to-near sort key (from the sum
// of its corners' w).
func (r *Renderer) queue(wSum float32, a, b, c projected, ca, cb, cc mesh.Colour) {
	n := len(r.verts)
	// Positive float bits sort like the floats; inverting them puts the
	// farthest triangle first in an ascending sort.
	key := ^math.Float32bits(wSum * (1.0 / 3))
	r.depth = append(r.depth, uint64(key)<<32|uint64(n/3))
	// Grown once and written in place: appending three Vertex literals
	// copied each twice.
	r.verts = slices.Grow(r.verts, 3)[:n+3]
	v := r.verts[n : n+3 : n+3]
	vertex(&v[0], a, ca)
	vertex(&v[1], b, cb)
	vertex(&v[2], c, cc)
}

// vertex writes p in colour c into v. Custom0 carries 1/w, which is
// linear across the screen: a depth for anything that wants one (the
// tests' reference z-buffer; a shader), ignored by the plain triangle
// draws.
func vertex(v *Vertex, p projected, c mesh.Colour) {
	v.DstX, v.DstY = p.x, p.y
	v.SrcX, v.SrcY = 1.5, 1.5
	v.ColorR, v.ColorG, v.ColorB, v.ColorA = c.R, c.G, c.B, c.A
	v.Custom0, v.Custom1, v.Custom2, v.Custom3 = p.inv, 0, 0, 0
}

// Flush sorts the batch's triangles far-to-near and returns the vertices
// and the indices to draw them with. The slices are the renderer's own and
// are valid until the next Add or Begin: the next batch starts empty.
func (r *Renderer) Flush() ([]Vertex, []uint32) {
	defer r.spent(r.clock())
	r.depth, r.spare = radixSortHigh32(r.depth, r.spare)
	r.index = r.index[:0]
	for _, d := range r.depth {
		i := uint32(d) * 3
		r.index = append(r.index, i, i+1, i+2)
	}
	r.stats.Drawn += len(r.depth)
	r.depth = r.depth[:0]
	verts := r.verts
	r.verts = r.verts[:0]
	return verts, r.index
}
