package world

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Generated levels follow the shipped ones, endlessly: level n is made
// from n alone (the same n always gives the same level, on every machine:
// the generator uses integers only), out of the shipped levels' building
// blocks, harder as n grows: longer, with more gaps, more and faster
// obstacles, colour and arithmetic gates, a quicker pace. The level is
// written as a level file and read back with ParseLevel, so a generated
// level meets every rule a hand-made one does.

// GeneratedFile returns the name and the level file of generated level n
// (n counts from the first level; after the shipped ones, k is n minus
// their number).
func GeneratedFile(n, shipped int) (name string, data []byte) {
	b := levelGen{g: NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 1), d: max(0, n-shipped)} // d: 0 for the first generated level
	lf := &b.lf
	lf.Name = fmt.Sprintf("Endless %d", n)
	lf.Colour = colourNames[b.g.Intn(len(colourNames))]
	lf.Theme = ThemeNames[n%len(ThemeNames)]
	lf.Tier = TierNames[min(len(TierNames)-1, b.d/12)]
	lf.Finish = float32(150 + 3*min(b.d, 40))
	if n%BossEvery == 0 {
		lf.Finale = BossFinale
	}
	b.track()
	lf.Bends = generateBends(n, b.d, lf.Finish)
	b.colour = lf.Colour
	obstacles := min(70, 30+3*b.d) // percent of beats that hold an obstacle
	beat := float32(14 - min(b.d, 40)/8)
	for s := float32(10); s < lf.Finish-12; s += beat {
		if !b.clearOfGaps(s, s+10) {
			continue
		}
		if b.g.Intn(100) < obstacles && s >= leadIn {
			lf.Entities = append(lf.Entities, obstacle(&b.g, s, b.d, b.side))
			continue
		}
		b.yarnAndGates(s)
	}
	b.key(n)
	name = fmt.Sprintf("generated/%d.json", n)
	data, _ = json.MarshalIndent(lf, "", " ")
	return name, data
}

// levelGen is a generated level in the making: its RNG (every draw in a
// fixed order: the level is the same on every machine), difficulty, file,
// gaps and his colour so far.
type levelGen struct {
	g      RNG
	d      int
	lf     levelFile
	gaps   [][2]float32 // start and end of each gap
	colour string
	rows   []int // the entities that are rows of his colour
}

// track lays the floor, broken by gaps more often as d grows, on to the
// runway past the finish.
func (b *levelGen) track() {
	lf := &b.lf
	at := float32(0)
	floor := func(length float32) {
		lf.Track = append(lf.Track, sectionFile{Kind: "floor", Length: length, Width: 5})
		at += length
	}
	floor(30)
	for at < lf.Finish-25 {
		floor(float32(25 + b.g.Intn(30)))
		if at < lf.Finish-25 && b.g.Intn(100) < min(60, 15+3*b.d) {
			gap := float32(25+b.g.Intn(11)) / 10 // 2.5..3.5 m
			lf.Track = append(lf.Track, sectionFile{Kind: "gap", Length: gap})
			b.gaps = append(b.gaps, [2]float32{at, at + gap})
			at += gap
		}
	}
	floor(max(5, lf.Finish+RunwayLength+5-at)) // the runway, and the rest of the floor it is on
}

// clearOfGaps reports whether the span s0..s1 keeps 4 m from every gap.
func (b *levelGen) clearOfGaps(s0, s1 float32) bool {
	for _, gp := range b.gaps {
		if s1 > gp[0]-4 && s0 < gp[1]+4 {
			return false
		}
	}
	return true
}

// side picks a lane: left, middle or right.
func (b *levelGen) side() float32 { return []float32{-1.6, 0, 1.6}[b.g.Intn(3)] }

// yarnAndGates fills the beat at s with yarn or a gate: a colour gate
// and yarn of the new colour, an arithmetic gate with a better side, his
// colour beside another, or a row of his colour.
func (b *levelGen) yarnAndGates(s float32) {
	lf, g := &b.lf, &b.g
	switch r := g.Intn(100); {
	case r < 12 && b.d >= 2: // a colour gate, then yarn of the new colour
		next := b.colour
		for next == b.colour {
			next = colourNames[g.Intn(len(colourNames))]
		}
		b.colour = next
		lf.Entities = append(lf.Entities,
			entityFile{Kind: "colourGate", S: s, Colour: b.colour},
			entityFile{Kind: "yarn", S: s + 4, X: b.side(), Colour: b.colour, Count: 5, Step: 1.2})
		b.rows = append(b.rows, len(lf.Entities)-1)
	case r < 30 && b.d >= 1: // an arithmetic gate: one side better
		good := []string{"+1", "+2", "x2"}[g.Intn(3)]
		bad := []string{"-1", "-2", "/2"}[g.Intn(3)]
		if g.Intn(2) == 0 {
			good, bad = bad, good
		}
		lf.Entities = append(lf.Entities, entityFile{Kind: "mathGate", S: s, Left: good, Right: bad})
	case r < 55: // his colour on one side, another on the other
		other := colourNames[(slices.Index(colourNames[:], b.colour)+1+g.Intn(len(colourNames)-1))%len(colourNames)]
		x := []float32{-1.5, 1.5}[g.Intn(2)]
		lf.Entities = append(lf.Entities,
			entityFile{Kind: "yarn", S: s, X: x, Colour: b.colour, Count: 6, Step: 1.2},
			entityFile{Kind: "yarn", S: s, X: -x, Colour: other, Count: 6, Step: 1.2})
		b.rows = append(b.rows, len(lf.Entities)-2)
	default: // a row of his colour, down one side or drifting across the middle
		e := entityFile{Kind: "yarn", S: s, X: b.side(), Colour: b.colour, Count: 6 + g.Intn(3), Step: 1.2}
		if e.X == 0 {
			e.DX = float32(g.Intn(5)-2) / 10
		}
		lf.Entities = append(lf.Entities, e)
		b.rows = append(b.rows, len(lf.Entities)-1)
	}
}

