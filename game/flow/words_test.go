package flow

import (
	"testing"

	"ropeman/ads"
	"ropeman/assets"
	"ropeman/game/economy"
	"ropeman/game/lang"
	"ropeman/game/rules"
	"ropeman/game/world"
)

// The texts follow the phone's locale until the player picks a language
// from the settings' list (one tap on LANGUAGE, one on the language, and
// he is back in the settings); any language, or the phone's again; his
// pick outlives a restart and a new locale, and remakes the labels made
// once (the skins', the ad's, the switches', the level's name).
func TestTheLanguageFollowsThePhoneUntilHePicksOne(t *testing.T) {
	dir := t.TempDir()
	s, err := New(Config{Level: 2, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, Locale: "ru_RU.UTF-8"})
	if err != nil {
		t.Fatal(err)
	}
	if s.View().Lang != lang.Russian || s.View().LevelName != lang.Russian.Level(s.run.world.Level.Name) || s.words.tripleLabel != "x3 МОНЕТ" {
		t.Errorf("a Russian phone: %s, level %q, ad %q", s.View().Lang.Code(), s.View().LevelName, s.words.tripleLabel)
	}
	if got := s.SetLocale("de-AT"); got != lang.German {
		t.Errorf("the phone now German: SetLocale says %s", got.Code())
	}
	if err := s.Step(Command{}); err != nil { // the view shows it from the next tick
		t.Fatal(err)
	}
	if s.View().Lang != lang.German || s.words.skinLabels[0][1] != "KLASSISCH" {
		t.Errorf("the phone now German: %s, skin %q", s.View().Lang.Code(), s.words.skinLabels[0][1])
	}
	pick := func(s *Session, k int) {
		t.Helper()
		tapAct(t, s, ActLanguage, 0) // the settings' LANGUAGE
		s.Step(Command{})
		if s.scene != Languages || len(s.View().Buttons) != int(lang.Count)+2 {
			t.Fatalf("LANGUAGE opened scene %d with %d buttons, want the list: the phone's, %d languages, BACK", s.scene, len(s.View().Buttons), lang.Count)
		}
		tapAct(t, s, ActLanguage, k)
		if s.scene != Settings {
			t.Fatalf("a language picked: scene %d, want the settings", s.scene)
		}
	}
	open(t, s, ActSettings)
	pick(s, 1+int(lang.English))
	if s.View().Lang != lang.English || s.progress.Settings.Lang != "en" || s.words.langLabel != "LANGUAGE: ENGLISH" {
		t.Errorf("picked: %s (%q), button %q", s.View().Lang.Code(), s.progress.Settings.Lang, s.words.langLabel)
	}
	for _, want := range []lang.Tag{lang.Turkish, lang.Spanish, lang.Russian} {
		pick(s, 1+int(want))
		if s.View().Lang != want {
			t.Fatalf("picked %s: %s", want.Code(), s.View().Lang.Code())
		}
		s.Step(Command{})
		for _, b := range s.View().Buttons {
			if b.Act == ActLanguage && b.Label != want.With(lang.Language, want.Name()) {
				t.Errorf("picked %s: the settings' button says %q", want.Code(), b.Label)
			}
		}
	}
	if got := s.SetLocale("it"); got != lang.Russian { // his pick holds
		t.Errorf("a new locale over his pick: SetLocale says %s", got.Code())
	}
	if err := s.Step(Command{}); err != nil {
		t.Fatal(err)
	}
	if s.View().Lang != lang.Russian || s.words.switchText[0][1] != "ЗВУК: ВКЛ" {
		t.Errorf("a new locale over his pick: %s, %q", s.View().Lang.Code(), s.words.switchText[0][1])
	}
	s.Flush()
	again, err := New(Config{Level: 2, Seed: 1, DataDir: dir, Ads: &ads.Simulated{}, Locale: "fr"})
	if err != nil {
		t.Fatal(err)
	}
	if again.View().Lang != lang.Russian {
		t.Errorf("after a restart: %s, want his pick, ru", again.View().Lang.Code())
	}
	open(t, again, ActSettings)
	pick(again, 0)
	if again.View().Lang != lang.French || again.progress.Settings.Lang != "" {
		t.Errorf("the phone's language picked: %s (%q), want the phone's, fr", again.View().Lang.Code(), again.progress.Settings.Lang)
	}
	again.Flush()
}

// Every language names every skin the shop sells and every shipped level.
func TestEveryLanguageNamesTheSkinsAndLevels(t *testing.T) {
	for l := lang.Spanish; l < lang.Count; l++ {
		for _, sk := range economy.Skins {
			if l.Skin(sk.ID, "") == "" {
				t.Errorf("%s: no name for skin %q", l.Code(), sk.ID)
			}
		}
		for n := 1; n <= len(assets.Levels()); n++ {
			file, data, err := rules.LevelFile(n)
			if err != nil {
				t.Fatal(err)
			}
			lv, err := world.ParseLevel(file, data)
			if err != nil {
				t.Fatal(err)
			}
			if l.Level(lv.Name) == lv.Name {
				t.Errorf("%s: level %d's name %q is not translated", l.Code(), n, lv.Name)
			}
		}
	}
}
