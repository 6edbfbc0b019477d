package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/geom"
	"ropeman/game/internal/palette"
	"ropeman/game/world"
	"ropeman/rope"
)

// props are the moving parts drawn each frame: yarn balls not yet taken,
// saws and blades where the simulation has them, the yarn laid on the
// runway and the cut pieces in flight. Their meshes are made once; each
// frame only transforms them (nothing is allocated).
type props struct {
	balls  [world.ColourCount]geom.Mesh
	saw    geom.Mesh // the model: a whole disc
	saws   geom.Mesh // this frame's saws, above the floor
	blade  geom.Mesh
	bar    geom.Mesh // a sweeper bar: the x axis from -1 to 1
	jaw    geom.Mesh // the unit box, for scissor jaws
	wall   geom.Mesh // the unit box, for walls
	key    geom.Mesh // a key standing up, its middle at the origin
	laid   geom.Mesh
	ribbon geom.Mesh
	pieces []geom.Mesh
	line   [2]geom.Vec3
}

// build makes the props' model meshes.
func (p *props) build() {
	// Yarn is soft: the balls, the laid yarn and the cut pieces are lit
	// smoothly (Reset keeps the flag; the tubes are rebuilt each frame).
	p.laid.Smooth = true
	p.paint(false)
	p.buildSaw()
	p.buildBlade()
	p.buildKey()
	// Jaws, walls and bars are long: in warning stripes of pieces, each
	// of which sorts right against what passes it.
	stripes(&p.jaw, 0, 4, hazardDark, hazardAccent)
	stripes(&p.wall, 1, 5, hazardDark, hazardAccent)
	stripes(&p.bar, 0, 8, hazardDark, hazardAccent)
}

// paint makes the yarn balls in each colour's look, in colour-blind play
// or not.
func (p *props) paint(colourBlind bool) {
	for c := range p.balls {
		look := palette.Of(world.Colour(c), colourBlind)
		p.balls[c].Smooth = true
		p.balls[c].Reset()
		p.balls[c].AddPatternedSphere(geom.Scale(world.BallRadius), 8, 5, look.Colour, look.Ink, look.Pattern)
		p.balls[c].FitBounds()
	}
}

// stripes makes m the box from -1 to 1 on each axis cut in n pieces along
// axis (0: x, 1: y), coloured a and b in turn.
func stripes(m *geom.Mesh, axis, n int, a, b geom.Colour) {
	m.Reset()
	for i := 0; i < n; i++ {
		c := -1 + (2*float32(i)+1)/float32(n)
		at, size := geom.V3(c, 0, 0), geom.V3(1/float32(n), 1, 1)
		if axis == 1 {
			at, size = geom.V3(0, c, 0), geom.V3(1, 1/float32(n), 1)
		}
		col := a
		if i%2 == 1 {
			col = b
		}
		m.AddBox(geom.Translate(at).Mul(geom.ScaleXYZ(size)), col)
	}
	m.FitBounds()
}

// buildSaw makes a saw disc standing across the track, facing the runner
// (model: the plane z = 0, centre at the origin, radius 1) with a toothed
// rim.
func (p *props) buildSaw() {
	m := &p.saw
	m.Reset()
	m.TwoSided = true
	const teeth = 14
	centre := m.AddVertex(geom.Vec3{})
	for i := 0; i < teeth; i++ {
		a0 := 2 * math.Pi * float64(i) / teeth
		a1 := 2 * math.Pi * float64(i+1) / teeth
		am := (a0 + a1) / 2
		rim := func(a float64, r float32) geom.Vec3 {
			s, c := math.Sincos(a)
			return geom.V3(float32(s)*r, float32(c)*r, 0)
		}
		v0, v1 := m.AddVertex(rim(a0, 0.86)), m.AddVertex(rim(a1, 0.86))
		m.AddTriangle(centre, v0, v1, hazardDark)
		tip := m.AddVertex(rim(am-0.08, 1.0))
		m.AddTriangle(v0, tip, v1, hazardAccent)
	}
	m.AddBox(geom.ScaleXYZ(geom.V3(0.18, 0.18, 0.08)), hazardEdge)
	m.FitBounds()
}

