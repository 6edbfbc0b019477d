package world

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"

	"ropeman/assets/strictjson"
)

// levelFile is the JSON form of a level (assets/levels/*.json).
type levelFile struct {
	Name     string        `json:"name"`
	Finish   float32       `json:"finish"`
	Colour   string        `json:"colour,omitempty"`
	Tier     string        `json:"tier,omitempty"`
	Theme    string        `json:"theme,omitempty"`
	Finale   string        `json:"finale,omitempty"`
	Track    []sectionFile `json:"track"`
	Bends    []bendFile    `json:"bends,omitempty"`
	Entities []entityFile  `json:"entities"`
}

// Limits a level must keep so that it plays and draws well, and so that
// a hostile file cannot make loading slow.
const (
	minFloorWidth = 1.5       // metres: narrower is unfair with a finger
	maxFloorWidth = 12        // metres: wider leaves the screen
	minSectionLen = 0.25      // metres: shorter is a typo, not a design
	maxGapLength  = 5         // metres: a jump at the start speed clears about 4.4, at top speed 7
	maxTrackLen   = 2000      // metres: a level lasts under a minute
	maxSections   = 500       // 2000 m in 4 m pieces
	maxNameRunes  = 40        // the title card shows it on one line
	maxLevelBytes = 256 << 10 // a real level is a few kilobytes
)

