package world

import (
	"cmp"
	"fmt"
	"slices"

	"ropeman/rope"
)

// An obstacle kind lives in its own file (saw.go holds all of the saw):
// its type and motion, the obstacle methods below, its parse with its
// limits, its hazard and its row, which the file adds to obstacleTable
// (addObstacle). The world's hit check, the rope's cutters, the bot, the
// generator, the spiders' paths, the lessons, the fail card's cause and
// the level files all reach every kind through the table; the drawing
// side and the texts key theirs by its name (Hazards). A new kind is its
// file here and its list in Level, its look in the scene, and its words
// in each language.

// obstacle is what the world knows of one obstacle, whatever its kind.
type obstacle interface {
	// along returns where it stands along the track and how far past
	// that it reaches, metres (a spike strip's length; 0 for the rest).
	along() (s, length float32)
	// period returns how long its motion takes to repeat, seconds (0:
	// it keeps still).
	period() float32
	// hits reports whether at time t it hits a body whose feet are at
	// x, y, s.
	hits(t, x, y, s float32) bool
	// crossesRope reports whether it can cut a rope lying along the track
	// at x, at some moment of its motion (the bot keeps his rope clear).
	crossesRope(x float32) bool
	// standsIn reports whether it stands on the floor within margin of
	// (x, s) at some moment of its motion (the spiders' paths avoid it).
	standsIn(x, s, margin float32) bool
	// cutter returns its rope-cutting collider j (of its row's cutters)
	// where it is at time t.
	cutter(t float32, j int) rope.Collider
}

// obstacleRow is one kind's row of the table.
type obstacleRow struct {
	name     string   // its kind in level files
	fields   []string // the optional fields it takes (kind, s and x are common)
	hazard   Hazard   // what the fail card says took his yarn; its number orders the table
	jumpable bool     // a jump clears it
	cutters  int      // rope-cutting colliders each one has
	lesson   bool     // a lesson teaches it the first time he meets it
	risk     int      // what it is likely to take from him, centimetres (the generator's budget: see risk)
	// generate makes one at s for the endless levels' difficulty d, its
	// motion's phase given, drawing from g (side picks a side of the
	// track).
	generate func(g *RNG, s, phase float32, d int, side func() float32) entityFile

	add   func(l *Level, e *entityFile) error // read one from a level file, checked, into l
	count func(l *Level) int
	at    func(l *Level, i int) obstacle
	sort  func(l *Level) // along the track, the file's order where they tie
}

// obstacleKind is an obstacle kind's place in obstacleTable.
type obstacleKind uint8

// obstacleTable is every obstacle kind, in the order of their hazards'
// numbers: the order the world checks them and puts their cutters in the
// rope's space (colliders.go). Each kind's file adds its row.
var obstacleTable []obstacleRow

// addObstacle adds kind r to obstacleTable, in its hazard's place, and
// its hazard to Hazards.
func addObstacle(r obstacleRow) {
	addHazard(HazardKind{Hazard: r.hazard, Name: r.name, Cuts: r.cutters > 0, Lesson: r.lesson, Obstacle: true})
	i, _ := slices.BinarySearchFunc(obstacleTable, r.hazard, func(o obstacleRow, h Hazard) int { return cmp.Compare(o.hazard, h) })
	obstacleTable = slices.Insert(obstacleTable, i, r)
}

// obstacleKinds returns how many kinds there are.
func obstacleKinds() obstacleKind { return obstacleKind(len(obstacleTable)) }

// kindRow fills in r's functions for a kind of type T kept in the list
// that list returns, each read by parse.
func kindRow[T any, P interface {
	*T
	obstacle
}](r obstacleRow, list func(*Level) *[]T, parse func(*Level, *entityFile) (T, error)) obstacleRow {
	r.add = func(l *Level, e *entityFile) error {
		o, err := parse(l, e)
		if err == nil {
			*list(l) = append(*list(l), o)
		}
		return err
	}
	r.count = func(l *Level) int { return len(*list(l)) }
	r.at = func(l *Level, i int) obstacle { return P(&(*list(l))[i]) }
	r.sort = func(l *Level) {
		slices.SortStableFunc(*list(l), func(a, b T) int {
			sa, _ := P(&a).along()
			sb, _ := P(&b).along()
			return cmp.Compare(sa, sb)
		})
	}
	return r
}

