package lang

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// wordsFile is a language's words as the browser fetches them: the texts
// in the messages' order, the skins' and the levels' names as key and
// text, and each kind of hazard's words.
type wordsFile struct {
	Texts  []string    `json:"texts"`
	Skins  [][2]string `json:"skins"`
	Levels [][2]string `json:"levels"`
	Kinds  []kindFile  `json:"kinds"`
	Names  *Syllables  `json:"names,omitempty"` // the generated names' syllables, if not Latin's
}

type kindFile struct {
	Kind   string `json:"kind"`
	Cut    string `json:"cut"`
	Hit    string `json:"hit"`
	Lesson string `json:"lesson"`
	More   string `json:"more"`
}

// Export returns t's words as the file the browser fetches
// (lang/<code>.json): made by the web build, off the browser, where every
// language is shipped.
func Export(t Tag) ([]byte, error) {
	w := shipped[t.valid()]
	if w == nil {
		return nil, fmt.Errorf("lang: %s is not shipped here", t.Code())
	}
	f := wordsFile{Texts: w.texts[:], Names: w.syllables}
	for _, p := range w.skins {
		f.Skins = append(f.Skins, [2]string{p.key, p.text})
	}
	for _, p := range w.levels {
		f.Levels = append(f.Levels, [2]string{p.key, p.text})
	}
	for _, k := range w.kinds {
		f.Kinds = append(f.Kinds, kindFile{k.kind, k.Cut, k.Hit, k.Lesson, k.More})
	}
	return json.Marshal(f)
}

// Install makes data, a file Export made, t's words (safe from any
// goroutine). A file that is not whole, or says other than the game
// needs (a message missing, a plural form or a placeholder wrong), is an
// error naming what is wrong, and t keeps English's words.
func Install(t Tag, data []byte) error {
	t = t.valid()
	var f wordsFile
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields() // a misspelt field would leave its texts out in silence
	if err := dec.Decode(&f); err != nil {
		return fmt.Errorf("lang: %s's words: %v", t.Code(), err)
	}
	if len(f.Texts) != int(msgCount) {
		return fmt.Errorf("lang: %s's words: %d texts, want %d", t.Code(), len(f.Texts), msgCount)
	}
	w := &words{texts: new(table), syllables: f.Names}
	copy(w.texts[:], f.Texts)
	for _, p := range f.Skins {
		w.skins = append(w.skins, pair{p[0], p[1]})
	}
	for _, p := range f.Levels {
		w.levels = append(w.levels, pair{p[0], p[1]})
	}
	for _, k := range f.Kinds {
		w.kinds = append(w.kinds, kindWords{k.Kind, Words{k.Cut, k.Hit, k.Lesson, k.More}})
	}
	if err := w.check(t); err != nil {
		return fmt.Errorf("lang: %s's words: %v", t.Code(), err)
	}
	installed[t].Store(w)
	return nil
}

// check reports what t's words lack against English's: a message, a
// plural form its rule needs where English counts, a placeholder English
// has, words for a kind of hazard (a line for each thing English says
// of it, and only those).
func (w *words) check(t Tag) error {
	forms := 0
	seen := [8]bool{}
	for n := range 200 {
		if f := languages[t].plural(n); f < len(seen) && !seen[f] {
			seen[f] = true
			forms++
		}
	}
	var problems []error
	for m, en := range english {
		text := w.texts[m]
		if text == "" {
			problems = append(problems, fmt.Errorf("message %d is missing (English %q)", m, en))
			continue
		}
		want := 1
		if strings.Contains(en, "|") {
			want = forms
		}
		if got := strings.Count(text, "|") + 1; got != want {
			problems = append(problems, fmt.Errorf("%q has %d forms, want %d", text, got, want))
		}
		enHoles, _, _ := strings.Cut(en, "|")
		for form := range strings.SplitSeq(text, "|") {
			if got, want := holes(form), holes(enHoles); got != want {
				problems = append(problems, fmt.Errorf("%q has placeholders %q, English %q", form, got, want))
			}
		}
	}
	if len(w.kinds) != len(englishKinds) {
		problems = append(problems, fmt.Errorf("words for %d kinds of hazard, English for %d", len(w.kinds), len(englishKinds)))
	}
	for i := range min(len(w.kinds), len(englishKinds)) {
		k, en := w.kinds[i], englishKinds[i]
		if k.kind != en.kind {
			problems = append(problems, fmt.Errorf("words for %s where English's are for %s", k.kind, en.kind))
		}
		for _, f := range [][2]string{{en.Cut, k.Cut}, {en.Hit, k.Hit}, {en.Lesson, k.Lesson}, {en.More, k.More}} {
			if (f[0] == "") != (f[1] == "") {
				problems = append(problems, fmt.Errorf("%s: %q where English says %q", k.kind, f[1], f[0]))
			}
		}
	}
	if w.syllables != nil && slices.Contains(w.syllables[:], "") {
		problems = append(problems, errors.New("a name's syllable is missing"))
	}
	return errors.Join(problems...)
}

// holes returns the placeholders ({n}, {s}) of a text, sorted, as one
// string.
func holes(text string) string {
	n, s := strings.Count(text, "{n}"), strings.Count(text, "{s}")
	return strings.Repeat("{n}", n) + strings.Repeat("{s}", s)
}
