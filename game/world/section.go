package world

import (
	"fmt"
	"math"
	"strconv"

	"ropeman/assets/bounds"
	"ropeman/camera/maths"
	"ropeman/player"
	"ropeman/rope"
)

// sectionFile is the JSON form of a track section. Which fields a kind
// takes is sectionFields'.
type sectionFile struct {
	Kind   string  `json:"kind"`
	Length float32 `json:"length"`
	Width  float32 `json:"width,omitempty"`
	To     float32 `json:"to,omitempty"`
	Hole   float32 `json:"hole,omitempty"`
	Slide  float32 `json:"slide,omitempty"`
	Period float32 `json:"period,omitempty"`
	Phase  float32 `json:"phase,omitempty"`
	Launch float32 `json:"launch,omitempty"`
	Rise   float32 `json:"rise,omitempty"`
}

// sectionFields are the optional fields each kind of section takes
// (kind and length are common to all).
var sectionFields = map[string][]string{
	"floor":    {"width"},
	"gap":      {},
	"beam":     {"width", "to"},
	"split":    {"width", "hole"},
	"platform": {"width", "slide", "period", "phase"},
	"pad":      {"width", "launch"},
	"step":     {"width", "rise"},
	"slope":    {"width", "rise"},
}

// Limits of the sections besides floors and gaps, metres (and m/s).
const (
	minBeamWidth = 1.0 // a body is 0.7 m wide: a beam leaves a hand's width either side
	minLaneWidth = 1.2 // each of a split's lanes
	minHole      = 0.6 // a split's hole: narrower is a crack, not a choice
	maxPlatform  = 5   // a platform spans a gap a jump would clear
	minPlatform  = 1.2 // a platform's width
	maxPlatWidth = 4
	maxSlide     = 4
	// padCarry is how far a pad's throw carries him from the pad's start
	// per m/s of launch at the slowest pace he meets a pad (the start
	// speed, from the shortest run-up): 8.2 m at 14 m/s, where the
	// perfect bot clears 8.4 (TestEveryPadGapTheParserAllowsIsCleared).
	padCarry      = 0.585
	minLaunch     = 8
	maxLaunch     = 14
	minPadLength  = 0.5
	maxPadLength  = 3
	minWideLength = 2 // a beam's or split's length
	// Terrain: a step's least rise (a smaller one is a seam, not a step)
	// and deepest drop (he falls down it and lands); a slope's steepest
	// grade (rise over run) and least length; and how high and low the
	// floor may go (the camera behind him frames the track within these).
	minRise     = 0.1
	maxDrop     = 1.5
	maxSlope    = 0.25
	minSlopeLen = 2
	maxHeight   = 6
	minHeight   = -3
)

// given returns the names of the optional fields sf sets.
func (sf *sectionFile) given() []string {
	var names []string
	for _, f := range [...]struct {
		name string
		set  bool
	}{{"width", sf.Width != 0}, {"to", sf.To != 0}, {"hole", sf.Hole != 0}, {"slide", sf.Slide != 0},
		{"period", sf.Period != 0}, {"phase", sf.Phase != 0}, {"launch", sf.Launch != 0}, {"rise", sf.Rise != 0}} {
		if f.set {
			names = append(names, f.name)
		}
	}
	return names
}

