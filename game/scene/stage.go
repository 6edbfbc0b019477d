package scene

import (
	"math"
	"slices"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/world"
)

// Track geometry, metres.
const (
	tileLength  = 1.5  // short tiles keep fog and depth order right
	chunkLength = 12   // track meshes are culled in pieces this long
	curbWidth   = 0.22 // raised edges that show where the floor ends
	curbHeight  = 0.12
	curbBlocks  = 3 // curb blocks per tile
	// curbsFar is how far off a chunk's nearest point must be for its
	// curbs to be drawn as one block a tile (curbs.far): there the gaps
	// between the blocks are about a pixel on a phone, and the rope, whose
	// sorting the short blocks are for, is behind him.
	curbsFar = 24
)

// stage holds the level's static 3D meshes: the track in chunks, the
// finish line and arch, the frames of gates and blades, the saws' slots,
// and clouds far off. It is built once per level.
type stage struct {
	chunks []*mesh.Mesh // the floor: tiles and slab sides
	curbs  []*twoLevels // the raised edges, by chunk: they stand on the floor (near: three blocks a tile edge; far, one)
	finish mesh.Mesh    // checker strip and saw slots, drawn unlit on top of the track
	arch   mesh.Mesh    // its posts
	flag   mesh.Mesh    // its banner, across the top
	// banner is the box of the arch's banner as drawn, track space: what
	// the win shot's eye must stay clear of.
	banner [2]maths.Vec3
	frames mesh.Mesh // gate posts, blade beams: built here, drawn as framed
	// framed are the frames dealt out by chunkLength along the track
	// (splitAlong): culled a piece at a time.
	framed []mesh.Mesh
	// platforms are the moving platforms' slabs, by section, at the
	// track's centre line.
	platforms []platform
	panels    []mesh.Mesh // each gate's translucent panel, by gate
	clouds    []twoLevels // each cloud along the level: culled one at a time
	cloudRows []cloudRow  // the clouds cloudsPerRow at a time: their level of detail
	labels    []label     // gate and runway texts, placed in 3D
	theme     *theme      // the level's colours
}

// twoLevels is a mesh in two levels of detail: near, and far, coarser,
// for where the eye is far enough that the difference is a pixel or less.
type twoLevels struct{ near, far mesh.Mesh }

// lod returns the mesh to draw seen from eye (world space): far when the
// nearest point of near's bounds is at least from metres away.
func (t *twoLevels) lod(eye maths.Vec3, from float32) *mesh.Mesh {
	return t.level(beyond(t.near.Center, t.near.Radius, eye, from))
}

// level returns the far mesh if far, else the near one.
func (t *twoLevels) level(far bool) *mesh.Mesh {
	if far {
		return &t.far
	}
	return &t.near
}

// beyond reports whether the nearest point of the sphere at centre (radius
// metres) is at least from metres from eye.
func beyond(centre maths.Vec3, radius float32, eye maths.Vec3, from float32) bool {
	return centre.Sub(eye).Len()-radius >= from
}

// cloudRow is the sphere about the near meshes of cloudsPerRow clouds in
// a row along the level: they turn coarse together, when all of them are
// cloudsFar away (a puff 45 m off is still 30 pixels across: the far
// level's facets show on a cloud alone; beside a nearer one, never).
type cloudRow struct {
	centre maths.Vec3
	radius float32
}

// cloud returns the mesh cloud i is drawn with seen from eye: its far
// level once its whole row is cloudsFar away. Each cloud is culled on
// its own (most of a row is off screen when some of it is on).
func (st *stage) cloud(i int, eye maths.Vec3) *mesh.Mesh {
	row := &st.cloudRows[i/cloudsPerRow]
	return st.clouds[i].level(beyond(row.centre, row.radius, eye, cloudsFar))
}

// platform is a moving platform's slab and the section it crosses.
type platform struct {
	mesh mesh.Mesh
	sec  int
}

// label is a text shown at a place on the track (drawn by the HUD where
// the camera projects it).
type label struct {
	text string
	at   maths.Vec3
}

