package lang

import (
	"cmp"
	"reflect"
	"strings"
	"testing"
)

// Every language has every message, with the forms its plural rule needs
// where English counts, the placeholders English has, and words for each
// kind of hazard English has words for.
func TestTablesAreComplete(t *testing.T) {
	for tag := range Count {
		if err := shipped[tag].check(tag); err != nil {
			t.Errorf("%s: %v", tag.Code(), err)
		}
	}
	forms := map[Tag]int{}
	for tag := range Count {
		seen := map[int]bool{}
		for n := range 200 {
			seen[languages[tag].plural(n)] = true
		}
		forms[tag] = len(seen)
	}
	if forms[Russian] != 3 || forms[French] != 2 || forms[English] != 2 || forms[Indonesian] != 1 || forms[Arabic] != 6 || forms[Hindi] != 2 || forms[Korean] != 1 {
		t.Errorf("plural categories: %v", forms)
	}
	if len(English.Kinds()) < 9 {
		t.Errorf("English has words for %d kinds of hazard: %v", len(English.Kinds()), English.Kinds())
	}
}

// Every language's words reach the browser as the game has them: the
// file the web build makes of them installs as the same words. A file
// cut short, or one missing a message, a plural form, a placeholder or a
// kind's line, is refused with what is wrong, and the language keeps
// English's words.
func TestEveryLanguagesWordsTravel(t *testing.T) {
	t.Cleanup(func() {
		for tag := range Count {
			installed[tag].Store(nil)
		}
	})
	for tag := range Count {
		data, err := Export(tag)
		if err != nil {
			t.Fatal(err)
		}
		if err := Install(tag, data); err != nil {
			t.Fatalf("%s: %v", tag.Code(), err)
		}
		if got, want := installed[tag].Load(), shipped[tag]; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the words installed differ from the words shipped", tag.Code())
		}
	}
	installed[German].Store(nil)
	good, _ := Export(German)
	var lesson string // a kind's lesson German words
	for _, k := range English.Kinds() {
		lesson = cmp.Or(lesson, German.Kind(k).Lesson)
	}
	for _, c := range []struct{ name, from, to, want string }{
		{"cut short", string(good[len(good)/2:]), "", "unexpected EOF"},
		{"a misspelt field", `"cut":"`, `"cutt":"`, "unknown field"},
		{"a message missing", `"LEVEL DES TAGES"`, `""`, "is missing"},
		{"a plural form missing", `"{n} WICKLUNG|{n} WICKLUNGEN"`, `"{n} WICKLUNGEN"`, "has 1 forms, want 2"},
		{"a placeholder lost", `"Rekord: {n}"`, `"Rekord"`, "placeholders"},
		{"a kind's line missing", `"lesson":"` + lesson + `"`, `"lesson":""`, "where English says"},
	} {
		bad := strings.Replace(string(good), c.from, c.to, 1)
		if bad == string(good) {
			t.Fatalf("%s: %q is not in German's file", c.name, c.from)
		}
		err := Install(German, []byte(bad))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Install said %v, want an error saying %q", c.name, err, c.want)
		}
		if installed[German].Load() != nil {
			t.Errorf("%s: installed anyway", c.name)
		}
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
		{Indonesian, 1, "1 LILITAN"}, {Indonesian, 5, "5 LILITAN"},
		{Arabic, 0, "0 لفة"}, {Arabic, 1, "1 لفة"}, {Arabic, 2, "2 لفتان"}, {Arabic, 3, "3 لفات"}, {Arabic, 10, "10 لفات"},
		{Arabic, 11, "11 لفة"}, {Arabic, 99, "99 لفة"}, {Arabic, 100, "100 لفة"}, {Arabic, 103, "103 لفات"}, {Arabic, 111, "111 لفة"},
		{Japanese, 1, "1周"}, {Japanese, 7, "7周"}, {Hindi, 0, "0 लपेट"}, {Hindi, 2, "2 लपेट"},
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
		"RU": Russian, "id-ID": Indonesian, "in_ID": Indonesian, "ja-JP": Japanese, "": English, "C": English, "x": English, "zh-Hans-CN": Chinese,
		"hi-IN": Hindi, "vi_VN": Vietnamese, "ko-KR": Korean, "ar-EG": Arabic, "ar_SA.UTF-8": Arabic, "sv-SE": English, "he-IL": English,
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