// parseSection reads the section sf starting at metres into the track,
// after the sections parsed before it.
func parseSection(sf *sectionFile, at float32, sections []Section) (Section, error) {
	sec := Section{Start: at, Length: sf.Length, HalfWidth: sf.Width / 2}
	var before *Section // the one before (nil for the first)
	if len(sections) > 0 {
		before = &sections[len(sections)-1]
	}
	if before != nil {
		sec.Height = centimetres(before.TopAt(before.End()))
	}
	allowed, ok := sectionFields[sf.Kind]
	if !ok {
		return sec, fmt.Errorf("kind: %s is not one of floor, gap, beam, split, platform, pad, step, slope", strconv.Quote(sf.Kind))
	}
	for _, f := range sf.given() {
		if !contains(allowed, f) {
			return sec, fmt.Errorf("%s: a %s has no %s", f, sf.Kind, f)
		}
	}
	within := func(field string, v, lo, hi float32) error { return bounds.Within(field, v, lo, hi, "m") }
	var err error
	switch sf.Kind {
	case "floor":
		sec.Kind = Floor
		err = bounds.First(within("width", sf.Width, minFloorWidth, maxFloorWidth), within("length", sf.Length, minSectionLen, maxTrackLen))
	case "gap":
		sec.Kind = Gap
		err = within("length", sf.Length, minSectionLen, longestGap(sections))
	case "beam":
		sec.Kind, sec.HalfEnd = Beam, sf.To/2
		err = bounds.First(within("width", sf.Width, minBeamWidth, maxFloorWidth), within("to", sf.To, minBeamWidth, maxFloorWidth),
			within("length", sf.Length, minWideLength, maxTrackLen))
	case "split":
		sec.Kind, sec.Hole = Split, sf.Hole/2
		err = bounds.First(within("width", sf.Width, minHole+2*minLaneWidth, maxFloorWidth),
			within("hole", sf.Hole, minHole, centimetres(sf.Width-2*minLaneWidth)), within("length", sf.Length, minWideLength, maxTrackLen))
	case "platform":
		sec.Kind, sec.Slide, sec.Period, sec.Phase = Platform, sf.Slide, sf.Period, sf.Phase
		err = bounds.First(within("width", sf.Width, minPlatform, maxPlatWidth), within("length", sf.Length, minSectionLen, maxPlatform),
			within("slide", sf.Slide, 0.3, maxSlide), bounds.Within("period", sf.Period, 1, 10, "s"), bounds.Within("phase", sf.Phase, 0, 0.999, ""))
		if err == nil && (before == nil || !before.Solid()) {
			err = fmt.Errorf("kind: a platform must follow floor (he runs onto it)")
		}
	case "pad":
		sec.Kind, sec.Launch = Pad, sf.Launch
		err = bounds.First(within("width", sf.Width, minFloorWidth, maxFloorWidth), within("length", sf.Length, minPadLength, maxPadLength),
			bounds.Within("launch", sf.Launch, minLaunch, maxLaunch, "m/s"))
	case "step":
		sec.Kind, sec.Height = Step, centimetres(sec.Height+sf.Rise) // heights to the centimetre: a hill climbed and come down is back at 0
		err = bounds.First(within("width", sf.Width, minFloorWidth, maxFloorWidth), within("length", sf.Length, minSectionLen, maxTrackLen),
			within("rise", sf.Rise, -maxDrop, player.MaxStep))
		if err == nil && abs(sf.Rise) < minRise {
			err = fmt.Errorf("rise: %v m is less than a step's %v m either way", sf.Rise, minRise)
		}
	case "slope":
		sec.Kind, sec.Rise = Slope, sf.Rise
		most := centimetres(float32(maxSlope * sf.Length))
		err = bounds.First(within("width", sf.Width, minFloorWidth, maxFloorWidth), within("length", sf.Length, minSlopeLen, maxTrackLen),
			within("rise", sf.Rise, -most, most))
	}
	if top := sec.TopAt(sec.End()); err == nil && !(sec.Height >= minHeight && sec.Height <= maxHeight && top >= minHeight && top <= maxHeight) {
		err = fmt.Errorf("rise: the floor would reach %v m, must stay within %v..%v m of the track's base", top, minHeight, maxHeight)
	}
	return sec, err
}

