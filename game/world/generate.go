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
	g := NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 1)
	d := max(0, n-shipped) // difficulty: 0 for the first generated level
	lf := levelFile{
		Name:   fmt.Sprintf("Endless %d", n),
		Colour: colourNames[g.Intn(len(colourNames))],
		Theme:  ThemeNames[n%len(ThemeNames)],
		Tier:   TierNames[min(len(TierNames)-1, d/12)],
	}
	finish := float32(150 + 3*min(d, 40))
	// The track: floor, broken by gaps more often as d grows.
	var gaps [][2]float32 // start and end of each gap
	at := float32(0)
	floor := func(length float32) {
		lf.Track = append(lf.Track, sectionFile{Kind: "floor", Length: length, Width: 5})
		at += length
	}
	floor(30)
	for at < finish-25 {
		floor(float32(25 + g.Intn(30)))
		if at < finish-25 && g.Intn(100) < min(60, 15+3*d) {
			gap := float32(25+g.Intn(11)) / 10 // 2.5..3.5 m
			lf.Track = append(lf.Track, sectionFile{Kind: "gap", Length: gap})
			gaps = append(gaps, [2]float32{at, at + gap})
			at += gap
		}
	}
	floor(max(5, finish+RunwayLength+5-at)) // the runway, and the rest of the floor it is on
	lf.Finish = finish
	lf.Bends = generateBends(n, d, finish)
	// Clear of gaps: a span [s0, s1] with a margin either side.
	clear := func(s0, s1 float32) bool {
		for _, gp := range gaps {
			if s1 > gp[0]-4 && s0 < gp[1]+4 {
				return false
			}
		}
		return true
	}
	colour := lf.Colour
	obstacles := min(70, 30+3*d) // percent of beats that hold an obstacle
	beat := float32(14 - min(d, 40)/8)
	side := func() float32 { return []float32{-1.6, 0, 1.6}[g.Intn(3)] }
	for s := float32(10); s < finish-12; s += beat {
		if !clear(s, s+10) {
			continue
		}
		if g.Intn(100) < obstacles && s >= leadIn {
			lf.Entities = append(lf.Entities, obstacle(&g, s, d, side))
			continue
		}
		switch r := g.Intn(100); {
		case r < 12 && d >= 2: // a colour gate, then yarn of the new colour
			next := colour
			for next == colour {
				next = colourNames[g.Intn(len(colourNames))]
			}
			colour = next
			lf.Entities = append(lf.Entities,
				entityFile{Kind: "colourGate", S: s, Colour: colour},
				entityFile{Kind: "yarn", S: s + 4, X: side(), Colour: colour, Count: 5, Step: 1.2})
		case r < 30 && d >= 1: // an arithmetic gate: one side better
			good := []string{"+1", "+2", "x2"}[g.Intn(3)]
			bad := []string{"-1", "-2", "/2"}[g.Intn(3)]
			if g.Intn(2) == 0 {
				good, bad = bad, good
			}
			lf.Entities = append(lf.Entities, entityFile{Kind: "mathGate", S: s, Left: good, Right: bad})
		case r < 55: // his colour on one side, another on the other
			other := colourNames[(slices.Index(colourNames[:], colour)+1+g.Intn(len(colourNames)-1))%len(colourNames)]
			x := []float32{-1.5, 1.5}[g.Intn(2)]
			lf.Entities = append(lf.Entities,
				entityFile{Kind: "yarn", S: s, X: x, Colour: colour, Count: 6, Step: 1.2},
				entityFile{Kind: "yarn", S: s, X: -x, Colour: other, Count: 6, Step: 1.2})
		default: // a row of his colour, down one side or drifting across the middle
			e := entityFile{Kind: "yarn", S: s, X: side(), Colour: colour, Count: 6 + g.Intn(3), Step: 1.2}
			if e.X == 0 {
				e.DX = float32(g.Intn(5)-2) / 10
			}
			lf.Entities = append(lf.Entities, e)
		}
	}
	name = fmt.Sprintf("generated/%d.json", n)
	data, _ = json.MarshalIndent(&lf, "", " ")
	return name, data
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
