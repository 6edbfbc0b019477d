package world

import (
	"fmt"
	"strconv"
	"strings"
)

func parseColour(name string) (Colour, error) {
	for i, n := range colourNames {
		if n == name {
			return Colour(i), nil
		}
	}
	return 0, fmt.Errorf("%q is not one of red, blue, yellow, green", name)
}

func parseOp(text string) (Op, error) {
	if len(text) < 2 {
		return Op{}, fmt.Errorf("%q is not an op like +3, -2, x2 or /2", text)
	}
	kinds := map[byte]OpKind{'+': Add, '-': Sub, 'x': Mul, '/': Div}
	k, ok := kinds[text[0]]
	n, err := strconv.ParseFloat(text[1:], 32)
	if !ok || err != nil {
		return Op{}, fmt.Errorf("%q is not an op like +3, -2, x2 or /2", text)
	}
	o := Op{Kind: k, N: float32(n)}
	num := strconv.FormatFloat(n, 'f', -1, 32)
	o.Text = [...]string{"+" + num + " m", "-" + num + " m", "x" + num, "÷" + num}[k]
	lo, hi := float32(0.5), float32(20) // metres added or taken
	if k == Mul || k == Div {
		lo, hi = 2, 5
	}
	if !(o.N >= lo && o.N <= hi) {
		return Op{}, fmt.Errorf("%q: %v must be within %v..%v", text, o.N, lo, hi)
	}
	return o, nil
}

// entityFile is one entity in a level's JSON; the fields a kind does not
// use must be left out.
type entityFile struct {
	Kind      string  `json:"kind"`
	S         float32 `json:"s,omitempty"`
	X         float32 `json:"x,omitempty"`
	Colour    string  `json:"colour,omitempty"`
	Count     int     `json:"count,omitempty"`
	Step      float32 `json:"step,omitempty"`
	DX        float32 `json:"dx,omitempty"`
	Left      string  `json:"left,omitempty"`
	Right     string  `json:"right,omitempty"`
	Radius    float32 `json:"radius,omitempty"`
	Slide     float32 `json:"slide,omitempty"`
	Period    float32 `json:"period,omitempty"`
	Amplitude float32 `json:"amplitude,omitempty"`
	Phase     float32 `json:"phase,omitempty"`
	Width     float32 `json:"width,omitempty"`
	Length    float32 `json:"length,omitempty"`
	Mode      string  `json:"mode,omitempty"`
	Speed     float32 `json:"speed,omitempty"`
	Range     float32 `json:"range,omitempty"`
}

// Limits on a level's entities.
const (
	// baseClear is how far from a step or a slope what stands on the
	// track's base height (an obstacle, a gate, a key, the finish) must be,
	// metres.
	baseClear   = 2
	maxEntities = 400
	maxRowBalls = 40
	maxBalls    = 1000
)

// given returns the names of the fields e sets (a zero value counts as
// left out).
func (e *entityFile) given() []string {
	fields := []struct {
		name string
		set  bool
	}{
		{"colour", e.Colour != ""}, {"count", e.Count != 0}, {"step", e.Step != 0}, {"dx", e.DX != 0},
		{"left", e.Left != ""}, {"right", e.Right != ""}, {"radius", e.Radius != 0}, {"slide", e.Slide != 0},
		{"period", e.Period != 0}, {"amplitude", e.Amplitude != 0}, {"phase", e.Phase != 0},
		{"width", e.Width != 0}, {"length", e.Length != 0},
		{"mode", e.Mode != ""}, {"speed", e.Speed != 0}, {"range", e.Range != 0},
	}
	var names []string
	for _, f := range fields {
		if f.set {
			names = append(names, f.name)
		}
	}
	return names
}

// entityFields are the optional fields each kind other than an
// obstacle's takes (kind, s and x are common to all; an obstacle's row
// lists its own).
var entityFields = map[string][]string{
	"yarn":       {"colour", "count", "step", "dx"},
	"colourGate": {"colour"},
	"mathGate":   {"left", "right"},
	"spider":     {"mode", "slide", "speed", "range"},
	"key":        {},
}

