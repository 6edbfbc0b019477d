package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"ropeman/ads/ssv"
	"ropeman/game/needs"
	"ropeman/game/replay"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/server/store"
	"ropeman/game/world"
)

var testDate = dayrun.Date(testDay)

// TestRunsAreRankedByWhatTheyEarned posts real runs of the day from three
// players (the bot at three skills) and reads the board back: most coins
// first, each run's ghost the very recording posted; a player's worse run
// leaves his best, a better one replaces it, the same run again is a
// retry, and another player posting someone's ghost is refused.
func TestRunsAreRankedByWhatTheyEarned(t *testing.T) {
	skills := []world.Skill{world.Novice, world.Casual, {}, world.Expert} // {}: the perfect bot
	var recs [][]byte
	var coins []int
	for _, sk := range skills {
		rec, sc, err := dayrun.Record(testDay, sk)
		if err != nil || sc.Outcome != world.Won {
			t.Fatalf("the bot at %+v: %v, %v", sk, sc.Outcome, err)
		}
		recs, coins = append(recs, rec), append(coins, sc.Coins)
	}
	// What the design pays on level 51, each a different amount: the
	// perfect bot's most, then the expert's, the casual's, the novice's.
	if !(coins[2] > coins[3] && coins[3] > coins[1] && coins[1] > coins[0]) {
		t.Fatalf("coins %v: the skills no longer earn in their order; choose other runs", coins)
	}
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		for i := range 3 {
			status, got := post(t, srv, player(i), "Runner "+string(rune('A'+i)), testDate, recs[i])
			if status != http.StatusCreated || got["kept"] != "ranked" || got["score"] != float64(coins[i]) {
				t.Fatalf("run %d: %d %v, want 201, ranked, score %d", i, status, got, coins[i])
			}
		}
		status, b := readBoard(t, srv, "day="+testDate+"&limit=10&player="+player(0))
		if status != http.StatusOK || b.Day != testDate || len(b.Entries) != 3 {
			t.Fatalf("board: %d %+v, want 200 with 3 entries", status, b)
		}
		for rank, i := range []int{2, 1, 0} {
			e := b.Entries[rank]
			if e.Rank != rank+1 || e.Score != coins[i] || e.Name != "Runner "+string(rune('A'+i)) {
				t.Errorf("entry %d: %+v, want run %d (%d coins)", rank, e, i, coins[i])
			}
			var sent bytes.Buffer
			json.Compact(&sent, recs[i]) // as a post carries it
			if got := ghost(t, srv, e.Ghost); string(got) != sent.String() {
				t.Errorf("entry %d's ghost is not the run posted (%d bytes, want %d)", rank, len(got), sent.Len())
			}
		}
		if b.You == nil || b.You.Rank != 3 || b.You.Ghost != b.Entries[2].Ghost {
			t.Errorf("you: %+v, want the third entry", b.You)
		}

		if status, got := post(t, srv, player(2), "Runner C", testDate, recs[2]); status != http.StatusOK || got["kept"] != "repeated" || got["rank"] != 1.0 {
			t.Errorf("the same run again: %d %v, want 200 repeated at rank 1", status, got)
		}
		if status, got := post(t, srv, player(2), "Runner C", testDate, recs[0]); status != http.StatusConflict {
			t.Errorf("another player's run: %d %v, want 409", status, got)
		}
		if status, got := post(t, srv, player(2), "Runner C", testDate, recs[3]); status != http.StatusOK || got["kept"] != "beaten" || got["best"] != float64(coins[2]) || got["rank"] != 1.0 {
			t.Errorf("a worse run by the best: %d %v, want 200 beaten, his best %d still first", status, got, coins[2])
		}
		if status, got := post(t, srv, player(0), "Runner Z", testDate, recs[3]); status != http.StatusCreated || got["kept"] != "ranked" || got["rank"] != 2.0 {
			t.Errorf("a better run by the last: %d %v, want 201 ranked second", status, got)
		}
		_, b = readBoard(t, srv, "day="+testDate)
		var names []string
		for _, e := range b.Entries {
			names = append(names, e.Name)
		}
		if want := []string{"Runner C", "Runner Z", "Runner B"}; !slices.Equal(names, want) {
			t.Errorf("after the posts: %v, want %v (the name follows the post)", names, want)
		}
	})
}

