package world

// SectionKind says what a stretch of track is.
type SectionKind uint8

const (
	// Floor is solid track.
	Floor SectionKind = iota
	// Gap is empty air: jump it or fall.
	Gap
)

// Section is one stretch of the track, from Start to Start+Length metres.
type Section struct {
	Kind      SectionKind
	Start     float32
	Length    float32
	HalfWidth float32 // metres either side of the centre line (floors only)
}

// End returns where the section ends, metres from the start line.
func (s *Section) End() float32 { return s.Start + s.Length }

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

// Floor implements player.Ground: floor under (x, s) and its half width.
func (l *Level) Floor(x, s float32) (halfWidth float32, ok bool) {
	sec := l.SectionAt(s)
	if sec == nil || sec.Kind != Floor || x < -sec.HalfWidth || x > sec.HalfWidth {
		return 0, false
	}
	return sec.HalfWidth, true
}

// SectionAt returns the section containing distance s, or nil off either end.
func (l *Level) SectionAt(s float32) *Section {
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
		return nil
	}
	return &l.Sections[lo]
}

// ThemeNames are the looks a level can pick ("theme"; the first is the
// default). The game holds their colours.
var ThemeNames = []string{"candy", "mint", "sunset"}

// floorAll reports whether floor runs without a gap from s0 to s1.
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

// onFloor reports whether x, s is on a floor at least margin from its edges.
func (l *Level) onFloor(x, s, margin float32) bool {
	sec := l.SectionAt(s)
	return sec != nil && sec.Kind == Floor && x >= -sec.HalfWidth+margin && x <= sec.HalfWidth-margin
}
