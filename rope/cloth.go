package rope

import (
	"ropeman/assets/bounds"
	"ropeman/camera/maths"
)

// ClothParams tune a cloth strip (the finish ribbon).
type ClothParams struct {
	Substeps   int        `json:"substeps"`
	Iterations int        `json:"iterations"` // Gauss-Seidel passes per substep
	Gravity    maths.Vec3 `json:"gravity"`
	Damping    float32    `json:"damping"`    // fraction of velocity removed per second
	Compliance float32    `json:"compliance"` // of every link, m/N
	// TearForce is the force (N, each particle weighing 1 kg) above which a
	// link snaps; XPBD's multiplier gives it as λ/h².
	TearForce float32 `json:"tearForce"`
	Radius    float32 `json:"radius"` // thickness for collisions, metres
}

// link is one distance constraint of the cloth.
type link struct {
	a, b   int32
	rest   float32
	lambda float32
	broken bool
}

// Cloth is a strip of cols x rows particles hung between two posts: the
// first and last columns are pinned. Links run along and across the strip
// (and along both diagonals, so it does not shear flat); a link pulled
// harder than TearForce breaks for good.
type Cloth struct {
	Params     ClothParams
	cols, rows int
	pos, prev  []maths.Vec3
	invMass    []float32
	links      []link
	contacts   []int32
	maxPull    float32 // the largest link force seen, newtons (for tests and tuning)
}

// NewCloth hangs a strip from left to right (its top edge), height metres
// tall, facing ±Z, with cols x rows particles (each at least 2).
func NewCloth(left, right maths.Vec3, height float32, cols, rows int, p ClothParams) *Cloth {
	cols, rows = max(2, cols), max(2, rows)
	c := &Cloth{Params: p, cols: cols, rows: rows, contacts: make([]int32, 0, 16)}
	n := cols * rows
	c.pos, c.prev, c.invMass = make([]maths.Vec3, n), make([]maths.Vec3, n), make([]float32, n)
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			i := y*cols + x
			p := left.Lerp(right, float32(x)/float32(cols-1)).Add(maths.V3(0, -height*float32(y)/float32(rows-1), 0))
			c.pos[i], c.prev[i], c.invMass[i] = p, p, 1
			if x == 0 || x == cols-1 {
				c.invMass[i] = 0
			}
		}
	}
	for y := 0; y < rows; y++ {
		for x := 0; x < cols; x++ {
			i := y*cols + x
			if x+1 < cols {
				c.addLink(i, i+1)
			}
			if y+1 < rows {
				c.addLink(i, i+cols)
			}
			if x+1 < cols && y+1 < rows {
				c.addLink(i, i+cols+1)
				c.addLink(i+1, i+cols)
			}
		}
	}
	return c
}

func (c *Cloth) addLink(a, b int) {
	c.links = append(c.links, link{a: int32(a), b: int32(b), rest: c.pos[b].Sub(c.pos[a]).Len()})
}

// Size returns the grid's columns and rows.
func (c *Cloth) Size() (cols, rows int) { return c.cols, c.rows }

// Positions returns the particles row by row from the top (read only).
func (c *Cloth) Positions() []maths.Vec3 { return c.pos }

// HeldCells appends to into, for each cell of the grid ((cols-1) x
// (rows-1), row by row), whether both its diagonal links still hold (for
// drawing: a torn cell is a hole), in one pass over the links.
func (c *Cloth) HeldCells(into []bool) []bool {
	from, w := len(into), c.cols-1
	for range w * (c.rows - 1) {
		into = append(into, true)
	}
	cells := into[from:]
	for i := range c.links {
		l := &c.links[i]
		a, b := int(l.a), int(l.b)
		switch {
		case !l.broken:
		case b == a+c.cols+1: // the diagonal from the cell's top left
			cells[a/c.cols*w+a%c.cols] = false
		case b == a+c.cols-1 && a%c.cols > 0: // from its top right
			cells[a/c.cols*w+a%c.cols-1] = false
		}
	}
	return into
}

