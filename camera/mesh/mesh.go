package mesh

import (
	"math"
	"slices"

	"ropeman/camera/maths"
)

// Face is one triangle of a Mesh: three vertex indices, counter-clockwise
// seen from the front, and the face's base colour before light and fog.
type Face struct {
	A, B, C uint32
	Colour  Colour
}

// Mesh is a flat-coloured triangle mesh in model space with a bounding
// sphere for culling. Its slices are reused: Reset keeps their capacity, so
// a mesh rebuilt every frame stops allocating once it has reached its size.
type Mesh struct {
	Positions []maths.Vec3
	Faces     []Face
	// Center and Radius bound every position (model space); FitBounds sets them.
	Center maths.Vec3
	Radius float32
	// Unlit meshes keep their face colours as they are (shadows, markings).
	Unlit bool
	// TwoSided meshes are not back-face culled.
	TwoSided bool
	// Smooth meshes are lit per vertex, with normals averaged over the
	// faces around each vertex, and the light blended across each face:
	// round things (yarn, balls, clouds) look round. Flat is per face.
	Smooth bool

	normals normals
}

// normals are a mesh's face normals (each its edges' cross product: as
// long as twice its area) and, for a smooth mesh, each vertex's sum of
// its faces', model space, made when first asked for after FitBounds.
type normals struct {
	made         bool
	face, vertex []maths.Vec3
}

// Normals returns the mesh's face normals and (Smooth) its vertex normals,
// model space: each face's edges' cross product, and each vertex's sum of
// its faces' (see normals). They are made on the first call after
// FitBounds or Reset (or once it has grown) and kept until the next: a
// mesh built once and drawn every frame makes them once. Change its
// positions only through a rebuild or followed by FitBounds.
func (m *Mesh) Normals() (face, vertex []maths.Vec3) {
	n := &m.normals
	if !n.made || len(n.face) != len(m.Faces) || m.Smooth && len(n.vertex) != len(m.Positions) { // grown since: made again
		n.face = n.face[:0]
		for _, f := range m.Faces {
			a := m.Positions[f.A]
			n.face = append(n.face, m.Positions[f.B].Sub(a).Cross(m.Positions[f.C].Sub(a)))
		}
		n.vertex = n.vertex[:0]
		if m.Smooth {
			n.vertex = SumNormals(n.vertex, m.Positions, m.Faces)
		}
		n.made = true
	}
	return n.face, n.vertex
}

// SumNormals returns into (its buffer reused, grown if short) each of
// ps's vertices' sum of the normals of faces round it (each face's edges'
// cross product, so weighted by its area): a smooth mesh's vertex
// normals, unnormalised, for ps in any space.
func SumNormals(into []maths.Vec3, ps []maths.Vec3, faces []Face) []maths.Vec3 {
	if cap(into) < len(ps) {
		into = make([]maths.Vec3, len(ps))
	}
	into = into[:len(ps)]
	clear(into)
	for _, f := range faces {
		a := ps[f.A]
		fn := ps[f.B].Sub(a).Cross(ps[f.C].Sub(a))
		into[f.A] = into[f.A].Add(fn)
		into[f.B] = into[f.B].Add(fn)
		into[f.C] = into[f.C].Add(fn)
	}
	return into
}

// Reset empties the mesh, keeping its buffers.
func (m *Mesh) Reset() {
	m.Positions = m.Positions[:0]
	m.Faces = m.Faces[:0]
	m.Center, m.Radius = maths.Vec3{}, 0
	m.normals.made = false
}

// AddVertex appends a position and returns its index.
func (m *Mesh) AddVertex(p maths.Vec3) uint32 {
	m.Positions = append(m.Positions, p)
	return uint32(len(m.Positions) - 1)
}

// AddTriangle appends a face over existing vertices a, b, c.
func (m *Mesh) AddTriangle(a, b, c uint32, col Colour) {
	m.Faces = append(m.Faces, Face{a, b, c, col})
}

// AddQuad appends the quad a, b, c, d (counter-clockwise from the front)
// as two faces sharing one colour.
func (m *Mesh) AddQuad(a, b, c, d maths.Vec3, col Colour) {
	i := m.AddVertex(a)
	m.AddVertex(b)
	m.AddVertex(c)
	m.AddVertex(d)
	m.AddTriangle(i, i+1, i+2, col)
	m.AddTriangle(i, i+2, i+3, col)
}

// unitBox holds the corners of the cube [-1,1]^3 and its six sides as
// counter-clockwise corner quads seen from outside.
var (
	unitBoxCorners = [8]maths.Vec3{
		{X: -1, Y: -1, Z: -1}, {X: 1, Y: -1, Z: -1}, {X: 1, Y: 1, Z: -1}, {X: -1, Y: 1, Z: -1},
		{X: -1, Y: -1, Z: 1}, {X: 1, Y: -1, Z: 1}, {X: 1, Y: 1, Z: 1}, {X: -1, Y: 1, Z: 1},
	}
	unitBoxSides = [6][4]uint32{
		{4, 5, 6, 7}, // +Z
		{1, 0, 3, 2}, // -Z
		{5, 1, 2, 6}, // +X
		{0, 4, 7, 3}, // -X
		{7, 6, 2, 3}, // +Y
		{0, 1, 5, 4}, // -Y
	}
)

// AddBox appends the cube [-1,1]^3 transformed by xf (so a box's half
// extents are xf's scale), every side in col.
func (m *Mesh) AddBox(xf maths.Mat4, col Colour) {
	m.AddBoxSides(xf, [6]Colour{col, col, col, col, col, col})
}