// ParseLevel reads and validates a level. file names it in errors, which
// say which entity and field is wrong: "levels/02.json: track[3] (gap):
// length: 9 must be within 0.25..5 m". The JSON is read strictly (one
// object, exact field names, nothing after it; see strictjson).
func ParseLevel(file string, data []byte) (*Level, error) {
	if len(data) > maxLevelBytes {
		return nil, fmt.Errorf("%s: %d bytes is more than a level can be (%d)", file, len(data), maxLevelBytes)
	}
	var lf levelFile
	if err := strictjson.Decode(data, &lf); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	if err := checkName(lf.Name); err != nil {
		return nil, fmt.Errorf("%s: name: %w", file, err)
	}
	l := &Level{Name: lf.Name, Finish: lf.Finish}
	err := l.parseTrack(&lf)
	if err == nil {
		err = l.parseLook(&lf)
	}
	if err == nil {
		err = l.parseEntities(&lf)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	l.sortByS()
	return l, nil
}

// parseTrack reads the track's sections and checks the finish has its
// runway.
func (l *Level) parseTrack(lf *levelFile) error {
	if len(lf.Track) == 0 || len(lf.Track) > maxSections {
		return fmt.Errorf("track: %d sections, must be 1..%d", len(lf.Track), maxSections)
	}
	l.Sections = make([]Section, 0, len(lf.Track))
	var at float32
	run := 0 // the first of the gaps in a row that ends here: they are one gap to him
	for i, sf := range lf.Track {
		var before *Section
		if i > 0 {
			before = &l.Sections[i-1]
		}
		sec, err := parseSection(&sf, at, l.Sections)
		if err != nil {
			return fmt.Errorf("track[%d] (%s): %w", i, kindName(sf.Kind), err)
		}
		if sec.Kind != Gap || before == nil || before.Kind != Gap {
			run = i
		} else if void, most := centimetres(sec.End()-l.Sections[run].Start), longestGap(l.Sections[:run]); void > most {
			return fmt.Errorf("track[%d] (gap): length: the gaps track[%d..%d] in a row are %v m, must be at most %v m", i, run, i, void, most)
		}
		if i == 0 && sec.Kind != Floor {
			return fmt.Errorf("track[0] (%s): kind: the track must start with a floor", kindName(sf.Kind))
		}
		l.Sections = append(l.Sections, sec)
		at = sec.End()
	}
	if at > maxTrackLen {
		return fmt.Errorf("track: total length %v m exceeds %v m", at, maxTrackLen)
	}
	if !(l.Finish > 0) || !l.floorAll(l.Finish, l.Finish+RunwayLength) {
		return fmt.Errorf("finish: %v m must lie on the track (0..%v m) with %v m of floor after it for the runway", l.Finish, at, RunwayLength)
	}
	if !l.flatFrom(l.Finish-baseClear, at) {
		return fmt.Errorf("finish: the floor from %v m before it to the track's end must be at the base height (the ribbon, the runway and the arena stand there)", baseClear)
	}
	return nil
}

// parseLook reads the level's pace, colours, starting yarn colour and
// bends.
func (l *Level) parseLook(lf *levelFile) error {
	l.Tier = TierNames[0]
	if lf.Tier != "" {
		if !slices.Contains(TierNames, lf.Tier) {
			return fmt.Errorf("tier: %q is not one of %v", lf.Tier, TierNames)
		}
		l.Tier = lf.Tier
	}
	l.Theme = ThemeNames[0]
	if lf.Theme != "" {
		if !slices.Contains(ThemeNames, lf.Theme) {
			return fmt.Errorf("theme: %q is not one of %v", lf.Theme, ThemeNames)
		}
		l.Theme = lf.Theme
	}
	if lf.Colour != "" {
		c, err := parseColour(lf.Colour)
		if err != nil {
			return fmt.Errorf("colour: %w", err)
		}
		l.Colour = c
	}
	if err := l.parseBends(lf.Bends); err != nil {
		return err
	}
	return l.parseFinale(lf.Finale)
}

// parseFinale reads how the level ends. The boss's arena lies straight on
// past the finish, so a boss level's bends end before it.
func (l *Level) parseFinale(f string) error {
	l.Finale = Finales[0]
	if f == "" {
		return nil
	}
	if !slices.Contains(Finales, f) {
		return fmt.Errorf("finale: %q is not one of %v", f, Finales)
	}
	l.Finale = f
	for i, b := range l.Bends {
		if l.Boss() && b.Start+b.Length > l.Finish {
			return fmt.Errorf("finale: the boss's arena needs the track straight past the finish (%v m), and bends[%d] ends at %v m", l.Finish, i, b.Start+b.Length)
		}
	}
	return nil
}

// parseEntities adds the level's entities (see entity.go), each checked
// against the track.
func (l *Level) parseEntities(lf *levelFile) error {
	if len(lf.Entities) > maxEntities {
		return fmt.Errorf("entities: %d, must be at most %d", len(lf.Entities), maxEntities)
	}
	for i := range lf.Entities {
		if err := l.addEntity(i, &lf.Entities[i]); err != nil {
			return fmt.Errorf("entities[%d] (%s): %w", i, kindName(lf.Entities[i].Kind), err)
		}
	}
	if i, err := l.checkSpiders(); err != nil {
		return fmt.Errorf("entities[%d] (spider): %w", i, err)
	}
	return nil
}

// sortByS puts each kind of entity in order along the track (the world
// and the bot walk them so), keeping the file's order where they tie.
func (l *Level) sortByS() {
	byS := func(a, b float32) int { return cmp.Compare(a, b) }
	slices.SortStableFunc(l.Balls, func(a, b Ball) int { return byS(a.S, b.S) })
	slices.SortStableFunc(l.Gates, func(a, b Gate) int { return byS(a.S, b.S) })
	for k := range obstacleTable {
		obstacleTable[k].sort(l)
	}
	slices.SortStableFunc(l.Spiders, func(a, b Spider) int { return byS(a.S, b.S) })
	slices.SortStableFunc(l.Keys, func(a, b Key) int { return byS(a.S, b.S) })
}

// kindName is a section's kind as errors show it: quoted and escaped
// unless it is one of the known kinds.
func kindName(kind string) string {
	if _, ok := fieldsOf(kind); ok {
		return kind
	}
	if _, ok := sectionFields[kind]; ok {
		return kind
	}
	return strconv.Quote(kind)
}

// checkName accepts a name the title card can show.
func checkName(name string) error {
	n := utf8.RuneCountInString(name)
	switch {
	case n == 0 || n > maxNameRunes:
		return fmt.Errorf("%q: must be 1..%d characters", name, maxNameRunes)
	case !utf8.ValidString(name):
		return fmt.Errorf("%q: must be valid UTF-8", name)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("%q: has a character that cannot be shown (%U)", name, r)
		}
	}
	return nil
}