// Torn returns how many links have broken.
func (c *Cloth) Torn() int {
	n := 0
	for i := range c.links {
		if c.links[i].broken {
			n++
		}
	}
	return n
}

// Step advances the cloth by dt among space's colliders and returns how
// many links broke during it.
func (c *Cloth) Step(dt float32, space *Space) (torn int) {
	if !(dt > 0) {
		return 0
	}
	subs := max(1, c.Params.Substeps)
	h := dt / float32(subs)
	damp := keep(c.Params.Damping, h)
	c.contacts = space.near(c.bounds(), c.contacts[:0])
	acc := c.Params.Gravity.Scale(h * h)
	for s := 0; s < subs; s++ {
		for i := range c.pos {
			if c.invMass[i] == 0 {
				continue
			}
			v := c.pos[i].Sub(c.prev[i]).Scale(damp)
			c.prev[i] = c.pos[i]
			c.pos[i] = c.pos[i].Add(v).Add(acc)
		}
		for i := range c.links {
			c.links[i].lambda = 0
		}
		for it := 0; it < max(1, c.Params.Iterations); it++ {
			c.solveLinks(h)
		}
		torn += c.tear(h)
		c.collide(space)
	}
	return torn
}

func (c *Cloth) solveLinks(h float32) {
	alpha := c.Params.Compliance / (h * h)
	for i := range c.links {
		l := &c.links[i]
		if l.broken {
			continue
		}
		wa, wb := c.invMass[l.a], c.invMass[l.b]
		if wa+wb == 0 {
			continue
		}
		d := c.pos[l.b].Sub(c.pos[l.a])
		dist := d.Len()
		if dist < 1e-9 {
			continue
		}
		n := d.Scale(1 / dist)
		dl := (l.rest - dist - float32(alpha*l.lambda)) / (wa + wb + alpha)
		l.lambda += dl
		c.pos[l.a] = c.pos[l.a].Sub(n.Scale(wa * dl))
		c.pos[l.b] = c.pos[l.b].Add(n.Scale(wb * dl))
	}
}

// tear breaks the links whose force this substep passed TearForce.
func (c *Cloth) tear(h float32) int {
	limit := c.Params.TearForce * h * h
	n := 0
	for i := range c.links {
		l := &c.links[i]
		if l.broken {
			continue
		}
		c.maxPull = max(c.maxPull, -l.lambda/(h*h))
		if l.lambda < -limit { // pulled (negative: stretched)
			l.broken = true
			n++
		}
	}
	return n
}

func (c *Cloth) collide(s *Space) {
	if s == nil {
		return
	}
	for _, ci := range c.contacts {
		col := &s.colliders[ci]
		for i := range c.pos {
			if c.invMass[i] == 0 {
				continue
			}
			if n, depth, hit := col.push(c.pos[i], c.Params.Radius); hit {
				c.pos[i] = c.pos[i].Add(n.Scale(depth))
			}
		}
	}
}

func (c *Cloth) bounds() aabb {
	b := aabb{c.pos[0], c.pos[0]}
	for _, p := range c.pos[1:] {
		b = b.grow(p)
	}
	return b.pad(c.Params.Radius + 0.5)
}

// Validate reports the first parameter out of its range.
func (p ClothParams) Validate() error {
	return bounds.First(
		bounds.Within("substeps", p.Substeps, 1, 16, ""),
		bounds.Within("iterations", p.Iterations, 1, 16, ""),
		bounds.Within("gravity.y", p.Gravity.Y, -100, 0, "m/s²"),
		bounds.Within("gravity.x", p.Gravity.X, -10, 10, "m/s²"),
		bounds.Within("gravity.z", p.Gravity.Z, -10, 10, "m/s²"),
		bounds.Within("damping", p.Damping, 0, 0.99, "of the velocity per second"),
		bounds.Within("compliance", p.Compliance, 0, 0.01, "m/N"),
		bounds.Within("tearForce", p.TearForce, 1, 1e6, "N"),
		bounds.Within("radius", p.Radius, 0.001, 0.2, "m"),
	)
}
