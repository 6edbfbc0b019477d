package world

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Generated levels follow the shipped ones, endlessly: level n is made
// from n alone (the same n always gives the same level, on every machine:
// the generator uses integers only), out of the shipped levels' building
// blocks. They go on from where the shipped levels end (the fast pace,
// every kind of obstacle and section) and grow harder for 40 levels
// (longer, with more gaps and sections, denser obstacles, sharper bends),
// then hold there; every fifth level (a boss's) is a relief, at the quick
// pace with fewer obstacles. The level is written as a level file and
// read back with ParseLevel, so a generated level meets every rule a
// hand-made one does.

// generatedRise is how many generated levels grow harder: after it they
// settle in a band.
const generatedRise = 40

// shippedDifficulty is where the shipped levels leave the obstacles'
// difficulty (see obstacle): every kind, at speed.
const shippedDifficulty = 24

// GeneratedFile returns the name and the level file of generated level n
// (n counts from the first level; after the shipped ones, k is n minus
// their number).
func GeneratedFile(n, shipped int) (name string, data []byte) {
	b := levelGen{g: NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 1), d: min(generatedRise, max(0, n-shipped))} // d: 0 for the first generated level
	lf := &b.lf
	relief := n%BossEvery == 0
	lf.Name = fmt.Sprintf("Endless %d", n)
	lf.Colour = colourNames[b.g.Intn(len(colourNames))]
	lf.Theme = ThemeNames[n%len(ThemeNames)]
	lf.Tier = TierNames[len(TierNames)-1]
	lf.Finish = float32(240 + 2*b.d)
	if relief {
		lf.Finale, lf.Tier = BossFinale, TierNames[len(TierNames)-2]
	}
	b.track(relief)
	lf.Bends = generateBends(n, b.d, lf.Finish)
	b.colour = lf.Colour
	obstacles := 80 + b.d/4 // percent of beats that hold an obstacle
	if relief {
		obstacles -= 20
	}
	beat := float32(7 - b.d/40)
	// The yarn he can expect to hold, centimetres (integers: the same on
	// every machine): an obstacle that could take more than leaves him
	// margin becomes yarn instead. A run of cutters with nothing between
	// is a wall, not a level; less margin is a harder one.
	budget, margin := yarnStart, yarnMargin-2*b.d
	recover := false // after what can cut the whole rope, a beat of yarn
	roams := false   // after a spider, a beat of nothing
	for s := float32(10); s < lf.Finish-12; s += beat {
		if !b.clearOfGaps(s-spiderRoam, s+10) {
			continue
		}
		chance := obstacles
		if s < leadIn+warmUp {
			chance /= 2 // he has little yarn yet: a cut now would end the run
		}
		if roams {
			roams = false // a spider roams this far: nothing else stands there
			continue
		}
		hill := !b.offHills(s-baseClear-1, s+10) // only yarn and spiders ride a hill
		if b.g.Intn(100) < chance && s >= leadIn && !recover {
			e := generated(&b.g, s, shippedDifficulty+b.d, b.side)
			if hill && e.Kind != "spider" {
				e = patroller(s, shippedDifficulty+b.d)
			}
			if budget-risk(&e) >= margin {
				lf.Entities = append(lf.Entities, e)
				budget -= risk(&e)
				recover, roams = risk(&e) >= cutterRisk, e.Kind == "spider"
				continue
			}
		}
		recover = false
		if hill {
			budget += b.hillRow(s)
			continue
		}
		budget += b.yarnAndGates(s)
	}
	b.key(n)
	name = fmt.Sprintf("generated/%d.json", n)
	data, _ = json.MarshalIndent(lf, "", " ")
	return name, data
}

// levelGen is a generated level in the making: its RNG (every draw in a
// fixed order: the level is the same on every machine), difficulty, file,
// the stretches of track that are not plain floor and his colour so far.
type levelGen struct {
	g      RNG
	d      int
	lf     levelFile
	gaps   [][2]float32 // start and end of each gap or section (nothing stands near them)
	hills  [][2]float32 // start and end of each hill (only yarn and spiders stand on them)
	colour string
	rows   []int // the entities that are rows of his colour
}