// ghost reads a ghost's recording.
func ghost(t *testing.T, srv, id string) []byte {
	t.Helper()
	resp, err := http.Get(srv + "/v1/ghosts/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Errorf("ghost %s: %d %s", id, resp.StatusCode, b)
	}
	return b
}

// TestTiesGoToTheShorterRun ranks equal scores by the run's length, then
// by who posted first; a run as good as the one kept does not replace it.
func TestTiesGoToTheShorterRun(t *testing.T) {
	stores(t, func(t *testing.T, st store.Store) {
		ctx := context.Background()
		put := func(id string, p, score, ticks int, posted int64) store.Kept {
			t.Helper()
			k, err := st.PutRun(ctx, store.Run{ID: id, Ending: id, Day: 9, Player: player(p), Name: id, Score: score, Ticks: ticks, Recording: []byte("{}"), Posted: posted})
			if err != nil {
				t.Fatal(err)
			}
			return k
		}
		put("slow", 1, 500, 2000, 1)
		put("fast", 2, 500, 1900, 2)
		put("late", 3, 500, 1900, 3)
		put("rich", 4, 501, 3000, 4)
		if k := put("same", 1, 500, 2000, 5); k != store.Beaten {
			t.Errorf("as good as his kept run: %v, want beaten", k)
		}
		if k := put("quicker", 1, 500, 1999, 6); k != store.Ranked {
			t.Errorf("a tick shorter: %v, want ranked", k)
		}
		top, err := st.Top(ctx, 9, 10)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range top {
			got = append(got, e.Ghost)
		}
		if want := []string{"rich", "fast", "late", "quicker"}; !slices.Equal(got, want) {
			t.Errorf("board %v, want %v", got, want)
		}
		for i, e := range top {
			s, ok, err := st.Standing(ctx, 9, player([]int{4, 2, 3, 1}[i]))
			if err != nil || !ok || s.Rank != e.Rank || s.Ghost != e.Ghost {
				t.Errorf("standing of %s: %+v %v %v, want rank %d", e.Ghost, s, ok, err, e.Rank)
			}
		}
		if top, _ := st.Top(ctx, 9, 2); len(top) != 2 {
			t.Errorf("limit 2: %d entries", len(top))
		}
		if _, ok, _ := st.Standing(ctx, 10, player(1)); ok {
			t.Error("a standing on a day he did not play")
		}
	})
}