// keyEvery is how many generated levels hold a key, in a hundred.
const keyEvery = 50

// key puts a key over the middle of one of his rows of yarn in about half
// of the levels: on his way, for the player who follows his colour. It
// draws from an RNG of its own, so the layout is the same with or without.
func (b *levelGen) key(n int) {
	g := NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 3)
	if len(b.rows) == 0 || g.Intn(100) >= keyEvery {
		return
	}
	row := b.lf.Entities[b.rows[g.Intn(len(b.rows))]]
	half := float32(row.Count / 2)
	b.lf.Entities = append(b.lf.Entities, entityFile{Kind: "key", S: row.S + float32(half*row.Step), X: row.X + float32(half*row.DX)})
}

// generateBends shapes generated level n of difficulty d: turns that
// alternate left and right, sharper and more often climbing as d grows,
// clear of the finish. They come from their own RNG, so the shape and the
// layout of what stands on the track do not disturb each other.
func generateBends(n, d int, finish float32) []bendFile {
	g := NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 2)
	var bends []bendFile
	heading, height := 0, 0 // degrees, metres
	side := 1 - 2*g.Intn(2)
	for s := float32(15 + 5*g.Intn(3)); ; {
		length := float32(45 + 5*g.Intn(6))
		if s+length > finish-15 {
			return bends
		}
		turn := side * min(20+g.Intn(min(25, 6+d)), int(length*9/10)) // 40 m radius at the sharpest
		if heading+turn > 60 || heading+turn < -60 {
			turn = -turn
		}
		climb := 0
		if d >= 3 && g.Intn(100) < min(70, 20+5*d) {
			climb = 2 + g.Intn(4)
			if height > 0 {
				climb = -climb
			}
		}
		bends = append(bends, bendFile{S: s, Length: length, Turn: float32(turn), Climb: float32(climb)})
		heading, height, side = heading+turn, height+climb, -side
		s += length + float32(10+5*g.Intn(5))
	}
}

// leadIn is how far a generated level runs before its first obstacle,
// metres: he gets up to speed, and has yarn to lose, before anything can
// take it.
const leadIn = 20

// obstacle returns an obstacle at s for difficulty d.
func obstacle(g *RNG, s float32, d int, side func() float32) entityFile {
	kinds := []string{"saw", "saw", "spikes", "spider", "blade", "bar", "scissors", "wall", "chaser"}
	// The hard kinds come in as d grows.
	k := kinds[g.Intn(min(len(kinds), 3+d/3))]
	phase := float32(g.Intn(100)) / 100
	switch k {
	case "saw":
		e := entityFile{Kind: "saw", S: s, X: side(), Radius: 0.6}
		if d >= 3 && g.Intn(2) == 0 {
			e.X, e.Slide, e.Period, e.Phase = 0, 0.7, float32(26+g.Intn(9))/10, phase
		}
		return e
	case "spikes":
		return entityFile{Kind: "spikes", S: s, X: []float32{-1.2, 1.2}[g.Intn(2)], Width: 2.4, Length: 1.5}
	case "blade":
		return entityFile{Kind: "blade", S: s, Amplitude: float32(45 + g.Intn(11)), Period: float32(22+g.Intn(7)) / 10, Phase: phase}
	case "bar":
		return entityFile{Kind: "bar", S: s, Radius: 1.6, Period: float32(30+g.Intn(11)) / 10, Phase: phase}
	case "scissors":
		return entityFile{Kind: "scissors", S: s, Period: float32(25+g.Intn(11)) / 10, Phase: phase}
	case "spider":
		return entityFile{Kind: "spider", S: s, Slide: 1.5, Speed: float32(14+min(d, 24)/3) / 10}
	case "chaser":
		return entityFile{Kind: "spider", S: s, X: []float32{-1.5, 1.5}[g.Intn(2)], Mode: "chase", Speed: float32(18+min(d, 30)/3) / 10, Range: 6}
	default:
		return entityFile{Kind: "wall", S: s, Width: 1.5, Slide: 1, Period: 3, Phase: phase}
	}
}
