package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ropeman/game/needs"
	"ropeman/game/rules/remote"
)

// tune runs ropeman-tune with args, returning what it printed and its
// error.
func tune(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, log bytes.Buffer
	err := run(args, &out, &log)
	return out.String(), log.String(), err
}

func write(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// A publisher's slip: a jump a fifth as high (a typo in jumpSpeed), and
// no gap can be crossed. The bots refuse it, naming the first level and the bot it
// walls, and nothing is signed.
func TestTheBotsRefuseAnOverrideThatWallsTheStart(t *testing.T) {
	needs.Short(t, "plays the first levels with the bots")
	key := filepath.Join(t.TempDir(), "publisher.key")
	if _, _, err := tune(t, "keygen", "-key", key); err != nil {
		t.Fatal(err)
	}
	harsh := write(t, "harsh.json", `{"id": "harsh", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"player": {"jumpSpeed": 1.6}}}`)
	out, log, err := tune(t, "sign", "-key", key, "-last", "3", "-runs", "6", harsh)
	if !errors.Is(err, errRefused) || out != "" {
		t.Fatalf("signed %q (%v), want a refusal and nothing signed", out, err)
	}
	if !strings.Contains(log, "level 1: the casual bot finishes") || !strings.Contains(log, "level 1: the novice bot finishes") {
		t.Fatalf("the refusal says:\n%s\nwant level 1's casual and novice bots named", log)
	}
}

// Skins and upgrades priced past what any win pays: five levels and more
// with nothing new he can afford. Refused, naming the levels.
func TestTheBotsRefuseAnEconomyWithNothingToBuy(t *testing.T) {
	needs.Short(t, "plays the first levels with the bots")
	dear := write(t, "dear.json", `{"id": "dear", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"economy": {
		"upgrades": {"startYarn": {"price": 900000}, "yarnCap": {"price": 900000}, "income": {"price": 900000}},
		"skins": {"candy": 900000, "night": 900000, "gold": 900000, "crown": 900000, "mint": 900000, "coral": 900000, "zebra": 900000, "wizard": 900000, "sky": 900000, "lava": 900000, "jester": 900000, "frost": 900000, "king": 900000, "neon": 900000, "ember": 900000, "royal": 900000, "disco": 900000, "legend": 900000, "pompom": 900000, "comet": 900000, "cane": 900000, "tassel": 900000}}}}`)
	_, log, err := tune(t, "check", "-last", "6", "-runs", "4", dear)
	if !errors.Is(err, errRefused) || !strings.Contains(log, "levels 1-6: nothing new he can afford for 6 levels in a row") {
		t.Fatalf("%v:\n%s\nwant levels 1-6 refused for nothing to buy", err, log)
	}
}

// A gentle change (the first skin cheaper) passes, is signed, and the
// signature reads back with the public key keygen printed.
func TestTheBotsApproveAGentleOverrideAndItIsSigned(t *testing.T) {
	needs.Short(t, "plays the first levels with the bots")
	key := filepath.Join(t.TempDir(), "publisher.key")
	pub, _, err := tune(t, "keygen", "-key", key)
	if err != nil {
		t.Fatal(err)
	}
	gentle := write(t, "gentle.json", `{"id": "cheap-candy", "serial": 1, "expires": "2099-12-31", "salt": "exp-1", "percent": 50, "tables": {"economy": {"skins": {"candy": 250}}}}`)
	out, log, err := tune(t, "sign", "-key", key, "-last", "6", "-runs", "4", gentle)
	if err != nil {
		t.Fatalf("%v:\n%s", err, log)
	}
	var s remote.Signed
	if err := json.Unmarshal([]byte(out), &s); err != nil {
		t.Fatal(err)
	}
	k, err := remote.ParsePublicKey(strings.TrimSpace(pub))
	if err != nil {
		t.Fatal(err)
	}
	if o, err := s.Open(k); err != nil || o.ID != "cheap-candy" || o.Percent != 50 {
		t.Fatalf("the signed override reads %+v, %v", o, err)
	}
}

// What the games would refuse is refused before the bots play it, and
// nothing is signed: a table under a misplaced key (read strictly, not as
// an empty override), the ads' verification, no serial, no last day, a
// key twice.
func TestWhatTheGamesRefuseIsNeverSigned(t *testing.T) {
	key := filepath.Join(t.TempDir(), "publisher.key")
	if _, _, err := tune(t, "keygen", "-key", key); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, doc, says string }{
		{"a misplaced table", `{"id": "x", "serial": 1, "expires": "2099-12-31", "salt": "s", "percent": 5, "tables": {}, "economy": {"skins": {"candy": 1}}}`, `"economy"`},
		{"the ads' verification", `{"id": "x", "serial": 1, "expires": "2099-12-31", "salt": "s", "percent": 5, "tables": {"ads": {"verifyURL": "https://elsewhere.example/v"}}}`, "tables.ads.verifyURL"},
		{"the verification in another case", `{"id": "x", "serial": 1, "expires": "2099-12-31", "salt": "s", "percent": 5, "tables": {"ads": {"VERIFYSECONDS": 0}}}`, "tables.ads.verifySeconds"},
		{"no serial", `{"id": "x", "expires": "2099-12-31", "salt": "s", "percent": 5, "tables": {}}`, "serial"},
		{"no last day", `{"id": "x", "serial": 1, "salt": "s", "percent": 5, "tables": {}}`, "expires"},
		{"a key twice", `{"id": "x", "serial": 1, "serial": 9, "expires": "2099-12-31", "salt": "s", "percent": 5, "tables": {}}`, "serial"},
		{"a cohort past a hundred", `{"id": "x", "serial": 1, "expires": "2099-12-31", "salt": "s", "from": 90, "percent": 20, "tables": {}}`, "percent"},
	} {
		for _, verb := range []string{"check", "sign"} {
			out, _, err := tune(t, verb, "-key", key, write(t, "o.json", c.doc))
			if err == nil || errors.Is(err, errRefused) || !strings.Contains(err.Error(), c.says) || out != "" {
				t.Errorf("%s %s: %v, printed %q; want an error naming %s before the bots, nothing signed", verb, c.name, err, out, c.says)
			}
		}
	}
}
