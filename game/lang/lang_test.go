package lang

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// Every language has every message, with the forms its plural rule needs
// where English counts, and the placeholders English has.
func TestTablesAreComplete(t *testing.T) {
	holes := regexp.MustCompile(`\{[a-z]\}`)
	forms := map[Tag]int{}
	for tag := range Count {
		l := &languages[tag]
		seen := map[int]bool{}
		for n := range 200 {
			seen[l.plural(n)] = true
		}
		forms[tag] = len(seen)
		for m := range msgCount {
			text, en := l.texts[m], english[m]
			if text == "" {
				t.Errorf("%s: message %d is missing (English %q)", l.code, m, en)
				continue
			}
			want := 1
			if strings.Contains(en, "|") {
				want = forms[tag]
			}
			if got := len(strings.Split(text, "|")); got != want {
				t.Errorf("%s: %q has %d forms, want %d", l.code, text, got, want)
			}
			for _, form := range strings.Split(text, "|") {
				got, wantHoles := holes.FindAllString(form, -1), holes.FindAllString(strings.Split(en, "|")[0], -1)
				slices.Sort(got)
				slices.Sort(wantHoles)
				if !slices.Equal(got, wantHoles) {
					t.Errorf("%s: %q has placeholders %v, English %v", l.code, form, got, wantHoles)
				}
			}
		}
	}
	if forms[Russian] != 3 || forms[French] != 2 || forms[English] != 2 {
		t.Errorf("plural categories: %v", forms)
	}
}

func TestPluralForms(t *testing.T) {
	for _, c := range []struct {
		tag  Tag
		n    int
		want string
	}{
		{English, 0, "0 WRAPS"}, {English, 1, "1 WRAP"}, {English, 2, "2 WRAPS"},
		{French, 0, "0 TOUR"}, {French, 1, "1 TOUR"}, {French, 2, "2 TOURS"},
		{Portuguese, 0, "0 VOLTA"}, {Portuguese, 1, "1 VOLTA"}, {Portuguese, 5, "5 VOLTAS"},
		{German, 1, "1 WICKLUNG"}, {German, 0, "0 WICKLUNGEN"},
		{Russian, 1, "1 ВИТОК"}, {Russian, 2, "2 ВИТКА"}, {Russian, 4, "4 ВИТКА"}, {Russian, 5, "5 ВИТКОВ"},
		{Russian, 11, "11 ВИТКОВ"}, {Russian, 12, "12 ВИТКОВ"}, {Russian, 14, "14 ВИТКОВ"}, {Russian, 21, "21 ВИТОК"},
		{Russian, 22, "22 ВИТКА"}, {Russian, 111, "111 ВИТКОВ"}, {Russian, 0, "0 ВИТКОВ"},
	} {
		if got := c.tag.Count(Wraps, c.n); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.tag.Code(), c.n, got, c.want)
		}
	}
	if got := Russian.Count(Streak, 3); got != "3 дня подряд" {
		t.Errorf("ru streak 3: %q", got)
	}
	if got := Spanish.Format(YarnTimes, 0, Spanish.Tenths(72)); got != "7,2 m de hilo" {
		t.Errorf("es yarn: %q", got)
	}
	if got := English.Tenths(-21); got != "-2.1" {
		t.Errorf("tenths: %q", got)
	}
}

// AppendFormat and AppendTenths append to what the buffer holds, and
// allocate nothing once it has the room (the HUD's counters each frame).
func TestAppendingAllocatesNothing(t *testing.T) {
	b := make([]byte, 0, 64)
	b = append(b, "> "...)
	if got := string(Russian.AppendFormat(b, Wraps, 22, "")); got != "> 22 ВИТКА" {
		t.Errorf("appended: %q", got)
	}
	if got := string(French.AppendTenths(b, -1005)); got != "> -100,5" {
		t.Errorf("appended tenths: %q", got)
	}
	if n := testing.AllocsPerRun(100, func() {
		b = Russian.AppendFormat(b[:0], Streak, 3, "")
		b = German.AppendFormat(b, YarnTimes, 0, "7,2")
		b = Turkish.AppendTenths(b, 1234)
	}); n != 0 {
		t.Errorf("%.0f allocations", n)
	}
}

func TestFromLocale(t *testing.T) {
	for locale, want := range map[string]Tag{
		"en-US": English, "es-419": Spanish, "es_ES": Spanish, "pt-BR": Portuguese, "pt_PT": Portuguese,
		"fr-CA": French, "de_AT.UTF-8": German, "it": Italian, "tr-TR": Turkish, "ru_RU": Russian,
		"RU": Russian, "ja-JP": English, "": English, "C": English, "x": English, "zh-Hans-CN": English,
	} {
		if got := FromLocale(locale); got != want {
			t.Errorf("FromLocale(%q) = %s, want %s", locale, got.Code(), want.Code())
		}
	}
	for tag := range Count {
		if got, ok := Parse(tag.Code()); !ok || got != tag {
			t.Errorf("Parse(%q) = %v %v", tag.Code(), got, ok)
		}
	}
	if _, ok := Parse("xx"); ok {
		t.Error("Parse took an unknown code")
	}
}

func TestLevelNames(t *testing.T) {
	if got := German.Level("Endless 57"); got != "Endlos 57" {
		t.Errorf("endless: %q", got)
	}
	if got := Russian.Level("Knots"); got != "Узлы" {
		t.Errorf("knots: %q", got)
	}
	if got := French.Level("Made up"); got != "Made up" {
		t.Errorf("unknown name: %q", got)
	}
}

// Every language has words for each kind of hazard English has, and for
// no other: a line for each thing English says of it, and only those.
func TestEveryLanguageTellsEachKind(t *testing.T) {
	kinds := English.Kinds()
	if len(kinds) < 9 {
		t.Fatalf("English has words for %d kinds of hazard: %v", len(kinds), kinds)
	}
	for tag := range Count {
		if got := tag.Kinds(); !slices.Equal(got, kinds) {
			t.Errorf("%s has words for %v, English for %v", tag.Code(), got, kinds)
		}
		for _, k := range kinds {
			en, w := English.Kind(k), tag.Kind(k)
			for _, f := range [][2]string{{en.Cut, w.Cut}, {en.Hit, w.Hit}, {en.Lesson, w.Lesson}, {en.More, w.More}} {
				if (f[0] == "") != (f[1] == "") {
					t.Errorf("%s: %s: %q where English says %q", tag.Code(), k, f[1], f[0])
				}
			}
		}
	}
	if (Words{}) != English.Kind("no such kind") {
		t.Error("words for a kind nobody has")
	}
}