// track lays the floor, broken by gaps and the other sections (beams,
// splits, platforms, pads) more often as d grows (a relief level: no
// sections), on to the runway past the finish.
func (b *levelGen) track(relief bool) {
	lf, g := &b.lf, &b.g
	at, height := float32(0), float32(0)
	add := func(sf sectionFile) {
		switch {
		case sf.Kind == "step" || sf.Kind == "slope" || height != 0: // a hill, its top included
			if n := len(b.hills); n > 0 && b.hills[n-1][1] == at {
				b.hills[n-1][1] = at + sf.Length
			} else {
				b.hills = append(b.hills, [2]float32{at, at + sf.Length})
			}
			height = centimetres(height + sf.Rise)
		case sf.Kind != "floor":
			b.gaps = append(b.gaps, [2]float32{at, at + sf.Length})
		}
		lf.Track = append(lf.Track, sf)
		at += sf.Length
	}
	floor := func(length float32) { add(sectionFile{Kind: "floor", Length: length, Width: 5}) }
	gaps, sections := 25+b.d/4, 25+b.d/4 // percent of floors followed by one
	if relief {
		sections = 0
	}
	floor(30)
	for at < lf.Finish-30 {
		floor(float32(20 + g.Intn(25)))
		if at >= lf.Finish-30 {
			break
		}
		switch r := g.Intn(100); {
		case r < gaps:
			add(sectionFile{Kind: "gap", Length: float32(25+g.Intn(11+b.d/4)) / 10}) // 2.5..3.5 m, to 4.5 m
		case r < gaps+sections:
			b.section(add, floor)
		}
	}
	floor(max(5, lf.Finish+RunwayLength+5-at)) // the runway, and the rest of the floor it is on
}

// section adds one of the sections that are not floor or gap: a beam
// narrowing, a split, a platform sliding across a gap, a pad and the
// long gap it throws him over (then floor to land on), or a hill: up
// steps or a slope, along its top and down again.
func (b *levelGen) section(add func(sectionFile), floor func(float32)) {
	g := &b.g
	switch g.Intn(6) {
	case 4: // stairs up, a slope down
		up := 2 + g.Intn(2)
		for range up {
			add(sectionFile{Kind: "step", Length: float32(3 + g.Intn(2)), Width: 5, Rise: 0.3})
		}
		add(sectionFile{Kind: "step", Length: float32(6 + g.Intn(6)), Width: 5, Rise: 0.3})
		add(sectionFile{Kind: "slope", Length: float32(6 + g.Intn(3)), Width: 5, Rise: -centimetres(float32(0.3 * float32(up+1)))})
	case 5: // a slope up, along its top, a drop and a slope down
		add(sectionFile{Kind: "slope", Length: 8, Width: 5, Rise: float32(12+g.Intn(5)) / 10})
		top := b.lf.Track[len(b.lf.Track)-1].Rise
		add(sectionFile{Kind: "floor", Length: float32(6 + g.Intn(6)), Width: 5})
		drop := float32(6+g.Intn(3)) / 10
		add(sectionFile{Kind: "step", Length: 4, Width: 5, Rise: -drop})
		add(sectionFile{Kind: "slope", Length: 6, Width: 5, Rise: -centimetres(top - drop)})
	case 0:
		add(sectionFile{Kind: "beam", Length: float32(10 + g.Intn(8)), Width: 2.4, To: float32(12+g.Intn(5)) / 10})
	case 1:
		add(sectionFile{Kind: "split", Length: float32(10 + g.Intn(6)), Width: 5, Hole: 1.6})
	case 2:
		add(sectionFile{Kind: "platform", Length: float32(35+g.Intn(11)) / 10, Width: float32(20+g.Intn(5)) / 10,
			Slide: float32(10+g.Intn(5)) / 10, Period: float32(26+g.Intn(9)) / 10, Phase: float32(g.Intn(100)) / 100})
	default:
		add(sectionFile{Kind: "pad", Length: 1.5, Width: 5, Launch: maxLaunch})
		add(sectionFile{Kind: "gap", Length: float32(55+g.Intn(11)) / 10}) // with the pad, at most 8 m: the throw clears 8.3 m at the slowest pace
	}
	floor(4) // somewhere to land (or to step off onto) before what comes next
}

