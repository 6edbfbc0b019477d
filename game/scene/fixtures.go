package scene

import (
	"ropeman/camera/maths"
	"ropeman/camera/mesh"
	"ropeman/game/scene/palette"
	"ropeman/game/world"
)

// paneCell is the largest side of a gate panel's cells, metres: small
// cells sort right against the posts and whatever passes through.
const paneCell = 0.6

// addPane adds a see-through panel from x0 to x1 and the floor to height at
// distance s, as a grid of cells no larger than paneCell.
func addPane(m *mesh.Mesh, x0, x1, height, s float32, c mesh.Colour) {
	addPatternedPane(m, x0, x1, height, s, c, c, mesh.Plain)
}

// addPatternedPane is addPane with the cells pattern p marks in ink.
func addPatternedPane(m *mesh.Mesh, x0, x1, height, s float32, c, ink mesh.Colour, p mesh.Pattern) {
	cols, rows := int((x1-x0)/paneCell)+1, int(height/paneCell)+1
	for i := 0; i < cols; i++ {
		xa, xb := x0+(x1-x0)*float32(i)/float32(cols), x0+(x1-x0)*float32(i+1)/float32(cols)
		for j := 0; j < rows; j++ {
			ya, yb := height*float32(j)/float32(rows), height*float32(j+1)/float32(rows)
			col := c
			if p.Marks(i, j) {
				col = ink
			}
			m.AddQuad(world.Pos(xa, ya, s), world.Pos(xb, ya, s), world.Pos(xb, yb, s), world.Pos(xa, yb, s), col)
		}
	}
}

// addPost adds a post standing on foot, size = (half width, height, half
// depth), as a stack of boxes no taller than paneCell: a tall face would
// sort by its middle against whatever stands beside it.
func addPost(m *mesh.Mesh, foot, size maths.Vec3, c mesh.Colour) {
	n := int(size.Y/paneCell) + 1
	part := size.Y / float32(n)
	for i := 0; i < n; i++ {
		centre := foot.Add(maths.V3(0, part*(float32(i)+0.5), 0))
		m.AddBox(maths.Translate(centre).Mul(maths.ScaleXYZ(maths.V3(size.X, part/2, size.Z))), c)
	}
}

// buildFixtures adds the level's static parts of what stands on the
// track: gate frames and panels, what holds each obstacle and marks the
// floor under it (its look's), and the texts on the arithmetic gates; in
// colour-blind play's colours or not.
func (st *stage) buildFixtures(l *world.Level, colourBlind bool, looks []obstacleLook) {
	st.frames.Reset()
	st.labels = st.labels[:0]
	st.buildGates(l, colourBlind)
	for _, o := range looks {
		o.fixtures(st, l)
	}
	st.buildPadArrows(l)
	st.finish.FitBounds()
	st.frames.FitBounds()
}

// Gates' and frames' sizes, metres.
const framePost, gateHeight = 0.1, 2.4 // a frame post's half width; a gate's height

// buildGates adds each gate's posts and beam to the frames, and its
// see-through panel: one of the new colour for a colour gate, a good and
// a bad half with their texts for an arithmetic gate (a colour gate's in
// its colour's pattern in colour-blind play).
func (st *stage) buildGates(l *world.Level, colourBlind bool) {
	for len(st.panels) < len(l.Gates) {
		st.panels = append(st.panels, mesh.Mesh{TwoSided: true})
	}
	st.panels = st.panels[:len(l.Gates)]
	for i := range l.Gates {
		g := &l.Gates[i]
		panel := &st.panels[i]
		panel.Reset()
		h := l.SectionAt(g.S).HalfWidth
		for _, x := range [3]float32{-h - framePost, 0, h + framePost} {
			if x == 0 && g.Recolour {
				continue // a colour gate is one panel
			}
			addPost(&st.frames, world.Pos(x, 0, g.S), maths.V3(framePost, gateHeight, framePost), gatePost)
		}
		st.frames.AddBox(maths.Translate(world.Pos(0, gateHeight, g.S)).Mul(maths.ScaleXYZ(maths.V3(h+2*framePost, framePost, framePost))), gatePost)
		if g.Recolour {
			look := palette.Of(g.Colour, colourBlind)
			c, ink := look.Colour, look.Ink
			c.A = 0.45
			if colourBlind { // denser glass, and marks that stand out of it
				c.A, ink.A = 0.6, 0.85
				addPatternedPane(panel, -h, h, gateHeight, g.S, c, ink, look.Pattern)
			} else {
				addPane(panel, -h, h, gateHeight, g.S, c)
			}
			panel.FitBounds()
			continue
		}
		for side, op := range [2]world.Op{g.Left, g.Right} {
			x0, x1 := -h, float32(0)
			if side == 1 {
				x0, x1 = 0, h
			}
			c := gateGood
			if op.Kind == world.Sub || op.Kind == world.Div {
				c = gateBad
			}
			addPane(panel, x0, x1, gateHeight, g.S, c)
			st.labels = append(st.labels, label{op.Text, world.Pos((x0+x1)/2, gateHeight*0.6, g.S)})
		}
		panel.FitBounds()
	}
}

// buildPadArrows paints two white chevrons on each jump pad, pointing on:
// it throws him that way.
func (st *stage) buildPadArrows(l *world.Level) {
	const y, w, depth, rise = 0.012, 1.0, 0.45, 0.7 // half width, thickness and rise of a chevron, metres
	for i := range l.Sections {
		sec := &l.Sections[i]
		if sec.Kind != world.Pad {
			continue
		}
		for k := float32(0); k < 2; k++ {
			s := sec.Start + sec.Length*(k+0.25)/2
			st.finish.AddQuad(world.Pos(-w, y, s-depth), world.Pos(0, y, s-depth+rise), world.Pos(0, y, s+rise), world.Pos(-w, y, s), cloudWhite)
			st.finish.AddQuad(world.Pos(w, y, s-depth), world.Pos(w, y, s), world.Pos(0, y, s+rise), world.Pos(0, y, s-depth+rise), cloudWhite)
		}
	}
}