// TestHostilePostsGetTheirErrors sends what a cheat or a broken client
// sends, and reads each answer's status and message.
func TestHostilePostsGetTheirErrors(t *testing.T) {
	recs, _ := wins(t, testDay, 1)
	run := recs[0]
	tampered := func(edit func(l map[string]any)) []byte { return editRun(run, edit) }
	// The same run with the finger 0.3 m further right for a second: the
	// kind of edit that would dodge a saw.
	nudged := tampered(func(l map[string]any) { l["input"] = nudge(t, l["input"].(string), 600, 660, 0.3) })
	teleport := tampered(func(l map[string]any) {
		l["input"] = encodeChanges([][3]float64{{0, 1, 0}, {1, 1, 3.5}, {2, 1, -3.5}})
	})
	lost := lostRun(t)
	cases := []struct {
		name   string
		body   string
		status int
		says   string
	}{
		{"broken JSON", `{"player": "` + player(1), http.StatusBadRequest, "not the JSON"},
		{"an unknown field", body(player(1), "Ann", testDate, run, `,"score":99999`), http.StatusBadRequest, "unknown field"},
		{"oversize", body(player(1), strings.Repeat("a", MaxPost), testDate, run, ""), http.StatusRequestEntityTooLarge, "over"},
		{"no player id", body("me", "Ann", testDate, run, ""), http.StatusBadRequest, "anonymous id"},
		{"a one-letter name", body(player(1), "A", testDate, run, ""), http.StatusBadRequest, "name"},
		{"a name of 17", body(player(1), "Abcdefghijklmnopq", testDate, run, ""), http.StatusBadRequest, "want 2 to 16"},
		{"a rude name", body(player(1), "F.u_c k", testDate, run, ""), http.StatusBadRequest, "not allowed"},
		{"a control character", body(player(1), "Ann\u0007", testDate, run, ""), http.StatusBadRequest, "invisible"},
		{"no run", `{"player":"` + player(1) + `","name":"Ann","day":"` + testDate + `"}`, http.StatusBadRequest, "missing"},
		{"not a recording", body(player(1), "Ann", testDate, []byte(`{"format":1}`), ""), http.StatusBadRequest, "recording"},
		{"a bad date", body(player(1), "Ann", "06/12/2026", run, ""), http.StatusBadRequest, "YYYY-MM-DD"},
		{"a day whose board is closed", body(player(1), "Ann", dayrun.Date(testDay-2), run, ""), http.StatusUnprocessableEntity, "not open"},
		{"a day not yet open", body(player(1), "Ann", dayrun.Date(testDay+2), run, ""), http.StatusUnprocessableEntity, "not open"},
		{"another day's level", body(player(1), "Ann", dayrun.Date(testDay+1), run, ""), http.StatusUnprocessableEntity, "the level of the day"},
		{"yesterday's level (its board still open)", body(player(1), "Ann", dayrun.Date(testDay-1), run, ""), http.StatusUnprocessableEntity, "the level of the day"},
		{"tampered inputs", body(player(1), "Ann", testDate, nudged, ""), http.StatusUnprocessableEntity, "the replay ends at state"},
		{"a tampered hash", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { l["hash"] = "0123456789abcdef" }), ""), http.StatusUnprocessableEntity, "the replay ends at state"},
		{"a longer run claimed", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { n, _ := l["ticks"].(json.Number).Int64(); l["ticks"] = n + 60 }), ""), http.StatusUnprocessableEntity, "the replay ends at tick"},
		{"a run of ten hours", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { l["ticks"] = 60 * 60 * 60 * 10 }), ""), http.StatusUnprocessableEntity, "longer than any run"},
		{"another seed", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { l["seed"] = 1 }), ""), http.StatusUnprocessableEntity, "seed"},
		{"another version", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { l["game"] = "0.1.0" }), ""), http.StatusUnprocessableEntity, "version"},
		{"upgrades", body(player(1), "Ann", testDate, tampered(func(l map[string]any) { l["upgrades"] = []int{3, 0, 0} }), ""), http.StatusUnprocessableEntity, "without upgrades"},
		{"a finger that teleports", body(player(1), "Ann", testDate, teleport, ""), http.StatusUnprocessableEntity, "leapt"},
		{"a lost run", body(player(1), "Ann", testDate, lost, ""), http.StatusUnprocessableEntity, "only a finished run"},
	}
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		for i, c := range cases {
			status, got := send(t, srv+"/v1/runs", []byte(strings.Replace(c.body, player(1), player(100+i), 1)))
			if msg, _ := got["error"].(string); status != c.status || !strings.Contains(msg, c.says) {
				t.Errorf("%s: %d %q, want %d saying %q", c.name, status, msg, c.status, c.says)
			}
		}
		for _, ct := range []string{"text/plain", "", "application/x-www-form-urlencoded", "application/jsonx"} {
			resp, err := http.Post(srv+"/v1/runs", ct, strings.NewReader(body(player(90), "Ann", testDate, run, "")))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusUnsupportedMediaType {
				t.Errorf("a post of %q: %d, want 415", ct, resp.StatusCode)
			}
		}
		if _, b := readBoard(t, srv, "day="+testDate); len(b.Entries) != 0 {
			t.Errorf("the board after them: %+v, want none", b.Entries)
		}
		resp, err := http.Post(srv+"/v1/runs", "application/json; charset=utf-8", strings.NewReader(body(player(1), "Ann", testDate, run, "")))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			t.Errorf("the run itself after them, as JSON in UTF-8: %d, want 201", resp.StatusCode)
		}
	})
}

