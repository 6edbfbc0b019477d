package rope

// Pool holds the free pieces that cuts send flying: preallocated ropes
// that fall and fade out over a set number of ticks, then return to the
// pool. When every piece is in the air the oldest is recycled.
type Pool struct {
	pieces []*Rope
	age    []int // ticks since the cut; -1: free
	life   int
}

// NewPool makes size pieces of up to capacity particles, each visible for
// life ticks.
func NewPool(size, capacity, life int, p Params) *Pool {
	pl := &Pool{life: max(1, life)}
	for i := 0; i < size; i++ {
		pl.pieces = append(pl.pieces, New(capacity, p))
		pl.age = append(pl.age, -1)
	}
	return pl
}

// take returns a piece to fill (a free one, else the oldest), or nil for a
// nil or empty pool.
func (pl *Pool) take() *Rope {
	if pl == nil || len(pl.pieces) == 0 {
		return nil
	}
	oldest := 0
	for i, a := range pl.age {
		if a < 0 {
			oldest = i
			break
		}
		if a > pl.age[oldest] {
			oldest = i
		}
	}
	pl.age[oldest] = 0
	return pl.pieces[oldest]
}

// Step moves every flying piece by dt among space's colliders and ages
// it; pieces past their life are freed. Cutters do not cut pieces: each
// flies on whole, carrying the yarn that was cut.
func (pl *Pool) Step(dt float32, space *Space) {
	for i, p := range pl.pieces {
		if pl.age[i] < 0 {
			continue
		}
		p.Step(dt, space, nil)
		if pl.age[i]++; pl.age[i] >= pl.life {
			pl.age[i] = -1
		}
	}
}

// Len returns the number of pieces, flying or free.
func (pl *Pool) Len() int { return len(pl.pieces) }

// Piece returns piece i and how visible it is: 1 just after the cut, down
// to 0 at the end of its life; 0 and ok false for a free piece.
func (pl *Pool) Piece(i int) (r *Rope, alpha float32, ok bool) {
	if pl.age[i] < 0 {
		return nil, 0, false
	}
	return pl.pieces[i], 1 - float32(pl.age[i])/float32(pl.life), true
}