// AddBoxSides is AddBox with one colour per side, in the order +Z, -Z, +X,
// -X, +Y, -Y (top and sides of a track slab differ, for example).
func (m *Mesh) AddBoxSides(xf maths.Mat4, cols [6]Colour) { m.addBox(xf, cols, len(unitBoxSides)) }

// AddBlock is AddBox without its bottom (-Y) side: a block standing on
// something, whose bottom is never seen.
func (m *Mesh) AddBlock(xf maths.Mat4, col Colour) {
	m.addBox(xf, [6]Colour{col, col, col, col, col, col}, len(unitBoxSides)-1)
}

// addBox adds the unit box's corners through xf and its first sides
// sides (unitBoxSides' order), each in its colour of cols.
func (m *Mesh) addBox(xf maths.Mat4, cols [6]Colour, sides int) {
	base := uint32(len(m.Positions))
	for _, p := range unitBoxCorners {
		m.Positions = append(m.Positions, xf.MulPoint3(p))
	}
	for i, s := range unitBoxSides[:sides] {
		m.AddTriangle(base+s[0], base+s[1], base+s[2], cols[i])
		m.AddTriangle(base+s[0], base+s[2], base+s[3], cols[i])
	}
}

// AddDisc appends a flat disc of the given radius on the plane y = centre.Y,
// facing up, as a fan of n triangles.
func (m *Mesh) AddDisc(centre maths.Vec3, radius float32, n int, col Colour) {
	c := m.AddVertex(centre)
	for i := 0; i < n; i++ {
		s64, c64 := math.Sincos(float64(2 * math.Pi * float32(i) / float32(n)))
		s, co := float32(s64), float32(c64)
		m.AddVertex(centre.Add(maths.V3(co*radius, 0, -s*radius)))
	}
	for i := 0; i < n; i++ {
		a := c + 1 + uint32(i)
		b := c + 1 + uint32((i+1)%n)
		m.AddTriangle(c, a, b, col)
	}
}

// Bounds returns the corners of the axis-aligned box around ps (one or
// more points).
func Bounds(ps []maths.Vec3) (lo, hi maths.Vec3) {
	lo, hi = ps[0], ps[0]
	for _, p := range ps[1:] {
		lo = maths.V3(min(lo.X, p.X), min(lo.Y, p.Y), min(lo.Z, p.Z))
		hi = maths.V3(max(hi.X, p.X), max(hi.Y, p.Y), max(hi.Z, p.Z))
	}
	return lo, hi
}

// FitBounds sets Center and Radius to a sphere around every position: the
// centre and half the diagonal of the axis-aligned bounds, in one pass (a
// mesh rebuilt every frame fits its bounds every frame; for a slab or a
// block, the track's, it is the tightest sphere about that centre, for a
// ball √3 looser). It also makes room for the normals the renderer makes
// of the mesh as it now is (Normals), so that the frame that first draws
// a mesh built ahead allocates nothing.
func (m *Mesh) FitBounds() {
	m.normals.made = false
	m.normals.face = slices.Grow(m.normals.face[:0], len(m.Faces))
	if m.Smooth {
		m.normals.vertex = slices.Grow(m.normals.vertex[:0], len(m.Positions))
	}
	if len(m.Positions) == 0 {
		m.Center, m.Radius = maths.Vec3{}, 0
		return
	}
	m.Center, m.Radius = BoundingSphere(Bounds(m.Positions))
}

// BoundingSphere returns the sphere FitBounds puts about the box from lo
// to hi: its centre, and half its diagonal.
func BoundingSphere(lo, hi maths.Vec3) (centre maths.Vec3, radius float32) {
	return lo.Add(hi).Scale(0.5), hi.Sub(lo).Len() / 2
}

// AddAbove adds src placed by model, keeping only what lies at or above
// height y: faces wholly below are dropped and faces crossing it are cut
// along it (a saw in its slot shows the half above the floor). It
// allocates nothing once m's buffers have grown.
func (m *Mesh) AddAbove(src *Mesh, model maths.Mat4, y float32) {
	for _, f := range src.Faces {
		var in, out [4]maths.Vec3 // the polygon, clipped: at most four corners
		in[0], in[1], in[2] = model.MulPoint3(src.Positions[f.A]), model.MulPoint3(src.Positions[f.B]), model.MulPoint3(src.Positions[f.C])
		n := 0
		for i := 0; i < 3; i++ {
			p, q := in[i], in[(i+1)%3]
			if p.Y >= y {
				out[n] = p
				n++
			}
			if (p.Y >= y) != (q.Y >= y) {
				out[n] = p.Lerp(q, (y-p.Y)/(q.Y-p.Y))
				n++
			}
		}
		if n < 3 {
			continue
		}
		a := m.AddVertex(out[0])
		for i := 1; i+1 < n; i++ {
			b := m.AddVertex(out[i])
			c := m.AddVertex(out[i+1])
			m.AddTriangle(a, b, c, f.Colour)
		}
	}
}

// Reserve grows m's buffers (its positions, faces and normals) to hold
// positions and faces more than it has, so a mesh rebuilt every frame
// grows nothing when its model does (a rope getting longer).
func (m *Mesh) Reserve(positions, faces int) {
	m.Positions = slices.Grow(m.Positions, positions)
	m.Faces = slices.Grow(m.Faces, faces)
	m.normals.face = slices.Grow(m.normals.face, len(m.Faces)+faces)
	m.normals.vertex = slices.Grow(m.normals.vertex, len(m.Positions)+positions)
}

// Append adds src's vertices and faces to m (src's flags are not copied).
func (m *Mesh) Append(src *Mesh) {
	base := uint32(len(m.Positions))
	m.Positions = append(m.Positions, src.Positions...)
	for _, f := range src.Faces {
		m.Faces = append(m.Faces, Face{f.A + base, f.B + base, f.C + base, f.Colour})
	}
}