// body is a post's JSON, with extra fields spliced in.
func body(p, name, day string, run []byte, extra string) string {
	b, _ := json.Marshal(rules.Post{Player: p, Name: name, Day: day, Run: run})
	return strings.TrimSuffix(string(b), "}") + extra + "}"
}

// encodeChanges writes input changes {tick, steer (0/1), x} as a
// recording holds them (replay's format: uvarint tick step, flags, x).
func encodeChanges(cs [][3]float64) string {
	var b []byte
	last := 0
	for _, c := range cs {
		b = binary.AppendUvarint(b, uint64(int(c[0])-last))
		last = int(c[0])
		b = append(b, byte(c[1]))
		if c[1] == 1 {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(float32(c[2])))
		}
	}
	return base64.StdEncoding.EncodeToString(b)
}

// nudge moves every steering change between ticks from and to by dx.
func nudge(t *testing.T, input string, from, to int, dx float32) string {
	raw, err := base64.StdEncoding.DecodeString(input)
	if err != nil {
		t.Fatal(err)
	}
	tick, moved := 0, 0
	for i := 0; i < len(raw); {
		d, n := binary.Uvarint(raw[i:])
		tick += int(d)
		i += n
		flags := raw[i]
		i++
		if flags&1 != 0 {
			if tick >= from && tick < to {
				x := math.Float32frombits(binary.LittleEndian.Uint32(raw[i:]))
				binary.LittleEndian.PutUint32(raw[i:], math.Float32bits(x+dx))
				moved++
			}
			i += 4
		}
	}
	if moved == 0 {
		t.Fatalf("no steering between ticks %d and %d to nudge", from, to)
	}
	return base64.StdEncoding.EncodeToString(raw)
}

// lostRun is a run of testDay that does not finish: a bot that cannot
// see far.
func lostRun(t *testing.T) []byte {
	for sight := float32(1); sight < 10; sight++ {
		skill := world.Novice
		skill.Sight = sight
		rec, sc, err := dayrun.Record(testDay, skill)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Outcome == world.Lost {
			return rec
		}
	}
	t.Fatal("no bot lost the level of the day")
	return nil
}

// TestAThousandPostsFromOneIDAreTurnedAway posts a thousand times as one
// player: the first PostBurst are heard (and refused for what they hold),
// the rest get 429 before anything is replayed; another player on
// another address is heard.
func TestAThousandPostsFromOneIDAreTurnedAway(t *testing.T) {
	st := open(t, t.TempDir()+"/flood.db")
	h := New(Config{Store: st, Now: testNow, AddrBurst: AddrBurst})
	statuses := map[int]int{}
	for i := range 1000 {
		statuses[do(h, "10.0.0."+string(rune('0'+i%10)), body(player(7), "Flood", testDate, []byte(`{"format":1}`), ""))]++
	}
	if statuses[http.StatusBadRequest] != PostBurst || statuses[http.StatusTooManyRequests] != 1000-PostBurst {
		t.Errorf("a thousand posts from one id: %v, want %d heard (400: no recording in them) and the rest 429", statuses, PostBurst)
	}
	if got := do(h, "10.0.1.1", body(player(8), "Other", testDate, []byte(`{"format":1}`), "")); got != http.StatusBadRequest {
		t.Errorf("another player after the flood: %d, want to be heard (400)", got)
	}
	flood := 0
	for i := range AddrBurst + 10 {
		if do(h, "10.0.2.1", body(player(200+i), "Many", testDate, []byte(`{}`), "")) == http.StatusTooManyRequests {
			flood++
		}
	}
	if flood != 10 {
		t.Errorf("%d posts of many ids from one address: %d turned away, want 10", AddrBurst+10, flood)
	}
}

// do serves one post from addr and returns its status.
func do(h http.Handler, addr, b string) int {
	r := httptest.NewRequest(http.MethodPost, "/v1/runs", strings.NewReader(b))
	r.Header.Set("Content-Type", "application/json")
	r.RemoteAddr = addr + ":5555"
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Code
}

