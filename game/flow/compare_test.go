package flow

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/needs"
	"ropeman/game/rules"
)

// recordLevel3 records the bot's run of level 3 (its saws cut the rope)
// and returns the file.
func recordLevel3(t *testing.T) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "run.json")
	s, err := New(Config{Level: 3, Seed: 5, Ads: &ads.Simulated{}, Record: file, Log: func(string) {}})
	if err != nil {
		t.Fatal(err)
	}
	tapCard(t, s, Command{Tap: true})
	until(t, s, "the run's end", 60*90, true, s.run.world.Over)
	s.Flush()
	return file
}

// ropeTable returns the shipped rope table's JSON with the given
// substeps, as a tuning file of its own.
func ropeTable(t *testing.T, substeps, most string) []byte {
	data, err := assets.TuningData()
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	i := strings.Index(s, `"rope": {`)
	j := i + strings.Index(s[i:], "\n  }")
	table := strings.NewReplacer(`"substeps": 3`, `"substeps": `+substeps, `"maxSubsteps": 24`, `"maxSubsteps": `+most).Replace(s[i : j+4])
	if !strings.Contains(table, `"substeps": `+substeps) {
		t.Fatalf("the rope table is not as this test knows it: %s", table)
	}
	return []byte("{" + table + "}")
}

// An A/B replay of one recorded run: under the shipped rope table again
// the two runs never part and both end where the recording did; under a
// rope of a single substep (at most 6) they part from the first tick, A
// still ends where the recording did and B's rope never takes more than
// its 6 substeps.
func TestAnABReplaySaysWhereTheRunsPart(t *testing.T) {
	needs.Short(t, "records level 3 and replays it twice, twice")
	file := recordLevel3(t)
	same, err := CompareReplay(file, "same.json", ropeTable(t, "3", "24"))
	if err != nil {
		t.Fatal(err)
	}
	report := same.String()
	t.Log("\n" + report)
	if same.Parted != 0 || same.Apart != 0 || same.Runs[0].Hash != same.Runs[1].Hash || !strings.Contains(report, "A ends where the recording did") {
		t.Errorf("the shipped rope against itself: parted at %d, events at %d, hashes %016x and %016x", same.Parted, same.Apart, same.Runs[0].Hash, same.Runs[1].Hash)
	}
	if same.Runs[0].Substeps.Most <= 6 || same.Runs[0].Work.Mean <= 0 {
		t.Errorf("the shipped rope took at most %d substeps (mean work %.0f): the figures do not measure the run", same.Runs[0].Substeps.Most, same.Runs[0].Work.Mean)
	}
	one, err := CompareReplay(file, "one.json", ropeTable(t, "1", "6"))
	if err != nil {
		t.Fatal(err)
	}
	report = one.String()
	t.Log("\n" + report)
	switch {
	case one.Parted != 1:
		t.Errorf("a one-substep rope: the runs part at tick %d, want 1 (the rope moves from the first tick)", one.Parted)
	case one.Runs[1].Substeps.Most > 6 || one.Runs[1].Substeps.Most < 1:
		t.Errorf("a one-substep rope took up to %d substeps, want 1..6", one.Runs[1].Substeps.Most)
	case !strings.Contains(report, "A ends where the recording did") || !strings.Contains(report, "The runs part at tick 1 "):
		t.Errorf("the report does not say it:\n%s", report)
	case one.Runs[0].Hash != same.Runs[0].Hash:
		t.Errorf("A is not the same run twice: %016x, %016x", one.Runs[0].Hash, same.Runs[0].Hash)
	}
}

// Tables an A/B replay cannot take are refused, naming the table and the
// field.
func TestAnABReplayRefusesWhatItCannotPlay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "run.json")
	rec := `{"format": 1, "game": "` + rules.Version + `", "level": 1, "content": "%s", "seed": 1, "ticks": 10, "hash": "0000000000000000", "input": ""}`
	c, err := rules.Content(1)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(rec, "%s", c, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []struct{ tuning, want string }{
		{`{"camera": {}}`, "camera: not a table that can be replaced here"},
		{`{"rope": {"substeps": 0}}`, "rope: substeps"},
		{`{"rope": {"substep": 3}}`, "rope: "},
		{`{}`, "no table to replace"},
		{`[`, "-tuning bad.json"},
	} {
		_, err := CompareReplay(file, "bad.json", []byte(bad.tuning))
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("%s: %v, want an error saying %q", bad.tuning, err, bad.want)
		}
	}
	if _, err := CompareReplay(file, "ok.json", ropeTable(t, "2", "12")); err != nil {
		t.Errorf("a good rope table: %v", err)
	}
	// A tuning file is read up to its limit, not past it.
	for _, size := range []int{MaxTuningBytes, MaxTuningBytes + 1} {
		big := filepath.Join(t.TempDir(), "big.json")
		if err := os.WriteFile(big, append([]byte("{"), bytes.Repeat([]byte(" "), size-1)...), 0o644); err != nil {
			t.Fatal(err)
		}
		data, err := ReadTuningFile(big)
		if ok := size <= MaxTuningBytes; (err == nil) != ok || (!ok && !strings.Contains(err.Error(), "more than 1048576 bytes")) || (ok && len(data) != size) {
			t.Errorf("a tuning file of %d bytes: %d read, %v", size, len(data), err)
		}
	}
}
