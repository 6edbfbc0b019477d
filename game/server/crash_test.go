package server

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"ropeman/game/board"
	"strings"
	"sync"
	"testing"
	"time"

	"ropeman/game/needs"
)

// TestAKilledServerLosesNothingItAcknowledged runs the real server
// (ropeman-server, built here), posts real runs to it from four players'
// phones at once, kills it with SIGKILL while posts are in flight, starts
// it again on the same database and finds every run it answered 200/201
// for, on the board and as its ghost.
func TestAKilledServerLosesNothingItAcknowledged(t *testing.T) {
	needs.Short(t, "builds and kills the real server")
	bin := filepath.Join(t.TempDir(), "ropeman-server")
	if out, err := exec.Command("go", "build", "-o", bin, "./cmd/ropeman-server").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	today := dayOf(time.Now())
	recs, _ := wins(t, today, 16)
	engines(t, func(t *testing.T, dsn string) {
		addr, srv := startServer(t, bin, dsn)
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
					status, got := tryPost(addr, player(i), "Crash Test", board.Date(today), recs[i])
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
		srv.Wait()
		if !killed {
			t.Fatal("the server was never killed")
		}
		addr, _ = startServer(t, bin, dsn)
		for id, p := range acked {
			if status := get(t, "http://"+addr+"/v1/ghosts/"+id); status != http.StatusOK {
				t.Errorf("run %s (acknowledged to %s) after the crash: %d, want 200", id, p, status)
			}
			if _, b := readBoard(t, "http://"+addr, "day="+board.Date(today)+"&limit=100&player="+p); b.You == nil || b.You.Ghost != id {
				t.Errorf("run %s is not %s's on the board after the crash: %+v", id, p, b.You)
			}
		}
		t.Logf("%d runs acknowledged before SIGKILL with %d more in flight: all %d there after the restart", len(acked), atKill, len(acked))
	})
}

// startServer starts the server at bin on dsn and returns its address
// once it listens; it is killed when t ends.
func startServer(t *testing.T, bin, dsn string) (string, *exec.Cmd) {
	t.Helper()
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-db", dsn, "-admob-keys", "")
	cmd.Env = append(os.Environ(), "GOMAXPROCS=2")
	errs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := bufio.NewScanner(errs)
	for lines.Scan() {
		if _, after, ok := strings.Cut(lines.Text(), "listening on "); ok {
			go func() {
				for lines.Scan() {
					t.Log("server: " + lines.Text())
				}
			}()
			return strings.Fields(after)[0], cmd
		}
	}
	t.Fatal("the server did not start")
	return "", nil
}

// tryPost posts a run, returning 0 when the server did not answer, and
// the ghost id it gave.
func tryPost(addr, p, name, day string, run []byte) (int, string) {
	resp, err := http.Post("http://"+addr+"/v1/runs", "application/json", strings.NewReader(body(p, name, day, run, "")))
	if err != nil {
		return 0, ""
	}
	defer resp.Body.Close()
	var got board.Posted
	if json.NewDecoder(resp.Body).Decode(&got) != nil {
		return 0, "" // cut off mid-answer: not acknowledged
	}
	return resp.StatusCode, got.Ghost
}