// TestRenaming gives a player a new name on the boards; a bad name, an
// unknown player and a bad id are refused.
func TestRenaming(t *testing.T) {
	recs, _ := wins(t, testDay, 1)
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		post(t, srv, player(1), "Old Name", testDate, recs[0])
		if got := rename(t, srv, player(1), "  New   Name "); got != http.StatusOK {
			t.Errorf("rename: %d, want 200", got)
		}
		if _, b := readBoard(t, srv, "day="+testDate); len(b.Entries) != 1 || b.Entries[0].Name != "New Name" {
			t.Errorf("board after the rename: %+v, want New Name (spaces tidied)", b.Entries)
		}
		for _, c := range []struct {
			p, name string
			want    int
		}{{player(2), "Nobody", http.StatusNotFound}, {player(1), "Shirt", http.StatusOK}, {player(1), "shit", http.StatusBadRequest}, {player(1), "Sh1t", http.StatusBadRequest}, {"X", "Fine", http.StatusBadRequest}} {
			if got := rename(t, srv, c.p, c.name); got != c.want {
				t.Errorf("rename %s to %q: %d, want %d", c.p, c.name, got, c.want)
			}
		}
	})
}

// TestTheBoardsLimitsAndAddresses holds a board's limit both sides of 1
// and MaxLimit, counts posts by the connection's address, or behind a
// proxy by the last hop it names, and serves AdMob's callback only with
// its keys.
func TestTheBoardsLimitsAndAddresses(t *testing.T) {
	st := open(t, t.TempDir()+"/limits.db")
	srv := testServer(t, st).URL
	for limit, want := range map[string]int{"1": 200, "100": 200, "0": 400, "101": 400, "x": 400} {
		if got, _ := readBoard(t, srv, "day="+testDate+"&limit="+limit); got != want {
			t.Errorf("limit=%s: %d, want %d", limit, got, want)
		}
	}
	if got, _ := readBoard(t, srv, "day="+testDate+"&player=nobody"); got != http.StatusBadRequest {
		t.Errorf("a bad player id: %d, want 400", got)
	}
	// Behind a proxy the server trusts (10.0.0.0/8 here), each player's own
	// address counts: the nearest hop that is not a trusted proxy. From any
	// other address, X-Forwarded-For is what a client wrote: not believed.
	h := New(Config{Store: st, Now: testNow, AddrBurst: 1, TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
	for _, c := range []struct {
		remote, hops, want string
	}{
		{"10.9.9.9", "1.1.1.1, 2.2.2.2", "2.2.2.2"},           // the player's address as the proxy saw it
		{"10.9.9.9", "6.6.6.6, 3.3.3.3, 10.1.1.1", "3.3.3.3"}, // two proxies of ours: the first hop past them
		{"10.9.9.9", "", "10.9.9.9"},                          // the proxy's own request
		{"4.4.4.4", "1.1.1.1", "4.4.4.4"},                     // a client naming someone else
		{"::ffff:10.2.2.2", "5.5.5.5", "5.5.5.5"},             // the proxy over IPv6-mapped IPv4
	} {
		r := httptest.NewRequest(http.MethodPost, "/v1/runs", nil)
		r.RemoteAddr = net.JoinHostPort(c.remote, "5555")
		if c.hops != "" {
			r.Header.Set("X-Forwarded-For", c.hops)
		}
		if got := h.host(r); got != c.want {
			t.Errorf("from %s naming %q: %s, want %s", c.remote, c.hops, got, c.want)
		}
	}
	post := func(remote, hops string) int {
		r := httptest.NewRequest(http.MethodPost, "/v1/runs", strings.NewReader("{"))
		r.Header.Set("Content-Type", "application/json")
		r.RemoteAddr = remote + ":5555"
		r.Header.Set("X-Forwarded-For", hops)
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Code
	}
	// Two players behind the proxy, each posting once: both heard. One
	// client naming a new address each time: limited as itself.
	if a, b := post("10.9.9.9", "1.1.1.1, 2.2.2.2"), post("10.9.9.9", "3.3.3.3"); a != 400 || b != 400 {
		t.Errorf("two players behind the proxy: %d, %d; want both heard (400: their bodies)", a, b)
	}
	if a, b := post("7.7.7.7", "8.8.8.1"), post("7.7.7.7", "8.8.8.2"); a != 400 || b != 429 {
		t.Errorf("a client writing its own X-Forwarded-For: %d, %d; want the second limited", a, b)
	}
	keyed := httptest.NewServer(New(Config{Store: st, AdMobKeys: &ssv.KeySet{URL: "http://127.0.0.1:1"}}))
	defer keyed.Close()
	if got := get(t, keyed.URL+"/v1/ssv/admob?x=1"); got != http.StatusBadRequest {
		t.Errorf("AdMob's callback with keys set: %d, want it served (400: unsigned)", got)
	}
	if got := get(t, srv+"/v1/ssv/admob?x=1"); got != http.StatusNotFound && got != http.StatusMethodNotAllowed {
		t.Errorf("AdMob's callback without keys: %d, want not served", got)
	}
}

// TestAGhostIsNeverRankedForAnother: a run is its inputs. Another player
// posting a ranked run written another way (a line break in its input, a
// byte changed past its end, spaces round it) is refused, and so is the
// run itself once its owner has beaten it; the board serves each run in
// its one canonical form.
func TestAGhostIsNeverRankedForAnother(t *testing.T) {
	recs, scores := wins(t, testDay, 1) // the expert's
	for i := 0; len(recs) < 2; i++ {    // and a worse won run of a casual player's, to be beaten
		if i == 20 {
			t.Fatal("no casual bot won the level of the day for less than the expert")
		}
		skill := world.Casual
		skill.AimNoise += float32(i) * 0.01
		rec, sc, err := dayrun.Record(testDay, skill)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Outcome == world.Won && (sc.Coins < scores[0].Coins || sc.Coins == scores[0].Coins && sc.Ticks > scores[0].Ticks) {
			recs, scores = append([][]byte{rec}, recs...), append([]dayrun.Score{sc}, scores...)
		}
	}
	old, better := 0, 1
	broken := editRun(recs[old], func(l map[string]any) { in := l["input"].(string); l["input"] = in[:8] + "\n" + in[8:] })
	flipped := editRun(recs[old], func(l map[string]any) {
		raw, _ := base64.StdEncoding.DecodeString(l["input"].(string))
		raw[len(raw)-1] ^= 1
		l["input"] = base64.StdEncoding.EncodeToString(raw)
	})
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		if status, got := post(t, srv, player(1), "Ann", testDate, recs[old]); status != http.StatusCreated {
			t.Fatalf("the owner's run: %d %v", status, got)
		}
		padded := []byte(`{"player":"` + player(2) + `","name":"Bob","day":"` + testDate + `","run":  ` + "\n" + string(recs[old]) + "  \n }")
		for _, c := range []struct {
			name string
			send func() (int, map[string]any)
		}{
			{"with a line break in its input", func() (int, map[string]any) { return post(t, srv, player(2), "Bob", testDate, broken) }},
			{"with its last byte changed", func() (int, map[string]any) { return post(t, srv, player(2), "Bob", testDate, flipped) }},
			{"padded with spaces", func() (int, map[string]any) { return send(t, srv+"/v1/runs", padded) }},
		} {
			if status, got := c.send(); status < 400 || status >= 500 {
				t.Errorf("another's ghost %s: %d %v, want refused", c.name, status, got)
			}
		}
		if status, got := post(t, srv, player(1), "Ann", testDate, recs[better]); status != http.StatusCreated {
			t.Fatalf("the owner's better run: %d %v", status, got)
		}
		if status, got := post(t, srv, player(2), "Bob", testDate, recs[old]); status != http.StatusConflict {
			t.Errorf("the owner's beaten ghost posted by another: %d %v, want 409", status, got)
		}
		if status, got := post(t, srv, player(1), "Ann", testDate, recs[old]); status != http.StatusOK || got["kept"] != "repeated" {
			t.Errorf("the owner's beaten run again: %d %v, want 200 repeated", status, got)
		}
		_, b := readBoard(t, srv, "day="+testDate)
		if len(b.Entries) != 1 || b.Entries[0].Name != "Ann" || b.Entries[0].Score != scores[better].Coins {
			t.Fatalf("the board: %+v, want Ann's better run alone", b.Entries)
		}
		resp, err := http.Get(srv + "/v1/ghosts/" + b.Entries[0].Ghost)
		if err != nil {
			t.Fatal(err)
		}
		served, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		l, err := replay.Read(recs[better])
		if err != nil || !bytes.Equal(served, l.Canonical()) || l.ID() != b.Entries[0].Ghost {
			t.Errorf("the ghost served is %d bytes (%v), want the run's canonical %d, its id %s", len(served), err, len(l.Canonical()), l.ID())
		}
	})
}