// build makes the meshes for level l, reusing the stage's buffers. They
// are made in track space and bent into the world by warp (nil for a
// straight level) once, here: the renderer draws them as they are
// (Renderer.AddWorld) instead of bending every vertex every frame. The
// moving platforms stay in track space (the renderer bends them where
// they are); the clouds are placed whole beside the bent track.
func (st *stage) build(w *world.Snapshot, warp camera.Warp, colourBlind bool, looks []obstacleLook) {
	l := w.Level
	st.theme = themeOf(l)
	used := 0
	for i := range l.Sections {
		sec := &l.Sections[i]
		if !sec.Solid() {
			continue
		}
		end := min(sec.End(), trackEnd(w))
		for s0 := sec.Start; s0 < end-1e-3; s0 += chunkLength {
			if used == len(st.chunks) {
				st.chunks, st.curbs = append(st.chunks, &mesh.Mesh{}), append(st.curbs, &twoLevels{})
			}
			floor, edges := st.chunks[used], st.curbs[used]
			floor.Reset()
			edges.near.Reset()
			edges.far.Reset()
			st.addFloor(floor, edges, sec, s0, min(end, s0+chunkLength), l.Finish)
			floor.FitBounds()
			edges.near.FitBounds()
			edges.far.FitBounds()
			used++
		}
	}
	st.chunks, st.curbs = st.chunks[:used], st.curbs[:used]
	st.buildPlatforms(l)
	st.buildFinish(l)
	st.buildFixtures(l, colourBlind, looks)
	st.buildClouds(l, warp)
	if warp != nil {
		for _, m := range st.chunks {
			bent(m, warp)
		}
		for _, c := range st.curbs {
			bent(&c.near, warp)
			bent(&c.far, warp)
		}
		for i := range st.panels {
			bent(&st.panels[i], warp)
		}
		for _, m := range [...]*mesh.Mesh{&st.finish, &st.arch, &st.flag} {
			bent(m, warp)
		}
	}
	st.framed = splitAlong(&st.frames, st.framed)
	for i := range st.framed {
		if warp != nil {
			bent(&st.framed[i], warp)
		}
		st.framed[i].FitBounds()
	}
}

// splitAlong deals m's faces out to parts (reusing their buffers), a part
// for every chunkLength metres along the track where a face's first
// corner lies (track space), each with the vertices its faces use, and
// returns them: a part off screen is culled whole.
func splitAlong(m *mesh.Mesh, parts []mesh.Mesh) []mesh.Mesh {
	parts = parts[:0]
	part := func(f mesh.Face) int { return int(max(0, -m.Positions[f.A].Z) / chunkLength) }
	n := 0
	for _, f := range m.Faces {
		n = max(n, part(f)+1)
	}
	at := make([]int32, len(m.Positions)) // a vertex's index in the part being made
	for k := range n {
		parts = slices.Grow(parts, 1)[:len(parts)+1]
		p := &parts[len(parts)-1]
		p.Reset()
		p.Smooth, p.Unlit, p.TwoSided = m.Smooth, m.Unlit, m.TwoSided
		for i := range at {
			at[i] = -1
		}
		for _, f := range m.Faces {
			if part(f) != k {
				continue
			}
			var idx [3]uint32
			for j, v := range [3]uint32{f.A, f.B, f.C} {
				if at[v] < 0 {
					at[v] = int32(p.AddVertex(m.Positions[v]))
				}
				idx[j] = uint32(at[v])
			}
			p.AddTriangle(idx[0], idx[1], idx[2], f.Colour)
		}
	}
	return parts
}

// bent puts m's vertices through warp, track space to the world, and fits
// its bounds to them.
func bent(m *mesh.Mesh, warp camera.Warp) {
	for i, p := range m.Positions {
		m.Positions[i] = warp.Warp(p)
	}
	if len(m.Positions) > 0 {
		m.FitBounds()
	}
}

// trackEnd is where the drawn track stops: its end, or on a boss level
// where the arena's round floor takes over (at the track's right edge,
// where the circle reaches least far back).
func trackEnd(w *world.Snapshot) float32 {
	l := w.Level
	if !l.Boss() {
		return l.Length()
	}
	dx := w.Boss.Centre.X - l.SectionAt(l.Finish).HalfWidth
	r := w.Boss.ArenaRadius
	return l.ArenaEntry() - float32(math.Sqrt(float64(max(0, r*r-dx*dx))))
}

