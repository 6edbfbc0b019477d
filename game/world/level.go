package world

import (
	"math"

	"ropeman/camera/maths"
)

// SectionKind says what a stretch of track is.
type SectionKind uint8

const (
	// Floor is solid track.
	Floor SectionKind = iota
	// Gap is empty air: jump it or fall.
	Gap
	// Beam is floor whose width changes along it, from HalfWidth at its
	// start to HalfEnd at its end: line up before it narrows.
	Beam
	// Split is floor with a hole down the middle (Hole either side of
	// the centre line): two lanes, pick one before it starts.
	Split
	// Platform is a gap crossed by a platform HalfWidth either side of
	// its middle that slides across (see PlatformX): be on it as it
	// passes.
	Platform
	// Pad is floor that launches him: running onto it throws him up at
	// Launch m/s, over a longer gap than a jump clears.
	Pad
	// Step is floor Rise metres above (or below) the floor before it: up
	// to player.MaxStep he runs up or down it, a deeper drop he falls down.
	Step
	// Slope is floor that climbs Rise metres (falls, if negative) over its
	// length, evenly.
	Slope
)

// Section is one stretch of the track, from Start to Start+Length metres.
type Section struct {
	Kind   SectionKind
	Start  float32
	Length float32
	// HalfWidth is how far the floor reaches either side of the centre
	// line (a beam's at its start; a platform's either side of its middle).
	HalfWidth float32
	HalfEnd   float32 // a beam's half width at its end
	Hole      float32 // a split's hole, metres either side of the centre line
	// A platform slides Slide metres either side of the centre line, there
	// and back in Period seconds, starting Phase (0..1) into its cycle.
	Slide, Period, Phase float32
	Launch               float32 // a pad's throw, m/s upward
	// Height is the floor's top where the section starts, metres (the
	// track's base is 0; a gap keeps the height of the floor before it);
	// a slope climbs Rise over its length from there.
	Height, Rise float32
}

// TopAt returns the height of the section's floor top at distance d into
// the track (a slope's along it).
func (s *Section) TopAt(d float32) float32 {
	if s.Kind != Slope {
		return s.Height
	}
	k := min(1, max(0, (d-s.Start)/s.Length))
	return s.Height + float32(k*s.Rise)
}

// Flat reports whether the section's floor is at the track's base height
// all along.
func (s *Section) Flat() bool { return s.Height == 0 && (s.Kind != Slope || s.Rise == 0) }

// End returns where the section ends, metres from the start line.
func (s *Section) End() float32 { return s.Start + s.Length }

// Solid reports whether the section is floor that stays put: not a gap,
// not a moving platform.
func (s *Section) Solid() bool { return s.Kind != Gap && s.Kind != Platform }

// HalfAt returns how far the floor reaches either side of the centre
// line at distance d into the track (a beam narrows or widens along it).
func (s *Section) HalfAt(d float32) float32 {
	if s.Kind != Beam {
		return s.HalfWidth
	}
	k := min(1, max(0, (d-s.Start)/s.Length))
	return s.HalfWidth + float32(k*(s.HalfEnd-s.HalfWidth))
}

// PlatformX returns where a platform's middle is at time t, seconds.
func (s *Section) PlatformX(t float32) float32 {
	return float32(s.Slide * float32(maths.Sin(2*math.Pi*float64(t/s.Period+s.Phase))))
}

// Holds reports whether the section has floor under (x, d) at time t, at
// least margin from its edges (and a split's hole).
func (s *Section) Holds(x, d, t, margin float32) bool {
	switch s.Kind {
	case Gap:
		return false
	case Platform:
		return abs(x-s.PlatformX(t)) <= s.HalfWidth-margin
	case Split:
		return abs(x) <= s.HalfWidth-margin && abs(x) >= s.Hole+margin
	}
	return abs(x) <= s.HalfAt(d)-margin
}

// reach is how far out from the centre line the section's floor can be
// at d: where he may steer (a platform: as far as it slides).
func (s *Section) reach(d float32) float32 {
	if s.Kind == Platform {
		return s.Slide + s.HalfWidth
	}
	return s.HalfAt(d)
}