// buildBlade makes a pendulum hanging from the origin (its pivot): an arm
// down to an axe head whose edge runs along the track.
func (p *props) buildBlade() {
	m := &p.blade
	m.Reset()
	m.AddBox(geom.Translate(geom.V3(0, -world.BladeArm/2, 0)).Mul(geom.ScaleXYZ(geom.V3(0.05, world.BladeArm/2, 0.05))), hazardDark)
	m.AddBox(geom.Translate(geom.V3(0, -world.BladeArm+0.06, 0)).Mul(geom.ScaleXYZ(geom.V3(0.05, 0.16, world.BladeHead))), hazardAccent)
	m.AddBox(geom.Translate(geom.V3(0, -world.BladeArm-0.16, 0)).Mul(geom.ScaleXYZ(geom.V3(0.04, 0.06, world.BladeHead))), hazardEdge) // the edge
	m.FitBounds()
}

// buildKey makes a golden key standing in the plane x = 0 (it turns
// about the vertical): a ring of eight bars for its bow on top, the shaft
// down from it and two teeth, about 0.7 m tall.
func (p *props) buildKey() {
	m := &p.key
	m.Reset()
	const bowR, bar = 0.17, 0.045
	for i := 0; i < 8; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 8
		sn, cs := math.Sincos(a)
		at := geom.V3(0, 0.18+bowR*float32(cs), bowR*float32(sn))
		m.AddBox(geom.Translate(at).Mul(geom.RotateX(-float32(a))).Mul(geom.ScaleXYZ(geom.V3(bar, bar, bowR*0.42))), keyGold)
	}
	m.AddBox(geom.Translate(geom.V3(0, -0.12, 0)).Mul(geom.ScaleXYZ(geom.V3(bar, 0.22, bar))), keyGold)
	for _, y := range [2]float32{-0.3, -0.19} {
		m.AddBox(geom.Translate(geom.V3(0, y, 0.07)).Mul(geom.ScaleXYZ(geom.V3(bar, 0.035, 0.07))), keyShade)
	}
	m.FitBounds()
}

// add queues the props of w for drawing with r.
func (p *props) add(r *camera.Renderer, w *world.World, trail world.TrailTuning, colourBlind bool) {
	l := w.Level
	run := &w.Runner
	for i := range l.Balls {
		b := &l.Balls[i]
		if b.S < run.S-4 || w.Taken(i) {
			continue
		}
		if b.S > run.S+propsAhead {
			break
		}
		r.Add(&p.balls[b.Colour], geom.Translate(world.Pos(b.X, world.BallRadius, b.S)))
	}
	t := w.Seconds()
	for i := range l.Keys {
		k := &l.Keys[i]
		if w.KeyTaken(i) || k.S < run.S-4 || k.S > run.S+propsAhead {
			continue
		}
		bob := 0.08 * float32(math.Sin(float64(t*3+k.S)))
		r.Add(&p.key, geom.Translate(world.Pos(k.X, world.KeyHeight+bob, k.S)).Mul(geom.RotateY(t*2.5)))
	}
	// The saws turn in slots: only what stands above the floor is drawn,
	// or the floor's layer could not hide the rest.
	p.saws.Reset()
	p.saws.TwoSided = true
	for i := range l.Saws {
		s := &l.Saws[i]
		if s.S < run.S-6 || s.S > run.S+propsAhead {
			continue
		}
		spin := geom.RotateZ(-t * 9)
		p.saws.AddAbove(&p.saw, geom.Translate(world.Pos(s.XAt(t), 0, s.S)).Mul(spin).Mul(geom.Scale(s.Radius)), 0)
	}
	if len(p.saws.Faces) > 0 {
		p.saws.FitBounds()
		r.Add(&p.saws, geom.Identity())
	}
	for i := range l.Blades {
		b := &l.Blades[i]
		if b.S < run.S-6 || b.S > run.S+propsAhead {
			continue
		}
		_, _, angle := b.HeadAt(t)
		r.Add(&p.blade, geom.Translate(world.Pos(b.X, world.BladePivotHeight, b.S)).Mul(geom.RotateZ(angle)))
	}
	if c := w.Ribbon(); c != nil && abs(run.S-l.Finish) < propsAhead {
		p.addRibbon(r, c)
	}
	p.addMore(r, w, t)
	look := palette.Of(w.Colour(), colourBlind)
	tube := yarnTube
	tube.Radius, tube.Yarn, tube.Stripe = trail.Thickness, look.Colour, look.Ink
	if colourBlind {
		tube.Pattern = look.Pattern
	}
	if laid := w.Unwound(); laid > 0 {
		// The yarn he has unwound lies straight along the runway.
		p.line = [2]geom.Vec3{world.Pos(0.33, trail.Thickness, l.Finish), world.Pos(0.33, trail.Thickness, l.Finish+laid)}
		rope.Tube(&p.laid, p.line[:], tube)
		r.Add(&p.laid, geom.Identity())
	}
	pool := w.Pieces()
	if pool == nil {
		return
	}
	for len(p.pieces) < pool.Len() {
		p.pieces = append(p.pieces, geom.Mesh{Smooth: true})
	}
	for i := 0; i < pool.Len(); i++ {
		piece, alpha, ok := pool.Piece(i)
		if !ok {
			continue
		}
		tp := tube
		tp.Yarn.A, tp.Stripe.A = alpha, alpha
		rope.Tube(&p.pieces[i], piece.Positions(), tp)
		r.Add(&p.pieces[i], geom.Identity())
	}
}

