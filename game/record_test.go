package game

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/game/flow"
	"ropeman/game/rules"

	"ropeman/game/world"
)

// A human-like bot's run of a hard level (gaps, cuts, hits: the gauntlet)
// recorded with -record plays back with -replay to the same state hash,
// tick for tick, without the bot; a recording of another version, or
// edited, is refused.
func TestRecordThenReplayMatches(t *testing.T) {
	file := filepath.Join(t.TempDir(), "run.json")
	var logged []string
	rec, err := New(Options{Config: flow.Config{Level: 28, Seed: 5, Autoplay: true, BotSkill: world.Casual, Record: file, Log: func(s string) { logged = append(logged, s) }}})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6000 && !rec.flow.View().Run.Over; i++ {
		if err := rec.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if !rec.flow.View().Run.Over {
		t.Fatal("the bot's run did not end")
	}
	if _, err := os.Stat(file); err == nil {
		t.Error("the recording was written during the run, on the game loop")
	}
	rec.Flush()
	want := fmt.Sprintf("%016x", rec.flow.RunHash())
	ticks := rec.flow.View().Run.Tick

	var said []string
	play, err := New(Options{Config: flow.Config{Replay: file, Log: func(s string) { said = append(said, s) }}})
	if err != nil {
		t.Fatal(err)
	}
	if play.flow.View().LevelN != 28 || play.flow.View().Scene != flow.Play {
		t.Fatalf("the replay starts at level %d in scene %d, want level 28 in play", play.flow.View().LevelN, play.flow.View().Scene)
	}
	for i := 0; i < 6000 && !play.flow.ReplayOver(); i++ {
		if err := play.Update(); err != nil {
			t.Fatal(err)
		}
	}
	if got := fmt.Sprintf("%016x", play.flow.RunHash()); got != want || play.flow.View().Run.Tick != ticks {
		t.Errorf("replayed %d ticks to hash %s, the recorded run ran %d ticks to %s", play.flow.View().Run.Tick, got, ticks, want)
	}
	if len(said) == 0 || !strings.Contains(strings.Join(said, "\n"), "matches the recording") {
		t.Errorf("the replay did not say it matched: %q", said)
	}
	if play.flow.View().Run.Outcome != rec.flow.View().Run.Outcome || play.flow.View().Run.Stats != rec.flow.View().Run.Stats {
		t.Errorf("the replayed run ended %v with %+v, the recorded one %v with %+v", play.flow.View().Run.Outcome, play.flow.View().Run.Stats, rec.flow.View().Run.Outcome, rec.flow.View().Run.Stats)
	}
	t.Logf("level 28, human-like: %d ticks, %v, %+v", ticks, rec.flow.View().Run.Outcome, rec.flow.View().Run.Stats)

	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for name, edit := range map[string]func(string) string{
		"another version": func(s string) string { return strings.Replace(s, `"game": "`+rules.Version+`"`, `"game": "0.0.1"`, 1) },
		"another content": func(s string) string { return strings.Replace(s, `"content": "`, `"content": "0`, 1) },
	} {
		bad := filepath.Join(t.TempDir(), "bad.json")
		os.WriteFile(bad, []byte(edit(string(data))), 0o644)
		if _, err := New(Options{Config: flow.Config{Replay: bad}}); err == nil {
			t.Errorf("%s: the replay was accepted", name)
		}
	}
}