// obstacleReach is how far along the track from an obstacle's S a body can
// still meet it, metres (a bar's arm, a spike strip's length, a body).
const obstacleReach = 4

// count returns how many obstacles of kind k the level has.
func (l *Level) count(k obstacleKind) int { return obstacleTable[k].count(l) }

// obstacle returns obstacle i of kind k.
func (l *Level) obstacle(k obstacleKind, i int) obstacle { return obstacleTable[k].at(l, i) }

// hitBy returns the hazard of the first obstacle near s that hits a body
// at x, y, s at time t, or NoHazard.
func (l *Level) hitBy(t, x, y, s float32) Hazard {
	for k := range obstacleKinds() {
		for i := range l.count(k) {
			o := l.obstacle(k, i)
			if at, _ := o.along(); abs(at-s) < obstacleReach && o.hits(t, x, y, s) {
				return obstacleTable[k].hazard
			}
		}
	}
	return NoHazard
}

// slidePeriod is the period of an obstacle that slides slide metres either
// way every period seconds: none when it keeps still.
func slidePeriod(slide, period float32) float32 {
	if slide > 0 {
		return period
	}
	return 0
}

// obstacleRowNamed returns the row of the kind a level file calls name.
func obstacleRowNamed(name string) (*obstacleRow, bool) {
	for k := range obstacleTable {
		if obstacleTable[k].name == name {
			return &obstacleTable[k], true
		}
	}
	return nil, false
}

// motion returns e's period (3 s when left out) and checks it and the
// phase: the motion of a bar, scissors or a wall.
func (e *entityFile) motion() (period float32, err error) {
	period = e.Period
	if period == 0 {
		period = 3
	}
	switch {
	case !(period >= 1.2 && period <= 10):
		return 0, fmt.Errorf("period: %v must be within 1.2..10 s", period)
	case !(e.Phase >= 0 && e.Phase < 1):
		return 0, fmt.Errorf("phase: %v must be within 0..1", e.Phase)
	}
	return period, nil
}

// moving checks a moving obstacle's motion and that it stands on a floor:
// its period and the floor's section.
func (l *Level) moving(e *entityFile) (period float32, sec *Section, err error) {
	if period, err = e.motion(); err != nil {
		return 0, nil, err
	}
	sec, err = l.floorAt(e)
	return period, sec, err
}

// floorAt returns the floor section at e's s, or an error naming s.
func (l *Level) floorAt(e *entityFile) (*Section, error) {
	sec := l.SectionAt(e.S)
	if sec == nil || sec.Kind != Floor {
		return nil, fmt.Errorf("s: %v m is not on a floor", e.S)
	}
	return sec, nil
}

// NextHazard returns how far ahead of s the nearest obstacle or spider of
// hazard h stands, metres, one he is passing counting for half a metre
// (a long way when there is none): the lessons' look-out.
func (l *Level) NextHazard(h Hazard, s float32) float32 {
	next := float32(1e9)
	for k := range obstacleKinds() {
		if obstacleTable[k].hazard != h {
			continue
		}
		for i := range l.count(k) {
			if at, _ := l.obstacle(k, i).along(); at-s > -0.5 {
				next = min(next, at-s)
			}
		}
	}
	if h == HazardSpider {
		for i := range l.Spiders {
			if d := l.Spiders[i].S - s; d > -0.5 {
				next = min(next, d)
			}
		}
	}
	return next
}

// Has reports whether the level holds any obstacle or spider of hazard h.
func (l *Level) Has(h Hazard) bool { return l.NextHazard(h, -1e6) < 1e9 }