// landing is how far past a gap or section nothing stands: he lands (or
// steps off a platform) and looks up before the next thing comes, and the
// rope he trails, which hangs down into a gap or off a beam's side, is
// back on the floor before anything can cut it.
const landing = 15

// clearOfGaps reports whether the span s0..s1 keeps 4 m from every gap
// and section before it, and landing metres after.
func (b *levelGen) clearOfGaps(s0, s1 float32) bool {
	for _, gp := range b.gaps {
		if s1 > gp[0]-4 && s0 < gp[1]+landing {
			return false
		}
	}
	return true
}

// offHills reports whether the span s0..s1 keeps off every hill.
func (b *levelGen) offHills(s0, s1 float32) bool {
	for _, h := range b.hills {
		if s1 > h[0] && s0 < h[1] {
			return false
		}
	}
	return true
}

// hillRow puts a row of his colour at s, on or by a hill (no gate, key
// or obstacle but a spider stands there: see Level.flatFrom).
func (b *levelGen) hillRow(s float32) (gain int) {
	b.lf.Entities = append(b.lf.Entities, b.hisRow(s))
	return rowBalls * ballGain
}

// hisRow is a row of his colour at s, down a lane.
func (b *levelGen) hisRow(s float32) entityFile {
	return entityFile{Kind: "yarn", S: s, X: b.side(), Colour: b.colour, Count: rowBalls, Step: 1.2}
}

// side picks a lane: left, middle or right.
func (b *levelGen) side() float32 { return []float32{-1.6, 0, 1.6}[b.g.Intn(3)] }

// yarnAndGates fills the beat at s with yarn or a gate: a colour gate
// and yarn of the new colour, an arithmetic gate with a better side, his
// colour beside another, or a row of his colour.
func (b *levelGen) yarnAndGates(s float32) (gain int) {
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
			entityFile{Kind: "yarn", S: s + 1.5, X: b.side(), Colour: b.colour, Count: 3, Step: 1.2})
		b.rows = append(b.rows, len(lf.Entities)-1)
		return 3 * ballGain
	case r < 30 && b.d >= 1: // an arithmetic gate: one side better
		good := []string{"+1", "+2", "x2"}[g.Intn(3)]
		bad := []string{"-1", "-2", "/2"}[g.Intn(3)]
		if g.Intn(2) == 0 {
			good, bad = bad, good
		}
		lf.Entities = append(lf.Entities, entityFile{Kind: "mathGate", S: s, Left: good, Right: bad})
		return 2 * ballGain
	case r < 55: // his colour on one side, another on the other
		other := colourNames[(slices.Index(colourNames[:], b.colour)+1+g.Intn(len(colourNames)-1))%len(colourNames)]
		x := []float32{-1.5, 1.5}[g.Intn(2)]
		lf.Entities = append(lf.Entities,
			entityFile{Kind: "yarn", S: s, X: x, Colour: b.colour, Count: rowBalls, Step: 1.2},
			entityFile{Kind: "yarn", S: s, X: -x, Colour: other, Count: rowBalls, Step: 1.2})
		b.rows = append(b.rows, len(lf.Entities)-2)
		return rowBalls * ballGain
	default: // a row of his colour, down one side or drifting across the middle
		e := b.hisRow(s)
		if e.X == 0 {
			e.DX = float32(g.Intn(5)-2) / 10
		}
		lf.Entities = append(lf.Entities, e)
		b.rows = append(b.rows, len(lf.Entities)-1)
		return e.Count * ballGain
	}
}