// addFloor adds the slab of sec from s0 to s1 to m: chequered top tiles,
// purple sides and end faces where the section starts or stops; and its
// curbs to edges. A beam's edges run in (or out) along it, a split is
// two lanes with the hole between them, a pad's tiles are the pad's.
func (st *stage) addFloor(m *mesh.Mesh, edges *twoLevels, sec *world.Section, s0, s1, finish float32) {
	h, hole := sec.HalfWidth, sec.Hole
	for a := s0; a < s1-1e-3; {
		// Tiles lie on one grid along the whole track, so a tile's colour
		// depends only on where it is (see tileColour).
		b := min(s1, float32(math.Floor(float64(a/tileLength))+1)*tileLength)
		col := st.tileColour(a, finish)
		along := span{a, b, sec.TopAt(a), sec.TopAt(b)}
		switch sec.Kind {
		case world.Split:
			st.addTile(m, edges, -h, -hole, -h, -hole, along, col)
			st.addTile(m, edges, hole, h, hole, h, along, col)
		case world.Beam:
			ha, hb := sec.HalfAt(a), sec.HalfAt(b)
			st.addTile(m, edges, -ha, ha, -hb, hb, along, col)
		case world.Pad:
			st.addTile(m, edges, -h, h, -h, h, along, padTile(a))
		default:
			st.addTile(m, edges, -h, h, -h, h, along, col)
		}
		a = b
	}
	for _, end := range [2]struct {
		s    float32
		open bool
		dir  float32
	}{{s0, s0 == sec.Start, 1}, {s1, s1 == sec.End(), -1}} {
		if !end.open {
			continue
		}
		hs := sec.HalfAt(end.s)
		lanes := [2][2]float32{{-hs, hs}}
		if sec.Kind == world.Split {
			lanes = [2][2]float32{{-h, -hole}, {hole, h}}
		}
		for _, ln := range lanes {
			if ln[0] == ln[1] {
				continue
			}
			addEnd(m, ln[0], ln[1], end.s, sec.TopAt(end.s), end.dir, st.theme.trackSide.Scale(0.85))
		}
	}
}

// addEnd adds the end face of a slab from x0 to x1 at s, its top at
// height top, facing back (dir 1: where the slab starts; a step up's
// riser) or on (-1: where it stops; a drop's face).
func addEnd(m *mesh.Mesh, x0, x1, s, top, dir float32, col mesh.Colour) {
	if dir < 0 {
		x0, x1 = x1, x0
	}
	bottom := top - world.TrackThickness
	m.AddQuad(world.Pos(x0, bottom, s), world.Pos(x1, bottom, s), world.Pos(x1, top, s), world.Pos(x0, top, s), col)
}

// span is a stretch of floor along the track: from a to b metres, its top
// at height ya at a and yb at b (a slope's tiles tilt).
type span struct{ a, b, ya, yb float32 }

