package flow

import "ropeman/game/lang"

// The language the flow's texts are in (package lang): the one the player
// chose in the settings, else the phone's or the browser's.

// SetLocale takes the phone's or the browser's locale (it may change while
// the game runs): the texts follow it unless the player chose a language.
func (s *Session) SetLocale(locale string) {
	if locale != s.locale {
		s.locale = locale
		s.speak()
	}
}

// speak picks the language and makes the texts that are made once per
// language: the buttons' that carry a number or a name, the level's name.
func (s *Session) speak() {
	t := lang.FromLocale(s.locale)
	if chosen, ok := lang.Parse(s.progress.Settings.Lang); ok {
		t = chosen
	}
	s.lang = t
	s.tripleLabel = t.Count(lang.TripleCoins, s.economy.AdMultiplier)
	s.skinLabels = skinLabels(t, s.economy.Skins)
	for k, sw := range switches {
		name := t.Text(sw.name)
		s.switchText[k] = [2]string{t.With(lang.SwitchOff, name), t.With(lang.SwitchOn, name)}
	}
	name := t.Text(lang.LanguageAuto)
	if s.progress.Settings.Lang != "" {
		name = t.Name()
	}
	s.langLabel = t.With(lang.Language, name)
	s.upgradeLabels()
	if s.world != nil {
		s.levelName = t.Level(s.world.Level.Name)
	}
	if s.broken > 0 {
		s.brokenText = t.Count(lang.LevelWontLoad, s.broken)
	}
}

// nextLanguage moves the settings' language on: the phone's, then each
// language the game speaks in turn, then the phone's again.
func (s *Session) nextLanguage() {
	set := &s.progress.Settings
	switch t, ok := lang.Parse(set.Lang); {
	case !ok:
		set.Lang = lang.Tag(0).Code()
	case t+1 < lang.Count:
		set.Lang = (t + 1).Code()
	default:
		set.Lang = ""
	}
	s.speak()
	s.persist()
}