// longestGap is how long a gap, or a run of gaps, may be after the
// sections before it, metres: what a jump clears at the start speed, or
// after a pad what its throw carries him (in the air as long as the
// throw, launch/g, so as far in proportion) less the pad itself, which he
// is thrown from the start of. Pads in a row throw him from the first:
// he flies over the others, so the carry is the first's, less them all.
// No jump helps there: one over the pad misses its throw.
func longestGap(before []Section) float32 {
	first := len(before)
	for first > 0 && before[first-1].Kind == Pad {
		first--
	}
	if first == len(before) {
		return maxGapLength
	}
	pad, end := &before[first], before[len(before)-1].End()
	return centimetres(float32(padCarry*pad.Launch) - float32(end-pad.Start)) // rounded products: the same on every machine
}

// beamPiece is how long each of a beam's slabs is, metres: the rope lies
// on a narrowing beam as on steps this long.
const beamPiece = 1

// platforms are the moving platforms' slabs in the rope's space: each
// one's handle and section.
type platforms [][2]int

// addSlabs gives the rope the floor of level l to lie on, in space: a
// slab (a box TrackThickness deep) for each floor and pad, a beam in short
// pieces as it narrows, a split's two lanes (the rope falls through its
// hole) and each platform, which move keeps where it is.
func (p *platforms) addSlabs(l *Level, space *rope.Space) {
	*p = (*p)[:0]
	for i := range l.Sections {
		sec := &l.Sections[i]
		add := func(x, s, length, half float32) { space.Add(slab(x, s, length, half, sec.Height)) }
		switch sec.Kind {
		case Floor, Pad, Step:
			add(0, sec.Start, sec.Length, sec.HalfWidth)
		case Slope:
			space.Add(slopeSlab(sec))
		case Beam:
			for s0 := sec.Start; s0 < sec.End(); s0 += beamPiece {
				s1 := min(sec.End(), s0+beamPiece)
				add(0, s0, s1-s0, sec.HalfAt(float32((s0+s1)/2)))
			}
		case Split:
			lane := float32((sec.HalfWidth - sec.Hole) / 2)
			add(-sec.Hole-lane, sec.Start, sec.Length, lane)
			add(sec.Hole+lane, sec.Start, sec.Length, lane)
		case Platform:
			*p = append(*p, [2]int{space.Len(), i})
			add(sec.PlatformX(0), sec.Start, sec.Length, sec.HalfWidth)
		}
	}
}

// move puts the platforms' slabs of level l in space where they are at
// tick.
func (p platforms) move(l *Level, space *rope.Space, tick int) {
	t := seconds(tick)
	for _, pl := range p {
		sec := &l.Sections[pl[1]]
		space.Set(pl[0], slab(sec.PlatformX(t), sec.Start, sec.Length, sec.HalfWidth, sec.Height))
	}
}

// slab is a box of the track's floor: across x±half, from s on for length,
// its top at height top.
func slab(x, s, length, half, top float32) rope.Collider {
	return rope.Collider{Shape: rope.Box, A: Pos(x, top-TrackThickness/2, s+float32(length/2)), Half: maths.V3(half, TrackThickness/2, length/2)}
}

// slopeSlab is a slope's floor: a box TrackThickness deep tilted along the
// track, its top on the slope.
func slopeSlab(sec *Section) rope.Collider {
	along := maths.V3(0, sec.Rise, -sec.Length) // up the slope, track space
	half := float32(along.Len() / 2)
	along = along.Normalize()
	up := maths.V3(0, -along.Z, along.Y)
	mid := Pos(0, sec.Height+float32(sec.Rise/2), sec.Start+float32(sec.Length/2))
	return rope.Collider{Shape: rope.Box, A: mid.Sub(up.Scale(TrackThickness / 2)), Half: maths.V3(sec.HalfWidth, TrackThickness/2, half),
		Axes: [3]maths.Vec3{{X: 1}, up, along.Scale(-1)}}
}

// centimetres rounds metres to the centimetre: a limit as errors show it.
func centimetres(m float32) float32 { return float32(math.Round(float64(m)*100) / 100) }