// Level is a parsed, validated level.
type Level struct {
	Name     string
	Sections []Section
	// Finish is the finish line's distance from the start, metres; the
	// runway follows it (RunwayZones zones of RunwayZone metres).
	Finish float32
	// Colour is the Rope-Man's colour at the start.
	Colour Colour
	// Tier is the level's pace, one of TierNames.
	Tier string
	// Theme is the level's look (sky, track, edges), one of ThemeNames.
	Theme string
	// Finale is how the level ends past the finish, one of Finales: the
	// runway's meter or the boss (see boss.go).
	Finale string
	// What stands on the track, each sorted by S.
	Balls    []Ball
	Gates    []Gate
	Saws     []Saw
	Blades   []Blade
	Spikes   []Spikes
	Bars     []Bar
	Scissors []Scissors
	Walls    []Wall
	Spiders  []Spider
	Keys     []Key // at most MaxKeys
	// Bends shape the track: where it turns and climbs, in order, apart
	// (see bend.go). None: straight and flat.
	Bends []Bend
}

// Length returns the track's total length in metres.
func (l *Level) Length() float32 {
	if len(l.Sections) == 0 {
		return 0
	}
	return l.Sections[len(l.Sections)-1].End()
}

// Floor implements player.Ground: floor under (x, s) at the start of a
// run (time 0, for the platforms) and how far he may steer either side.
func (l *Level) Floor(x, s float32) (halfWidth float32, ok bool) { return l.FloorAt(x, s, 0) }

// Top implements player.Ground: the floor's top at s (see TopAt).
func (l *Level) Top(x, s float32) float32 { return l.TopAt(s) }

// TopAt returns the height of the floor's top at s, metres: a step's or a
// slope's; over a gap the floor's before it; off the track's ends its
// first or last section's.
func (l *Level) TopAt(s float32) float32 {
	if len(l.Sections) == 0 {
		return 0
	}
	i := l.sectionIndex(s)
	switch {
	case i >= 0:
	case s < l.Sections[0].Start:
		i = 0
	default:
		i = len(l.Sections) - 1
	}
	return l.Sections[i].TopAt(s)
}

// flatFrom reports whether the floor is at the track's base height all
// the way from s0 to s1 (where obstacles, gates and keys stand: their
// reach and heights are the base's).
func (l *Level) flatFrom(s0, s1 float32) bool {
	for i := range l.Sections {
		sec := &l.Sections[i]
		if sec.End() > s0 && sec.Start < s1 && !sec.Flat() {
			return false
		}
	}
	return true
}

// FloorAt reports whether there is floor under (x, s) at time t, seconds,
// and how far out he may steer there.
func (l *Level) FloorAt(x, s, t float32) (halfWidth float32, ok bool) {
	sec := l.SectionAt(s)
	if sec == nil || !sec.Holds(x, s, t, 0) {
		return 0, false
	}
	return sec.reach(s), true
}

// SectionAt returns the section containing distance s, or nil off either end.
func (l *Level) SectionAt(s float32) *Section {
	if i := l.sectionIndex(s); i >= 0 {
		return &l.Sections[i]
	}
	return nil
}

// sectionIndex returns the index of the section containing distance s,
// or -1 off either end.
func (l *Level) sectionIndex(s float32) int {
	lo, hi := 0, len(l.Sections)
	for lo < hi {
		mid := (lo + hi) / 2
		if l.Sections[mid].End() <= s {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == len(l.Sections) || s < l.Sections[lo].Start {
		return -1
	}
	return lo
}

// ThemeNames are the looks a level can pick ("theme"; the first is the
// default). The game holds their colours.
var ThemeNames = []string{"candy", "mint", "sunset", "lagoon", "meadow", "dusk"}

// floorAll reports whether plain floor runs without a break from s0 to s1.
func (l *Level) floorAll(s0, s1 float32) bool {
	for s := s0; ; {
		sec := l.SectionAt(s)
		if sec == nil || sec.Kind != Floor {
			return false
		}
		if sec.End() >= s1 {
			return true
		}
		s = sec.End()
	}
}

// onFloor reports whether x, s is on floor that stays put, at least
// margin from its edges: where things can stand.
func (l *Level) onFloor(x, s, margin float32) bool {
	sec := l.SectionAt(s)
	return sec != nil && sec.Solid() && sec.Holds(x, s, 0, margin)
}