// TestEveryPostIsAnswered posts distinct real runs all at once (60; 400
// with ROPEMAN_FULL=1) at a server that replays one at a time with four
// waiting: every post gets an answer before the server's write timeout,
// a ranking or 503 with Retry-After (the game posts it again), none a
// connection cut off.
func TestEveryPostIsAnswered(t *testing.T) {
	n := 60
	if os.Getenv("ROPEMAN_FULL") != "" {
		n = 400
	}
	needs.Sample(t, 60, 400, "ROPEMAN_FULL=1")
	recs, _ := wins(t, testDay, n)
	stores(t, func(t *testing.T, st store.Store) {
		s := New(Config{Store: st, Now: testNow, Replays: 1, Waiting: 4, QueueWait: 2 * time.Second})
		srv := httptest.NewUnstartedServer(s)
		srv.Config.WriteTimeout = 5 * time.Second
		srv.Start()
		defer srv.Close()
		client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n}}
		statuses := make([]int, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Go(func() {
				body, _ := json.Marshal(rules.Post{Player: player(1000 + i), Name: "Load " + strconv.Itoa(i), Day: testDate, Run: recs[i]})
				resp, err := client.Post(srv.URL+"/v1/runs", "application/json", bytes.NewReader(body))
				if err != nil {
					t.Errorf("post %d: no answer: %v", i, err)
					return
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				statuses[i] = resp.StatusCode
				if resp.StatusCode == http.StatusServiceUnavailable && resp.Header.Get("Retry-After") == "" {
					t.Errorf("post %d: 503 with no Retry-After", i)
				}
			})
		}
		wg.Wait()
		count := map[int]int{}
		for _, st := range statuses {
			count[st]++
		}
		if count[http.StatusCreated] == 0 || count[http.StatusCreated]+count[http.StatusServiceUnavailable]+count[http.StatusTooManyRequests] != n {
			t.Errorf("%d posts at once: %v; want every one ranked, 503 or 429", n, count)
		}
		t.Logf("%d posts at once, one replay at a time and four waiting: %v", n, count)
	})
}

