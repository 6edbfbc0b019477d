package server

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"ropeman/game/needs"
	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
	"ropeman/game/rules/events"
	"ropeman/game/server/servertest"
)

// TestAKilledServerLosesNothingItAcknowledged runs the real server
// (ropeman-server, built here), posts real runs to it from four players'
// phones at once, kills it with SIGKILL while posts are in flight, starts
// it again on the same database and finds every run it answered 200/201
// for, on the board and as its ghost.
func TestAKilledServerLosesNothingItAcknowledged(t *testing.T) {
	needs.Short(t, "builds and kills the real server")
	bin := servertest.Build(t)
	today := dayOf(time.Now())
	recs, _ := wins(t, today, 16)
	engines(t, func(t *testing.T, dsn string) {
		p := servertest.Start(t, bin, dsn)
		addr, srv := p.URL, p.Cmd
		var mu sync.Mutex
		acked := map[string]string{} // ghost id: player
		inFlight, atKill := 0, 0
		killed := false
		var wg sync.WaitGroup
		next := make(chan int, len(recs))
		for i := range recs {
			next <- i
		}
		close(next)
		for range 4 {
			wg.Go(func() {
				for i := range next {
					mu.Lock()
					inFlight++
					mu.Unlock()
					status, got := tryPost(addr, player(i), "Crash "+strconv.Itoa(i), dayrun.Date(today), recs[i]) // a name each: a board holds one look a person
					mu.Lock()
					inFlight--
					if status == http.StatusCreated || status == http.StatusOK {
						acked[got] = player(i)
						if len(acked) == 5 && !killed {
							srv.Process.Kill() // SIGKILL: no shutdown, no flush
							killed, atKill = true, inFlight
						}
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if !killed {
			srv.Process.Kill()
			srv.Wait()
			t.Fatalf("the server acknowledged %d runs of %d: it was never killed", len(acked), len(recs))
		}
		srv.Wait()
		addr = servertest.Start(t, bin, dsn).URL
		for id, p := range acked {
			if status := get(t, addr+"/v1/ghosts/"+id); status != http.StatusOK {
				t.Errorf("run %s (acknowledged to %s) after the crash: %d, want 200", id, p, status)
			}
			if _, b := readBoard(t, addr, "day="+dayrun.Date(today)+"&limit=100&player="+p); b.You == nil || b.You.Ghost != id {
				t.Errorf("run %s is not %s's on the board after the crash: %+v", id, p, b.You)
			}
		}
		t.Logf("%d runs acknowledged before SIGKILL with %d more in flight: all %d there after the restart", len(acked), atKill, len(acked))
	})
}

// taken is how many posts the server at addr has answered or holds in
// its replay queue, as its /metrics (on the ops address) says.
func taken(t *testing.T, addr string) int {
	resp, err := http.Get(addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	n := 0.0
	for _, line := range strings.Split(string(text), "\n") {
		if strings.HasPrefix(line, "ropeman_posts_total{") || strings.HasPrefix(line, "ropeman_replay_queue ") {
			f := strings.Fields(line)
			v, _ := strconv.ParseFloat(f[len(f)-1], 64)
			n += v
		}
	}
	return int(n)
}

// tryPost posts a run, returning 0 when the server did not answer, and
// the ghost id it gave.
func tryPost(addr, p, name, day string, run []byte) (int, string) {
	resp, err := http.Post(addr+"/v1/runs", "application/json", strings.NewReader(body(p, name, day, run, "")))
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	var got rules.Posted
	if json.NewDecoder(resp.Body).Decode(&got) != nil {
		return 0, "" // cut off mid-answer: not acknowledged
	}
	return resp.StatusCode, got.Ghost
}

// TestSIGTERMAnswersEveryPostItTook: the real server, sent SIGTERM once
// it has taken sixteen posts sent at once (some replaying, some waiting),
// answers every one (a ranking, or 503 when its queue was full) before it
// exits, and exits cleanly: none is cut off.
func TestSIGTERMAnswersEveryPostItTook(t *testing.T) {
	needs.Short(t, "builds and stops the real server")
	bin := servertest.Build(t)
	today := dayOf(time.Now())
	recs, _ := wins(t, today, 16)
	p := servertest.Start(t, bin, filepath.Join(t.TempDir(), "drain.db"), "-per-address", "0")
	addr, srv := p.URL, p.Cmd
	var wg sync.WaitGroup
	results := make([]string, len(recs))
	started := make(chan struct{}, len(recs))
	for i := range recs {
		wg.Go(func() {
			started <- struct{}{}
			resp, err := http.Post(addr+"/v1/runs", "application/json", strings.NewReader(body(player(i), "Drain "+strconv.Itoa(i), dayrun.Date(today), recs[i], "")))
			switch {
			case errors.Is(err, syscall.ECONNREFUSED):
				results[i] = "refused" // never taken: the port was closed
			case err != nil:
				results[i] = "cut off: " + err.Error()
			default:
				_, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				results[i] = strconv.Itoa(resp.StatusCode)
				if err != nil {
					results[i] = "cut off mid-answer: " + err.Error()
				}
			}
		})
	}
	for range len(recs) {
		<-started
	}
	// SIGTERM once the server has read every post: answered, or replaying
	// or waiting in its queue (a post the kernel holds that the server has
	// not taken yet may be cut when the port closes; it was never taken).
	for deadline := time.Now().Add(20 * time.Second); taken(t, p.Ops) < len(recs); {
		if time.Now().After(deadline) {
			t.Fatalf("the server took %d of %d posts in 20 s", taken(t, p.Ops), len(recs))
		}
		time.Sleep(5 * time.Millisecond)
	}
	srv.Process.Signal(syscall.SIGTERM)
	wg.Wait()
	if err := srv.Wait(); err != nil {
		t.Errorf("the server's exit after SIGTERM: %v, want a clean one", err)
	}
	answered := 0
	for i, r := range results {
		switch r {
		case "200", "201", "503":
			answered++
		case "refused":
		default:
			t.Errorf("post %d: %s", i, r)
		}
	}
	if answered == 0 {
		t.Errorf("no post answered before the server stopped: %v", results)
	}
	t.Logf("SIGTERM with 16 posts in flight: %v", results)
}

// TestAKilledServerKeepsEveryBatchOnceAndCountsItOnce: the real server,
// taking event batches from eight devices at once, is killed with
// SIGKILL mid-flow; started again, it has every batch it acknowledged,
// whole, and the devices' retries of the rest are kept once: the
// rollups, kept in each batch's transaction, count every event once.
func TestAKilledServerKeepsEveryBatchOnceAndCountsItOnce(t *testing.T) {
	needs.Short(t, "builds and kills the real server")
	bin := servertest.Build(t)
	engines(t, func(t *testing.T, dsn string) {
		p := servertest.Start(t, bin, dsn, "-per-address", "0")
		batches := make([]events.Batch, 64)
		for i := range batches {
			batches[i] = eventBatch(9000+i, player(9000+i), events.MaxBatchEvents)
			for k := range batches[i].Events { // today's, the real server's day
				batches[i].Events[k].At = time.Now().Add(-time.Minute).UnixMilli() + int64(k)
			}
			batches[i].Install = dayrun.Date(dayOf(time.Now()))
		}
		var mu sync.Mutex
		acked := map[string]bool{}
		next := make(chan int, len(batches))
		for i := range batches {
			next <- i
		}
		close(next)
		var wg sync.WaitGroup
		for range 8 {
			wg.Go(func() {
				for i := range next {
					doc, _ := json.Marshal(batches[i])
					resp, err := http.Post(p.URL+"/v1/events", "application/json", strings.NewReader(string(doc)))
					if err != nil {
						continue
					}
					var got events.Kept
					ok := json.NewDecoder(resp.Body).Decode(&got) == nil && resp.StatusCode == http.StatusCreated
					resp.Body.Close()
					mu.Lock()
					if ok {
						acked[batches[i].ID] = true
						if len(acked) == 12 {
							p.Cmd.Process.Kill()
						}
					}
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		p.Cmd.Wait()
		if len(acked) < 12 {
			t.Fatalf("the server acknowledged %d batches before it was killed, want 12", len(acked))
		}
		again := servertest.Start(t, bin, dsn, "-per-address", "0").URL
		for _, b := range batches { // every device sends what it was not answered for (and some twice)
			if status, got := sendEvents(t, again, b); status != http.StatusCreated && status != http.StatusOK {
				t.Errorf("batch %s again: %d %v", b.ID, status, got)
			}
		}
		st := open(t, dsn)
		for _, b := range batches {
			if n, _ := keptEvents(t, st, b.ID); n != len(b.Events) {
				t.Errorf("batch %s (acknowledged before the kill: %v): %d events, want %d", b.ID, acked[b.ID], n, len(b.Events))
			}
		}
		rollupsAgree(t, st)
		t.Logf("%d batches acknowledged before SIGKILL, all %d kept once after", len(acked), len(batches))
	})
}
