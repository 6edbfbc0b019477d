package flow

import (
	"fmt"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/rules"
	"ropeman/game/save"
	"ropeman/game/world"
)

// breakLevel makes level n fail to load for the rest of the test, as a
// damaged file would.
func breakLevel(t *testing.T, n int) {
	t.Helper()
	t.Cleanup(func() { levelSource = rules.LevelFile })
	levelSource = func(k int) (string, []byte, error) {
		if k == n {
			return "levels/broken.json", []byte(`{"name": "Broken", "finish": -5}`), nil
		}
		return rules.LevelFile(k)
	}
}

// win plays the current level with the bot from its title card to the
// result card.
func win(t *testing.T, s *Session) {
	t.Helper()
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the finish", 60*90, true, func() bool { return s.scene == Result })
	if s.run.world.Outcome != world.Won {
		t.Fatalf("level %d: the bot did not win", s.run.levelN)
	}
}

// newThings returns what of level l is new against seen (and adds it):
// each hazard kind, colour and maths gates, keys, the boss's finale and
// each kind of section.
func newThings(l *world.Level, seen map[string]bool) []string {
	var things []string
	for _, k := range world.Hazards() {
		if l.Has(k.Hazard) {
			things = append(things, k.Name)
		}
	}
	for _, g := range l.Gates {
		things = append(things, map[bool]string{true: "colour gate", false: "maths gate"}[g.Recolour])
	}
	if len(l.Keys) > 0 {
		things = append(things, "key")
	}
	if l.Boss() {
		things = append(things, "the boss")
	}
	for _, sec := range l.Sections {
		things = append(things, fmt.Sprintf("section %v", sec.Kind))
	}
	var brought []string
	for _, th := range things {
		if !seen[th] {
			seen[th] = true
			brought = append(brought, th)
		}
	}
	return brought
}

// Progress only moves forward: winning an earlier level again (-level 2,
// or a save switched mid-run) keeps the level reached.
func TestWinningAnEarlierLevelKeepsTheLevelReached(t *testing.T) {
	s, dir := newTestSession(t, ads.SimFlags{})
	s.progress.Level = 9
	win(t, s)
	if s.progress.Level != 9 {
		t.Errorf("after winning level 1 with level 9 reached: level %d", s.progress.Level)
	}
	s.Flush()
	if _, p, _ := save.Open(dir); p.Level != 9 {
		t.Errorf("saved level %d, want 9", p.Level)
	}
}

// A level that fails to load at NEXT shows a card with the error and
// offers the level after it, or the title; the program goes on.
func TestBrokenLevelAtNextShowsACard(t *testing.T) {
	breakLevel(t, 2)
	for _, way := range []Action{ActSkip, ActHome} {
		s, _ := newTestSession(t, ads.SimFlags{})
		win(t, s)
		tapAct(t, s, ActNext, 0)
		notice := s.View().Notice
		if s.scene != Broken || !strings.Contains(s.View().Broken, "LEVEL 2") || !strings.Contains(notice, "levels/broken.json") {
			t.Fatalf("NEXT onto a broken level 2: scene %d, card %q, notice %q; want the card naming the level and the file", s.scene, s.View().Broken, notice)
		}
		tapAct(t, s, way, 0)
		want := map[Action]int{ActSkip: 3, ActHome: 1}[way]
		if s.scene != Title || s.run.levelN != want {
			t.Errorf("%v from the card: scene %d, level %d; want level %d's title card", way, s.scene, s.run.levelN, want)
		}
		tapCard(t, s, Command{Tap: true})
		if s.scene != Play {
			t.Errorf("%v: the level after does not play (scene %d)", way, s.scene)
		}
	}
}

// A save that reached a level that will not load still starts the game:
// on the card, over level 1.
func TestBrokenLevelAtStartStillStarts(t *testing.T) {
	breakLevel(t, 7)
	dir := t.TempDir()
	st, p, _ := save.Open(dir)
	p.Level = 7
	st.Save(p)
	st.Flush()
	s, err := New(Config{Seed: 1, DataDir: dir, Ads: &ads.Simulated{}})
	if err != nil {
		t.Fatalf("starting at a broken level: %v", err)
	}
	t.Cleanup(s.Flush)
	if s.scene != Broken || s.run.levelN != 1 {
		t.Fatalf("scene %d over level %d; want the card over level 1", s.scene, s.run.levelN)
	}
	tapAct(t, s, ActSkip, 0)
	if s.scene != Title || s.run.levelN != 8 {
		t.Errorf("skipping: scene %d, level %d; want level 8's title", s.scene, s.run.levelN)
	}
}

// The first ten levels bring the hazards in one kind at a time: each meets
// at most one kind no level before it had (its lesson teaches it there),
// and by level 10 he has met every obstacle kind; every hazard with a
// lesson is met somewhere in the shipped levels. The track's own kinds
// (beams, splits, platforms, pads) run through at least ten of them, and
// they wear at least six themes.
func TestTheLevelsBringOneThingAtATime(t *testing.T) {
	met := map[world.Hazard]int{} // hazard → the level that brought it
	seen := map[string]bool{}     // every thing a level can bring, by name
	sectioned, themes := 0, map[string]bool{}
	for n := 1; n <= len(assets.Levels()); n++ {
		l, err := ParseLevel(n)
		if err != nil {
			t.Fatal(err)
		}
		themes[l.Theme] = true
		for _, k := range world.Hazards() {
			if _, ok := met[k.Hazard]; !ok && k.Lesson && l.Has(k.Hazard) {
				met[k.Hazard] = n
			}
		}
		if brought := newThings(l, seen); n > 1 && n <= 10 && len(brought) != 1 {
			t.Errorf("level %d brings %v, want one new thing a level in the first ten", n, brought)
		}
		for _, sec := range l.Sections {
			if sec.Kind != world.Floor && sec.Kind != world.Gap {
				sectioned++
				break
			}
		}
	}
	for _, k := range world.Hazards() {
		if !k.Lesson {
			continue
		}
		h := k.Hazard
		switch n, ok := met[h]; {
		case !ok:
			t.Errorf("no shipped level has a %v: its lesson is never taught", h)
		case h != world.HazardSpider && n > 10:
			t.Errorf("the %v is first met on level %d, want every obstacle kind by level 10", h, n)
		}
	}
	if len(themes) < 6 {
		t.Errorf("the shipped levels wear %d themes, want at least six", len(themes))
	}
	if sectioned < 10 {
		t.Errorf("beams, splits, platforms or pads are in %d shipped levels, want at least 10", sectioned)
	}
	t.Logf("hazards first met: %v; levels with a beam, split, platform or pad: %d", met, sectioned)
}