// addTile adds one tile of floor from a to b whose left and right edges
// run from l0, r0 (at a) to l1, r1 (at b): its top in col, its two sides,
// and along each edge a curb (edges: none if nil) of three short blocks
// (a long one would sort by its middle against the rope lying along it),
// and for afar one block along the whole edge.
func (st *stage) addTile(m *mesh.Mesh, edges *twoLevels, l0, r0, l1, r1 float32, sp span, col mesh.Colour) {
	const depth = world.TrackThickness
	a, b, ya, yb := sp.a, sp.b, sp.ya, sp.yb
	m.AddQuad(world.Pos(l0, ya, a), world.Pos(r0, ya, a), world.Pos(r1, yb, b), world.Pos(l1, yb, b), col)
	m.AddQuad(world.Pos(r0, ya, a), world.Pos(r0, ya-depth, a), world.Pos(r1, yb-depth, b), world.Pos(r1, yb, b), st.theme.trackSide)
	m.AddQuad(world.Pos(l0, ya-depth, a), world.Pos(l0, ya, a), world.Pos(l1, yb, b), world.Pos(l1, yb-depth, b), st.theme.trackSide)
	if edges == nil {
		return
	}
	// Each block stops gap short of the next at each end.
	const gap = 0.02
	for _, edge := range [2][3]float32{{l0, l1, 1}, {r0, r1, -1}} { // its ends, and which way is in
		for k := float32(0); k < curbBlocks; k++ {
			a0, b0 := a+(b-a)*k/curbBlocks, a+(b-a)*(k+1)/curbBlocks
			x := edge[0] + (edge[1]-edge[0])*(k+0.5)/curbBlocks
			y := ya + (yb-ya)*(k+0.5)/curbBlocks
			c := world.Pos(x+edge[2]*curbWidth/2, y+curbHeight/2, (a0+b0)/2)
			size := maths.V3(curbWidth/2, curbHeight/2, (b0-a0)/2-gap)
			edges.near.AddBlock(maths.Translate(c).Mul(maths.ScaleXYZ(size)), st.theme.trackCurb)
		}
		// Afar: one block along the edge and up the slope.
		from := world.Pos(edge[0]+edge[2]*curbWidth/2, ya+curbHeight/2, a)
		to := world.Pos(edge[1]+edge[2]*curbWidth/2, yb+curbHeight/2, b)
		half := to.Sub(from).Scale(0.5 - gap/(b-a))
		xf := maths.Translate(from.Add(to).Scale(0.5)).Mul(maths.Basis(maths.V3(curbWidth/2, 0, 0), maths.V3(0, curbHeight/2, 0), half.Scale(-1)))
		edges.far.AddBlock(xf, st.theme.trackCurb)
	}
}

// padTile is the colour of a jump pad's tile at s: bright stripes, the
// other way from the floor's.
func padTile(s float32) mesh.Colour {
	if int(s/tileLength)%2 == 1 {
		return padDark
	}
	return padLight
}

// buildPlatforms makes each moving platform's slab, at the track's
// centre: the scene moves it where the simulation has it each frame.
func (st *stage) buildPlatforms(l *world.Level) {
	st.platforms = st.platforms[:0]
	for i := range l.Sections {
		sec := &l.Sections[i]
		if sec.Kind != world.Platform {
			continue
		}
		if len(st.platforms) == cap(st.platforms) {
			st.platforms = append(st.platforms, platform{})
		} else {
			st.platforms = st.platforms[:len(st.platforms)+1]
		}
		p := &st.platforms[len(st.platforms)-1]
		p.sec = i
		p.mesh.Reset()
		h := sec.HalfWidth
		for a := sec.Start; a < sec.End()-1e-3; a += tileLength {
			st.addTile(&p.mesh, nil, -h, h, -h, h, span{a, min(sec.End(), a+tileLength), 0, 0}, padTile(a+tileLength))
		}
		addEnd(&p.mesh, -h, h, sec.Start, 0, 1, st.theme.trackSide.Scale(0.85))
		addEnd(&p.mesh, -h, h, sec.End(), 0, -1, st.theme.trackSide.Scale(0.85))
		p.mesh.FitBounds()
	}
}

// tileColour is the base colour of the floor tile containing distance s:
// alternating light and dark, and past the finish line the colour of the
// runway zone (x1 … x5), the last one on to the end.
func (st *stage) tileColour(s, finish float32) mesh.Colour {
	dark := int(s/tileLength)%2 == 1
	col := st.theme.tileLight
	if dark {
		col = st.theme.tileDark
	}
	if s >= finish {
		col = runwayZones[min(world.RunwayZones-1, int((s-finish)/world.RunwayZone))]
		if dark {
			col = col.Scale(0.94)
		}
	}
	return col
}

