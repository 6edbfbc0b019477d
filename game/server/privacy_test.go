package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"ropeman/ads/ssv"
	"ropeman/game/rules"
	"ropeman/game/server/dashboard"
	"ropeman/game/server/store"
)

// privacyAsk posts who to the privacy route what (export or delete) and
// decodes the answer into v.
func privacyAsk(t *testing.T, srv, what string, who rules.Who, v any) int {
	t.Helper()
	doc, _ := json.Marshal(who)
	resp, err := http.Post(srv+"/v1/privacy/"+what, "application/json", bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if v != nil {
		json.NewDecoder(resp.Body).Decode(v)
	}
	return resp.StatusCode
}

// A player sees what the server holds of him (his name, his run with its
// recording, his events, the rewards confirmed to his ads' id) and no one
// else's, and deleting it leaves nothing of him: not on the board, not
// as a ghost, not in an export; another player's data stays, and so do
// the rollups' counts, which name no one.
func TestAPlayerExportsAndDeletesHisData(t *testing.T) {
	recs, _ := wins(t, testDay, 2)
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		me, other := player(1), player(2)
		_, mine := post(t, srv, me, "Mariam", testDate, recs[0])
		post(t, srv, other, "Other", testDate, recs[1])
		sendEvents(t, srv, eventBatch(1, me, 9))
		sendEvents(t, srv, eventBatch(2, me, 3))
		sendEvents(t, srv, eventBatch(3, other, 5))
		for _, grant := range []struct{ event, user, show string }{{"ev-1", "ads-me", "show-1"}, {"ev-2", "ads-other", "show-2"}} {
			q := url.Values{"event_id": {grant.event}, "token": {ssv.EventToken(grant.event, "event-key")}, "user_id": {grant.user}, "custom_data": {grant.show}}
			if got := get(t, srv+"/v1/ssv/max?"+q.Encode()); got != http.StatusOK {
				t.Fatalf("MAX's callback: %d", got)
			}
		}
		before, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}

		var d store.PlayerData
		if status := privacyAsk(t, srv, "export", rules.Who{Player: me, User: "ads-me"}, &d); status != http.StatusOK {
			t.Fatalf("export: %d", status)
		}
		switch {
		case d.Player != me || d.Name != "Mariam" || d.Install != testDate:
			t.Errorf("export: player %s named %q installed %q, want %s, Mariam, %s", d.Player, d.Name, d.Install, me, testDate)
		case len(d.Runs) != 1 || d.Runs[0].Ghost != mine["ghost"] || !json.Valid(d.Runs[0].Recording) || len(d.Runs[0].Recording) < 100:
			t.Errorf("export: runs %+v, want his one run %v with its recording", d.Runs, mine["ghost"])
		case len(d.Events) != 12 || d.Events[0].Kind != "level_start" || d.Events[0].Batch != eventBatch(1, me, 9).ID:
			t.Errorf("export: %d events (first %+v), want his 12 in order", len(d.Events), d.Events[:min(1, len(d.Events))])
		case len(d.Grants) != 1 || d.Grants[0].Network != "max":
			t.Errorf("export: grants %+v, want his one from MAX", d.Grants)
		}

		if status := privacyAsk(t, srv, "delete", rules.Who{Player: me, User: "ads-me"}, nil); status != http.StatusOK {
			t.Fatalf("delete: %d", status)
		}
		var after store.PlayerData
		privacyAsk(t, srv, "export", rules.Who{Player: me, User: "ads-me"}, &after)
		if after.Name != "" || after.Install != "" || len(after.Runs)+len(after.Events)+len(after.Grants) != 0 {
			t.Errorf("export after delete: %+v, want nothing", after)
		}
		if got := get(t, srv+"/v1/ghosts/"+mine["ghost"].(string)); got != http.StatusNotFound {
			t.Errorf("his ghost after delete: %d, want 404", got)
		}
		if _, b := readBoard(t, srv, "day="+testDate+"&player="+me); len(b.Entries) != 1 || b.Entries[0].Name != "Other" || b.You != nil {
			t.Errorf("the board after delete: %+v, want the other player alone", b)
		}
		var theirs store.PlayerData
		privacyAsk(t, srv, "export", rules.Who{Player: other, User: "ads-other"}, &theirs)
		if theirs.Name != "Other" || len(theirs.Runs) != 1 || len(theirs.Events) != 5 || len(theirs.Grants) != 1 {
			t.Errorf("the other player's data after the delete: %+v", theirs)
		}
		now, err := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if err != nil {
			t.Fatal(err)
		}
		if now.Players != before.Players-1 || len(now.Levels) != len(before.Levels) || now.Levels[0].Runs != before.Levels[0].Runs {
			t.Errorf("the dashboard after delete: %d players, levels %+v; want one player fewer (he is not heard from) and the same counts %+v",
				now.Players, now.Levels, before.Levels)
		}
		for _, bad := range []rules.Who{{}, {Player: "me"}, {Player: me, User: string(make([]byte, 65))}} {
			if status := privacyAsk(t, srv, "export", bad, nil); status != http.StatusBadRequest {
				t.Errorf("export for %+v: %d, want 400", bad, status)
			}
		}
	})
}

// Expire drops the raw events received before the retention's start and
// leaves the rollups: the dashboard reads the same after it.
func TestOldEventsExpireAndTheDashboardStays(t *testing.T) {
	engines(t, func(t *testing.T, dsn string) {
		st := open(t, dsn)
		srv := testServer(t, st).URL
		for i := range 5 {
			sendEvents(t, srv, eventBatch(i, player(i), 20))
		}
		before, _ := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		if n, err := st.Expire(context.Background(), testDay, testDay); err != nil || n != 0 {
			t.Errorf("expire before today: %d dropped, %v; want none (all came today)", n, err)
		}
		if n, err := st.Expire(context.Background(), testDay+1, testDay+30); err != nil || n != 100 {
			t.Errorf("expire before tomorrow: %d dropped, %v; want all 100", n, err)
		}
		if n, _ := keptEvents(t, st, eventBatch(0, player(0), 20).ID); n != 0 {
			t.Errorf("%d events of an expired batch kept", n)
		}
		after, _ := st.Dashboard(context.Background(), testDay-dashboard.Days+1)
		b, _ := json.Marshal(before)
		a, _ := json.Marshal(after)
		if !bytes.Equal(a, b) {
			t.Errorf("the dashboard after expiry:\n%s\nwant\n%s", a, b)
		}
	})
}
