package scene

import (
	"math"

	"ropeman/camera"
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// props are the moving parts drawn each frame: yarn balls not yet taken,
// keys, the obstacles where the simulation has them, the yarn laid on the
// runway and the cut pieces in flight. Their meshes are made once; each
// frame only transforms them (nothing is allocated).
type props struct {
	balls [world.ColourCount]mesh.Mesh
	// farBalls are the balls seen from ballsFar metres ahead of him or
	// more: a coarser sphere (a third of the faces) in the same look.
	farBalls  [world.ColourCount]mesh.Mesh
	obstacles []obstacleLook // each obstacle kind's, in the world's order
	key       mesh.Mesh      // a key standing up, its middle at the origin
	laid      mesh.Mesh
	ribbon    mesh.Mesh
	pieces    []mesh.Mesh
	line      [2]maths.Vec3
}

// build makes the props' model meshes.
func (p *props) build() {
	// Yarn is soft: the balls, the laid yarn and the cut pieces are lit
	// smoothly (Reset keeps the flag; the tubes are rebuilt each frame).
	p.laid.Smooth = true
	p.paint(false)
	p.obstacles = obstacleLooks()
	for _, o := range p.obstacles {
		o.build()
	}
	p.buildKey()
}

// reserve makes the cut pieces' meshes, each with the room of a tube of
// positions and faces (the longest rope's: see Scene.reserve), and room
// for the yarn laid along the runway.
func (p *props) reserve(positions, faces int) {
	p.pieces = make([]mesh.Mesh, world.MostPieces)
	for i := range p.pieces {
		p.pieces[i].Smooth = true
		p.pieces[i].Reserve(positions, faces)
	}
	p.laid.Reserve(mesh.TubeSize(len(p.line), yarnTube))
}

// ready makes room in the finish ribbon's mesh for l's whole ribbon.
func (p *props) ready(l *world.Level) {
	cols, rows := world.RibbonSize(l)
	quads := (cols - 1) * (rows - 1)
	p.ribbon.Reserve(4*quads, 2*quads)
}

// paint makes the yarn balls in each colour's look, in colour-blind play
// or not.
func (p *props) paint(colourBlind bool) {
	for c := range p.balls {
		look := palette.Of(world.Colour(c), colourBlind)
		p.balls[c].Smooth = true
		p.balls[c].Reset()
		p.balls[c].AddPatternedSphere(maths.Scale(world.BallRadius), 8, 5, look.Colour, look.Ink, look.Pattern)
		p.balls[c].FitBounds()
		p.farBalls[c].Smooth = true
		p.farBalls[c].Reset()
		p.farBalls[c].AddPatternedSphere(maths.Scale(world.BallRadius), 6, 3, look.Colour, look.Ink, look.Pattern)
		p.farBalls[c].FitBounds()
	}
}

// stripes makes m the box from -1 to 1 on each axis cut in n pieces along
// axis (0: x, 1: y), coloured a and b in turn.
func stripes(m *mesh.Mesh, axis, n int, a, b mesh.Colour) {
	m.Reset()
	for i := 0; i < n; i++ {
		c := -1 + (2*float32(i)+1)/float32(n)
		at, size := maths.V3(c, 0, 0), maths.V3(1/float32(n), 1, 1)
		if axis == 1 {
			at, size = maths.V3(0, c, 0), maths.V3(1, 1/float32(n), 1)
		}
		col := a
		if i%2 == 1 {
			col = b
		}
		m.AddBox(maths.Translate(at).Mul(maths.ScaleXYZ(size)), col)
	}
	m.FitBounds()
}

// buildKey makes a golden key standing in the plane x = 0 (it turns
// about the vertical): a ring of eight bars for its bow on top, the shaft
// down from it and two teeth, about 0.7 m tall.
func (p *props) buildKey() {
	m := &p.key
	m.Reset()
	const bowR, stem = 0.17, 0.045
	for i := 0; i < 8; i++ {
		a := 2 * math.Pi * (float64(i) + 0.5) / 8
		sn, cs := math.Sincos(a)
		at := maths.V3(0, 0.18+bowR*float32(cs), bowR*float32(sn))
		m.AddBox(maths.Translate(at).Mul(maths.RotateX(-float32(a))).Mul(maths.ScaleXYZ(maths.V3(stem, stem, bowR*0.42))), keyGold)
	}
	m.AddBox(maths.Translate(maths.V3(0, -0.12, 0)).Mul(maths.ScaleXYZ(maths.V3(stem, 0.22, stem))), keyGold)
	for _, y := range [2]float32{-0.3, -0.19} {
		m.AddBox(maths.Translate(maths.V3(0, y, 0.07)).Mul(maths.ScaleXYZ(maths.V3(stem, 0.035, 0.07))), keyShade)
	}
	m.FitBounds()
}

// add queues the props of w for drawing with r.
func (p *props) add(r *camera.Renderer, w *world.Snapshot, trail world.TrailTuning, colourBlind bool) {
	l := w.Level
	run := &w.Runner
	for i := range l.Balls {
		b := &l.Balls[i]
		if b.S < run.S-4 || w.Taken[i] {
			continue
		}
		if b.S > run.S+propsAhead {
			break
		}
		ball := &p.balls[b.Colour]
		if b.S > run.S+ballsFar {
			ball = &p.farBalls[b.Colour]
		}
		r.Add(ball, maths.Translate(world.Pos(b.X, l.TopAt(b.S)+world.BallRadius, b.S)))
	}
	t := w.Seconds
	for i := range l.Keys {
		k := &l.Keys[i]
		if w.Keys&(1<<i) != 0 || k.S < run.S-4 || k.S > run.S+propsAhead {
			continue
		}
		bob := 0.08 * float32(math.Sin(float64(t*3+k.S)))
		r.Add(&p.key, maths.Translate(world.Pos(k.X, world.KeyHeight+bob, k.S)).Mul(maths.RotateY(t*2.5)))
	}
	for _, o := range p.obstacles {
		o.add(r, l, t, run.S)
	}
	if w.Ribbon.Cols > 0 && abs(run.S-l.Finish) < propsAhead {
		p.addRibbon(r, &w.Ribbon)
	}
	look := palette.Of(w.Colour, colourBlind)
	tube := yarnTube
	tube.Radius, tube.Yarn, tube.Stripe = trail.Thickness, look.Colour, look.Ink
	if colourBlind {
		tube.Pattern = look.Pattern
	}
	if laid := w.Finale.Unwound; laid > 0 {
		// The yarn he has unwound lies straight along the runway.
		p.line = [2]maths.Vec3{world.Pos(0.33, trail.Thickness, l.Finish), world.Pos(0.33, trail.Thickness, l.Finish+laid)}
		mesh.Tube(&p.laid, p.line[:], tube)
		r.Add(&p.laid, maths.Identity())
	}
	for i, piece := range w.Pieces {
		tp := tube
		tp.Yarn.A, tp.Stripe.A = piece.Alpha, piece.Alpha
		mesh.Tube(&p.pieces[i], piece.Points, tp)
		r.Add(&p.pieces[i], maths.Identity())
	}
}

// addRibbon draws the finish ribbon's cells that still hold together, in
// stripes; a torn cell is a hole.
func (p *props) addRibbon(r *camera.Renderer, c *world.Ribbon) {
	m := &p.ribbon
	m.Reset()
	m.TwoSided = true
	cols, pos := c.Cols, c.Points
	for y := 0; y+1 < c.Rows; y++ {
		for x := 0; x+1 < cols; x++ {
			i := y*cols + x
			if !c.Whole[y*(cols-1)+x] {
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
	r.Add(m, maths.Identity())
}

func abs(v float32) float32 { return max(v, -v) }

// passedTall is how far behind him tall props (scissor jaws, walls) are
// still drawn, metres.
const passedTall = 0.6

// propsAhead is how far ahead props are drawn, metres (the fog hides the rest).
const propsAhead = 90

// ballsFar is how far ahead of him a ball is drawn coarser (props.farBalls):
// from the camera behind him, about 16 m off and 20 pixels across on a phone.
const ballsFar = 10
