package world

import (
	"fmt"
	"math"
	"strconv"
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

// entityFields are the optional fields each kind takes (kind, s and x are
// common to all).
var entityFields = map[string][]string{
	"yarn":       {"colour", "count", "step", "dx"},
	"colourGate": {"colour"},
	"mathGate":   {"left", "right"},
	"saw":        {"radius", "slide", "period", "phase"},
	"blade":      {"amplitude", "period", "phase"},
	"spikes":     {"width", "length"},
	"bar":        {"radius", "period", "phase"},
	"scissors":   {"period", "phase"},
	"wall":       {"width", "slide", "period", "phase"},
	"spider":     {"mode", "slide", "speed", "range"},
	"key":        {},
}

// addEntity checks e, the level file's entity number entry, and adds it
// to l, whose track and finish are known.
func (l *Level) addEntity(entry int, e *entityFile) error {
	allowed, ok := entityFields[e.Kind]
	if !ok {
		return fmt.Errorf("kind: %s is not one of yarn, colourGate, mathGate, saw, blade, spikes, bar, scissors, wall, spider, key", strconv.Quote(e.Kind))
	}
	for _, f := range e.given() {
		if !contains(allowed, f) {
			return fmt.Errorf("%s: a %s has no %s", f, e.Kind, f)
		}
	}
	if !(e.S > 0 && e.S < l.Finish) {
		return fmt.Errorf("s: %v must be within 0..%v m (before the finish)", e.S, l.Finish)
	}
	switch e.Kind {
	case "yarn":
		return l.addYarnRow(e)
	case "colourGate", "mathGate":
		return l.addGate(e)
	case "saw":
		return l.addSaw(e)
	case "blade":
		return l.addBlade(e)
	case "spikes":
		return l.addSpikes(e)
	case "bar":
		return l.addBar(e)
	case "scissors":
		return l.addScissors(e)
	case "wall":
		return l.addWall(e)
	case "key":
		return l.addKey(e)
	default:
		return l.addSpider(entry, e)
	}
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

func (l *Level) addSaw(e *entityFile) error {
	s := Saw{X: e.X, S: e.S, Radius: e.Radius, Slide: e.Slide, Period: e.Period, Phase: e.Phase}
	if s.Radius == 0 {
		s.Radius = 0.7
	}
	if s.Period == 0 {
		s.Period = 3
	}
	switch {
	case !(s.Radius >= 0.3 && s.Radius <= 1.2):
		return fmt.Errorf("radius: %v must be within 0.3..1.2 m", s.Radius)
	case !(s.Slide >= 0 && s.Slide <= 3):
		return fmt.Errorf("slide: %v must be within 0..3 m", s.Slide)
	case !(s.Period >= 1 && s.Period <= 10):
		return fmt.Errorf("period: %v must be within 1..10 s", s.Period)
	case !(s.Phase >= 0 && s.Phase < 1):
		return fmt.Errorf("phase: %v must be within 0..1", s.Phase)
	case !l.onFloor(s.X-s.Slide, s.S, 0) || !l.onFloor(s.X+s.Slide, s.S, 0):
		return fmt.Errorf("x: the saw at %v±%v, s %v m leaves the floor", s.X, s.Slide, s.S)
	}
	l.Saws = append(l.Saws, s)
	return nil
}

func (l *Level) addBlade(e *entityFile) error {
	b := Blade{X: e.X, S: e.S, Amplitude: e.Amplitude, Period: e.Period, Phase: e.Phase}
	if b.Amplitude == 0 {
		b.Amplitude = 55
	}
	if b.Period == 0 {
		b.Period = 2.4
	}
	switch {
	case !(b.Amplitude >= 15 && b.Amplitude <= 75):
		return fmt.Errorf("amplitude: %v must be within 15..75 degrees", b.Amplitude)
	case !(b.Period >= 1.2 && b.Period <= 8):
		return fmt.Errorf("period: %v must be within 1.2..8 s", b.Period)
	case !(b.Phase >= 0 && b.Phase < 1):
		return fmt.Errorf("phase: %v must be within 0..1", b.Phase)
	case !l.onFloor(b.X, b.S, 0):
		return fmt.Errorf("x: the pivot at %v, s %v m is not over the floor", b.X, b.S)
	}
	b.Amplitude *= math.Pi / 180
	l.Blades = append(l.Blades, b)
	return nil
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

func (l *Level) addSpikes(e *entityFile) error {
	sec, err := l.floorAt(e)
	if err != nil {
		return err
	}
	k := Spikes{X: e.X, S: e.S, Width: e.Width, Length: e.Length}
	switch {
	case !(k.Width >= 0.5 && k.Width <= 2*sec.HalfWidth):
		return fmt.Errorf("width: %v must be within 0.5..%v m (the floor)", k.Width, 2*sec.HalfWidth)
	case !(k.Length >= 0.3 && k.Length <= 3):
		return fmt.Errorf("length: %v must be within 0.3..3 m (a jump clears it)", k.Length)
	case !l.onFloor(k.X-float32(k.Width/2), k.S, 0) || !l.onFloor(k.X+float32(k.Width/2), k.S, 0) || k.S+k.Length >= l.Finish:
		return fmt.Errorf("x: the strip at %v±%v m leaves the floor or reaches the finish", k.X, k.Width/2)
	}
	l.Spikes = append(l.Spikes, k)
	return nil
}

func (l *Level) addBar(e *entityFile) error {
	period, _, err := l.moving(e)
	if err != nil {
		return err
	}
	b := Bar{X: e.X, S: e.S, Radius: e.Radius, Period: period, Phase: e.Phase}
	switch {
	case !(b.Radius >= 0.5 && b.Radius <= 2.5):
		return fmt.Errorf("radius: %v must be within 0.5..2.5 m", b.Radius)
	case !l.onFloor(b.X, b.S, 0):
		return fmt.Errorf("x: the post at %v m is not on the floor", b.X)
	}
	l.Bars = append(l.Bars, b)
	return nil
}

func (l *Level) addScissors(e *entityFile) error {
	period, sec, err := l.moving(e)
	if err != nil {
		return err
	}
	if e.X != 0 {
		return fmt.Errorf("x: scissors span the track (got %v)", e.X)
	}
	l.Scissors = append(l.Scissors, Scissors{S: e.S, Period: period, Phase: e.Phase, Half: sec.HalfWidth})
	return nil
}

func (l *Level) addWall(e *entityFile) error {
	period, sec, err := l.moving(e)
	if err != nil {
		return err
	}
	w := Wall{X: e.X, S: e.S, Width: e.Width, Slide: e.Slide, Period: period, Phase: e.Phase}
	switch {
	case !(w.Width >= 0.5 && w.Width <= 2*sec.HalfWidth-1.2):
		return fmt.Errorf("width: %v must be within 0.5..%v m (a lane to pass)", w.Width, 2*sec.HalfWidth-1.2)
	case !(w.Slide >= 0 && w.Slide <= 3):
		return fmt.Errorf("slide: %v must be within 0..3 m", w.Slide)
	case !l.onFloor(w.X-w.Slide, w.S, 0) || !l.onFloor(w.X+w.Slide, w.S, 0):
		return fmt.Errorf("x: the wall at %v±%v m leaves the floor", w.X, w.Slide)
	}
	l.Walls = append(l.Walls, w)
	return nil
}
