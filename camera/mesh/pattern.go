package mesh

// Pattern marks some faces of a mesh laid out on a grid (i around, j
// along: a sphere's slices and stacks, a tube's sides and rings, a pane's
// columns and rows) in a second colour: wound yarn's bands, and in
// colour-blind play each yarn colour's sign besides its hue.
type Pattern uint8

const (
	Plain   Pattern = iota // no marks
	Bands                  // every other row: rings round a ball, bands across a pane
	Stripes                // every other column: stripes from pole to pole, upright on a pane
	Checks                 // a chequer
	Spiral                 // every third diagonal: a helix round a ball or a tube
)

// Marks reports whether face (i, j) takes the pattern's second colour.
func (p Pattern) Marks(i, j int) bool {
	switch p {
	case Bands:
		return j%2 == 1
	case Stripes:
		return i%2 == 1
	case Checks:
		return (i+j)%2 == 1
	case Spiral:
		return (i+j)%3 == 0
	}
	return false
}