// fieldsOf returns the optional fields the kind a level file names takes,
// and whether there is such a kind.
func fieldsOf(kind string) ([]string, bool) {
	if row, ok := obstacleRowNamed(kind); ok {
		return row.fields, true
	}
	fields, ok := entityFields[kind]
	return fields, ok
}

// addEntity checks e, the level file's entity number entry, and adds it
// to l, whose track and finish are known.
func (l *Level) addEntity(entry int, e *entityFile) error {
	allowed, ok := fieldsOf(e.Kind)
	if !ok {
		return fmt.Errorf("kind: %s is not one of yarn, colourGate, mathGate, %s, spider, key", strconv.Quote(e.Kind), obstacleNames())
	}
	for _, f := range e.given() {
		if !contains(allowed, f) {
			return fmt.Errorf("%s: a %s has no %s", f, e.Kind, f)
		}
	}
	if !(e.S > 0 && e.S < l.Finish) {
		return fmt.Errorf("s: %v must be within 0..%v m (before the finish)", e.S, l.Finish)
	}
	if e.Kind != "yarn" && e.Kind != "spider" && !l.flatFrom(e.S-baseClear, e.S+e.Length+baseClear) {
		return fmt.Errorf("s: %v m: a %s stands on the track's base height, %v m clear of steps and slopes (its heights and reach are the base's); only yarn and spiders go up and down", e.S, e.Kind, baseClear)
	}
	if row, ok := obstacleRowNamed(e.Kind); ok {
		return row.add(l, e)
	}
	switch e.Kind {
	case "yarn":
		return l.addYarnRow(e)
	case "colourGate", "mathGate":
		return l.addGate(e)
	case "key":
		return l.addKey(e)
	default:
		return l.addSpider(entry, e)
	}
}

// obstacleNames lists the obstacle kinds as level files name them.
func obstacleNames() string {
	names := make([]string, len(obstacleTable))
	for k := range obstacleTable {
		names[k] = obstacleTable[k].name
	}
	return strings.Join(names, ", ")
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func (l *Level) addYarnRow(e *entityFile) error {
	c, err := parseColour(e.Colour)
	if err != nil {
		return fmt.Errorf("colour: %w", err)
	}
	count, step := max(e.Count, 1), e.Step
	if step == 0 {
		step = 1.2
	}
	switch {
	case count > maxRowBalls:
		return fmt.Errorf("count: %d must be within 1..%d", count, maxRowBalls)
	case !(step >= 0.5 && step <= 10):
		return fmt.Errorf("step: %v must be within 0.5..10 m", step)
	case !(e.DX >= -2 && e.DX <= 2):
		return fmt.Errorf("dx: %v must be within -2..2 m", e.DX)
	case len(l.Balls)+count > maxBalls:
		return fmt.Errorf("count: more than %d balls in the level", maxBalls)
	}
	for i := 0; i < count; i++ {
		b := Ball{X: e.X + float32(e.DX*float32(i)), S: e.S + float32(step*float32(i)), Colour: c}
		if !l.onFloor(b.X, b.S, BallRadius) || b.S >= l.Finish {
			return fmt.Errorf("ball %d at x %v, s %v m is not on the floor before the finish", i, b.X, b.S)
		}
		l.Balls = append(l.Balls, b)
	}
	return nil
}

func (l *Level) addGate(e *entityFile) error {
	g := Gate{S: e.S}
	if e.X != 0 {
		return fmt.Errorf("x: a gate spans the track (got %v)", e.X)
	}
	if !l.onFloor(0, e.S, 0) {
		return fmt.Errorf("s: %v m is not on a floor", e.S)
	}
	var err error
	if e.Kind == "colourGate" {
		g.Recolour = true
		if g.Colour, err = parseColour(e.Colour); err != nil {
			return fmt.Errorf("colour: %w", err)
		}
	} else {
		if g.Left, err = parseOp(e.Left); err != nil {
			return fmt.Errorf("left: %w", err)
		}
		if g.Right, err = parseOp(e.Right); err != nil {
			return fmt.Errorf("right: %w", err)
		}
	}
	l.Gates = append(l.Gates, g)
	return nil
}
