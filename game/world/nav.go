package world

import "math"

// navGrid is a spider's map of the track around its home: square cells
// across the track and along it, blocked where there is no floor (a gap,
// off the edge) or where an obstacle stands at any moment of its motion.
// Path finds a way between cells with A* over the 8 neighbours; its
// buffers are made with the grid, so planning allocates nothing.
type navGrid struct {
	x0, s0     float32 // the centre of cell (0, 0)
	cols, rows int
	blocked    []bool

	cost   []float32 // best cost found from the start, per cell
	parent []int32   // the cell it was reached from, -1 for none
	closed []bool
	open   []navNode // a binary heap by estimate
	path   []int32   // the last path, start to goal
}

type navNode struct {
	cell     int32
	estimate float32
}

// navCell is the grid's cell size, metres.
const navCell = 0.5

// navMargin keeps paths this far from what blocks a cell: a spider's legs
// reach out half a metre.
const navMargin = 0.35

// newNavGrid maps level l from s0 to s1 (a spider's zone) for a body that
// must keep clear by navMargin.
func newNavGrid(l *Level, s0, s1 float32) *navGrid {
	half := float32(0)
	for i := range l.Sections {
		if sec := &l.Sections[i]; sec.End() > s0 && sec.Start < s1 {
			half = max(half, sec.HalfWidth)
		}
	}
	g := &navGrid{cols: max(1, int(2*half/navCell)), rows: max(1, int((s1-s0)/navCell))}
	g.x0, g.s0 = -float32(g.cols-1)*navCell/2, s0+navCell/2
	n := g.cols * g.rows
	g.blocked = make([]bool, n)
	g.cost, g.parent, g.closed = make([]float32, n), make([]int32, n), make([]bool, n)
	g.open, g.path = make([]navNode, 0, 8*n), make([]int32, 0, n)
	for c := range g.blocked {
		x, s := g.centre(int32(c))
		g.blocked[c] = !l.onFloor(x, s-navCell/2, navMargin) || !l.onFloor(x, s+navCell/2, navMargin) || l.standsAt(x, s, navMargin)
	}
	return g
}

// centre returns the middle of cell c (x across, s along).
func (g *navGrid) centre(c int32) (x, s float32) {
	return g.x0 + float32(float32(int(c)%g.cols)*navCell), g.s0 + float32(float32(int(c)/g.cols)*navCell)
}

// cellAt returns the cell containing (x, s), and false off the grid.
func (g *navGrid) cellAt(x, s float32) (int32, bool) {
	i := int(math.Floor(float64(float32((x-g.x0)/navCell) + 0.5)))
	j := int(math.Floor(float64(float32((s-g.s0)/navCell) + 0.5)))
	if i < 0 || j < 0 || i >= g.cols || j >= g.rows {
		return 0, false
	}
	return int32(j*g.cols + i), true
}

// Path plans from cell from to cell to and returns the cells to walk
// through (from first, to last; the grid's own slice, valid until the
// next Path), or false when there is no way: the goal blocked or walled
// off. It expands each cell at most once, so it always ends.
func (g *navGrid) Path(from, to int32) ([]int32, bool) {
	g.path = g.path[:0]
	if g.blocked[to] {
		return nil, false
	}
	for c := range g.cost {
		g.cost[c], g.parent[c], g.closed[c] = float32(math.Inf(1)), -1, false
	}
	g.open = g.open[:0]
	g.cost[from] = 0
	g.push(from, g.guess(from, to))
	for len(g.open) > 0 {
		c := g.pop()
		if g.closed[c] {
			continue // a stale entry: the cell was reached more cheaply
		}
		if c == to {
			for ; c >= 0; c = g.parent[c] {
				g.path = append(g.path, c)
			}
			for i, j := 0, len(g.path)-1; i < j; i, j = i+1, j-1 {
				g.path[i], g.path[j] = g.path[j], g.path[i]
			}
			return g.path, true
		}
		g.closed[c] = true
		ci, cj := int(c)%g.cols, int(c)/g.cols
		for dj := -1; dj <= 1; dj++ {
			for di := -1; di <= 1; di++ {
				i, j := ci+di, cj+dj
				if (di == 0 && dj == 0) || i < 0 || j < 0 || i >= g.cols || j >= g.rows {
					continue
				}
				n := int32(j*g.cols + i)
				// No corner cutting: a diagonal needs both sides open.
				if g.blocked[n] || g.closed[n] || (di != 0 && dj != 0 && (g.blocked[cj*g.cols+i] || g.blocked[j*g.cols+ci])) {
					continue
				}
				step := float32(1)
				if di != 0 && dj != 0 {
					step = math.Sqrt2
				}
				if cost := g.cost[c] + step; cost < g.cost[n] {
					g.cost[n], g.parent[n] = cost, c
					g.push(n, cost+g.guess(n, to))
				}
			}
		}
	}
	return nil, false
}

// guess is the octile distance from a to b, in cells: never more than the
// real cost, so A* finds a shortest path.
func (g *navGrid) guess(a, b int32) float32 {
	di := abs(float32(int(a)%g.cols - int(b)%g.cols))
	dj := abs(float32(int(a)/g.cols - int(b)/g.cols))
	return max(di, dj) + float32((math.Sqrt2-1)*min(di, dj))
}

func (g *navGrid) push(c int32, estimate float32) {
	g.open = append(g.open, navNode{c, estimate})
	for i := len(g.open) - 1; i > 0; {
		p := (i - 1) / 2
		if g.open[p].estimate <= g.open[i].estimate {
			break
		}
		g.open[p], g.open[i] = g.open[i], g.open[p]
		i = p
	}
}

func (g *navGrid) pop() int32 {
	top := g.open[0].cell
	last := len(g.open) - 1
	g.open[0] = g.open[last]
	g.open = g.open[:last]
	for i := 0; ; {
		l, r, m := 2*i+1, 2*i+2, i
		if l < last && g.open[l].estimate < g.open[m].estimate {
			m = l
		}
		if r < last && g.open[r].estimate < g.open[m].estimate {
			m = r
		}
		if m == i {
			return top
		}
		g.open[i], g.open[m] = g.open[m], g.open[i]
		i = m
	}
}

// standsAt reports whether an obstacle stands on the floor within margin
// of (x, s) at any moment of its motion: a saw's slot, a spike strip, a
// wall's run, a bar's post, the scissors' jaws.
func (l *Level) standsAt(x, s, margin float32) bool {
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			if l.obstacle(k, i).standsIn(x, s, margin) {
				return true
			}
		}
	}
	return false
}