// TestNamesForPeopleNotImpersonators: on both databases, names that dress
// a blocked word or hide themselves are refused, names in Devanagari and
// Thai are taken, and a name that looks like another player's on the same
// board is refused, posted or renamed to, while its owner keeps it.
// Renames are limited per address as posts are.
func TestNamesForPeopleNotImpersonators(t *testing.T) {
	recs, _ := wins(t, testDay, 6)
	stores(t, func(t *testing.T, st store.Store) {
		srv := testServer(t, st).URL
		for _, name := range []string{"ａｄｍｉｎ", "Rоpeman", "\u3164\u3164", "Ro\u200bpeman", "\ufdfa"} {
			if status, got := post(t, srv, player(40), name, testDate, recs[0]); status != http.StatusBadRequest {
				t.Errorf("%q: %d %v, want 400", name, status, got)
			}
		}
		for i, name := range []string{"नमस्ते", "สวัสดีครับ"} {
			if status, got := post(t, srv, player(41+i), name, testDate, recs[i]); status != http.StatusCreated {
				t.Errorf("%q: %d %v, want it ranked", name, status, got)
			}
		}
		if status, got := post(t, srv, player(43), "Kiro 42", testDate, recs[2]); status != http.StatusCreated {
			t.Fatalf("Kiro 42: %d %v", status, got)
		}
		if status, got := post(t, srv, player(44), "Кirо 42", testDate, recs[3]); status != http.StatusConflict || !strings.Contains(fmt.Sprint(got["error"]), "looks the same") {
			t.Errorf("a look-alike of Kiro 42 (Cyrillic К and о) by another: %d %v, want 409 saying why", status, got)
		}
		if status, got := post(t, srv, player(44), "Kiro 43", testDate, recs[3]); status != http.StatusCreated {
			t.Errorf("a name of its own: %d %v", status, got)
		}
		if got := rename(t, srv, player(44), "KIRO-42"); got != http.StatusConflict {
			t.Errorf("renamed to a look-alike of another's: %d, want 409", got)
		}
		if got := rename(t, srv, player(43), "kiro 42"); got != http.StatusOK {
			t.Errorf("its owner writing it another way: %d, want 200", got)
		}
		_, b := readBoard(t, srv, "day="+testDate)
		if len(b.Entries) != 4 {
			t.Errorf("the board: %+v, want the four names taken", b.Entries)
		}
	})
	h := New(Config{Store: open(t, t.TempDir()+"/renames.db"), Now: testNow, AddrBurst: 2})
	codes := []int{}
	for i := range 3 {
		b, _ := json.Marshal(rules.Rename{Player: player(60 + i), Name: "Name " + strconv.Itoa(i)})
		r := httptest.NewRequest(http.MethodPost, "/v1/name", bytes.NewReader(b))
		r.Header.Set("Content-Type", "application/json")
		r.RemoteAddr = "9.9.9.9:1"
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		codes = append(codes, w.Code)
	}
	if codes[0] == http.StatusTooManyRequests || codes[2] != http.StatusTooManyRequests {
		t.Errorf("three renames from one address (two allowed at once): %v, want the third 429", codes)
	}
}

