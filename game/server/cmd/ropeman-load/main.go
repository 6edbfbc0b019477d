// Command ropeman-load measures a leaderboard server (ropeman-server): it
// records N real runs of the level of the day (the game's bot playing
// it, as dayrun.Runs makes them: every one different), posts them from
// C players at once, and reports how many replays the server made a
// second, per core it runs on, and each post's latency (a post the
// server's full queue turns away, 503, counts as answered, not ranked).
//
//	go run ./game/server/cmd/ropeman-load -server http://127.0.0.1:8090 -n 200 -c 8 -cores 1
package main

import (
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"ropeman/game/rules"
	"ropeman/game/rules/dayrun"
)

func main() {
	srv := flag.String("server", "http://127.0.0.1:8090", "the server's address")
	n := flag.Int("n", 100, "runs to post")
	c := flag.Int("c", 8, "posts at once")
	cores := flag.Int("cores", runtime.NumCPU(), "cores the server runs on (its GOMAXPROCS), for the per-core rate")
	flag.Parse()
	if err := run(*srv, *n, *c, *cores); err != nil {
		fmt.Fprintln(os.Stderr, "ropeman-load:", err)
		os.Exit(1)
	}
}

func run(srv string, n, c, cores int) error {
	now := time.Now().UTC()
	day, date := int(now.Unix()/86400), now.Format(time.DateOnly)
	t0 := time.Now()
	recs, _, err := dayrun.Runs(day, n)
	if err != nil {
		return err
	}
	fmt.Printf("recorded %d runs of %s's level of the day (level %d) in %.1f s\n", n, date, dayrun.Level(day), time.Since(t0).Seconds())
	var idBase [8]byte
	rand.Read(idBase[:]) // a new set of players each time the tool runs
	type result struct {
		status  int
		latency time.Duration
		err     string
	}
	results := make([]result, n)
	next := make(chan int, n)
	for i := range n {
		next <- i
	}
	close(next)
	client := &http.Client{Timeout: 5 * time.Minute, Transport: &http.Transport{MaxIdleConnsPerHost: c}}
	var wg sync.WaitGroup
	t0 = time.Now()
	for range c {
		wg.Go(func() {
			for i := range next {
				body, _ := json.Marshal(rules.Post{Player: fmt.Sprintf("%s%016x", hex.EncodeToString(idBase[:]), i),
					Name: fmt.Sprintf("Load %d", i), Day: date, Run: recs[i]})
				start := time.Now()
				resp, err := client.Post(srv+"/v1/runs", "application/json", strings.NewReader(string(body)))
				r := result{latency: time.Since(start)}
				if err != nil {
					r.err = err.Error()
				} else {
					msg, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					r.status = resp.StatusCode
					if r.status >= 300 {
						r.err = strings.TrimSpace(string(msg))
					}
				}
				results[i] = r
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(t0)
	statuses := map[int]int{}
	var lat, rankedLat []time.Duration
	for _, r := range results {
		statuses[r.status]++
		if r.err != "" && statuses[r.status] == 1 {
			fmt.Printf("status %d: %s\n", r.status, r.err)
		}
		lat = append(lat, r.latency)
		if r.status == http.StatusCreated || r.status == http.StatusOK {
			rankedLat = append(rankedLat, r.latency)
		}
	}
	slices.Sort(lat)
	slices.Sort(rankedLat)
	pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
	if len(rankedLat) > 0 && len(rankedLat) < len(lat) {
		at := func(p float64) time.Duration { return rankedLat[min(len(rankedLat)-1, int(p*float64(len(rankedLat))))] }
		fmt.Printf("the ranked posts' latency p50 %v, p99 %v\n", at(0.5).Round(time.Millisecond), at(0.99).Round(time.Millisecond))
	}
	ranked := statuses[http.StatusCreated] + statuses[http.StatusOK]
	rate := float64(ranked) / elapsed.Seconds()
	fmt.Printf("%d posts from %d players at once in %.2f s: statuses %v\n", n, c, elapsed.Seconds(), statuses)
	fmt.Printf("replayed and ranked %.1f runs/s on %d cores: %.1f per core a second, %.0f per core a day\n", rate, cores, rate/float64(cores), rate/float64(cores)*86400)
	fmt.Printf("latency p50 %v, p99 %v, max %v\n", pct(0.5).Round(time.Millisecond), pct(0.99).Round(time.Millisecond), lat[len(lat)-1].Round(time.Millisecond))
	if busy := statuses[http.StatusServiceUnavailable]; ranked+busy != n {
		return fmt.Errorf("%d of %d posts were neither ranked nor turned away busy (503)", n-ranked-busy, n)
	}
	return nil
}