// The generator's yarn budget, centimetres: he starts with 3 m, a ball is
// 30 cm (counted at 80 %: he misses some), and an obstacle may take what
// risk says; the margin it keeps shrinks by 2 cm a level of d.
const (
	rowBalls   = 4 // a row spans 3.6 m: well inside a beat, room to change sides
	yarnStart  = 300
	ballGain   = 24
	yarnMargin = 100
)

// cutterRisk is the risk from which an obstacle can cut his whole rope
// at his hand: yarn follows it, to win some back.
const cutterRisk = 150

// risk is what an obstacle is likely to take from him, centimetres: what
// the casual bot (world.Casual) lost to each kind on average, passing the
// generated levels 31..191 (ten tries each); each kind's row says its own,
// and a spider cuts what it touches.
func risk(e *entityFile) int {
	if row, ok := obstacleRowNamed(e.Kind); ok {
		return row.risk
	}
	return 120 // a spider
}

// keyEvery is how many generated levels hold a key, in a hundred.
const keyEvery = 50

// keyQuiet is how far before and after a row with a key nothing stands:
// nothing ahead draws him off it (the bot looks as far).
const keyQuiet = botSeeObstacles

// quiet reports whether no obstacle stands between s0 and s1.
func (b *levelGen) quiet(s0, s1 float32) bool {
	for i := range b.lf.Entities {
		e := &b.lf.Entities[i]
		switch e.Kind {
		case "yarn", "colourGate", "mathGate", "key":
		default:
			if e.S > s0 && e.S < s1 {
				return false
			}
		}
	}
	return true
}

// key puts a key over the middle of one of his rows of yarn in about half
// of the levels: on his way, for the player who follows his colour. It
// draws from an RNG of its own, so the layout is the same with or without.
func (b *levelGen) key(n int) {
	g := NewRNG(uint64(n)*0x9e3779b97f4a7c15 + 3)
	var quiet []int // rows with nothing to dodge near them: he can run down them
	for _, i := range b.rows {
		if row := &b.lf.Entities[i]; b.quiet(row.S-keyQuiet, row.S+float32(float32(row.Count)*row.Step)+keyQuiet) {
			quiet = append(quiet, i)
		}
	}
	if len(quiet) == 0 || g.Intn(100) >= keyEvery {
		return
	}
	row := b.lf.Entities[quiet[g.Intn(len(quiet))]]
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

// spiderRoam is how far back from its place a chaser roams: what stands
// at s keeps that far from a gap or section too.
const spiderRoam = 6

// warmUp is how far past the lead-in obstacles come half as often.
const warmUp = 30

// generated returns an obstacle (or a spider) at s for difficulty d.
// patroller is a patrolling spider at s, of difficulty d: up to 1.6 m/s,
// as the shipped ones.
func patroller(s float32, d int) entityFile {
	return entityFile{Kind: "spider", S: s, Slide: 1.5, Speed: float32(14+min(d, 24)/12) / 10}
}

func generated(g *RNG, s float32, d int, side func() float32) entityFile {
	kinds := []string{"saw", "saw", "spikes", "spider", "blade", "bar", "scissors", "wall", "chaser", "bar", "blade", "wall"}
	// The hard kinds come in as d grows, and past the shipped levels the
	// moving ones come twice as often.
	k := kinds[g.Intn(min(len(kinds), 3+d/3))]
	phase := float32(g.Intn(100)) / 100
	switch k {
	case "spider":
		return patroller(s, d)
	case "chaser":
		return entityFile{Kind: "spider", S: s, X: []float32{-1.5, 1.5}[g.Intn(2)], Mode: "chase", Speed: float32(18+min(d, 30)/5) / 10, Range: 6} // up to 2.4 m/s
	}
	row, _ := obstacleRowNamed(k)
	return row.generate(g, s, phase, d, side)
}
