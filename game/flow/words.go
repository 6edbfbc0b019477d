package flow

import (
	"ropeman/game/economy"
	"ropeman/game/lang"
)

// The language the flow's texts are in (package lang): the one the player
// chose in the settings, else the phone's or the browser's.

// words are the flow's texts in the language: made once when it is
// chosen (or when what they say changes), not each tick.
type words struct {
	lang        lang.Tag // the language the texts are in (see speak)
	want        lang.Tag // the language they should be in: lang, or one whose words are on their way
	locale      string   // the phone's or the browser's
	tripleLabel string   // "x3 COINS"
	skinLabels  [][3]string
	switchText  [switchCount][2]string       // the settings' switches, off and on
	langLabel   string                       // the settings' language button
	askLabel    string                       // the shop's skin that asks before it buys: BUY? 1450
	dayLabel    string                       // the title's level of the day: what it is, or today's best
	levelName   string                       // the level's name in the language
	upgradeText [economy.UpgradeCount]string // the upgrade buttons' labels, made when they change
	brokenText  string                       // the Broken card's title
	// the languages card's ports: his choice in the save, the card, the
	// way back to the settings and to every part's texts
	book *keeper
	sc   *screen
	to   speaker
}

// speaker goes to another scene and words every part's texts anew.
type speaker interface {
	goTo(Scene)
	speak()
}

// SetLocale takes the phone's or the browser's locale (it may change while
// the game runs): the texts follow it unless the player chose a language.
// It returns the language the texts are now in (the view shows it from
// the next Step).
func (s *Session) SetLocale(locale string) lang.Tag {
	if locale != s.words.locale {
		s.words.locale = locale
		s.speak()
	}
	return s.words.lang
}

// Waiting returns the language the texts wait for, whose words are not
// here yet (the browser build fetches them: see lang.Install), if any.
// The texts take it at the Step after its words come.
func (s *Session) Waiting() (lang.Tag, bool) {
	return s.words.want, s.words.want != s.words.lang
}

// speak picks the language and makes the texts that are made once per
// language: the buttons' that carry a number or a name, and what the
// other parts word (the upgrades, the level of the day, the level's
// name, a broken level's card).
func (s *Session) speak() {
	w, t := &s.words, s.words.pick(s.progress.Settings.Lang, &s.tuning.economy)
	s.shop.upgradeLabels()
	w.dayWords(s.calendar.challengeToday(), s.progress.Challenge)
	if s.run.world != nil {
		w.levelName = t.Level(s.run.world.Level.Name)
	}
	if s.broken > 0 {
		w.brokenText = t.Count(lang.LevelWontLoad, s.broken)
	}
}

// pick sets the language (chosen, the player's: "" follows the phone's)
// and makes the texts of its own that carry a number or a name. A
// language whose words are not here yet (a browser fetches them) is
// wanted, and the texts stay in the one they were in (at first English)
// until its words come (see Waiting).
func (w *words) pick(chosen string, e *economy.Economy) lang.Tag {
	t := lang.FromLocale(w.locale)
	if c, ok := lang.Parse(chosen); ok {
		t = c
	}
	w.want = t
	if !t.Ready() {
		t = w.lang
	}
	w.lang = t
	w.tripleLabel = t.Count(lang.TripleCoins, e.AdMultiplier)
	w.skinLabels = skinLabels(t, e.Skins)
	for k, sw := range switches {
		name := t.Text(sw.name)
		w.switchText[k] = [2]string{t.With(lang.SwitchOff, name), t.With(lang.SwitchOn, name)}
	}
	name := t.Text(lang.LanguageAuto)
	if chosen != "" {
		name = t.Name()
	}
	w.langLabel = t.With(lang.Language, name)
	return t
}

// Languages lists the phone's language and each the game speaks, one
// button each, the one he uses lit; a tap picks it and goes back to the
// settings, as BACK does.
func (w *words) stepLanguages(cmd Command) error {
	card := &w.sc.card
	card.n = 0
	chosen, picked := lang.Parse(w.book.progress.Settings.Lang)
	for k := range int(lang.Count) + 1 {
		label := w.lang.Text(lang.LanguageAuto)
		if k > 0 {
			label = lang.Tag(k - 1).Name()
		}
		b := place(languageSlot(k), ActLanguage, label, false)
		b.Index, b.On = k, (k == 0 && !picked) || (picked && k > 0 && lang.Tag(k-1) == chosen)
		card.add(b)
	}
	card.add(place(backSlot, ActBack, w.lang.Text(lang.Back), false))
	if b := card.tapped(cmd); b != nil {
		if b.Act == ActLanguage {
			w.pickLanguage(b.Index)
		}
		w.to.goTo(Settings)
	}
	return nil
}

// languageSlot returns the languages' button k: the phone's across the
// top, then each language the game speaks, two to a row.
func languageSlot(k int) Button {
	if k == 0 {
		return Button{X0: 0.2, Y0: 0.2, X1: 0.8, Y1: 0.2 + 0.058}
	}
	row, col := float32((k-1)/2), float32((k-1)%2)
	y0 := 0.2 + (1+row)*0.065
	return Button{X0: 0.06 + col*0.46, Y0: y0, X1: 0.48 + col*0.46, Y1: y0 + 0.058}
}

// pickLanguage sets the language to the languages' row k (0: the
// phone's) and saves it.
func (w *words) pickLanguage(k int) {
	set := &w.book.progress.Settings
	set.Lang = ""
	if k > 0 && k <= int(lang.Count) {
		set.Lang = lang.Tag(k - 1).Code()
	}
	w.to.speak()
	w.book.persist()
}