// addMore queues the bars, scissor jaws and walls near him, where the
// simulation has them at time t.
func (p *props) addMore(r *camera.Renderer, w *world.World, t float32) {
	l, s := w.Level, w.Runner.S
	near := func(at float32) bool { return at > s-6 && at < s+propsAhead }
	// Jaws and walls he has passed would stand between the camera and him,
	// filling the screen: they go once he is past.
	ahead := func(at float32) bool { return at > s-passedTall && at < s+propsAhead }
	for i := range l.Bars {
		b := &l.Bars[i]
		if !near(b.S) {
			continue
		}
		x0, s0, x1, s1 := b.EndsAt(t)
		angle := float32(math.Atan2(float64(s1-s0), float64(x1-x0)))
		r.Add(&p.bar, geom.Translate(world.Pos(b.X, world.BarHeight, b.S)).Mul(geom.RotateY(angle)).Mul(geom.ScaleXYZ(geom.V3(b.Radius, world.BarThickness, world.BarThickness))))
	}
	for i := range l.Scissors {
		c := &l.Scissors[i]
		if !ahead(c.S) {
			continue
		}
		gap := c.GapAt(t)
		half := (c.Half - gap) / 2
		for _, side := range [2]float32{-1, 1} {
			r.Add(&p.jaw, geom.Translate(world.Pos(side*(gap+half), 0.8, c.S)).Mul(geom.ScaleXYZ(geom.V3(half, 0.8, 0.06))))
		}
	}
	for i := range l.Walls {
		v := &l.Walls[i]
		if !ahead(v.S) {
			continue
		}
		r.Add(&p.wall, geom.Translate(world.Pos(v.XAt(t), world.WallHeight/2, v.S)).Mul(geom.ScaleXYZ(geom.V3(v.Width/2, world.WallHeight/2, world.WallDepth/2))))
	}
}

// addRibbon draws the finish ribbon's cells that still hold together, in
// stripes; a torn cell is a hole.
func (p *props) addRibbon(r *camera.Renderer, c *rope.Cloth) {
	m := &p.ribbon
	m.Reset()
	m.TwoSided = true
	cols, rows := c.Size()
	pos := c.Positions()
	for y := 0; y+1 < rows; y++ {
		for x := 0; x+1 < cols; x++ {
			i := y*cols + x
			if !c.Linked(i, i+cols+1) || !c.Linked(i+1, i+cols) {
				continue
			}
			col := archBanner
			if x%2 == 1 {
				col = cloudWhite
			}
			m.AddQuad(pos[i+cols], pos[i+cols+1], pos[i+1], pos[i], col)
		}
	}
	m.FitBounds()
	r.Add(m, geom.Identity())
}

func abs(v float32) float32 { return max(v, -v) }

// passedTall is how far behind him tall props (scissor jaws, walls) are
// still drawn, metres.
const passedTall = 0.6

// propsAhead is how far ahead props are drawn, metres (the fog hides the rest).
const propsAhead = 90