// buildFinish makes the chequered line across the track and the arch over it.
func (st *stage) buildFinish(l *world.Level) {
	st.finish.Reset()
	st.arch.Reset()
	st.flag.Reset()
	st.finish.Unlit = true
	sec := l.SectionAt(l.Finish)
	if sec == nil {
		return
	}
	h, s := sec.HalfWidth, l.Finish
	const rows, cell = 2, 0.5
	cols := int(2 * h / cell)
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			col := cloudWhite
			if (r+c)%2 == 0 {
				col = finishDark
			}
			x0 := -h + float32(c)*2*h/float32(cols)
			x1 := -h + float32(c+1)*2*h/float32(cols)
			a, b := s+float32(r)*cell, s+float32(r+1)*cell
			st.finish.AddQuad(world.Pos(x0, 0.01, a), world.Pos(x1, 0.01, a), world.Pos(x1, 0.01, b), world.Pos(x0, 0.01, b), col)
		}
	}
	st.finish.FitBounds()
	const postHeight, postHalf = 3.2, 0.18
	for _, side := range [2]float32{-1, 1} {
		addPost(&st.arch, world.Pos(side*(h+postHalf), 0, s), maths.V3(postHalf, postHeight, postHalf), archPost)
	}
	banner := world.Pos(0, postHeight+0.35, s)
	st.flag.AddBox(maths.Translate(banner).Mul(maths.ScaleXYZ(maths.V3(h+2*postHalf, 0.4, 0.15))), archBanner)
	st.banner[0], st.banner[1] = mesh.Bounds(st.flag.Positions)
	st.arch.FitBounds()
	st.flag.FitBounds()
}

// buildClouds scatters soft white clouds beside and below the track. Their
// places come from the level's length, not the run's RNG: decoration never
// touches the simulation. Each cloud's centre goes through warp; the
// puffs stay round (a bend tens of metres to the side would smear them).
func (st *stage) buildClouds(l *world.Level, warp camera.Warp) {
	st.clouds, st.cloudRows = st.clouds[:0], st.cloudRows[:0]
	rnd := xorshift(2166136261)
	for s := float32(-10); s < l.Length()+80; s += 9 {
		st.clouds = slices.Grow(st.clouds, 1)[:len(st.clouds)+1]
		cl := &st.clouds[len(st.clouds)-1]
		for _, m := range [2]*mesh.Mesh{&cl.near, &cl.far} {
			m.Reset()
			m.Smooth = true
		}
		side := float32(1)
		if rnd.next() < 0.5 {
			side = -1
		}
		c := world.Pos(side*(14+rnd.next()*26), -9+rnd.next()*16, s+rnd.next()*8)
		if warp != nil {
			c = warp.Warp(c)
		}
		// Soft rounded puffs: a big one in the middle, smaller either side.
		for puff := 0; puff < 3; puff++ {
			r := 1.2 + rnd.next()*1.6
			if puff == 1 {
				r *= 1.35
			}
			p := c.Add(maths.V3((float32(puff)-1)*r*1.1, rnd.next()*0.6, rnd.next()*1.5))
			xf := maths.Translate(p).Mul(maths.ScaleXYZ(maths.V3(r, r*0.7, r)))
			cl.near.AddSphere(xf, 7, 4, cloudWhite, cloudShade)
			cl.far.AddSphere(xf, 5, 3, cloudWhite, cloudShade)
		}
		cl.near.FitBounds()
		cl.far.FitBounds()
	}
	for first := 0; first < len(st.clouds); first += cloudsPerRow {
		var corners [2 * cloudsPerRow]maths.Vec3 // each cloud's bounds
		n := 0
		for i := first; i < min(first+cloudsPerRow, len(st.clouds)); i, n = i+1, n+2 {
			corners[n], corners[n+1] = mesh.Bounds(st.clouds[i].near.Positions)
		}
		var row cloudRow
		row.centre, row.radius = mesh.BoundingSphere(mesh.Bounds(corners[:n]))
		st.cloudRows = append(st.cloudRows, row)
	}
}

// cloudsPerRow is how many clouds (one every 9 m along the level) take
// their level of detail together (cloudRow).
const cloudsPerRow = 4

// cloudsFar is how far off a row of clouds is drawn coarser, metres:
// in the fog, where a puff is a pale blur.
const cloudsFar = 45

// xorshift is the decoration's own random generator (clouds, particles):
// never the run's RNG, so drawing can't change a replay.
type xorshift uint32

// next returns a number in 0..1.
func (x *xorshift) next() float32 {
	*x ^= *x << 13
	*x ^= *x >> 17
	*x ^= *x << 5
	return float32(uint32(*x)%10000) / 10000
}
