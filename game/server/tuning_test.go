package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/remote"
)

// A server refuses, at its start, overrides it cannot serve as signed:
// one past its last day, or two cohorts that share players (the same
// salt with ranges that meet, or two salts), which would leave one
// override's cohort silently short; cohorts apart (one salt, ranges apart)
// are served side by side, and an override is no longer served after
// its last day.
func TestOverlappingOrExpiredTuningsAreRefusedAtStart(t *testing.T) {
	o := func(id, salt string, from, percent int, expires string) Tuning {
		return Tuning{Override: remote.Override{ID: id, Serial: 1, Salt: salt, From: from, Percent: percent, Expires: expires}}
	}
	const far = "2099-12-31"
	for _, c := range []struct {
		name string
		ts   []Tuning
		says string
	}{
		{"one salt, ranges apart", []Tuning{o("a", "s", 0, 20, far), o("b", "s", 20, 30, far), o("c", "s", 50, 50, far)}, ""},
		{"one salt, the same range", []Tuning{o("a", "s", 0, 20, far), o("b", "s", 0, 20, far)}, "a and b: their cohorts overlap"},
		{"one salt, ranges that meet", []Tuning{o("a", "s", 0, 21, far), o("b", "s", 20, 30, far)}, "overlap"},
		{"two salts", []Tuning{o("a", "s", 0, 10, far), o("b", "t", 50, 10, far)}, "overlap"},
		{"past its last day", []Tuning{o("a", "s", 0, 10, dayrun.Date(testDay-1))}, "a (serial 1): expired"},
		{"its last day", []Tuning{o("a", "s", 0, 10, testDate)}, ""},
	} {
		err := CheckTunings(c.ts, testDay)
		if c.says == "" && err != nil || c.says != "" && (err == nil || !strings.Contains(err.Error(), c.says)) {
			t.Errorf("%s: %v, want %q", c.name, err, c.says)
		}
	}
	st := open(t, t.TempDir()+"/tuning.db")
	day := testDay
	h := New(Config{Store: st, Now: func() time.Time { return time.Unix(int64(day)*86400+12*3600, 0) }, Tunings: []Tuning{o("all", "s", 0, 100, testDate)}})
	ask := func() int {
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest("GET", "/v1/tuning?player="+player(1), nil))
		return w.Code
	}
	if got := ask(); got != http.StatusOK {
		t.Errorf("on its last day: %d, want 200", got)
	}
	day++
	if got := ask(); got != http.StatusNoContent {
		t.Errorf("the day after: %d, want 204", got)
	}
}
