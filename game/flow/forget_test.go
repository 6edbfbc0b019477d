//go:build !js

package flow

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"ropeman/game/rules"
	rs "ropeman/game/server"
	"ropeman/game/server/sqlstore"
	"ropeman/game/server/store"
)

// exported asks the real server at addr what it holds of who.
func exported(t *testing.T, addr string, who rules.Who) store.PlayerData {
	t.Helper()
	doc, _ := json.Marshal(who)
	resp, err := http.Post(addr+"/v1/privacy/export", "application/json", bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var d store.PlayerData
	if err := json.NewDecoder(resp.Body).Decode(&d); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("export: %d, %v", resp.StatusCode, err)
	}
	return d
}

// DELETE MY DATA, as a player meets it in SETTINGS: the first tap asks,
// the second gives the device new ids at once (nothing waiting to be sent
// is sent under the old one) and the publisher's real server deletes what
// it held of the old ones; a server that is down is asked again, at the
// next start, until it confirms. His levels and coins stay.
func TestDeleteMyDataFromTheSettings(t *testing.T) {
	st, err := sqlstore.Open(t.Context(), filepath.Join(t.TempDir(), "ropeman.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv := httptest.NewServer(rs.New(rs.Config{Store: st}))
	t.Cleanup(srv.Close)
	dir := t.TempDir()
	s, err := New(Config{Level: 1, Seed: 1, DataDir: dir, AnalyticsServer: srv.URL, Autoplay: true})
	if err != nil {
		t.Fatal(err)
	}
	s.events.every = 10 * time.Millisecond
	for range 60 * 40 { // a run of level 1, its events sent
		s.Step(Command{})
	}
	old := rules.Who{Player: s.progress.Board.Player, User: s.progress.UserID}
	for deadline := time.Now().Add(20 * time.Second); len(exported(t, srv.URL, old).Events) == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no event of his reached the server")
		}
		s.Step(Command{})
	}
	level, coins := s.progress.Level, s.progress.Coins

	s.autoplay, s.back = false, Title // the player's own hand from here
	s.goTo(Settings)
	s.Step(Command{})
	label := func() string {
		for _, b := range s.View().Buttons {
			if b.Act == ActForget {
				return b.Label
			}
		}
		return ""
	}
	if label() != "DELETE MY DATA" {
		t.Fatalf("SETTINGS shows %q, want DELETE MY DATA", label())
	}
	tapButton(t, s, ActForget)
	s.Step(Command{}) // the card as the tap left it; the finger lifted
	if label() != "TAP AGAIN TO DELETE" || s.progress.Board.Player != old.Player {
		t.Fatalf("after one tap: %q, player %s; want it to ask again and nothing changed", label(), s.progress.Board.Player)
	}
	tapButton(t, s, ActForget)
	s.Step(Command{})
	if label() != "DATA DELETED" || s.progress.Board.Player == old.Player || s.progress.UserID == old.User || s.progress.Board.Player == "" {
		t.Fatalf("after the second tap: %q, player %s, user %s; want DATA DELETED and new ids", label(), s.progress.Board.Player, s.progress.UserID)
	}
	for deadline := time.Now().Add(20 * time.Second); len(s.progress.Board.Forget) > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the server never confirmed the deletion")
		}
		s.Step(Command{})
	}
	if d := exported(t, srv.URL, old); len(d.Events) != 0 || d.Install != "" {
		t.Errorf("the server still holds %d events of the old id (install %q)", len(d.Events), d.Install)
	}
	if s.progress.Level != level || s.progress.Coins != coins {
		t.Errorf("his progress after the delete: level %d, coins %d; want %d, %d", s.progress.Level, s.progress.Coins, level, coins)
	}
	s.Flush()

	// Offline: the deletion waits in the save and goes at the next start.
	down := httptest.NewServer(nil)
	down.Close()
	offline, err := New(Config{Level: 1, Seed: 1, DataDir: dir, AnalyticsServer: down.URL})
	if err != nil {
		t.Fatal(err)
	}
	second := rules.Who{Player: offline.progress.Board.Player, User: offline.progress.UserID}
	for range 120 {
		offline.Step(Command{})
	}
	open(t, offline, ActSettings)
	tapButton(t, offline, ActForget)
	offline.Step(Command{})
	tapButton(t, offline, ActForget)
	for range 120 {
		offline.Step(Command{})
	}
	offline.Flush()
	if f := offline.progress.Board.Forget; len(f) != 1 || f[0] != second {
		t.Fatalf("offline, the deletion waiting: %+v, want %+v", f, second)
	}
	again, err := New(Config{Level: 1, Seed: 1, DataDir: dir, AnalyticsServer: srv.URL})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Flush()
	for deadline := time.Now().Add(20 * time.Second); len(again.progress.Board.Forget) > 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the waiting deletion was never sent at the next start")
		}
		again.Step(Command{})
	}
}