// TestAnOperatorSeesTheServer: on the operator's handler alone (the
// players' answers 404), /healthz answers while the process does,
// /readyz while its database does too, and /metrics counts in the
// Prometheus text format what a publisher watches: posts by outcome and
// the field a refusal names, replay seconds, the queue, grants by network
// (a network's retry not counted again).
func TestAnOperatorSeesTheServer(t *testing.T) {
	recs, _ := wins(t, testDay, 1)
	st := open(t, filepath.Join(t.TempDir(), "ops.db"))
	players, opsServer := testServers(t, st)
	srv, ops := players.URL, opsServer.URL
	for _, p := range []string{ops + "/healthz", ops + "/readyz", srv + "/healthz"} {
		if got := get(t, p); got != http.StatusOK {
			t.Errorf("%s: %d, want 200", p, got)
		}
	}
	for _, p := range []string{"/readyz", "/metrics"} {
		if got := get(t, srv+p); got != http.StatusNotFound {
			t.Errorf("%s on the players' address: %d, want 404 (the operator's address only)", p, got)
		}
	}
	post(t, srv, player(1), "Ann", testDate, recs[0])
	post(t, srv, player(2), "Bob", testDate, []byte(`{"format":1}`))
	post(t, srv, player(3), "Cy", dayrun.Date(testDay+5), recs[0])
	q := url.Values{"event_id": {"ev-9"}, "token": {ssv.EventToken("ev-9", "event-key")}, "custom_data": {"show-9"}}
	get(t, srv+"/v1/ssv/max?"+q.Encode())
	get(t, srv+"/v1/ssv/max?"+q.Encode()) // the network's retry
	resp, err := http.Get(ops + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	text, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{
		`ropeman_posts_total{outcome="ranked",reason=""} 1`,
		`ropeman_posts_total{outcome="malformed",reason="run"} 1`,
		`ropeman_posts_total{outcome="refused",reason="day"} 1`,
		`ropeman_replay_seconds_count 2`,
		`ropeman_replay_queue 0`,
		`ropeman_grants_total{network="max"} 1`,
	} {
		if !strings.Contains(string(text), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
	st.Close()
	if got := get(t, ops+"/readyz"); got != http.StatusServiceUnavailable {
		t.Errorf("/readyz with the database closed: %d, want 503", got)
	}
	if got := get(t, ops+"/healthz"); got != http.StatusOK {
		t.Errorf("/healthz with the database closed: %d, want 200 (the process lives)", got)
	}
}
