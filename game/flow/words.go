package flow

import "ropeman/game/lang"

// The language the flow's texts are in (package lang): the one the player
// chose in the settings, else the phone's or the browser's.

// words are the flow's texts in the language: made once when it is
// chosen (or when what they say changes), not each tick.
type words struct {
	lang        lang.Tag // the language the texts are in (see speak)
	locale      string   // the phone's or the browser's
	tripleLabel string   // "x3 COINS"
	skinLabels  [][3]string
	switchText  [switchCount][2]string // the settings' switches, off and on
	langLabel   string                 // the settings' language button
	askLabel    string                 // the shop's skin that asks before it buys: BUY? 1450
	dayLabel    string                 // the title's level of the day: what it is, or today's best
	levelName   string                 // the level's name in the language
	upgradeText [upgradeCount]string   // the upgrade buttons' labels, made when they change
	brokenText  string                 // the Broken card's title
}

// SetLocale takes the phone's or the browser's locale (it may change while
// the game runs): the texts follow it unless the player chose a language.
// It returns the language the texts are now in (the view shows it from
// the next Step).
func (s *Session) SetLocale(locale string) lang.Tag {
	if locale != s.words.locale {
		s.words.locale = locale
		s.words.speak(s)
	}
	return s.words.lang
}

// speak picks the language and makes the texts that are made once per
// language: the buttons' that carry a number or a name, the level's name.
func (w *words) speak(s *Session) {
	t := lang.FromLocale(w.locale)
	if chosen, ok := lang.Parse(s.progress.Settings.Lang); ok {
		t = chosen
	}
	w.lang = t
	w.tripleLabel = t.Count(lang.TripleCoins, s.tuning.economy.AdMultiplier)
	w.skinLabels = skinLabels(t, s.tuning.economy.Skins)
	for k, sw := range switches {
		name := t.Text(sw.name)
		w.switchText[k] = [2]string{t.With(lang.SwitchOff, name), t.With(lang.SwitchOn, name)}
	}
	name := t.Text(lang.LanguageAuto)
	if s.progress.Settings.Lang != "" {
		name = t.Name()
	}
	w.langLabel = t.With(lang.Language, name)
	s.shop.upgradeLabels(s)
	s.dayWords()
	if s.run.world != nil {
		w.levelName = t.Level(s.run.world.Level.Name)
	}
	if s.broken > 0 {
		w.brokenText = t.Count(lang.LevelWontLoad, s.broken)
	}
}

// Languages lists the phone's language and each the game speaks, one
// button each, the one he uses lit; a tap picks it and goes back to the
// settings, as BACK does.
func (w *words) stepLanguages(s *Session, cmd Command) error {
	s.card.n = 0
	chosen, picked := lang.Parse(s.progress.Settings.Lang)
	for k := range int(lang.Count) + 1 {
		label := w.lang.Text(lang.LanguageAuto)
		if k > 0 {
			label = lang.Tag(k - 1).Name()
		}
		b := place(languageSlot(k), ActLanguage, label, false)
		b.Index, b.On = k, (k == 0 && !picked) || (picked && k > 0 && lang.Tag(k-1) == chosen)
		s.card.add(b)
	}
	s.card.add(place(backSlot, ActBack, w.lang.Text(lang.Back), false))
	if b := s.card.tapped(cmd); b != nil {
		if b.Act == ActLanguage {
			w.pickLanguage(s, b.Index)
		}
		s.goTo(Settings)
	}
	return nil
}

// languageSlot returns the languages' row k: the phone's, then each
// language the game speaks.
func languageSlot(k int) Button {
	y0 := float32(0.2) + float32(k)*0.065
	return Button{X0: 0.2, Y0: y0, X1: 0.8, Y1: y0 + 0.058}
}

// pickLanguage sets the language to the languages' row k (0: the
// phone's) and saves it.
func (w *words) pickLanguage(s *Session, k int) {
	set := &s.progress.Settings
	set.Lang = ""
	if k > 0 && k <= int(lang.Count) {
		set.Lang = lang.Tag(k - 1).Code()
	}
	w.speak(s)
	s.persist()
}
